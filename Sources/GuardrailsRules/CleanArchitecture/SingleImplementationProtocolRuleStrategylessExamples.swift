import GuardrailsCore

/// `SingleImplementationProtocolRule` examples about protocols with one implementation that hold no strategy: how an
/// error is shown and a capability only probed with a cast, beside the seams that stay.
extension SingleImplementationProtocolRule {
    static let strategylessTriggeringExamples: [RuleExample] = [
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
    ]
}
