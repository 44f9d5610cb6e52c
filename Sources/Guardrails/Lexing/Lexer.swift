/// Turns Swift source bytes into tokens in one forward pass.
///
/// Nesting (block comments, string interpolation inside strings) is tracked with counters and an
/// explicit stack, never recursion, so no input can overflow the call stack. Bytes that are not
/// valid UTF-8 are treated as identifier characters and never stop the scan.
public struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line: Int32 = 1
    private var lineStart = 0
    private var tokens: [Token] = []
    private var directives: [DirectiveComment] = []
    private var interpolations: [Interpolation] = []
    private var sawNewline = true
    private var sawSpace = true
    private var lastEndsValue = false
    private var lastIsDot = false

    private init(bytes: UnsafeBufferPointer<UInt8>) {
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
            return LexedSource(tokens: lexer.tokens, directives: lexer.directives, lineCount: Int(lexer.line))
        }
    }

    private mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case Byte.newline:
                newline(at: index)
                index += 1
            case Byte.space, Byte.tab, Byte.carriageReturn, 0x0B, 0x0C, 0:
                index += 1
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
            case Byte.colon: emitPunctuation(":", length: 1)
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

    // MARK: Positions

    private func peek(_ position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    private mutating func newline(at position: Int) {
        line &+= 1
        lineStart = position + 1
        sawNewline = true
        sawSpace = true
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private mutating func emit(_ kind: TokenKind, _ text: String, start: Int, endsValue: Bool) {
        tokens.append(Token(
            kind: kind, text: text, line: line, column: Int32(truncatingIfNeeded: start - lineStart + 1),
            startsLine: sawNewline, followsSpace: sawSpace
        ))
        sawNewline = false
        sawSpace = false
        lastEndsValue = endsValue
        lastIsDot = kind == .punctuation && text == "."
    }

    private mutating func emitPunctuation(_ text: String, length: Int) {
        let start = index
        index += length
        emit(.punctuation, text, start: start, endsValue: text == ")" || text == "]" || text == "}")
    }

    // MARK: Words

    private mutating func lexIdentifier(start: Int) {
        index = start + 1
        while index < bytes.count, Byte.isIdentifierContinuation(bytes[index]) { index += 1 }
        let word = text(start, index)
        let first = bytes[start]
        // Every keyword starts with a lowercase letter except `Self`: skip the set lookup for the rest.
        let mayBeKeyword = (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || (first == UInt8(ascii: "S") && index - start == 4)
        let isKeyword = mayBeKeyword && !lastIsDot && index - start <= 16 && SwiftKeywords.all.contains(word)
        if isKeyword {
            emit(.keyword, word, start: start, endsValue: SwiftKeywords.values.contains(word))
        } else {
            emit(.identifier, word, start: start, endsValue: true)
        }
    }

    private mutating func lexBacktickedIdentifier() {
        let start = index
        var end = index + 1
        while end < bytes.count, bytes[end] != Byte.backtick, bytes[end] != Byte.newline { end += 1 }
        guard end < bytes.count, bytes[end] == Byte.backtick, end > start + 1 else {
            emitPunctuation("`", length: 1)
            return
        }
        index = end + 1
        emit(.identifier, text(start + 1, end), start: start, endsValue: true)
    }

    private mutating func lexAttribute() {
        let start = index
        guard Byte.isIdentifierStart(peek(index + 1)) else {
            emitPunctuation("@", length: 1)
            return
        }
        index += 2
        while index < bytes.count, Byte.isIdentifierContinuation(bytes[index]) { index += 1 }
        emit(.attribute, text(start + 1, index), start: start, endsValue: false)
    }

    private mutating func lexNumber() {
        let start = index
        let isHex = peek(start) == Byte.zero && peek(start + 1) | 0x20 == UInt8(ascii: "x")
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80, Byte.isIdentifierContinuation(byte) {
                index += 1
            } else if byte == Byte.dot, Byte.isDigit(peek(index + 1)) {
                index += 1
            } else if byte == Byte.plus || byte == Byte.minus {
                let previous = bytes[index - 1] | 0x20
                guard previous == UInt8(ascii: "p") || (!isHex && previous == UInt8(ascii: "e")) else { break }
                index += 1
            } else {
                break
            }
        }
        emit(.number, "", start: start, endsValue: true)
    }

    // MARK: Operators, comments and regex literals

    private mutating func lexOperator(allowingDots: Bool) {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isDot = byte == Byte.dot
            guard Byte.isOperator(byte) || (isDot && allowingDots) else { break }
            if byte == Byte.slash, index > start, peek(index + 1) == Byte.slash || peek(index + 1) == Byte.star {
                break
            }
            index += 1
        }
        let spelling = text(start, index)
        let isPostfix = !sawSpace && lastEndsValue && (spelling == "!" || spelling == "?")
        emit(.operator, spelling, start: start, endsValue: isPostfix)
    }

    private mutating func lexSlash() {
        let next = peek(index + 1)
        if next == Byte.slash {
            lexLineComment()
        } else if next == Byte.star {
            lexBlockComment()
        } else if !lastEndsValue, let end = regexEnd(from: index + 1) {
            let start = index
            index = end
            emit(.regex, "", start: start, endsValue: true)
        } else {
            lexOperator(allowingDots: false)
        }
    }

    /// The index after the closing `/` of a `/…/` regex literal on this line, or `nil` when `/` is an operator.
    private func regexEnd(from start: Int) -> Int? {
        let first = peek(start)
        if first == Byte.space || first == Byte.tab || first == Byte.newline || first == Byte.equals || first == 0 {
            return nil
        }
        var position = start
        var inClass = 0
        while position < bytes.count {
            switch bytes[position] {
            case Byte.newline: return nil
            case Byte.backslash: position += 1
            case Byte.openBracket: inClass += 1
            case Byte.closeBracket: if inClass > 0 { inClass -= 1 }
            case Byte.slash where inClass == 0: return position + 1
            default: break
            }
            position += 1
        }
        return nil
    }

    private mutating func lexLineComment() {
        let start = index
        while index < bytes.count, bytes[index] != Byte.newline { index += 1 }
        if Byte.contains("guardrails:", in: bytes, from: start, to: index) {
            directives.append(DirectiveComment(
                text: text(start + 2, index), line: line, column: Int32(truncatingIfNeeded: start - lineStart + 1)
            ))
        }
        sawSpace = true
    }

    private mutating func lexBlockComment() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.slash, peek(index + 1) == Byte.star {
                depth += 1
                index += 2
            } else if byte == Byte.star, peek(index + 1) == Byte.slash {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                if byte == Byte.newline { newline(at: index) }
                index += 1
            }
        }
        sawSpace = true
    }

    // MARK: Pound signs: directives, raw strings, extended regex literals

    private mutating func lexHash() {
        let start = index
        var hashes = 0
        while peek(start + hashes) == Byte.hash { hashes += 1 }
        let after = peek(start + hashes)
        if after == Byte.quote {
            lexString(hashes: hashes, start: start)
        } else if after == Byte.slash {
            lexExtendedRegex(hashes: hashes, start: start)
        } else if hashes == 1, Byte.isIdentifierStart(after) {
            index += 2
            while index < bytes.count, Byte.isIdentifierContinuation(bytes[index]) { index += 1 }
            let directive = text(start, index)
            emit(.pound, directive, start: start, endsValue: false)
            if directive == "#if" || directive == "#elseif" { skipRestOfLine() }
        } else {
            emitPunctuation("#", length: 1)
        }
    }

    /// Conditions of `#if` are not code: every branch below them is linted instead.
    private mutating func skipRestOfLine() {
        while index < bytes.count, bytes[index] != Byte.newline { index += 1 }
    }

    private mutating func lexExtendedRegex(hashes: Int, start: Int) {
        index = start + hashes + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.newline { newline(at: index) }
            if byte == Byte.backslash {
                index += 2
                continue
            }
            index += 1
            if byte == Byte.slash, Byte.hashCount(bytes, from: index, upTo: hashes) == hashes {
                index += hashes
                break
            }
        }
        emit(.regex, "", start: start, endsValue: true)
    }

    // MARK: Strings

    private mutating func lexString(hashes: Int, start: Int) {
        let quoteStart = start + hashes
        let isMultiline = peek(quoteStart + 1) == Byte.quote && peek(quoteStart + 2) == Byte.quote
        index = quoteStart + (isMultiline ? 3 : 1)
        emit(.string, "", start: start, endsValue: true)
        scanStringBody(StringDelimiter(hashes: hashes, isMultiline: isMultiline))
    }

    private mutating func lexCloseParenthesis() {
        guard let open = interpolations.last else {
            emitPunctuation(")", length: 1)
            return
        }
        if open.openParentheses > 0 {
            interpolations[interpolations.count - 1].openParentheses -= 1
            emitPunctuation(")", length: 1)
        } else {
            interpolations.removeLast()
            index += 1
            scanStringBody(open.delimiter)
        }
    }

    /// Scans string content until the closing delimiter, or stops at `\(` after pushing an interpolation.
    private mutating func scanStringBody(_ delimiter: StringDelimiter) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.backslash {
                let afterHashes = index + 1 + delimiter.hashes
                guard Byte.hashCount(bytes, from: index + 1, upTo: delimiter.hashes) == delimiter.hashes else {
                    index += 1
                    continue
                }
                if peek(afterHashes) == Byte.openParen {
                    index = afterHashes + 1
                    interpolations.append(Interpolation(delimiter: delimiter, openParentheses: 0))
                    return
                }
                if peek(afterHashes) == Byte.newline { newline(at: afterHashes) }
                index = min(afterHashes + 1, bytes.count)
            } else if byte == Byte.quote, closesString(delimiter, at: index) {
                index += (delimiter.isMultiline ? 3 : 1) + delimiter.hashes
                finishString()
                return
            } else if byte == Byte.newline {
                guard delimiter.isMultiline else {
                    finishString()
                    return
                }
                newline(at: index)
                index += 1
            } else {
                index += 1
            }
        }
        finishString()
    }

    private func closesString(_ delimiter: StringDelimiter, at position: Int) -> Bool {
        var end = position + 1
        if delimiter.isMultiline {
            guard peek(position + 1) == Byte.quote, peek(position + 2) == Byte.quote else { return false }
            end = position + 3
        }
        return Byte.hashCount(bytes, from: end, upTo: delimiter.hashes) == delimiter.hashes
    }

    private mutating func finishString() {
        lastEndsValue = true
        lastIsDot = false
        sawSpace = false
        sawNewline = false
    }
}
