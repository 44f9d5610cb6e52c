import GuardrailsCore

/// Whether a shared instance is read in a view controller class given an explicit Objective-C name
/// (`@objc(ComposeController) final class ComposeController: UIViewController`): a share or action extension's principal
/// class, which the extension's Info.plist names (`NSExtensionPrincipalClass`) and the system builds by that name. Nobody
/// composes it, so it is the extension's composition root, like the principal types of `extensionPrincipalTypes`. A
/// controller without the explicit name, or a nested one, stays reported.
enum ObjCNamedPrincipalController {
    static func contains(_ reference: Reference, controllers: Set<String>, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        var position = Int(reference.enclosingType)
        while let parent = types[position].parent { position = parent }
        let type = types[position]
        guard type.kind == .class, type.attributes.contains("objc"), let superclass = type.inheritance.first, controllers.contains(superclass.name),
              let start = TokenLookup.position(line: type.line, column: type.column, in: file.tokens) else { return false }
        let tokens = file.tokens
        // The attribute sits among the few modifiers before the declaration: `@objc(Name) public final class`.
        var index = start - 1
        while index >= 0, start - index <= 12, tokens[index].text != "}" {
            if tokens[index].kind == .attribute, tokens[index].text == "objc", index + 1 < tokens.count, tokens[index + 1].text == "(" { return true }
            index -= 1
        }
        return false
    }
}
