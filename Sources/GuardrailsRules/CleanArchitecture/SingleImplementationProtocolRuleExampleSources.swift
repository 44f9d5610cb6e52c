import GuardrailsCore

/// Sources shared by `SingleImplementationProtocolRule` examples: a web package, a renderer, actions and validations.
extension SingleImplementationProtocolRule {
    /// A file's own abstraction over the pasteboard of each platform: a protocol per `#if os(…)` branch, adopted by that branch's `private` type.
    static let platformPasteboardSource = "final class ClipboardMirror {\n    private let pasteboard: any PlatformPasteboard = SystemPasteboard()\n    func copy(_ text: String) { pasteboard.write(text) }\n}\n#if os(macOS)\nprotocol PlatformPasteboard {\n    func write(_ text: String)\n}\nprivate struct SystemPasteboard: PlatformPasteboard {\n    func write(_ text: String) { NSPasteboard.general.setString(text, forType: .string) }\n}\n#else\nprotocol PlatformPasteboard {\n    func write(_ text: String)\n}\nprivate struct SystemPasteboard: PlatformPasteboard {\n    func write(_ text: String) { UIPasteboard.general.string = text }\n}\n#endif"
    /// A seam whose one conformer is `private`, outside any platform branch: the app's clock, which a test would replace.
    static let privateClockSource = "protocol Clock {\n    func now() -> Date\n}\nprivate struct SystemClock: Clock {\n    func now() -> Date { Date() }\n}\nenum Clocks {\n    static let system: any Clock = SystemClock()\n}\nstruct Scheduler { let clock: any Clock }"
    /// A note store requiring `operations` methods (`func op1()` …), held by a list.
    static func noteStoreSource(operations: Int) -> String {
        "protocol NoteStore {\n" + (1...operations).map { "    func op\($0)()\n" }.joined() + "}\nstruct NoteList { let store: any NoteStore }"
    }
    /// `declaration` (`final class DiskNoteStore`) implementing the note store's `operations` methods.
    static func noteStoreConformer(_ declaration: String, operations: Int) -> String {
        declaration + ": NoteStore {\n" + (1...operations).map { "    func op\($0)() { print(\($0)) }\n" }.joined() + "}"
    }
    static func webPackage(products: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Web",
            products: [\(products)],
            targets: [.target(name: "Feature"), .executableTarget(name: "Server", dependencies: ["Feature"])]
        )
        """
    }

    /// A library whose product names a thin wrapper target; `kitDependencies` says whether the wrapper builds on the core.
    static func chatPackage(kitDependencies: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Chat",
            products: [.library(name: "Chat", targets: ["ChatKit"])],
            targets: [
                .target(name: "ChatCore"),
                .target(name: "ChatKit", dependencies: [\(kitDependencies)]),
                .executableTarget(name: "Demo", dependencies: ["ChatCore"]),
            ]
        )
        """
    }

    /// Two types each nesting a `Delegate` protocol; the uplink's requires nothing (its callbacks are optional).
    static let uplinkSource = "final class Uplink {\n    weak var delegate: Delegate?\n}\nextension Uplink {\n    @objc protocol Delegate: AnyObject {\n        @objc optional func uplinkDidSend(_ count: Int)\n    }\n}"
    static let downlinkSource = "final class Downlink {\n    weak var delegate: Delegate?\n}\nextension Downlink {\n    protocol Delegate: AnyObject {\n        func downlinkDidReceive(_ count: Int)\n    }\n}"

    static let composerSource = "public protocol ComposerDelegate: AnyObject {\n    func composerDidSend(_ text: String)\n}\npublic final class Composer { public weak var delegate: (any ComposerDelegate)? }"
    static let chatScreenSource = "public final class ChatScreen: ComposerDelegate {\n    public func composerDidSend(_ text: String) {}\n}"

    static let actionSource = "public protocol Action {\n    func perform() async\n}\npublic struct Toolbar { public let actions: [any Action] }"
    static let appActionSource = "import Actions\nstruct SaveAction: Action {\n    func perform() async {}\n}"
    static let validatingSource = "@MainActor public protocol Validating: AnyObject {\n    func validate(_ item: String) -> Bool\n}"
    static let appValidatingSource = "import Actions\nfinal class Editor: NSViewController, Validating {\n    func validate(_ item: String) -> Bool { true }\n}"
    static let rendererSource = "public protocol PageRenderer {\n    func render(_ page: String) -> String\n}\npublic struct Site {\n    public let renderer: any PageRenderer\n    public init(renderer: any PageRenderer) { self.renderer = renderer }\n}"
}
