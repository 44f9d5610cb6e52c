/// The output of one lexing pass over a file.
public struct LexedSource: Sendable {
    public let tokens: [Token]
    public let directives: [DirectiveComment]
    public let lineCount: Int
    /// Whether a comment opens with Sourcery's annotation key (`// sourcery: …`, `/* sourcery: … */`).
    public let hasSourceryAnnotations: Bool

    public init(tokens: [Token], directives: [DirectiveComment], lineCount: Int, hasSourceryAnnotations: Bool = false) {
        self.tokens = tokens
        self.directives = directives
        self.lineCount = lineCount
        self.hasSourceryAnnotations = hasSourceryAnnotations
    }
}
