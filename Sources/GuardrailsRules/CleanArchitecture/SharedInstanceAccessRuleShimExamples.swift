import GuardrailsCore

/// The examples of `shared-instance-access` about where the singleton is no hidden dependency: a free shim mirroring a
/// library's function and its default, the temporary folder's path, a code generator a command plugin runs, and a
/// third-party SDK's singleton in the infrastructure adapter behind the package's port.
enum SharedInstanceAccessRuleShimExamples {
    static let triggering: [RuleExample] = [
        // In a module assembly, calling the singleton rather than handing it to what it builds is a lookup.
        RuleExample(
            ExampleFile("Sources/UI/AppEvents.swift", "public final class AppEvents {\n    public static let shared = AppEvents()\n    private init() {}\n    public func post(_ name: String) {}\n}"),
            ExampleFile(
                "Sources/UI/ProfileAssembly.swift",
                "import Swinject\n\npublic final class ProfileAssembly: Assembly {\n    public init() {}\n    public func assemble(container: Container) {\n        AppEvents.shared.post(\"assembled\")\n    }\n}"
            )
        ),
        // A shim using the instance itself, or handing it to a function of another name, chooses it for its callers.
        RuleExample(
            "Sources/Feature/Trace.swift",
            "import Tracekit\n\nfunc TraceNote(_ text: @autoclosure () -> String, hub: TraceHub = TraceHub.shared) {\n    hub.record(text())\n}\nfunc TraceWarn(_ text: String, hub: TraceHub = TraceHub.shared) {\n    Tracekit.TraceNote(text, hub: hub)\n}"
        ),
        // Working in the temporary folder through the manager is still the manager's business.
        RuleExample(
            "Sources/Feature/Scratchpad.swift",
            "struct Scratchpad {\n    func entries() throws -> [URL] {\n        let folder = FileManager.default.temporaryDirectory\n        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)\n    }\n}"
        ),
        // An executable a test target depends on is logic under test, not only a program: it stays checked.
        RuleExample(
            ExampleFile(
                "Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shelf\",\n    targets: [\n        .executableTarget(name: \"ShelfTool\"),\n        .testTarget(name: \"ShelfToolTests\", dependencies: [\"ShelfTool\"]),\n    ]\n)"
            ),
            ExampleFile("Sources/ShelfTool/Counter.swift", "func countShelves() -> Int {\n    (try? FileManager.default.contentsOfDirectory(atPath: \"shelves\"))?.count ?? 0\n}")
        ),
        // The SDK's singleton in an infrastructure type adopting no package protocol: no seam above it.
        RuleExample(
            "Sources/Infrastructure/ParcelScanner.swift",
            "import ParcelKit\n\npublic final class ParcelScanner {\n    private var seen: [String] = []\n    public init() {}\n    public func scan() { Scanner.shared.start() }\n}"
        ),
        // A static helper deciding something from the file system, even in a factory enum, is the manager's business.
        RuleExample(
            "Sources/Feature/ShelfAge.swift",
            "public protocol AgeReporting {}\nfinal class AgeReport: AgeReporting { init(old: Bool) {} }\n\nenum ShelfAge {\n    static func makeReport() -> AgeReporting {\n        let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]\n        let made = (try? FileManager.default.attributesOfItem(atPath: docs.path))?[.creationDate] as? Date\n        return AgeReport(old: made.map { $0 < Date() } ?? false)\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A Swinject module assembly hands the singleton whole to the initializer it registers: wiring, as a builder's is.
        RuleExample(
            ExampleFile("Sources/UI/AppEvents.swift", "public final class AppEvents {\n    public static let shared = AppEvents()\n    private init() {}\n}"),
            ExampleFile("Sources/UI/ProfileReactor.swift", "public final class ProfileReactor {\n    let events: AppEvents\n    public init(events: AppEvents) { self.events = events }\n}"),
            ExampleFile(
                "Sources/UI/ProfileAssembly.swift",
                "import Swinject\n\npublic final class ProfileAssembly: Assembly {\n    public init() {}\n    public func assemble(container: Container) {\n        container.register(ProfileReactor.self) { _ in ProfileReactor(events: AppEvents.shared) }\n    }\n}"
            )
        ),
        // A logging shim repeating the library's own signature and default, handing the parameter on: callers pass their own.
        RuleExample(
            "Sources/Feature/Trace.swift",
            "import Tracekit\n\nfunc TraceNote(_ text: @autoclosure () -> String,\n               level: Int = 1,\n               hub: TraceHub = TraceHub.shared) {\n    Tracekit.TraceNote(text(), level: level, hub: hub)\n}"
        ),
        // Only where the temporary folder is: a constant path, as `NSTemporaryDirectory()` gives it.
        RuleExample(
            "Sources/UI/HelpSheet.swift",
            "import WebKit\n\nstruct HelpSheet {\n    let page: Data\n    func show(in view: WKWebView) {\n        view.load(page, mimeType: \"text/html\", characterEncodingName: \"UTF8\", baseURL: FileManager.default.temporaryDirectory)\n    }\n}\nenum LintScratch {\n    static var reportPath: String { FileManager.default.temporaryDirectory.appendingPathComponent(\"report.json\").path }\n}"
        ),
        // A code generator only a command plugin runs, in no layer: a program composing itself.
        RuleExample(
            ExampleFile(
                "Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shelf\",\n    targets: [\n        .target(name: \"Feature\"),\n        .plugin(name: \"GenShelf\", capability: .command(intent: .custom(verb: \"gen\", description: \"\")), dependencies: [\"GenShelfTool\"]),\n        .executableTarget(name: \"GenShelfTool\", path: \"Plugins/GenShelfTool\"),\n    ]\n)"
            ),
            ExampleFile("Plugins/GenShelfTool/Spec.swift", "func readSpec() -> Data? {\n    FileManager.default.contents(atPath: FileManager.default.currentDirectoryPath + \"/spec.yml\")\n}")
        ),
        // A third-party SDK reachable only through its singleton, wrapped by the infrastructure adapter behind the package's port.
        RuleExample(
            "Sources/Infrastructure/ParcelScanner.swift",
            "import ParcelKit\n\npublic protocol ParcelScanning {\n    func scan()\n}\n\npublic final class ParcelScanner: NSObject {\n    private var seen: [String] = []\n}\n\nextension ParcelScanner: ParcelScanning {\n    public func scan() {\n        Scanner.shared.logLevel = .quiet\n        Scanner.shared.start(delegate: self)\n    }\n}"
        ),
        // A factory enum building the live service, asking where the sandbox folder is for its path: composition work.
        RuleExample(
            "Sources/Feature/ShelfServiceFactory.swift",
            "public protocol ShelfStoring {}\nfinal class FileShelfStore: ShelfStoring { init(path: URL) {} }\n\npublic enum ShelfServiceFactory {\n    public static func makeShelfStore() -> ShelfStoring {\n        FileShelfStore(path: folder().appendingPathComponent(\"shelf.db\"))\n    }\n    private static func folder() -> URL {\n        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]\n    }\n}"
        ),
    ]
}
