/// A product the manifest declares, with the targets it is built from.
public struct ManifestProduct: Sendable, Equatable {
    public let name: String
    public let targets: [String]
    /// Declared with `.library(…)`: other packages link its targets (rather than run an executable or a plugin).
    public let isLibrary: Bool

    public init(name: String, targets: [String], isLibrary: Bool = true) {
        self.name = name
        self.targets = targets
        self.isLibrary = isLibrary
    }
}
