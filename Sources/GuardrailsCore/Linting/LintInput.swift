/// A file to lint: its package-relative path, where its bytes come from, how it is shown, and whether
/// it is reported or only indexed (a file outside the paths being linted, which cross-file rules still
/// need to see).
public struct LintInput: Sendable {
    public enum Source: Sendable {
        case text(String)
        /// Read from disk when linted, so reading happens in parallel too.
        case file(absolutePath: String)
        /// Read from `root/path` when linted; every file of a package shares the one `root` string, so the
        /// inputs of a large package do not each hold a copy of its directory's path.
        case packageFile(root: String)
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
    /// A file of a package or project that uses this one (an app and its tests beside a local package): kept in
    /// the index's separate `clients` part, so only rules that ask about the package's users see it.
    public let isClientCode: Bool

    public init(
        path: String, source: Source, displayPath: String? = nil, isReported: Bool = true, placement: SourcePlacement? = nil, isClientCode: Bool = false
    ) {
        self.path = path
        self.source = source
        self.displayPath = displayPath ?? path
        self.isReported = isReported && !isClientCode
        self.placement = placement
        self.isClientCode = isClientCode
    }

    /// Where the file is on disk, for sources read from disk.
    public var absolutePath: String? {
        switch source {
        case .text: nil
        case .file(let absolutePath): absolutePath
        case .packageFile(let root): root + "/" + path
        }
    }
}
