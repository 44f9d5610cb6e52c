import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about who adopts a protocol: a dependency's window class erased in the
/// protocol's file, a refinement adding only `static` requirements, records of a persistence framework sharing
/// a capability, and structs each describing one HTTP request, beside the seams that stay.
extension ProtocolWithoutTestDoubleRule {
    static let adopterTriggeringExamples: [RuleExample] = [
        // A request family with a class adopter, or of only two requests, stays a seam.
        RuleExample("Sources/Wire/WireEndpoint.swift", wireEndpoint + endpoint("struct ListTides") + endpoint("struct ListPorts") + endpoint("final class UploadLog")),
        RuleExample("Sources/Wire/WireEndpoint.swift", wireEndpoint + endpoint("struct ListTides") + endpoint("struct ListPorts")),
        RuleExample(
            "Sources/App/SizedPanel.swift",
            "import AppKit\nprotocol SizedPanel: NSWindow {\n    func fittingSize(for size: CGSize) -> CGSize\n}\nfinal class PlainPanel: NSWindow, SizedPanel {\n    func fittingSize(for size: CGSize) -> CGSize { size }\n}\nfinal class Hud { private var panel: SizedPanel? }"
        ),
        RuleExample(
            "Sources/Mail/Addressee.swift",
            "import RealmSwift\nprotocol Addressee {\n    var address: String { get }\n    func upload(to server: URL) async throws\n}\nfinal class Sender: Object, Addressee {\n    @Persisted var address = \"\"\n    func upload(to server: URL) async throws {}\n}\nstruct Outbox { let addressee: any Addressee }"
        ),
        RuleExample(
            ExampleFile("Sources/Downloads/DownloadObserver.swift", "protocol DownloadObserver: AnyObject {\n    func downloadDidFinish(_ id: String)\n    func download(_ id: String, didFail error: Error)\n}\nfinal class Downloader {\n    private var observers: [DownloadObserver] = []\n    func add(_ observer: DownloadObserver) { observers.append(observer) }\n}"),
            ExampleFile("Sources/Downloads/BlockDownloadObserver.swift", "final class BlockDownloadObserver: DownloadObserver {\n    typealias FinishHandler = (String) -> Void\n    private let onFinish: FinishHandler?\n    private let log: DownloadLog\n    init(log: DownloadLog, onFinish: FinishHandler? = nil) {\n        self.log = log\n        self.onFinish = onFinish\n    }\n    func downloadDidFinish(_ id: String) { onFinish?(id) }\n    func download(_ id: String, didFail error: Error) { log.write(id) }\n}"),
            ExampleFile("Sources/Downloads/DownloadSetup.swift", "enum DownloadSetup {\n    static func start(log: DownloadLog) { Downloader().add(BlockDownloadObserver(log: log)) }\n}"),
            ExampleFile("Tests/DownloadsTests/DownloaderTests.swift", "@Test func notifiesObservers() {\n    let observer = BlockDownloadObserver(onFinish: { _ in })\n    Downloader().add(observer)\n}")
        ),
    ]

    static let adopterNonTriggeringExamples: [RuleExample] = [
        // Three or more structs each describing one request (`path`, `method`) under a protocol with an associated type: values, not collaborators.
        RuleExample("Sources/Wire/WireEndpoint.swift", wireEndpoint + endpoint("struct ListTides") + endpoint("struct ListPorts") + endpoint("enum ServerClock")),
        RuleExample(
            "Sources/App/SizedPanel.swift",
            "import AppKit\nimport PanelKit\nprotocol SizedPanel: NSWindow {\n    func fittingSize(for size: CGSize) -> CGSize\n}\nextension HostedPanel: SizedPanel {}\nfinal class Hud { private var panel: SizedPanel? }"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Export/Exporter.swift",
                "// guardrails:disable-next-line protocol-without-test-double -- judged on its own\nprotocol Exporter {\n    init(options: [String: String])\n    func export(_ rows: [String]) throws -> Data\n}\nstruct CSVExporter: Exporter {\n    init(options: [String: String]) {}\n    func export(_ rows: [String]) throws -> Data { Data() }\n}\nstruct JSONExporter: Exporter {\n    init(options: [String: String]) {}\n    func export(_ rows: [String]) throws -> Data { Data() }\n}"
            ),
            ExampleFile(
                "Sources/Export/ExportCommand.swift",
                "protocol DescribedExporter: Exporter {\n    static var commandName: String { get }\n}\nextension CSVExporter: DescribedExporter { static let commandName = \"csv\" }\nextension JSONExporter: DescribedExporter { static let commandName = \"json\" }\nstruct ExportCommand<E: DescribedExporter> {\n    func run() throws -> Data { try E(options: [:]).export([E.commandName]) }\n}"
            )
        ),
        RuleExample(
            "Sources/Mail/Addressee.swift",
            "import RealmSwift\nprotocol Addressee: Identifiable {\n    var address: String { get }\n    var displayName: String { get }\n    func detachedCopy() -> Self\n}\nfinal class Sender: Object, Addressee {\n    @Persisted var address = \"\"\n    @Persisted var displayName = \"\"\n    func detachedCopy() -> Self { self }\n}\nfinal class Guest: EmbeddedObject, Addressee {\n    @Persisted var address = \"\"\n    @Persisted var displayName = \"\"\n    func detachedCopy() -> Self { self }\n}\nstruct ContactCard { let addressee: any Addressee }"
        ),
        RuleExample(
            ExampleFile("Sources/Downloads/DownloadObserver.swift", "protocol DownloadObserver: AnyObject {\n    func downloadDidFinish(_ id: String)\n    func download(_ id: String, didFail error: Error)\n}\nfinal class Downloader {\n    private var observers: [DownloadObserver] = []\n    func add(_ observer: DownloadObserver) { observers.append(observer) }\n}"),
            ExampleFile("Sources/Downloads/BlockDownloadObserver.swift", "final class BlockDownloadObserver: DownloadObserver {\n    typealias FinishHandler = (String) -> Void\n    typealias FailHandler = (\n        _ id: String,\n        _ error: Error\n    ) -> Void\n    private let onFinish: FinishHandler?\n    private let onFail: FailHandler?\n    init(onFinish: FinishHandler? = nil, onFail: FailHandler? = nil) {\n        self.onFinish = onFinish\n        self.onFail = onFail\n    }\n    func downloadDidFinish(_ id: String) { onFinish?(id) }\n    func download(_ id: String, didFail error: Error) { onFail?(id, error) }\n}"),
            ExampleFile("Tests/DownloadsTests/DownloaderTests.swift", "@Test func notifiesObservers() {\n    let observer = BlockDownloadObserver(onFinish: { _ in })\n    Downloader().add(observer)\n}")
        ),
    ]

    /// A protocol with an associated type describing one HTTP request, and the client sending it.
    private static let wireEndpoint = """
        protocol WireEndpoint {
            associatedtype Reply
            var path: String { get }
            var method: String { get }
            func decode(_ data: Data) throws -> Reply
        }
        final class WireClient {
            func send<E: WireEndpoint>(_ endpoint: E) async throws -> E.Reply { try endpoint.decode(Data()) }
        }

        """

    /// `declaration` (`struct ListTides`) adopting `WireEndpoint` as one request.
    private static func endpoint(_ declaration: String) -> String {
        "\(declaration): WireEndpoint {\n    var path: String { \"/v1\" }\n    var method: String { \"GET\" }\n    func decode(_ data: Data) throws -> Int { data.count }\n}\n"
    }
}
