/// How a comment is written; only `//` line comments can be suppressions.
public enum CommentForm: UInt8, Sendable {
    /// `// …`
    case line
    /// `/// …`, a documentation comment.
    case documentation
    /// `/* … */`
    case block
}
