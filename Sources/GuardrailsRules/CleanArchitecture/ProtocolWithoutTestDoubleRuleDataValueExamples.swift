import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about questions the package's data values answer about themselves, beside
/// the struct clients and collaborators that stay seams.
extension ProtocolWithoutTestDoubleRule {
    static let dataValueTriggeringExamples: [RuleExample] = [
        // A struct client holding the session it sends through is an adapter, however its file is laid out.
        RuleExample(
            "Sources/Shop/CartLoading.swift",
            "import Foundation\n\nprotocol CartLoading {\n    func cartRequest(for shopper: String) -> URLRequest\n}\nstruct CartClient: CartLoading {\n    let session: URLSession\n    let base: URL\n    func cartRequest(for shopper: String) -> URLRequest { URLRequest(url: base.appendingPathComponent(shopper)) }\n}\nfinal class CartScreen { let loader: any CartLoading; init(loader: any CartLoading) { self.loader = loader } }"
        ),
        // A struct holding a collaborator behind a protocol answers with it: a seam.
        RuleExample(
            "Sources/Shop/PriceLabeling.swift",
            "protocol RateSource { func rate(for code: String) -> Double }\nprotocol PriceLabeling {\n    func label(cents: Int) -> String\n}\nstruct ConvertedPrice: PriceLabeling {\n    let currency: String\n    let rates: any RateSource\n    func label(cents: Int) -> String { \"\\(Double(cents) * rates.rate(for: currency))\" }\n}\nstruct Shelf { let labeling: any PriceLabeling }"
        ),
        // A `Void` method is an action, not a question about the value's fields.
        RuleExample(
            "Sources/Shop/ReceiptPrinting.swift",
            "protocol ReceiptPrinting {\n    func print(total: Int)\n}\nstruct ThermalReceipt: ReceiptPrinting {\n    let width: Int\n    func print(total: Int) {}\n}\nstruct Till { let printer: any ReceiptPrinting }"
        ),
        // A plot holding objects in a collection, whose elements are not read: it may hold a collaborator.
        RuleExample(
            ExampleFile(
                "Sources/Garden/PlotSizing.swift",
                "enum Unit: String { case metric, imperial }\nprotocol PlotSizing {\n    var width: Double { get }\n    func areaLabel(in unit: Unit) -> String\n}\nfinal class PlotSheet { let plot: any PlotSizing; init(plot: any PlotSizing) { self.plot = plot } }"
            ),
            ExampleFile(
                "Sources/Garden/Plots.swift",
                "final class SoilProbe { func moisture() -> Double { 0 } }\nstruct BedPlot: PlotSizing {\n    let width: Double\n    let probes: [SoilProbe]\n    func areaLabel(in unit: Unit) -> String { \"\\(width) \\(probes.count)\" }\n}"
            )
        ),
    ]

    static let dataValueNonTriggeringExamples: [RuleExample] = [
        // A text span's styling, adopted by a model struct through an extension elsewhere, computed from its own fields.
        RuleExample(
            ExampleFile(
                "Sources/Chat/SpanStyling.swift",
                "import Foundation\n\nprotocol SpanStyling {\n    var span: NSRange { get }\n    func styles(emphasized: Bool) -> [String: Any]?\n}\nfunc paint(_ spans: [any SpanStyling]) {}"
            ),
            ExampleFile(
                "Sources/Chat/Mention.swift",
                "import Foundation\n\nstruct Mention {\n    enum Kind { case person, channel }\n    let kind: Kind\n    let span: NSRange\n    let target: URL?\n}\nextension Mention: SpanStyling {\n    func styles(emphasized: Bool) -> [String: Any]? { emphasized ? [\"bold\": true] : nil }\n}"
            )
        ),
        // Plots answering their own measures, held by a screen: tests build real plots.
        RuleExample(
            ExampleFile(
                "Sources/Garden/PlotSizing.swift",
                "enum Unit: String { case metric, imperial }\nprotocol PlotSizing {\n    var width: Double { get }\n    var depth: Double { get }\n    func areaLabel(in unit: Unit) -> String\n}\nfinal class PlotSheet { let plot: any PlotSizing; init(plot: any PlotSizing) { self.plot = plot } }"
            ),
            ExampleFile(
                "Sources/Garden/Plots.swift",
                "struct BedPlot: PlotSizing {\n    let width: Double\n    let depth: Double\n    let unit: Unit\n    func areaLabel(in unit: Unit) -> String { \"\\(width * depth) \\(unit.rawValue)\" }\n}\nstruct RowPlot: PlotSizing {\n    let rows: Int\n    var width: Double { Double(rows) }\n    var depth: Double { 1 }\n    func areaLabel(in unit: Unit) -> String { \"\\(rows) rows\" }\n}"
            )
        ),
    ]
}
