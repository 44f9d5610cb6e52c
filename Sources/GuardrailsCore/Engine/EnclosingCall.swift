/// Finds the call whose argument list holds a token: `fill` for the `.gray` in `.fill(.gray)`.
public enum EnclosingCall {
    /// How far back to look for the opening parenthesis; arguments are short.
    private static let limit = 128
    private static let declarationKeywords: Set<String> = ["func", "init", "case", "subscript", "macro"]

    /// The position of the callee's name when `position` sits directly in a call's arguments, or `nil`
    /// when it sits elsewhere, including a function declaration's parameter list.
    public static func callee(of position: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var current = position - 1
        while current > 0, position - current < limit {
            let token = tokens[current]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]": depth += 1
                case "[": depth -= 1
                case "{", "}", ";": return nil
                case "(":
                    if depth == 0 { return call(opening: current, in: tokens) }
                    depth -= 1
                default: break
                }
            }
            if depth < 0 { return nil }
            current -= 1
        }
        return nil
    }

    private static func call(opening: Int, in tokens: [Token]) -> Int? {
        let name = tokens[opening - 1]
        guard !tokens[opening].followsSpace, name.kind == .identifier || name.kind == .keyword else { return nil }
        if name.kind == .keyword && declarationKeywords.contains(name.text) { return nil }
        if opening >= 2, tokens[opening - 2].kind == .keyword, declarationKeywords.contains(tokens[opening - 2].text) { return nil }
        return opening - 1
    }
}
