/// A file to lint: its package-relative path and where its bytes come from.
public struct LintInput: Sendable {
    public enum Source: Sendable {
        case text(String)
        /// Read from disk when linted, so reading happens in parallel too.
        case file(absolutePath: String)
        /// Read from `root/path` when linted; every file of a package shares the one `root` string, so the
        /// inputs of a large package do not each hold a copy of its directory's path.
        case packageFile(root: String)
    }

    public let path: String
    public let source: Source

    public init(path: String, source: Source) {
        self.path = path
        self.source = source
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
