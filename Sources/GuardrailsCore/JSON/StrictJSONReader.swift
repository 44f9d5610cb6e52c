/// Reads JSON (RFC 8259) strictly, for files people write by hand: a key written twice in one object is an
/// error (Foundation keeps the last one silently), and every error and value has a line and column.
public struct StrictJSONReader {
    /// Deeper nesting is rejected instead of recursing further, so no input can exhaust the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var positions: [String: JSONPosition] = [:]

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        var reader = StrictJSONReader(bytes)
        reader.skipWhitespace()
        guard reader.index < bytes.count else { throw reader.error("the file is empty; expected a JSON value") }
        let root = try reader.value(at: "", depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("unexpected \(reader.describeCurrent()) after the end of the JSON value") }
        return JSONDocument(root: root, positions: reader.positions)
    }

    // MARK: Values

    private mutating func value(at path: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        positions[path] = position
        switch current {
        case UInt8(ascii: "{"): return try object(at: path, depth: depth)
        case UInt8(ascii: "["): return try array(at: path, depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
    }

    private mutating func object(at path: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [JSONMember] = []
        var firstSeen: [String: JSONPosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error(members.isEmpty ? "expected a quoted key or '}', found \(describeCurrent())" : "expected a quoted key after ',', found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try string()
            let memberPath = path.isEmpty ? key : "\(path).\(key)"
            if let first = firstSeen[key] {
                throw JSONSyntaxError(
                    position: keyPosition, keyPath: memberPath,
                    message: "duplicate key '\(key)' (first written at line \(first.line)); JSON keeps only one of them, so remove or merge the other"
                )
            }
            firstSeen[key] = keyPosition
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)', found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key, try value(at: memberPath, depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}' after the value of '\(key)', found \(describeCurrent())")
            }
        }
    }

    private mutating func array(at path: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            elements.append(try value(at: "\(path)[\(elements.count)]", depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']' in the array, found \(describeCurrent())")
            }
        }
    }

    private mutating func literal(_ word: String, _ result: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected \(word), found \(describeCurrent())") }
        index += word.utf8.count
        return result
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard isDigit(current) else { throw error("expected a digit in the number") }
        if current == UInt8(ascii: "0") {
            index += 1
            if isDigit(current) { throw error("a number cannot start with 0 followed by digits") }
        } else {
            while isDigit(current) { index += 1 }
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard isDigit(current) else { throw error("expected a digit after the decimal point") }
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { throw error("expected a digit in the exponent") }
            while isDigit(current) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        return .double(Double(text) ?? .nan)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                try appendUTF8(bytes[run..<index], to: &scalars)
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error(byte == 0x0A ? "unterminated string (a line break must be written \\n)" : "control character in a string; escape it") }
                scalars.append(try escape())
                run = index
            } else {
                index += 1
            }
        }
    }

    private mutating func appendUTF8(_ run: ArraySlice<UInt8>, to scalars: inout String.UnicodeScalarView) throws(JSONSyntaxError) {
        guard !run.isEmpty else { return }
        guard let text = String(validating: run, as: UTF8.self) else { throw error("a string holds bytes that are not valid UTF-8") }
        scalars.append(contentsOf: text.unicodeScalars)
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        index += 1
        let byte = current
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800...0xDBFF).contains(unit), current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
                index += 2
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate \\u escape must be followed by a low one") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("a lone surrogate in a \\u escape") }
            return scalar
        default:
            index -= 1
            throw error("unknown escape '\\\(describeCurrent())' in a string")
        }
    }

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(current) else { throw error("expected four hex digits after \\u") }
            unit = unit * 16 + digit
            index += 1
        }
        return unit
    }

    // MARK: Bytes and positions

    private var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

    private func peek(_ offset: Int) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    /// The current position; columns count characters (UTF-8 continuation bytes do not start one).
    private var position: JSONPosition {
        let end = min(index, bytes.count)
        let column = bytes[min(lineStart, end)..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return JSONPosition(line: line, column: column)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }
}
