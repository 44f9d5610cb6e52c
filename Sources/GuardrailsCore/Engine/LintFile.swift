/// A parsed file placed in its package: its target, whether that target is a test target, and its layer.
public struct LintFile: Sendable {
    /// Path relative to the package root, with `/` separators.
    public let path: String
    public let module: String?
    public let isTest: Bool
    public let layer: Layer?
    public let model: SourceModel
    /// The file's tokens, present only while rules that read tokens check it (see `Rule.readsTokens`).
    public let tokens: [Token]
    /// The file's text as UTF-8 bytes, present with `tokens`: what the tokens leave out, such as comments.
    public let source: [UInt8]

    public init(path: String, module: String?, isTest: Bool, layer: Layer?, model: SourceModel, tokens: [Token] = [], source: [UInt8] = []) {
        self.path = path
        self.module = module
        self.isTest = isTest
        self.layer = layer
        self.model = model
        self.tokens = tokens
        self.source = source
    }

    public var layerKind: String? { layer?.kind }

    /// A test target's file, or one of a layer only tests may import (see `RuleContext.isTestCode`).
    public var isTestCode: Bool { isTest || layer?.isTestSupport == true }

    /// The package's `Package.swift`, linted only by rules that check the manifest.
    public var isManifest: Bool { PackagePath.isManifest(path) && !path.contains("/") }

    /// The composition root and UI may own concrete types and frameworks; the rest of the graph may not.
    public var isCompositionRoot: Bool { layer?.kind == "composition" }
}

extension LintFile {
    func with(tokens: [Token], source: [UInt8]) -> LintFile {
        LintFile(path: path, module: module, isTest: isTest, layer: layer, model: model, tokens: tokens, source: source)
    }
}
