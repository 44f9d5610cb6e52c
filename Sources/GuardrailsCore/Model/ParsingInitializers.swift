/// Initializers that parse one raw value: `init(header: String) throws`, `init?(text: Substring)`, `init?(dictionary:
/// [String: Any]?)`, `init(json: [String: Any])`, `init(data: Data)`. One parameter, of text, bytes, a string-keyed
/// dictionary or a protocol's existential (`any OptionsSource`); text and existentials must fail or throw (`init(title: String)`, which only keeps what it is given, is memberwise), while a
/// dictionary or bytes are always read into fields. Read from the header's tokens, as the member is recorded.
enum ParsingInitializers {
    /// `parameters` are the positions of the `(` and `)` around the parameter list; `body` where the body's `{` is, if any.
    static func parsesRawValue(parameters: (opening: Int, closing: Int), isFailable: Bool, body: Int?, in tokens: [Token]) -> Bool {
        guard let type = typeStart(ofOnlyParameterIn: parameters, tokens) else { return false }
        let first = tokens[type].text
        if first == "[" {
            // `[String: Any]`, `[AnyHashable: Any]`: a decoded JSON object; `[UInt8]`: bytes.
            guard type + 2 < parameters.closing else { return false }
            let element = tokens[type + 1].text
            let separator = tokens[type + 2].text
            return separator == ":" && (element == "String" || element == "AnyHashable") || separator == "]" && element == "UInt8"
        }
        if dataTypes.contains(first) { return true }
        // `init(parameter: any OptionsSource) throws`: a source of the raw value behind a protocol, parsed as text is.
        guard textTypes.contains(first) || first == "any" || first == "some" else { return false }
        return isFailable || throwsBefore(body, after: parameters.closing, tokens)
    }

    /// The first token of the type of the one parameter between the parentheses, `nil` when there are none or several.
    private static func typeStart(ofOnlyParameterIn parameters: (opening: Int, closing: Int), _ tokens: [Token]) -> Int? {
        var depth = 0
        var colon: Int?
        var position = parameters.opening + 1
        while position < parameters.closing {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case "," where depth == 0: return nil
                case ":" where depth == 0 && colon == nil: colon = position
                default: break
                }
            } else if token.kind == .operator, token.text == "<" || token.text == ">" {
                depth += token.text == "<" ? 1 : -1
            }
            position += 1
        }
        guard var type = colon.map({ $0 + 1 }) else { return nil }
        // `_ text: borrowing String`, `inout`: ownership words before the type.
        while type < parameters.closing, ownershipWords.contains(tokens[type].text) { type += 1 }
        return type < parameters.closing ? type : nil
    }

    /// Whether `throws` (or `rethrows`) follows the parameter list before the body (or within a few tokens without one).
    private static func throwsBefore(_ body: Int?, after closing: Int, _ tokens: [Token]) -> Bool {
        let end = min(body ?? closing + 4, tokens.count)
        var position = closing + 1
        while position < end {
            if tokens[position].text == "throws" || tokens[position].text == "rethrows" { return true }
            position += 1
        }
        return false
    }

    private static let textTypes: Set<String> = ["String", "Substring"]
    private static let dataTypes: Set<String> = ["Data", "NSDictionary", "Dictionary"]
    private static let ownershipWords: Set<String> = ["borrowing", "consuming", "inout", "__owned", "__shared"]
}
