import GuardrailsCore

/// A conformer whose methods do nothing of their own: each hands back its input (`return data`), answers a constant
/// (`nil`, `false`, `0`, `[]`, `.none`) or is empty. That is a Null Object (a cipher for the "no encryption" choice
/// that returns what it is given and has nothing to wipe), whatever it is called: its empty methods are its job.
enum NullObject {
    /// True when `type` stores no `var`, and its instance methods are empty, comment-only or answer their input or a
    /// constant, at least one of them answering (a type whose methods are all empty does nothing visibly on purpose).
    static func isNullObject(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard !type.members.contains(where: \.isStoredVar) else { return false }
        var answers = 0
        for method in type.members where method.kind == .function && !method.modifiers.contains("static") {
            switch method.body {
            case .empty, .commentOnly:
                continue
            case .none, .nonEmpty:
                guard answersInputOrConstant(method, tokens) else { return false }
                answers += 1
            }
        }
        return answers > 0
    }

    /// `{ return data }`, `{ data }`, `{ nil }`, `{ [] }`, `{ .none }`, where `data` is one of the method's parameters.
    private static func answersInputOrConstant(_ method: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: method.line, column: method.column, in: tokens),
              let open = (start..<min(tokens.count, start + 32)).first(where: { isPunctuation(tokens[$0], "(") }),
              let close = Parentheses.closing(opening: open, in: tokens),
              let brace = (close..<min(tokens.count, close + 64)).first(where: { isPunctuation(tokens[$0], "{") }),
              let end = TokenLookup.bodyEnd(from: close, in: tokens), brace < end else { return false }
        var parameters: Set<String> = []
        for position in open + 1..<close where isPunctuation(tokens[position], ":") && tokens[position - 1].kind == .identifier {
            parameters.insert(tokens[position - 1].text)
        }
        var body = Array(tokens[brace + 1..<end])
        if body.first?.kind == .keyword, body.first?.text == "return" { body.removeFirst() }
        switch body.count {
        case 1:
            let value = body[0]
            return value.kind == .number || value.kind == .string || (value.kind == .identifier && parameters.contains(value.text))
                || (value.kind == .keyword && ["nil", "true", "false"].contains(value.text))
        case 2:
            return (isPunctuation(body[0], "[") && isPunctuation(body[1], "]")) || (isPunctuation(body[0], ".") && body[1].kind == .identifier)
        case 3:
            return isPunctuation(body[0], "[") && isPunctuation(body[1], ":") && isPunctuation(body[2], "]")
        default:
            return false
        }
    }

    private static func isPunctuation(_ token: Token, _ text: String) -> Bool {
        token.kind == .punctuation && token.text == text
    }
}
