import GuardrailsCore

/// `SingleImplementationProtocolRule` examples about protocols with one implementation that hold no strategy: how an
/// error is shown, a capability only probed with a cast (in its file or another, qualified or not) and the fields of one value, beside the seams that stay.
extension SingleImplementationProtocolRule {
    static let strategylessTriggeringExamples: [RuleExample] = [
        // A method beside the initializer a table of metatypes calls: `Negation` is the one strategy of that behaviour.
        RuleExample(
            "Sources/Logic/Formula.swift",
            ProtocolWithoutTestDoubleRule.formulaTableSource(unaryExtra: "\n    func simplified() -> Formula", negationExtra: "\n    func simplified() -> Formula { operand }")
        ),
        // Fields kept in the user defaults through a property wrapper: a persistor, a store with one implementation.
        RuleExample(
            "Sources/Reader/ReaderSettingsStoring.swift",
            "protocol ReaderSettingsStoring {\n    var fontSize: Int { get set }\n    var theme: String { get set }\n    var lineSpacing: Int { get set }\n    func isAvailable(_ theme: String) -> Bool\n}\nstruct DefaultsReaderSettings: ReaderSettingsStoring {\n    @StoredSetting(key: \"fontSize\", defaultValue: 14) var fontSize: Int\n    @StoredSetting(key: \"theme\", defaultValue: \"light\") var theme: String\n    @StoredSetting(key: \"lineSpacing\", defaultValue: 2) var lineSpacing: Int\n    func isAvailable(_ theme: String) -> Bool { true }\n}\nstruct ReaderScreen { let settings: ReaderSettingsStoring }"
        ),
        // The same fields adopted by a class: an object whose behaviour could be a strategy.
        RuleExample(
            "Sources/Editor/EditorStateShape.swift",
            Self.editorStateShape + "\nfinal class EditorSession: EditorStateShape {\n" + Self.editorStateFields + "\n    func clearHint() { hint = \"\" }\n}\nstruct CandidatePanel { let state: EditorStateShape }"
        ),
        // A capability held as a property is a seam, whatever casts also probe it.
        RuleExample(
            "Sources/Render/LayerDebugging.swift",
            "protocol CustomLayerDebugging {\n    func layerForDebugging() -> CALayer\n}\nfinal class CompositionLayer: CALayer {}\nextension CompositionLayer: CustomLayerDebugging {\n    func layerForDebugging() -> CALayer { self }\n}\nfinal class DebugOverlay { var source: CustomLayerDebugging? }\nextension CALayer {\n    func debugLayer() -> CALayer { (self as? CustomLayerDebugging)?.layerForDebugging() ?? self }\n}"
        ),
    ]

    private static let editorStateShape =
        "protocol EditorStateShape {\n    var text: String { get set }\n    var cursor: Int { get set }\n    var selection: Range<Int> { get set }\n    var isComposing: Bool { get }\n    var hint: String { get set }\n    var candidates: [String] { get set }\n    func attributedText(for host: TextHost) -> NSAttributedString\n    mutating func clearHint()\n}"
    private static let editorStateFields =
        "    var text = \"\"\n    var cursor = 0\n    var selection = 0..<0\n    var isComposing: Bool { !selection.isEmpty }\n    var hint = \"\"\n    var candidates: [String] = []\n    func attributedText(for host: TextHost) -> NSAttributedString { NSAttributedString(string: text) }"

