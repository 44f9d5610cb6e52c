import GuardrailsCore

/// `SingleImplementationProtocolRule` examples about protocols with one implementation that hold no strategy: how an
/// error is shown, a capability only probed with a cast, and the shape of a value's state, beside the seams that stay.
extension SingleImplementationProtocolRule {
    static let strategylessTriggeringExamples: [RuleExample] = [
        // The state's one implementation is a class: a collaborator, still judged.
        RuleExample("Sources/Editor/EditorState.swift", Self.editorStateSource(conformer: "final class EditorSession")),
        // A capability held as a property is a seam, whatever casts also probe it.
        RuleExample(
            "Sources/Render/LayerDebugging.swift",
            "protocol CustomLayerDebugging {\n    func layerForDebugging() -> CALayer\n}\nfinal class CompositionLayer: CALayer {}\nextension CompositionLayer: CustomLayerDebugging {\n    func layerForDebugging() -> CALayer { self }\n}\nfinal class DebugOverlay { var source: CustomLayerDebugging? }\nextension CALayer {\n    func debugLayer() -> CALayer { (self as? CustomLayerDebugging)?.layerForDebugging() ?? self }\n}"
        ),
    ]

    static let strategylessNonTriggeringExamples: [RuleExample] = [
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
        // The shape of a value's state, settable fields and one rendering method, whose one implementation is a struct.
        RuleExample("Sources/Editor/EditorState.swift", Self.editorStateSource(conformer: "struct EditorStateValue")),
    ]

    /// An editor's state protocol, held by a view, and `conformer` (`struct EditorStateValue`) implementing it.
    static func editorStateSource(conformer: String) -> String {
        "protocol EditorState {\n    var cursor: Int { get set }\n    var text: String { get set }\n    var marked: Range<Int> { get }\n    func attributed(for session: Session) -> String\n}\n"
            + conformer + ": EditorState {\n    var cursor = 0\n    var text = \"\"\n    var marked: Range<Int> { 0..<0 }\n    func attributed(for session: Session) -> String { text }\n}\nstruct CompositionView { let state: any EditorState }"
    }
}
