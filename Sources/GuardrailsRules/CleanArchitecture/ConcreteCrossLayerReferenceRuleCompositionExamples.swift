import GuardrailsCore

/// The examples of `concrete-cross-layer-reference` about what a feature or screen composes rather than injects: an
/// infrastructure module's request struct its protocol takes, a pure translator storing nothing, a SwiftUI view of a module
/// mapped as infrastructure, a double as an environment key's required fallback, a component library's presenter keeping
/// only its own shared instance; and the near misses still reported beside them.
enum ConcreteCrossLayerReferenceRuleCompositionExamples {
    /// A shipping module's request value, with defaulted fields, and the protocol sending it.
    private static let delivery = ExampleFile(
        "Sources/Infrastructure/Delivery.swift",
        "import Foundation\npublic enum Verb: String, Sendable {\n    case read = \"GET\"\n    case write = \"POST\"\n}\n"
            + "public struct Delivery: Sendable {\n    public let route: String\n    public let verb: Verb\n    public let fields: [String: String]\n"
            + "    public let items: [URLQueryItem]?\n    public let payload: Data?\n    public init(\n        route: String,\n        verb: Verb = .read,\n"
            + "        fields: [String: String] = [:],\n        items: [URLQueryItem]? = nil,\n        payload: Data? = nil,\n    ) {\n"
            + "        self.route = route\n        self.verb = verb\n        self.fields = fields\n        self.items = items\n        self.payload = payload\n    }\n}\n"
            + "public protocol Delivering: Sendable {\n    func send(_ delivery: Delivery) async throws -> Data\n}"
    )

    /// A shipping module's failure and the domain's.
    private static let faults = ExampleFile(
        "Sources/Infrastructure/WireFault.swift",
        "public enum WireFault: Error {\n    case offline\n    case status(Int)\n}"
    )

    private static let failure = ExampleFile("Sources/Domain/ParcelFailure.swift", "public enum ParcelFailure: Error {\n    case missing\n    case failed\n}")

    /// A telemetry sink protocol of the infrastructure module, a do-nothing one and the live one.
    private static let telemetry = ExampleFile(
        "Sources/Infrastructure/Telemetry.swift",
        "import Foundation\npublic protocol TelemetrySink: Sendable { func log(_ event: String) }\n"
            + "public final class NoopTelemetry: TelemetrySink {\n    public init() {}\n    public func log(_ event: String) {}\n}\n"
            + "public final class LiveTelemetry: TelemetrySink {\n    public init() {}\n"
            + "    public func log(_ event: String) { URLSession.shared.dataTask(with: URL(fileURLWithPath: \"/t\")).resume() }\n}"
    )

    private static func telemetryKey(_ fallback: String) -> ExampleFile {
        ExampleFile(
            "Sources/UI/TelemetryKey.swift",
            "import SwiftUI\nimport Infrastructure\nprivate struct TelemetryKey: EnvironmentKey {\n    static let defaultValue: any TelemetrySink = \(fallback)()\n}\n"
                + "extension EnvironmentValues {\n    var telemetry: any TelemetrySink {\n        get { self[TelemetryKey.self] }\n        set { self[TelemetryKey.self] = newValue }\n    }\n}"
        )
    }

    /// SwiftUI views of a module mapped as infrastructure.
    private static let platformViews = ExampleFile(
        "Sources/Infrastructure/Hairline.swift",
        "import SwiftUI\npublic struct Hairline: View {\n    public init() {}\n    public var body: some View { Rectangle().frame(height: 1) }\n}\n"
            + "public struct CardBackground: ViewModifier {\n    public init() {}\n    public func body(content: Content) -> some View { content.background(.gray) }\n}"
    )

