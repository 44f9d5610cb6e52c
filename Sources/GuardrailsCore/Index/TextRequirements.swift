/// `TypeTraits.requiresOnlyText`: protocols whose function requirements, one at least, all return `String` or `Data`
/// (`func formatError(group: ErrorGroup) -> String`, `-> String?`): what a conformer is asked for is text or bytes in one
/// format, the shape of a family of output-format writers.
enum TextRequirements {
    /// Result types of a writer of text or bytes.
    private static let textTypes: Set<String> = ["String", "Data"]
    /// Effects written between a parameter list and its `->`.
    private static let effects: Set<String> = ["async", "throws", "rethrows"]

    /// Positions in `model.types` of the protocols whose every function requirement (one at least, none `static`) returns
    /// `String`, `Data` or an optional of one. Property requirements are not asked about, nor requirements the same file
    /// defaults in an extension of the protocol (an optional progress hook beside `func report(…) -> String`).
    static func protocols(in model: SourceModel, tokens: [Token]) -> Set<Int> {
        var found = Set<Int>()
        for (position, type) in model.types.enumerated() where type.kind == .protocol && type.members.contains(where: \.declaresResult) {
            var defaults: [MemberDecl]?
            var returnsAnyText = false
            var qualifies = true
            for member in type.members where member.kind == .function {
                if member.declaresResult, !member.modifiers.contains("static"), returnsText(member, tokens) {
                    returnsAnyText = true
                    continue
                }
                // Read the file's extensions of the protocol once, and only for a protocol with a requirement of another kind.
                let defaulted = defaults ?? defaultedFunctions(of: type.name, in: model)
                defaults = defaulted
                guard defaulted.contains(where: { implements($0, member) }) else {
                    qualifies = false
                    break
                }
            }
            if qualifies, returnsAnyText { found.insert(position) }
        }
        return found
    }

    /// The functions the file's extensions of the protocol `name` declare.
    private static func defaultedFunctions(of name: String, in model: SourceModel) -> [MemberDecl] {
        model.types.filter { $0.kind == .extension && $0.name == name }.flatMap { $0.members.filter { $0.kind == .function } }
    }

    /// The extension's function implements the requirement: same name, and same labels when both know theirs.
    private static func implements(_ function: MemberDecl, _ requirement: MemberDecl) -> Bool {
        function.name == requirement.name
            && (function.argumentLabels == nil || requirement.argumentLabels == nil || function.argumentLabels == requirement.argumentLabels)
    }

    /// The requirement's result, after its parameter list and effects, is `String` or `Data`, `?` or not, ending the signature.
    private static func returnsText(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let start = SynchronizedCells.firstToken(line: member.line, column: member.column, in: tokens) else { return false }
        let limit = min(tokens.count, start + 400)
        var position = start
        while position < limit, tokens[position].text != member.name { position += 1 }
        while position < limit, tokens[position].text != "(" { position += 1 }
        var depth = 0
        while position < limit {
            if tokens[position].text == "(" { depth += 1 } else if tokens[position].text == ")" { depth -= 1 }
            position += 1
            if depth == 0 { break }
        }
        while position < limit, effects.contains(tokens[position].text) { position += 1 }
        guard position + 1 < limit, tokens[position].text == "->", textTypes.contains(tokens[position + 1].text) else { return false }
        var end = position + 2
        if end < tokens.count, tokens[end].text == "?" { end += 1 }
        guard end < tokens.count else { return true }
        return tokens[end].startsLine || [";", "}", "where"].contains(tokens[end].text)
    }
}
