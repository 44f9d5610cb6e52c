/// Whether a member has braces, and whether anything but comments sits inside them.
public enum MemberBody: Sendable, Equatable {
    case none, empty, nonEmpty
}
