/// A file to lint: its package-relative path and where its bytes come from.
public struct LintInput: Sendable {
    public enum Source: Sendable {
        case text(String)
        /// Read from disk when linted, so reading happens in parallel too.
        case file(absolutePath: String)
    }

    public let path: String
    public let source: Source

    public init(path: String, source: Source) {
        self.path = path
        self.source = source
    }
}
