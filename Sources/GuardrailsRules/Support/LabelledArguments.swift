import GuardrailsCore

/// The labelled arguments at the top level of a call: for `center.addObserver(self, name: x, object: y)`, `name` and
/// `object`, each with the position of its value's first token. Read up to the call's `)` (or the file's end).
enum LabelledArguments {
    static func of(callOpeningAt opening: Int, in tokens: [Token]) -> [(label: String, value: Int)] {
        var found: [(label: String, value: Int)] = []
        var depth = 0
        var cursor = opening + 1
        while cursor + 2 < tokens.count {
            let text = tokens[cursor].text
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, tokens[cursor - 1].text == "(" || tokens[cursor - 1].text == ",", tokens[cursor + 1].text == ":" {
                found.append((text, cursor + 2))
            }
            cursor += 1
        }
        return found
    }
}
