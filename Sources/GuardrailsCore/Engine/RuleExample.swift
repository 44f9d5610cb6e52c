/// A small package, linted with `ExampleConfiguration`, that shows a rule firing or staying silent.
public struct RuleExample: Sendable, CustomStringConvertible {
    public let files: [ExampleFile]

    public init(_ files: ExampleFile...) {
        self.files = files
    }

    public init(files: [ExampleFile]) {
        self.files = files
    }

    /// A single file at `path`.
    public init(_ path: String, _ source: String) {
        self.files = [ExampleFile(path, source)]
    }

    public var description: String {
        files.map { "\($0.path): \($0.source)" }.joined(separator: " | ")
    }
}