    static let triggering: [RuleExample] = [
        // A struct storing nothing whose answer comes from a package class's shared instance is a service, not a computation.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ParcelWire.swift",
                "public final class ParcelWire {\n    public static let shared = ParcelWire()\n    public func push(_ code: String) -> Bool { true }\n}\n"
                    + "public struct ParcelPoster: Sendable {\n    public init() {}\n    public func post(_ code: String) -> Bool { ParcelWire.shared.push(code) }\n}"
            ),
            ExampleFile("Sources/Feature/ParcelSender.swift", "import Infrastructure\nstruct ParcelSender {\n    private let poster = ParcelPoster()\n}")
        ),
        // A live class as an environment key's fallback picks the implementation every view gets.
        RuleExample(telemetry, telemetryKey("LiveTelemetry")),
        // A screen composing the module's view still may not build its fetcher.
        RuleExample(
            platformViews,
            ExampleFile(
                "Sources/Infrastructure/PhotoFetcher.swift",
                "import Foundation\npublic final class PhotoFetcher {\n    public init() {}\n"
                    + "    public func fetch() async throws -> Data { try await URLSession.shared.data(from: URL(fileURLWithPath: \"/p\")).0 }\n}"
            ),
            ExampleFile(
                "Sources/UI/GalleryScreen.swift",
                "import SwiftUI\nimport Infrastructure\nstruct GalleryScreen: View {\n    let fetcher = PhotoFetcher()\n"
                    + "    var body: some View { VStack { Text(\"A\"); Hairline() } }\n}"
            )
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The request value the protocol the feature holds takes: calling the protocol names it.
        RuleExample(
            delivery,
            ExampleFile(
                "Sources/Feature/ParcelRemote.swift",
                "import Foundation\nimport Infrastructure\nstruct ParcelRemote {\n    let courier: any Delivering\n"
                    + "    func load(code: String) async throws -> Data {\n        let delivery = Delivery(route: \"/parcels/\\(code)\", items: [URLQueryItem(name: \"full\", value: \"1\")])\n"
                    + "        return try await send(delivery)\n    }\n"
                    + "    private func send(_ delivery: Delivery) async throws -> Data { try await courier.send(delivery) }\n}"
            )
        ),
        // A translator storing nothing whose one function answers from its argument: nothing for a composition root to choose.
        RuleExample(
            faults,
            failure,
            ExampleFile(
                "Sources/Infrastructure/FaultTranslator.swift",
                "import Domain\npublic struct FaultTranslator: Sendable {\n    public init() {}\n"
                    + "    public func translate(_ fault: WireFault) -> ParcelFailure {\n        switch fault {\n        case .status(404): .missing\n"
                    + "        default: .failed\n        }\n    }\n}"
            ),
            ExampleFile("Sources/Feature/ParcelSource.swift", "import Infrastructure\nstruct ParcelSource {\n    private let translator = FaultTranslator()\n}")
        ),
        // SwiftUI views composed by a screen, though their module is mapped as infrastructure.
        RuleExample(
            platformViews,
            ExampleFile(
                "Sources/UI/SettingsList.swift",
                "import SwiftUI\nimport Infrastructure\nstruct SettingsList: View {\n"
                    + "    var body: some View { VStack { Text(\"A\"); Hairline(); Text(\"B\") }.modifier(CardBackground()) }\n}"
            )
        ),
        // A do-nothing double as the fallback SwiftUI requires of an environment key; the app injects the live sink.
        RuleExample(telemetry, telemetryKey("NoopTelemetry")),
        // A component library's toast presenter keeping only its own shared instance and a flag: plumbing a screen composes.
        RuleExample(
            ExampleFile(
                "Sources/Components/BannerPresenter.swift",
                "import UIKit\npublic final class BannerPresenter {\n    public static let shared = BannerPresenter()\n    private init() {}\n"
                    + "    private var isShowing = false\n    public func show(_ text: String, on host: UIViewController) {\n"
                    + "        guard !isShowing else { return }\n        isShowing = true\n        host.view.addSubview(UILabel())\n    }\n}"
            ),
            ExampleFile(
                "Sources/UI/ProfileViewController.swift",
                "import UIKit\nimport Components\nfinal class ProfileViewController: UIViewController {\n"
                    + "    override func viewDidAppear(_ animated: Bool) {\n        super.viewDidAppear(animated)\n"
                    + "        BannerPresenter.shared.show(\"Saved\", on: self)\n    }\n}"
            )
        ),
    ]
}
