/// String literals, with interpolation tracked on an explicit stack.
extension Lexer {
    mutating func lexString(hashes: Int, start: Int) {
        let quoteStart = start + hashes
        let isMultiline = peek(quoteStart + 1) == Byte.quote && peek(quoteStart + 2) == Byte.quote
        index = quoteStart + (isMultiline ? 3 : 1)
        emit(.string, "", firstByte: 0, start: start, endsValue: true)
        scanStringBody(StringDelimiter(hashes: hashes, isMultiline: isMultiline))
    }

    mutating func lexCloseParenthesis() {
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
    mutating func scanStringBody(_ delimiter: StringDelimiter) {
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

    func closesString(_ delimiter: StringDelimiter, at position: Int) -> Bool {
        var end = position + 1
        if delimiter.isMultiline {
            guard peek(position + 1) == Byte.quote, peek(position + 2) == Byte.quote else { return false }
            end = position + 3
        }
        return Byte.hashCount(bytes, from: end, upTo: delimiter.hashes) == delimiter.hashes
    }

    mutating func finishString() {
        lastEndsValue = true
        lastIsDot = false
        sawSpace = false
        sawNewline = false
    }
}
