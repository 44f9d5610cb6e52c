/// Everything wrong with one manifest, each problem prefixed by the key at fault.
public struct ManifestError: Error, Equatable, Sendable {
    public let file: String
    public let problems: [String]

    public var lines: [String] { problems.map { "\(file): \($0)" } }
}
