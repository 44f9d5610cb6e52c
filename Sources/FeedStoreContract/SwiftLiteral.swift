import FeedCache
import Foundation

/// Values written as Swift source, so a failing sequence can be pasted into a test and compiles as printed.
enum SwiftLiteral {
    static func string(_ string: String) -> String {
        if string.count > 60, let (unit, repeats) = repetition(in: string) {
            return "String(repeating: \(quoted(unit)), count: \(repeats))"
        }
        return quoted(string)
    }

    static func optional(_ string: String?) -> String {
        string.map(self.string) ?? "nil"
    }

    static func url(_ url: URL) -> String {
        "URL(string: \(quoted(url.absoluteString)))!"
    }

    static func uuid(_ id: UUID) -> String {
        "UUID(uuidString: \"\(id.uuidString)\")!"
    }

    static func date(_ date: Date) -> String {
        "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
    }

    static func image(_ image: LocalFeedImage) -> String {
        "LocalFeedImage(id: \(uuid(image.id)), description: \(optional(image.description)), location: \(optional(image.location)), url: \(url(image.url)))"
    }

    static func data(_ data: Data) -> String {
        if data.isEmpty { return "Data()" }
        if let first = data.first, data.allSatisfy({ $0 == first }) {
            return "Data(repeating: 0x\(hex(first)), count: \(data.count))"
        }
        if data.count > 64, let step = patternStep(of: data) {
            return "Data((0..<\(data.count)).map { UInt8(truncatingIfNeeded: $0 &* \(step) &+ \(data[0])) })"
        }
        return "Data([\(data.map { "0x\(hex($0))" }.joined(separator: ", "))])"
    }

    private static func hex(_ byte: UInt8) -> String {
        String(format: "%02X", byte)
    }

    /// The step of data made as `UInt8(truncatingIfNeeded: index * step + first)`, which is how large generated data is built.
    private static func patternStep(of data: Data) -> Int? {
        let bytes = Array(data)
        let step = Int(bytes[1] &- bytes[0])
        for (index, byte) in bytes.enumerated() where byte != UInt8(truncatingIfNeeded: index &* step &+ Int(bytes[0])) {
            return nil
        }
        return step
    }

    private static func repetition(in string: String) -> (unit: String, count: Int)? {
        let characters = Array(string)
        for length in 1...8 where characters.count.isMultiple(of: length) {
            let unit = characters[0..<length]
            if stride(from: length, to: characters.count, by: length).allSatisfy({ characters[$0..<$0 + length] == unit }) {
                return (String(unit), characters.count / length)
            }
        }
        return nil
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                // Invisible, combining and direction-changing characters are written as escapes, so the printed code
                // shows them and none of them joins the quote before it.
                let escaped: Set<Unicode.GeneralCategory> = [
                    .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark, .surrogate,
                    .privateUse, .unassigned,
                ]
                let category = scalar.properties.generalCategory
                let escape = escaped.contains(category) || category == .spaceSeparator && scalar != " "
                result += escape ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        return result + "\""
    }
}
