/// Turns Swift source bytes into tokens in one forward pass.
///
/// Nesting (block comments, string interpolation inside strings) is tracked with counters and an
/// explicit stack, never recursion, so no input can overflow the call stack. Bytes that are not
/// valid UTF-8 are treated as identifier characters and never stop the scan.
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line: Int32 = 1
    var lineStart = 0
    var tokens: [Token] = []
    var directives: [DirectiveComment] = []
    /// Set by a comment that opens with Sourcery's annotation key (`// sourcery: …`).
    var sawSourceryAnnotation = false
    var interpolations: [Interpolation] = []
    var sawNewline = true
    var sawSpace = true
    var sawComment = false
    var sawTrailingComment = false
    var lastEndsValue = false
    var lastIsDot = false
    /// Read once per file: each read of a global checks that it is initialized.
    let keywordSlots = SwiftKeywords.slots
    let makesStringsFromBits = SmallWord.layoutMatches

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 5)
    }

    public static func lex(_ source: String) -> LexedSource {
        lex(Array(source.utf8))
    }

    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            lexer.run()
            return LexedSource(
                tokens: lexer.tokens, directives: placing(lexer.directives, in: lexer.tokens), lineCount: Int(lexer.line),
                hasSourceryAnnotations: lexer.sawSourceryAnnotation
            )
        }
    }

    mutating func run() {
        skipByteOrderMark()
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case Byte.newline:
                newline(at: index)
                index += 1
            case Byte.space, Byte.tab, Byte.carriageReturn, 0x0B, 0x0C, 0:
                index += 1
                // Indentation comes in runs of spaces: skip the rest of the run without going round the dispatch.
                while index < bytes.count, bytes[index] == Byte.space { index += 1 }
                sawSpace = true
            case Byte.slash:
                lexSlash()
            case Byte.quote:
                lexString(hashes: 0, start: index)
            case Byte.hash:
                lexHash()
            case Byte.at:
                lexAttribute()
            case Byte.backtick:
                lexBacktickedIdentifier()
            case Byte.dollar:
                lexIdentifier(start: index)
            case Byte.zero...Byte.nine:
                lexNumber()
            case Byte.openParen:
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].openParentheses += 1 }
                emitPunctuation("(", length: 1)
            case Byte.closeParen:
                lexCloseParenthesis()
            case Byte.openBrace: emitPunctuation("{", length: 1)
            case Byte.closeBrace: emitPunctuation("}", length: 1)
            case Byte.openBracket: emitPunctuation("[", length: 1)
            case Byte.closeBracket: emitPunctuation("]", length: 1)
            case Byte.comma: emitPunctuation(",", length: 1)
            case Byte.colon:
                // `A::B` is a module selector: it qualifies a name as `A.B` does.
                if peek(index + 1) == Byte.colon {
                    emitPunctuation(".", byte: Byte.dot, length: 2)
                } else {
                    emitPunctuation(":", length: 1)
                }
            case Byte.semicolon: emitPunctuation(";", length: 1)
            case Byte.dot:
                if peek(index + 1) == Byte.dot {
                    lexOperator(allowingDots: true)
                } else {
                    emitPunctuation(".", length: 1)
                }
            default:
                if Byte.isOperator(byte) {
                    lexOperator(allowingDots: false)
                } else if Byte.isIdentifierStart(byte) {
                    lexIdentifier(start: index)
                } else {
                    index += 1
                    sawSpace = true
                }
            }
        }
    }

    /// A UTF-8 byte-order mark is not code; it must not glue itself to the first word of the file.
    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    // MARK: Positions

    func peek(_ position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    mutating func newline(at position: Int) {
        line &+= 1
        lineStart = position + 1
        sawNewline = true
        sawSpace = true
    }

    func text(_ start: Int, _ end: Int) -> String {
        if let word = SmallWord(bytes, from: start, count: end - start) { return text(of: word, from: start) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The string `word`, found at `start`, spells: made from its bits where this platform allows.
    func text(of word: SmallWord, from start: Int) -> String {
        guard makesStringsFromBits else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + word.count]), as: UTF8.self)
        }
        return word.string
    }

    /// Appends a token whose text starts with `firstByte` (0 when empty), which the caller already knows.
    mutating func emit(_ kind: TokenKind, _ text: String, firstByte: UInt8, start: Int, endsValue: Bool) {
        tokens.append(Token(
            kind: kind, text: text, firstByte: firstByte, line: line, column: Int32(truncatingIfNeeded: start - lineStart + 1),
            startsLine: sawNewline, followsSpace: sawSpace, followsComment: sawComment,
            followsTrailingComment: sawTrailingComment
        ))
        sawNewline = false
        sawSpace = false
        sawComment = false
        sawTrailingComment = false
        lastEndsValue = endsValue
        lastIsDot = kind == .punctuation && firstByte == Byte.dot
    }

    /// Punctuation spelled by its first byte (`::` is emitted as `.`, so `byte` is not always the source's).
    /// Inlined: a third of all tokens are punctuation, and the call cost as much as building the token.
    @inline(__always)
    mutating func emitPunctuation(_ text: String, byte: UInt8, length: Int) {
        let start = index
        index += length
        // The byte, not the text: comparing strings here cost more than the rest of the lexer's punctuation.
        emit(.punctuation, text, firstByte: byte, start: start, endsValue: byte == Byte.closeParen || byte == Byte.closeBracket || byte == Byte.closeBrace)
    }

    mutating func emitPunctuation(_ text: String, length: Int) {
        emitPunctuation(text, byte: bytes[index], length: length)
    }
}
