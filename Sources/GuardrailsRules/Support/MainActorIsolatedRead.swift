import GuardrailsCore

/// `if !Thread.isMainThread { assertionFailure(…) }` directly in a method of a `@MainActor` type (its declaration, or an
/// extension of a type some declaration of which is marked so, or the member itself marked `@MainActor`), not `nonisolated`:
/// the compiler already keeps that code on the main actor, so `main-thread-check`'s advice is followed and the read is a
/// redundant check, no stand-in for isolation. A read inside a closure of the body (`Task.detached { … }`, a queue's block, a
/// callback), which may run elsewhere, or in a nested type, which does not inherit the attribute, stays reported.
enum MainActorIsolatedRead {
    private static let controlKeywords: Set<String> = ["if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer"]

    static func holds(_ position: Int, _ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard let enclosing = EnclosingMember.of(reference, in: file.model.types) else { return false }
        let (type, member) = enclosing
        guard [.function, .initializer, .variable, .subscriptDecl].contains(member.kind), !member.modifiers.contains("nonisolated"),
              member.attributes.contains("MainActor") || isMainActorType(type, index),
              let open = bodyOpening(of: member, file.tokens), open < position else { return false }
        return onlyControlFlowBetween(open, position, file.tokens)
    }

    /// The type's declaration or extension is `@MainActor`, or, for an unmarked extension, a declaration of the type is.
    private static func isMainActorType(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        if type.attributes.contains("MainActor") { return true }
        guard type.kind == .extension else { return false }
        return index.declarations(named: type.name).contains { $0.kind != .extension && $0.attributes.contains("MainActor") }
    }

    /// The `{` of a function's recorded body, or the one right after a computed property's type.
    private static func bodyOpening(of member: MemberDecl, _ tokens: [Token]) -> Int? {
        if member.bodyLine > 0 { return TokenLookup.position(line: Int(member.bodyLine), column: Int(member.bodyColumn), in: tokens) }
        guard member.kind == .variable, let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return nil }
        var open = keyword + 1
        while open < tokens.count, open - keyword < 64, tokens[open].text != "{" {
            if tokens[open].text == "=" || tokens[open].text == "}" { return nil }
            open += 1
        }
        return open < tokens.count ? open : nil
    }

    /// Every `{` enclosing `position` inside the body opened at `open` belongs to a statement (`if`, `guard … else`, `for`,
    /// `switch`, `do`): none is a closure, which could run off the main actor.
    private static func onlyControlFlowBetween(_ open: Int, _ position: Int, _ tokens: [Token]) -> Bool {
        var current = position
        while let brace = EnclosingBrace.opening(before: current, in: tokens), brace > open {
            guard opensStatement(brace, tokens) else { return false }
            current = brace
        }
        return EnclosingBrace.opening(before: current, in: tokens) == open
    }

    /// Back from the `{` over balanced `(…)` and `[…]` to the statement's start: a control keyword before any `{` or `}`
    /// (the `while` of a `repeat { … } while` before it ends an earlier statement).
    private static func opensStatement(_ brace: Int, _ tokens: [Token]) -> Bool {
        var offset = brace - 1
        while offset >= 0 {
            let token = tokens[offset]
            if token.kind == .keyword, controlKeywords.contains(token.text) {
                return !(token.text == "while" && offset >= 1 && tokens[offset - 1].text == "}")
            }
            switch token.text {
            case "{", "}": return false
            case ")", "]":
                guard let opening = token.text == ")" ? Parentheses.opening(closing: offset, in: tokens) : bracketOpening(offset, tokens) else { return false }
                offset = opening - 1
            default: offset -= 1
            }
        }
        return false
    }

    private static func bracketOpening(_ closing: Int, _ tokens: [Token]) -> Int? {
        var depth = 0
        for candidate in stride(from: closing, through: 0, by: -1) {
            if tokens[candidate].text == "]" { depth += 1 }
            if tokens[candidate].text == "[" {
                depth -= 1
                if depth == 0 { return candidate }
            }
        }
        return nil
    }
}
