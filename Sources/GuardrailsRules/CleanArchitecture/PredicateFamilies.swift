import GuardrailsCore

/// Protocols that parameterise an algorithm with pure predicates, as a comparator does: a search's query objects.
enum PredicateFamilies {
    /// `protocol SearchQuery { associatedtype Node; func shouldDescend(into node: Node) -> Bool; func includes(_ node: Node) ->
    /// Bool }`: an `associatedtype` beside methods that all answer a `Bool` about their arguments (synchronous, not throwing,
    /// not `mutating` or `static`), no property requirement, two or more production conformers, held as no property's type.
    /// Generic code takes its conformers as the criteria of one algorithm (`func search<Q: SearchQuery>(using query: Q)`), which
    /// tests exercise through the real queries; one conformer, a property holding it, or a method answering anything but a
    /// `Bool` keeps it a seam.
    static func isPredicateFamily(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard type.declaresAssociatedType else { return false }
        let requirements = type.members
        guard !requirements.isEmpty, requirements.allSatisfy({ requirement in
            requirement.kind == .function && !requirement.isAsync && !requirement.modifiers.contains("mutating")
                && !requirement.modifiers.contains("static") && answersBool(requirement, tokens)
        }), !index.isHeldAsProperty(type.name) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return Set(conformers.map(\.name)).count >= 2
    }

    /// The requirement's signature reads `… -> Bool` at its end, with no `throws` or `rethrows` before the arrow.
    private static func answersBool(_ requirement: MemberDecl, _ tokens: [Token]) -> Bool {
        guard var position = TokenLookup.position(line: requirement.line, column: requirement.column, in: tokens) else { return false }
        var depth = 0
        while position + 2 < tokens.count {
            let token = tokens[position]
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if depth == 0, token.text == "throws" || token.text == "rethrows" { return false }
            if depth == 0, token.text == "->" {
                let next = tokens[position + 2]
                return tokens[position + 1].text == "Bool" && (next.startsLine || next.text == "}" || next.text == "where")
            }
            position += 1
            if depth == 0, tokens[position].startsLine { return false }
        }
        return false
    }
}
