/// Pound signs: directives, raw strings, extended regex literals.
extension Lexer {
    mutating func lexHash() {
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
            let isDebugBranch = directive == "#if" && conditionIsDebug()
            emit(.pound, isDebugBranch ? Token.debugBranch : directive, firstByte: Byte.hash, start: start, endsValue: false)
            if directive == "#if" || directive == "#elseif" { skipRestOfLine() }
        } else {
            emitPunctuation("#", length: 1)
        }
    }

    /// Whether the condition of the `#if` just read compiles its branch in debug builds only (see `DebugCondition`).
    func conditionIsDebug() -> Bool {
        var end = index
        while end < bytes.count, bytes[end] != Byte.newline { end += 1 }
        return DebugCondition.isDebugOnly(ArraySlice(bytes[index..<end]))
    }

    /// Conditions of `#if` are not code: every branch below them is linted instead.
    mutating func skipRestOfLine() {
        while index < bytes.count, bytes[index] != Byte.newline { index += 1 }
    }

    mutating func lexExtendedRegex(hashes: Int, start: Int) {
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
        emit(.regex, "", firstByte: 0, start: start, endsValue: true)
    }
}
