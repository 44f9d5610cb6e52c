import GuardrailsCore

/// `@objc protocol Finding: AnyObject { func findNext(_ sender: Any?) }`: every requirement is a target-action method (one
/// `sender` parameter, no result, not `async`), so the protocol spells selectors the responder chain dispatches to
/// whoever answers (`#selector((any Finding).findNext)`, `sendAction(_:to: nil, from:)`); nothing is injected.
enum TargetActionProtocols {
    static func spellsActions(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard type.kind == .protocol, type.attributes.contains("objc") else { return false }
        let requirements = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        guard !requirements.isEmpty else { return false }
        return requirements.allSatisfy { member in
            guard member.kind == .function, !member.declaresResult, !member.isAsync,
                  let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            return FunctionParameters.names(declaredAt: keyword, in: tokens).names == ["sender"]
        }
    }
}
