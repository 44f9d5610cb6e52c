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
            if directive == "#if" || directive == "#elseif" {
                let neverCompiled = directive == "#if" && conditionIsNeverTrue()
                skipRestOfLine()
                if neverCompiled { skipInactiveBranch() }
            }
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

    /// Whether the condition of the `#if` just read is `false` or `0` (a trailing comment aside): code the compiler never sees.
    func conditionIsNeverTrue() -> Bool {
        var start = index
        while start < bytes.count, bytes[start] == Byte.space || bytes[start] == Byte.tab { start += 1 }
        var end = start
        while end < bytes.count, Byte.isIdentifierContinuation(bytes[end]) { end += 1 }
        let word = bytes[start..<end]
        guard word.elementsEqual("false".utf8) || word.elementsEqual("0".utf8) else { return false }
        var rest = end
        while rest < bytes.count, bytes[rest] == Byte.space || bytes[rest] == Byte.tab || bytes[rest] == Byte.carriageReturn { rest += 1 }
        return rest >= bytes.count || bytes[rest] == Byte.newline || (bytes[rest] == Byte.slash && (peek(rest + 1) == Byte.slash || peek(rest + 1) == Byte.star))
    }

    /// Skips the lines of a branch the compiler never sees (`#if false`), nested directives included, up to the `#else`,
    /// `#elseif` or `#endif` that ends it, which is lexed as usual: an `#else` branch is code.
    mutating func skipInactiveBranch() {
        var depth = 0
        while index < bytes.count {
            // At a line's end: look at the first word of the next line.
            newline(at: index)
            index += 1
            var start = index
            while start < bytes.count, bytes[start] == Byte.space || bytes[start] == Byte.tab { start += 1 }
            if bytes[start...].starts(with: "#if".utf8) {
                depth += 1
            } else if bytes[start...].starts(with: "#endif".utf8) {
                if depth == 0 { return }
                depth -= 1
            } else if depth == 0, bytes[start...].starts(with: "#else".utf8) {
                return
            }
            skipRestOfLine()
        }
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
