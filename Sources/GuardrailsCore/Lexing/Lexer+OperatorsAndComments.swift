/// Operators, comments and regex literals.
extension Lexer {
    mutating func lexOperator(allowingDots: Bool) {
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
        emit(.operator, spelling, firstByte: bytes[start], start: start, endsValue: isPostfix)
    }

    mutating func lexSlash() {
        let next = peek(index + 1)
        if next == Byte.slash {
            lexLineComment()
        } else if next == Byte.star {
            lexBlockComment()
        } else if !lastEndsValue, let end = regexEnd(from: index + 1) {
            let start = index
            index = end
            emit(.regex, "", firstByte: 0, start: start, endsValue: true)
        } else {
            lexOperator(allowingDots: false)
        }
    }

    /// The index after the closing `/` of a `/…/` regex literal on this line, or `nil` when `/` is an operator.
    func regexEnd(from start: Int) -> Int? {
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

    mutating func lexLineComment() {
        let start = index
        if !sawNewline { sawTrailingComment = true }
        while index < bytes.count, bytes[index] != Byte.newline { index += 1 }
        if Byte.contains("guardrails:", in: bytes, from: start, to: index) {
            directives.append(DirectiveComment(
                text: text(start + 2, index), line: line, column: Int32(truncatingIfNeeded: start - lineStart + 1),
                form: peek(start + 2) == Byte.slash ? .documentation : .line
            ))
        }
        noteSourceryAnnotation(from: start + 2, to: index)
        sawSpace = true
        sawComment = true
    }

    /// `// sourcery: …`, `/// sourcery:…`, `/* sourcery: … */`: Sourcery reads annotations only at a comment's
    /// start, after its slashes or stars and spaces, so only those few bytes are looked at.
    mutating func noteSourceryAnnotation(from position: Int, to end: Int) {
        guard !sawSourceryAnnotation else { return }
        var start = position
        while start < end, bytes[start] == Byte.slash || bytes[start] == Byte.star || bytes[start] == Byte.space { start += 1 }
        sawSourceryAnnotation = Byte.contains("sourcery:", in: bytes, from: start, to: min(end, start + 9))
    }

    mutating func lexBlockComment() {
        let start = index
        let place = (line: line, column: Int32(truncatingIfNeeded: start - lineStart + 1))
        defer {
            // Kept only to be reported: a suppression must be a `//` comment.
            if Byte.contains("guardrails:", in: bytes, from: start, to: index) {
                directives.append(DirectiveComment(text: text(start + 2, max(start + 2, index - 2)), line: place.line, column: place.column, form: .block))
            }
        }
        var depth = 0
        noteSourceryAnnotation(from: start + 2, to: bytes.count)
        if !sawNewline { sawTrailingComment = true }
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
        sawComment = true
    }
}
