/// Whether a member has braces, and whether anything but comments sits inside them.
public enum MemberBody: Sendable, Equatable {
    case none, empty, nonEmpty
    /// Braces that hold only a comment, e.g. one explaining why the body is empty.
    case commentOnly
}
