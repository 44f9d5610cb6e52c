import GuardrailsCore

/// `protocol BasketScreenFactory { associatedtype Screen: View; func makeScreen(basketID: String) -> Screen }`: every
/// instance method returns a SwiftUI view type the protocol leaves to its conformer. A closure cannot stand for it without
/// erasing the view (`AnyView`), so "compose a closure" is no advice for it.
enum AssociatedViewFactories {
    static func makesOnlyAssociatedViews(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard type.kind == .protocol, type.declaresAssociatedType,
              let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        var viewTypes: Set<String> = []
        for position in start..<end where tokens[position].text == "associatedtype" && position + 3 < end
            && tokens[position + 2].text == ":" && ["View", "SwiftUI"].contains(tokens[position + 3].text) {
            // `associatedtype Screen: View` or `: SwiftUI.View`.
            if tokens[position + 3].text == "View" || position + 5 < end && tokens[position + 5].text == "View" {
                viewTypes.insert(tokens[position + 1].text)
            }
        }
        guard !viewTypes.isEmpty else { return false }
        let methods = type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }
        return !methods.isEmpty && methods.allSatisfy { method in
            guard let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
            let arrow = FunctionParameters.names(declaredAt: keyword, in: tokens).end + 1
            return arrow + 1 < end && tokens[arrow].text == "->" && viewTypes.contains(tokens[arrow + 1].text)
        } && type.members.allSatisfy { $0.kind == .function || $0.kind == .initializer || $0.kind == .variable }
    }
}
