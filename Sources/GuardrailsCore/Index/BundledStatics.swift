/// `extension Limits { static let shared = Bundle.module.decode(Limits.self, from: "Limits") }`, `static let shared =
/// Limits(retries: 3, label: "sync")`: static `let`s of a type whose whole initial value is its own instance decoded from a
/// resource of the code's bundle (`Bundle.module`, `Bundle.main`, `Bundle(for:)` then a call naming `Limits.self` or
/// `Self.self`) or built by its memberwise initializer from literals only: a table of constants
/// the code ships, the same in every run. Found in the walk `DeclarationTraits.staticValueConstants` makes of a type's static `let`s;
/// the tokens are read only for those whose model says they may be one.
enum BundledStatics {
    /// What the model tells of a static `let` without its tokens: its initial value starts with `Bundle`, or it is annotated
    /// as, or builds, its declaration's type (`static let shared: Limits = …`, `= Limits(…)`).
    static func isCandidate(_ stored: PropertyType, of type: TypeDecl) -> Bool {
        stored.name == "Bundle" ? !stored.isAnnotated : stored.name == type.name || stored.name == "Self"
    }

    /// Those of `candidates` (member positions of `type`) whose initial value is such a decode or literal construction.
    static func names(of type: TypeDecl, candidates: [Int], tokens: [Token]) -> [String] {
        candidates.compactMap { position in
            let member = type.members[position]
            guard let start = DeclarationBody.firstToken(line: member.line, column: member.column, in: tokens),
                  let value = initialValue(after: start, in: tokens), isConstant(value, of: type, tokens) else { return nil }
            return member.name.filter { $0 != "`" }
        }
    }

    /// The tokens after the declaration's `=`, to the first line that does not continue it (a line opening with `.` does).
    private static func initialValue(after start: Int, in tokens: [Token]) -> Range<Int>? {
        // The annotation, if any, then `=` on the declaration's line.
        var position = start + 1
        while position < tokens.count, !(tokens[position].kind == .operator && tokens[position].text == "=") {
            if tokens[position].startsLine || position - start > 32 { return nil }
            position += 1
        }
        let first = position + 1
        guard first < tokens.count else { return nil }
        var end = first
        var depth = 0
        while end < tokens.count, end - first < 256 {
            let token = tokens[end]
            if end > first, token.startsLine, depth == 0, token.text != "." { break }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == ")" || token.text == "]" || token.text == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        return first..<end
    }

    /// `Bundle.module.decode(Limits.self, …)`, or `Limits(retries: 3, label: "sync")` of labels, literals and separators, one
    /// argument at least, in the body of a struct declaring no initializer (its memberwise one only stores them).
    private static func isConstant(_ value: Range<Int>, of type: TypeDecl, _ tokens: [Token]) -> Bool {
        let name = type.name
        guard let first = value.first, value.count > 2 else { return false }
        if tokens[first].text == "Bundle" {
            guard tokens[first + 1].text == "." || tokens[first + 1].text == "(" else { return false }
            return value.dropFirst().contains { position in
                position + 2 < value.upperBound && (tokens[position].text == name || tokens[position].text == "Self")
                    && tokens[position + 1].text == "." && tokens[position + 2].text == "self"
            }
        }
        guard type.kind == .struct, !type.members.contains(where: { $0.kind == .initializer }), value.count > 3,
              tokens[first].text == name || tokens[first].text == "Self", tokens[first + 1].text == "(",
              tokens[value.upperBound - 1].text == ")" else { return false }
        return tokens[(first + 2)..<(value.upperBound - 1)].indices.allSatisfy { position in
            let token = tokens[position]
            switch token.kind {
            case .string, .number: return true
            case .keyword: return token.text == "true" || token.text == "false" || token.text == "nil"
            case .identifier: return position + 1 < value.upperBound && tokens[position + 1].text == ":"
            case .punctuation: return token.text == "," || token.text == ":" || token.text == "[" || token.text == "]"
            default: return false
            }
        }
    }
}
