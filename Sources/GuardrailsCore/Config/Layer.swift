/// A named group of modules that share what they may import.
public struct Layer: Sendable, Equatable {
    public let name: String
    /// The role the profile's rules know the layer by, e.g. `domain`, `ui` or `composition`.
    public let kind: String
    public let modules: [String]
    /// Names of the layers this layer's modules may import (its own layer is always allowed).
    public let mayImport: [String]
    /// Only test modules may import a test-support layer, and they may import it whatever their layer.
    public let isTestSupport: Bool

    public init(name: String, kind: String, modules: [String], mayImport: [String], isTestSupport: Bool = false) {
        self.name = name
        self.kind = kind
        self.modules = modules
        self.mayImport = mayImport
        self.isTestSupport = isTestSupport
    }
}
