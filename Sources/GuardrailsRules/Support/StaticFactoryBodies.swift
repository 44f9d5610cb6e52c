import GuardrailsCore

/// Token ranges of the bodies of static factories with given names: `static func live(…) { … }`,
/// `static var live: Self { … }` and `static let liveValue = Self(…)` up to the end of its initial value.
enum StaticFactoryBodies {
    private static let declarationKeywords: Set<String> = ["func", "var", "let"]

    static func mask(_ tokens: [Token], names: Set<String>) -> [Bool] {
        var mask = [Bool](repeating: false, count: tokens.count)
        guard !names.isEmpty else { return mask }
        for (position, token) in tokens.enumerated() where token.kind == .keyword && declarationKeywords.contains(token.text) {
            guard position + 1 < tokens.count, names.contains(tokens[position + 1].text), isStatic(before: position, in: tokens),
                  let end = end(of: position + 1, in: tokens) else { continue }
            for covered in position...end { mask[covered] = true }
        }
        return mask
    }

    private static func isStatic(before position: Int, in tokens: [Token]) -> Bool {
        var current = position - 1
        while current >= 0, tokens[current].kind == .keyword || tokens[current].kind == .attribute {
            if tokens[current].text == "static" || tokens[current].text == "class" { return true }
            current -= 1
        }
        return false
    }

    /// The last token of the declaration whose name is at `start`: the `}` closing its body, or the last
    /// token of its initial value (where the brackets balance and a new line starts something else).
    private static func end(of start: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var sawValue = false
        var position = start + 1
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth < 0 { return position - 1 }
                    if depth == 0, token.text == "}", !sawValue { return position }
                default: break
                }
            } else if token.kind == .operator, token.text == "=", depth == 0 {
                sawValue = true
            }
            if sawValue, depth == 0, position + 1 < tokens.count, tokens[position + 1].startsLine {
                let next = tokens[position + 1]
                let continues = (next.kind == .punctuation && next.text == ".") || next.kind == .operator
                if !continues { return position }
            }
            position += 1
        }
        return tokens.count - 1
    }
}
