/// Escapes text for XML 1.0 attributes and content. Characters XML cannot carry at all (most C0 controls)
/// become U+FFFD; line breaks and tabs in attributes become character references so parsers keep them.
enum XMLText {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
