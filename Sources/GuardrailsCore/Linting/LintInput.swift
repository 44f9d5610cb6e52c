/// A file to lint: its package-relative path, where its bytes come from, how it is shown, and whether
/// it is reported or only indexed (a file outside the paths being linted, which cross-file rules still
/// need to see).
public struct LintInput: Sendable {
    public enum Source: Sendable {
        case text(String)
        /// Read from disk when linted, so reading happens in parallel too.
        case file(absolutePath: String)
    }

    /// Relative to the package root: what placement and rules see, whatever the working directory.
    public let path: String
    public let source: Source
    /// The path findings name, relative to where the command runs.
    public let displayPath: String
    public let isReported: Bool
    /// Where the file belongs when another package's model placed it (a dependency indexed alongside);
    /// `nil` lets the linted package's model place it.
    public let placement: SourcePlacement?

    public init(path: String, source: Source, displayPath: String? = nil, isReported: Bool = true, placement: SourcePlacement? = nil) {
        self.path = path
        self.source = source
        self.displayPath = displayPath ?? path
        self.isReported = isReported
        self.placement = placement
    }
}
