import GuardrailsCore

/// The names a function's body knows its parameters by, read from its header: `func open(_ controller:
/// UIViewController, animated: Bool)` gives `controller` and `animated`.
struct FunctionParameters {
    let names: Set<String>
    /// The index of the `)` closing the parameter list (the header's start when there is none).
    let end: Int

    /// The parameters of the `func`, `init` or `subscript` whose keyword is at `start`.
    static func names(declaredAt start: Int, in tokens: [Token]) -> FunctionParameters {
        guard let opening = tokens[start...].prefix(64).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }) else {
            return FunctionParameters(names: [], end: start)
        }
        var names: Set<String> = []
        var depth = 0
        var position = opening
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ":" where depth == 1 && position > opening + 1 && tokens[position - 1].kind == .identifier:
                    names.insert(tokens[position - 1].text)
                default: break
                }
            }
            if depth == 0 { return FunctionParameters(names: names, end: position) }
            position += 1
        }
        return FunctionParameters(names: names, end: tokens.count - 1)
    }

    /// The type a parameter `name` of the `func` or `init` whose keyword is at `start` is declared with: `options:
    /// Lib.LoadOptions?` gives `LoadOptions`; nil when it is not a named type (a function, a tuple).
    static func type(of name: String, declaredAt start: Int, in tokens: [Token]) -> String? {
        let header = names(declaredAt: start, in: tokens)
        guard header.names.contains(name) else { return nil }
        var position = start
        while position < header.end, !(tokens[position].text == name && tokens[position + 1].text == ":") { position += 1 }
        guard position < header.end else { return nil }
        position += 2
        while position < header.end, tokens[position].text == "inout" || tokens[position].text == "@" || tokens[position].text.hasPrefix("@")
            || tokens[position].text == "escaping" || tokens[position].text == "Sendable" {
            position += 1
        }
        var type: String?
        while position < header.end, tokens[position].kind == .identifier {
            type = tokens[position].text
            guard position + 2 < header.end, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier else { break }
            position += 2
        }
        return type
    }
}
