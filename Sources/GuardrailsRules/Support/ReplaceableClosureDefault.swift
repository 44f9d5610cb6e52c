import GuardrailsCore

/// `public var makeFavicon: (String) -> UIImage? = { letter in FaviconGenerator.shared.image(for: letter) }`: the initial
/// value of a `public`, `open` or `package` stored `var` typed as a closure. The dependency is the closure, which every
/// caller may replace by assigning its own; the concrete type is only the default it starts with, like a public
/// parameter's default (`InjectedParameterDefault`). A `let`, a setter narrowed (`public private(set) var`), an internal
/// property or a property typed as the concrete type stays reported.
enum ReplaceableClosureDefault {
    /// Whether the token at `position` (on `line`) lies in such a default; asked only of a finding.
    static func contains(_ position: Int, line: Int, in file: LintFile) -> Bool {
        let tokens = file.tokens
        return file.model.types.contains { type in
            guard let member = type.members.last(where: { $0.line <= line }), member.kind == .variable, member.isStoredVar,
                  let stored = member.propertyType, stored.isAnnotated, stored.isFunction, isReplaceable(member, in: type),
                  let start = TokenLookup.position(line: member.line, column: member.column, in: tokens), start < position,
                  let equals = initialValueStart(after: start, before: position, in: tokens),
                  tokens[equals + 1].kind == .punctuation, tokens[equals + 1].text == "{",
                  let end = TokenLookup.bodyEnd(from: equals, in: tokens) else { return false }
            return position < end
        }
    }

    /// Exported for writing: `public`/`open`/`package`, or in a `public` extension, with no narrower setter.
    private static func isReplaceable(_ member: MemberDecl, in type: TypeDecl) -> Bool {
        let narrowed: Set<String> = ["internal", "private", "fileprivate"]
        guard !member.modifiers.contains(where: narrowed.contains) else { return false }
        return member.modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" }
            || type.kind == .extension && type.modifiers.contains("public")
    }

    /// The `=` after the declaration's type, outside brackets and before any body (`{` of a computed property or observer).
    private static func initialValueStart(after start: Int, before limit: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var cursor = start + 1
        while cursor < limit, cursor - start < 120 {
            let token = tokens[cursor]
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "{": return nil
            case "=" where depth == 0: return cursor + 1 < tokens.count ? cursor : nil
            default: break
            }
            cursor += 1
        }
        return nil
    }
}
