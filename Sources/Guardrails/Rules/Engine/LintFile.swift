/// A parsed file placed in its package: its target, whether that target is a test target, and its layer.
public struct LintFile: Sendable {
    /// Path relative to the package root, with `/` separators.
    public let path: String
    public let module: String?
    public let isTest: Bool
    public let layer: Layer?
    public let model: SourceModel

    public init(path: String, module: String?, isTest: Bool, layer: Layer?, model: SourceModel) {
        self.path = path
        self.module = module
        self.isTest = isTest
        self.layer = layer
        self.model = model
    }

    public var layerKind: String? { layer?.kind }

    /// The composition root and UI may own concrete types and frameworks; the rest of the graph may not.
    public var isCompositionRoot: Bool { layer?.kind == "composition" }
}
