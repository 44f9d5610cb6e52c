/// Identifiers, attributes and numbers.
extension Lexer {
    mutating func lexIdentifier(start: Int) {
        index = Byte.identifierEnd(bytes, from: start + 1)
        let first = bytes[start]
        // Longer than any keyword, or not ASCII.
        guard let word = SmallWord(bytes, from: start, count: index - start) else {
            emitWord(.identifier, from: start, to: index, endsValue: true)
            return
        }
        let spelling = text(of: word, from: start)
        // Every keyword starts with a lowercase letter except `Self`: skip the lookup for the rest.
        let mayBeKeyword = (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || (first == UInt8(ascii: "S") && word.count == 4)
        // Only a keyword followed by `(` may be a call: the check in place spares a call for nearly every keyword.
        if mayBeKeyword, !lastIsDot, let endsValue = SwiftKeywords.endsValue(of: word, in: keywordSlots),
           peek(index) != Byte.openParen || !isCallOfContextualModifier(spelling) {
            emit(.keyword, spelling, firstByte: first, start: start, endsValue: endsValue)
        } else {
            emit(.identifier, spelling, firstByte: first, start: start, endsValue: true)
        }
    }

    /// `open(url)` calls a function named `open`; only `open(set)`, `nonisolated(unsafe)` and the like
    /// are the modifier. Reserved words (`private(set)`) cannot name a function, so they stay keywords.
    func isCallOfContextualModifier(_ word: String) -> Bool {
        guard peek(index) == Byte.openParen, SwiftKeywords.contextualModifiers.contains(word) else { return false }
        var end = index + 1
        while end < bytes.count, end - index < 16, Byte.isIdentifierContinuation(bytes[end]) { end += 1 }
        guard peek(end) == Byte.closeParen else { return true }
        return !SwiftKeywords.modifierArguments.contains(text(index + 1, end))
    }

    /// A token spelled by `bytes[from..<to]`; an ASCII first byte is the text's own (invalid UTF-8 is repaired).
    mutating func emitWord(_ kind: TokenKind, from: Int, to end: Int, tokenStart: Int? = nil, endsValue: Bool) {
        let spelling = text(from, end)
        let first = bytes[from] < 0x80 ? bytes[from] : spelling.utf8.first ?? 0
        emit(kind, spelling, firstByte: first, start: tokenStart ?? from, endsValue: endsValue)
    }

    mutating func lexBacktickedIdentifier() {
        let start = index
        var end = index + 1
        while end < bytes.count, bytes[end] != Byte.backtick, bytes[end] != Byte.newline { end += 1 }
        guard end < bytes.count, bytes[end] == Byte.backtick, end > start + 1 else {
            emitPunctuation("`", length: 1)
            return
        }
        index = end + 1
        emitWord(.identifier, from: start + 1, to: end, tokenStart: start, endsValue: true)
    }

    mutating func lexAttribute() {
        let start = index
        guard Byte.isIdentifierStart(peek(index + 1)) else {
            emitPunctuation("@", length: 1)
            return
        }
        index = Byte.identifierEnd(bytes, from: index + 2)
        emitWord(.attribute, from: start + 1, to: index, tokenStart: start, endsValue: false)
    }

    mutating func lexNumber() {
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
        emit(.number, "", firstByte: 0, start: start, endsValue: true)
    }
}
