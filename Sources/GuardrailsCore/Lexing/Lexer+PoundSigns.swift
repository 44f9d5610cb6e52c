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

    /// Whether the condition of the `#if` just read is `DEBUG`, alone or in a disjunction of plain flags
    /// (`DEBUG || STAGING`): code only debug and other internal builds compile.
    func conditionIsDebug() -> Bool {
        var position = index
        var namesDebug = false
        var expectsFlag = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.space || byte == Byte.tab {
                position += 1
            } else if byte == Byte.newline || byte == Byte.carriageReturn || byte == Byte.slash {
                break
            } else if expectsFlag, Byte.isIdentifierStart(byte) {
                let start = position
                while position < bytes.count, Byte.isIdentifierContinuation(bytes[position]) { position += 1 }
                namesDebug = namesDebug || bytes[start..<position].elementsEqual("DEBUG".utf8)
                expectsFlag = false
            } else if !expectsFlag, byte == UInt8(ascii: "|"), peek(position + 1) == UInt8(ascii: "|") {
                position += 2
                expectsFlag = true
            } else {
                return false
            }
        }
        return namesDebug && !expectsFlag
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
