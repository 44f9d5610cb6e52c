/// A rule's complaint about one place in a file; the engine adds rule id, severity and path.
public struct Violation: Sendable {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public init(_ reference: Reference, _ message: String) {
        self.init(line: Int(reference.line), column: Int(reference.column), message: message)
    }

    public init(_ token: Token, _ message: String) {
        self.init(line: Int(token.line), column: Int(token.column), message: message)
    }

    public init(_ type: TypeDecl, _ message: String) {
        self.init(line: type.line, column: type.column, message: message)
    }

    public init(_ member: MemberDecl, _ message: String) {
        self.init(line: member.line, column: member.column, message: message)
    }
}
