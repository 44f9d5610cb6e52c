/// Writes JSON text: pretty-printed with two-space indents, members in the order given, `/` unescaped.
/// Reports build their values per finding and stream them in parallel chunks (see `ReportChunks`).
public enum JSONWriter {
    public static func text(_ value: JSONValue, indent: Int = 0) -> String {
        var output = ""
        write(value, indent: indent, to: &output)
        return output
    }

    public static func write(_ value: JSONValue, indent: Int, to output: inout String) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += padding(indent + 2)
                writeString(member.key, to: &output)
                output += ": "
                write(member.value, indent: indent + 2, to: &output)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += padding(indent)
            output += "}"
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]" }
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += padding(indent + 2)
                write(element, indent: indent + 2, to: &output)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += padding(indent)
            output += "]"
        case .string(let text): writeString(text, to: &output)
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? "\(number)" : "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// The opening of an object whose members are already JSON text written at `indent + 2`, ending with the key
    /// of a last member whose value the caller streams; close it with a line break and `}` at `indent`.
    public static func objectOpening(rendered members: [(key: String, text: String)], streamingKey: String, indent: Int) -> String {
        let indentation = padding(indent + 2)
        var output = "{\n"
        for member in members {
            output += indentation
            writeString(member.key, to: &output)
            output += ": " + member.text + ",\n"
        }
        output += indentation
        writeString(streamingKey, to: &output)
        return output + ": "
    }

    /// Indents up to 32 levels deep are made once, not per line.
    private static let paddings = (0...64).map { String(repeating: " ", count: $0) }

    private static func padding(_ width: Int) -> String {
        width < paddings.count ? paddings[width] : String(repeating: " ", count: width)
    }

    public static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: one pass over their bytes, then one append.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        var run = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        for position in scalars.indices {
            let scalar = scalars[position]
            let escaped: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: nil
            }
            guard let escaped else { continue }
            // Appending a slice of `text` grows `output` in place; appending through `output.unicodeScalars`
            // would copy all of `output` each time.
            output += Substring(scalars[run..<position])
            output += escaped
            run = scalars.index(after: position)
        }
        output += Substring(scalars[run...])
        output += "\""
    }
}
