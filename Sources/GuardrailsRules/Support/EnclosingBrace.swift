import GuardrailsCore

/// The `{` opening the innermost body that holds a token: the body a declaration sits in.
enum EnclosingBrace {
    static func opening(before position: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        for candidate in stride(from: position - 1, through: 0, by: -1) where tokens[candidate].kind == .punctuation {
            switch tokens[candidate].text {
            case "}": depth += 1
            case "{" where depth == 0: return candidate
            case "{": depth -= 1
            default: break
            }
        }
        return nil
    }

    /// The `}` matching the `{` at `opening`.
    static func closing(of opening: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        for candidate in opening..<tokens.count where tokens[candidate].kind == .punctuation {
            if tokens[candidate].text == "{" { depth += 1 }
            if tokens[candidate].text == "}" {
                depth -= 1
                if depth == 0 { return candidate }
            }
        }
        return nil
    }
}