    static let strategylessNonTriggeringExamples: [RuleExample] = [
        // Only an initializer over the package's `Formula` (two strategies): how a table of metatypes builds nodes.
        RuleExample("Sources/Logic/Formula.swift", ProtocolWithoutTestDoubleRule.formulaTableSource(unaryExtra: "", negationExtra: "")),
        // The fields of one value, settable, with a rendering helper and a `mutating` method: no strategy to compose.
        RuleExample(
            "Sources/Editor/EditorStateShape.swift",
            Self.editorStateShape + "\nstruct EditorState: EditorStateShape {\n" + Self.editorStateFields + "\n    mutating func clearHint() { hint = \"\" }\n}\nstruct CandidatePanel { let state: EditorStateShape }"
        ),
        // How an error is shown, adopted only by an error type and composed with `Error` where it is taken.
        RuleExample(
            "Sources/Alerts/AlertDescribing.swift",
            "protocol AlertDescribing {\n    func messageKey() -> String\n}\nstruct PrivilegeError: Error, AlertDescribing {\n    func messageKey() -> String { \"alert.privilege\" }\n}\nenum Alerts {\n    static func show(for error: Error & AlertDescribing) { print(error.messageKey()) }\n}"
        ),
        // Named only in a cast: a per-type hook probed on layers, like `CustomDebugStringConvertible`.
        RuleExample(
            "Sources/Render/LayerDebugging.swift",
            "protocol CustomLayerDebugging {\n    func layerForDebugging() -> CALayer\n}\nfinal class CompositionLayer: CALayer {}\nextension CompositionLayer: CustomLayerDebugging {\n    func layerForDebugging() -> CALayer { self }\n}\nextension CALayer {\n    func debugLayer() -> CALayer { (self as? CustomLayerDebugging)?.layerForDebugging() ?? self }\n}"
        ),
        // Probed with a cast on a list of values, the value found handed on only to `private` helpers of the casting file.
        RuleExample(
            ExampleFile("Sources/Editor/QuickEditing.swift", "import SwiftUI\n\nprotocol QuickEditing {\n    func quickEditor(onDone: @escaping () -> Void) -> AnyView\n}"),
            ExampleFile(
                "Sources/Editor/WifiModule.swift",
                "import SwiftUI\n\nstruct WifiModule { let name: String }\nextension WifiModule: QuickEditing {\n    func quickEditor(onDone: @escaping () -> Void) -> AnyView { AnyView(Text(name)) }\n}"
            ),
            ExampleFile(
                "Sources/Editor/EditorSheet.swift",
                "import SwiftUI\n\nstruct EditorSheet: View {\n    let modules: [Any]\n    var body: some View { quickProvider.map(editor) }\n}\nprivate extension EditorSheet {\n    var quickProvider: (any QuickEditing)? { modules.first { $0 is any QuickEditing } as? any QuickEditing }\n    func editor(with provider: any QuickEditing) -> AnyView { provider.quickEditor(onDone: {}) }\n}"
            )
        ),
        // Probed from another module, spelled with its module, on the strategies of another protocol: an optional capability.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/HardwareKey.swift",
                "public protocol KeyPrompting {\n    func presentPrompt(on view: UIView)\n}\npublic protocol Signing {\n    func sign(_ data: Data) -> Data\n}\npublic final class HardwareKey: Signing {\n    public func sign(_ data: Data) -> Data { data }\n}\nextension HardwareKey: KeyPrompting {\n    public func presentPrompt(on view: UIView) {}\n}\npublic final class SoftKey: Signing {\n    public func sign(_ data: Data) -> Data { data }\n}"
            ),
            ExampleFile(
                "Sources/App/SignIn.swift",
                "import Infrastructure\n\nfunc prepare(_ signer: Signing, on view: UIView) {\n    if let prompting = signer as? Infrastructure.KeyPrompting {\n        prompting.presentPrompt(on: view)\n    }\n}"
            )
        ),
        // Probed only by the app linted beside its local package (`backend is Refreshing`), on the strategies of another protocol.
        RuleExample(
            ExampleFile(
                "Sources/Models/Backend.swift",
                "public protocol Backend: Sendable {\n    func notes() async throws -> [String]\n}\npublic protocol Refreshing: Sendable {\n    func refresh() async throws\n}"
            ),
            ExampleFile(
                "Sources/Account/CachedBackend.swift",
                "import Models\nfinal class CachedBackend: Backend, Refreshing {\n    func notes() async throws -> [String] { [] }\n    func refresh() async throws {}\n}\nfinal class DirectBackend: Backend {\n    func notes() async throws -> [String] { [] }\n}"
            ),
            ExampleFile(
                "../App/NotesModel.swift",
                "import Models\nfinal class NotesModel {\n    let backend: any Backend\n    init(backend: any Backend) { self.backend = backend }\n    func pull() async throws {\n        guard let refreshing = backend as? Refreshing else { return }\n        try await refreshing.refresh()\n    }\n    var canRefresh: Bool { backend is Refreshing }\n}"
            )
        ),
    ]
}
