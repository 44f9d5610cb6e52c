/// A product the manifest declares, with the targets it is built from.
public struct ManifestProduct: Sendable, Equatable {
    public let name: String
    public let targets: [String]

    public init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}
