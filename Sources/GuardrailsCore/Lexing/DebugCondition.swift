/// Whether an `#if` condition compiles its branch in debug and other internal builds only: `DEBUG` must
/// hold for it (`DEBUG`, `DEBUG && os(iOS)`, `(DEBUG) && X`), or it is a disjunction of plain flags naming
/// `DEBUG` (`DEBUG || STAGING`). `DEBUG || os(iOS)` and `!DEBUG` compile in release builds too.
enum DebugCondition {
    private enum Part: Equatable {
        case flag(isDebug: Bool)
        case other
        case open, close, and, or, not
    }

    /// `condition` is the text after `#if`, up to the end of its line.
    static func isDebugOnly(_ condition: ArraySlice<UInt8>) -> Bool {
        guard let parts = parts(of: condition), !parts.isEmpty else { return false }
        var position = 0
        let result = disjunction(parts, &position)
        return position == parts.count && result.isDebugOnly
    }

    /// Reads `a || b || …`; `isPlainFlag` for a single flag, which may join `DEBUG` in an internal-builds disjunction.
    private static func disjunction(_ parts: [Part], _ position: inout Int) -> (isDebugOnly: Bool, isPlainFlag: Bool) {
        var terms = [conjunction(parts, &position)]
        while position < parts.count, parts[position] == .or {
            position += 1
            terms.append(conjunction(parts, &position))
        }
        if terms.count == 1 { return terms[0] }
        let isDebugOnly = terms.contains { $0.isDebugOnly } && terms.allSatisfy { $0.isDebugOnly || $0.isPlainFlag }
        return (isDebugOnly, false)
    }

    private static func conjunction(_ parts: [Part], _ position: inout Int) -> (isDebugOnly: Bool, isPlainFlag: Bool) {
        var terms = [term(parts, &position)]
        while position < parts.count, parts[position] == .and {
            position += 1
            terms.append(term(parts, &position))
        }
        if terms.count == 1 { return terms[0] }
        return (terms.contains { $0.isDebugOnly }, false)
    }

    private static func term(_ parts: [Part], _ position: inout Int) -> (isDebugOnly: Bool, isPlainFlag: Bool) {
        guard position < parts.count else { return (false, false) }
        let part = parts[position]
        position += 1
        switch part {
        case .flag(let isDebug):
            return (isDebug, true)
        case .not:
            _ = term(parts, &position)
            return (false, false)
        case .open:
            let inner = disjunction(parts, &position)
            if position < parts.count, parts[position] == .close { position += 1 }
            return inner
        default:
            return (false, false)
        }
    }

    /// The condition's parts; a call such as `os(iOS)` or `swift(>=5.9)` is one `other` part. `nil` when
    /// the text holds something a condition cannot.
    private static func parts(of condition: ArraySlice<UInt8>) -> [Part]? {
        var parts: [Part] = []
        var position = condition.startIndex
        func byte(at index: Int) -> UInt8? { index < condition.endIndex ? condition[index] : nil }
        while let current = byte(at: position) {
            if current == Byte.space || current == Byte.tab || current == Byte.carriageReturn {
                position += 1
            } else if current == Byte.newline || current == Byte.slash {
                break
            } else if Byte.isIdentifierStart(current) {
                let start = position
                while let next = byte(at: position), Byte.isIdentifierContinuation(next) { position += 1 }
                var after = position
                while byte(at: after) == Byte.space { after += 1 }
                if byte(at: after) == UInt8(ascii: "(") {
                    guard let close = condition[after...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
                    position = close + 1
                    parts.append(.other)
                } else {
                    parts.append(.flag(isDebug: condition[start..<position].elementsEqual("DEBUG".utf8)))
                }
            } else if current == UInt8(ascii: "&"), byte(at: position + 1) == UInt8(ascii: "&") {
                parts.append(.and)
                position += 2
            } else if current == UInt8(ascii: "|"), byte(at: position + 1) == UInt8(ascii: "|") {
                parts.append(.or)
                position += 2
            } else if current == UInt8(ascii: "!") {
                parts.append(.not)
                position += 1
            } else if current == UInt8(ascii: "(") {
                parts.append(.open)
                position += 1
            } else if current == UInt8(ascii: ")") {
                parts.append(.close)
                position += 1
            } else {
                return nil
            }
        }
        return parts
    }
}
