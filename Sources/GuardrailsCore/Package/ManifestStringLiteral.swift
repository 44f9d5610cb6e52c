/// A string literal of a manifest, decoded from its bytes: text, or identifiers interpolated into it.
enum ManifestStringLiteral: Sendable {
    enum Segment: Sendable {
        case text(String)
        /// `\(name)`: a constant of the manifest, looked up when the string is evaluated.
        case interpolation(String)
    }

    case segments([Segment])
    /// A literal the reader does not decode, named for the note: "multi-line string literal".
    case unreadable(String)

    /// Decodes the literal that starts at `start` (its `#` or `"`); returns it and the offset after it.
    static func decode(_ bytes: [UInt8], at start: Int) -> (literal: ManifestStringLiteral, end: Int) {
        var position = start
        var hashes = 0
        while position < bytes.count, bytes[position] == Byte.hash {
            hashes += 1
            position += 1
        }
        guard position < bytes.count, bytes[position] == Byte.quote else { return (.unreadable("string literal"), start + 1) }
        if position + 2 < bytes.count, bytes[position + 1] == Byte.quote, bytes[position + 2] == Byte.quote {
            return (.unreadable("multi-line string literal"), multilineEnd(bytes, from: position + 3, hashes: hashes))
        }
        position += 1
        var segments: [Segment] = []
        var text: [UInt8] = []
        var problem: String?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.quote, hashCount(bytes, from: position + 1, upTo: hashes) == hashes {
                position += 1 + hashes
                break
            }
            if byte == Byte.newline { break }
            if byte == Byte.backslash, hashCount(bytes, from: position + 1, upTo: hashes) == hashes {
                let escape = position + 1 + hashes
                let next = escape < bytes.count ? bytes[escape] : 0
                if next == Byte.openParen {
                    let (name, after) = interpolation(bytes, from: escape + 1)
                    if let name {
                        if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
                        text = []
                        segments.append(.interpolation(name))
                    } else {
                        problem = problem ?? "string interpolation of an expression"
                    }
                    position = after
                    continue
                }
                if let decoded = escaped(next) {
                    text.append(decoded)
                } else {
                    problem = problem ?? "escape sequence in a string literal"
                }
                position = escape + 1
                continue
            }
            text.append(byte)
            position += 1
        }
        if let problem { return (.unreadable(problem), position) }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return (.segments(segments), position)
    }

    private static func hashCount(_ bytes: [UInt8], from position: Int, upTo limit: Int) -> Int {
        var count = 0
        while count < limit, position + count < bytes.count, bytes[position + count] == Byte.hash { count += 1 }
        return count
    }

    private static func escaped(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "n"): Byte.newline
        case UInt8(ascii: "t"): Byte.tab
        case UInt8(ascii: "r"): Byte.carriageReturn
        case UInt8(ascii: "0"): 0
        case Byte.backslash, Byte.quote, UInt8(ascii: "'"): byte
        default: nil
        }
    }

    /// Reads `name)` or `a.b)` after `\(`; any other expression is skipped to its closing parenthesis.
    private static func interpolation(_ bytes: [UInt8], from start: Int) -> (name: String?, end: Int) {
        var position = start
        var depth = 1
        var isSimple = true
        var inString = false
        while position < bytes.count, bytes[position] != Byte.newline {
            let byte = bytes[position]
            position += 1
            if inString {
                if byte == Byte.backslash { position += 1 } else if byte == Byte.quote { inString = false }
                continue
            }
            switch byte {
            case Byte.quote:
                inString = true
                isSimple = false
            case Byte.openParen:
                depth += 1
                isSimple = false
            case Byte.closeParen:
                depth -= 1
                if depth == 0 {
                    let name = String(decoding: bytes[start..<(position - 1)], as: UTF8.self).trimmingSpaces
                    return (isSimple && !name.isEmpty ? name : nil, position)
                }
            default:
                if !(Byte.isIdentifierContinuation(byte) || byte == Byte.dot || byte == Byte.space) { isSimple = false }
            }
        }
        return (nil, position)
    }

    private static func multilineEnd(_ bytes: [UInt8], from start: Int, hashes: Int) -> Int {
        var position = start
        while position + 2 < bytes.count {
            if bytes[position] == Byte.quote, bytes[position + 1] == Byte.quote, bytes[position + 2] == Byte.quote,
               hashCount(bytes, from: position + 3, upTo: hashes) == hashes {
                return position + 3 + hashes
            }
            position += 1
        }
        return bytes.count
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
