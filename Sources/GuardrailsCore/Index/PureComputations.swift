/// `public struct FaultTranslator: Sendable { public init() {}; public func translate(_ fault: WireFault) -> Failure { … } }`: a
/// struct storing no instance property, declaring no subscript or `lazy` property, whose instance functions, one at least, all
/// take an argument and return a value, none `async`, `throws`, `rethrows` or `mutating`. It answers from what it is given:
/// nothing a caller asks it to do, no state kept between calls (`TypeTraits.answersOnlyValues`). A function taking nothing
/// (`func weigh() -> Double`) answers from somewhere else, a device or a store, and one that throws may fail at I/O.
enum PureComputations {
    static func positions(in model: SourceModel, tokens: [Token]) -> [Int] {
        model.types.indices.filter { position in
            let type = model.types[position]
            guard type.kind == .struct else { return false }
            var answers = false
            for member in type.members where !member.modifiers.contains("static") {
                switch member.kind {
                case .initializer:
                    continue
                case .variable:
                    if member.isLet || member.isStoredVar || member.modifiers.contains("lazy") { return false }
                case .function:
                    guard member.declaresResult, !member.isAsync, !member.modifiers.contains("mutating"),
                          takesArgumentsWithoutThrowing(member, tokens) else { return false }
                    answers = true
                case .subscriptDecl, .deinitializer, .enumCase:
                    return false
                }
            }
            return answers
        }
    }

    /// The function's parameter list holds a parameter, and no `throws` or `rethrows` comes before its body's `{`.
    private static func takesArgumentsWithoutThrowing(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard member.bodyLine > 0, let start = SynchronizedCells.firstToken(line: member.line, column: member.column, in: tokens),
              let body = SynchronizedCells.firstToken(line: Int(member.bodyLine), column: Int(member.bodyColumn), in: tokens), start < body,
              let open = tokens[start..<body].firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }),
              open + 1 < body, tokens[open + 1].text != ")" else { return false }
        return !tokens[open..<body].contains { $0.text == "throws" || $0.text == "rethrows" }
    }
}
