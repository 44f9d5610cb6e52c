import GuardrailsCore

/// For `protocol-without-test-double`: a SwiftUI view's helper family, part of the view layer's own plumbing. A protocol
/// refining `ObservableObject` whose requirements hand back SwiftUI views (`func destination() -> AnyView?`, `@ViewBuilder`),
/// nothing `async`, adopted by two or more classes of the package a factory picks between per item: polymorphism among
/// presentation helpers, which previews exercise. A single conformer, or an `async` requirement (a screen model loading
/// data), keeps it a seam.
enum ViewPlumbingProtocols {
    static func isObservedViewHelperFamily(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard type.inherits("ObservableObject"), !type.members.contains(where: \.isAsync) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest }
        guard Set(conformers.map(\.name)).count >= 2, conformers.allSatisfy({ $0.kind == .class }) else { return false }
        return type.members.contains { member in
            guard member.kind == .function else { return false }
            if member.attributes.contains("ViewBuilder") { return true }
            guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            let arrow = FunctionParameters.names(declaredAt: keyword, in: tokens).end + 1
            return arrow + 1 < tokens.count && tokens[arrow].text == "->" && tokens[arrow + 1].text == "AnyView"
        }
    }
}
