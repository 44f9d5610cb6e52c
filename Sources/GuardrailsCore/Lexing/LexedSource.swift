/// The output of one lexing pass over a file.
public struct LexedSource: Sendable {
    public let tokens: [Token]
    public let directives: [DirectiveComment]
    public let lineCount: Int

    public init(tokens: [Token], directives: [DirectiveComment], lineCount: Int) {
        self.tokens = tokens
        self.directives = directives
        self.lineCount = lineCount
    }
}
