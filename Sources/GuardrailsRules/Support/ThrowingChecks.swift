import GuardrailsCore

/// A check that answers by throwing: `func validate() throws(PatternError)` with no result, named for a test of validity
/// (`validate`, `verify`, `check`, `ensure`). Not throwing is its answer "valid", so an empty body witnessing it says a
/// conformer is always valid (a pattern with nothing to get wrong); it leaves no job undone.
enum ThrowingChecks {
    private static let verbs = ["validate", "verify", "check", "ensure"]

    static func isAlwaysPassing(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard member.kind == .function, !member.declaresResult, !member.isAsync, namesCheck(member.name),
              let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        let after = FunctionParameters.names(declaredAt: start, in: tokens).end + 1
        return after < tokens.count && tokens[after].text == "throws"
    }

    /// The verb whole, or followed by a capitalized word: `validate`, `checkSyntax`, not `checkout`.
    private static func namesCheck(_ name: String) -> Bool {
        verbs.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            return name.dropFirst(verb.count).first.map(\.isUppercase) ?? true
        }
    }
}
