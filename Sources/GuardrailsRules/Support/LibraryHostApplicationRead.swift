import GuardrailsCore

/// `WKExtension.shared().rootInterfaceController` in a `static` member of `public enum Hosting {}` (or its extensions) in a
/// module a `.library` product vends, the package building no program: a caseless namespace has no instance to be given the
/// application, and a library has no composition root of its own; the host application it runs in is the subject it reads
/// (its delegate, windows or root controller). Only a property read off the application counts: calling it, or assigning one
/// of its properties, is behaviour and stays reported, and so does the same read in a type with instances or in an app.
enum LibraryHostApplicationRead {
    private static let applications: Set<String> = ["UIApplication", "NSApplication", "WKExtension", "WKApplication"]

    static func isHostRead(_ reference: Reference, of type: String, _ file: LintFile, _ context: RuleContext) -> Bool {
        let types = file.model.types
        guard applications.contains(type), reference.name == "shared", reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else {
            return false
        }
        let namespace = types[Int(reference.enclosingType)]
        guard namespace.parent == nil, namespace.kind == .enum || namespace.kind == .extension,
              let member = namespace.members.last(where: { $0.line <= Int(reference.line) }), member.modifiers.contains("static"),
              isPropertyRead(reference, file.tokens) else { return false }
        let declarations = context.index.declarations(named: namespace.name).filter { $0.kind != .extension }
        guard declarations.count == 1, let declaration = declarations.first, declaration.kind == .enum, !declaration.hasStoredProperties,
              declaration.module == file.module,
              !types.contains(where: { $0.name == namespace.name && $0.members.contains { $0.kind == .enumCase } }) else { return false }
        return VendedLibrary.isPublishedAPI(modifiers: declaration.modifiers, module: declaration.module, context)
    }

    /// `.shared().delegate` or `.shared.keyWindow`, the member read, neither called nor assigned.
    private static func isPropertyRead(_ reference: Reference, _ tokens: [Token]) -> Bool {
        guard var next = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens).map({ $0 + 1 }) else { return false }
        if next + 1 < tokens.count, tokens[next].text == "(", tokens[next + 1].text == ")", !tokens[next].followsSpace { next += 2 }
        guard next + 2 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier else { return false }
        let after = tokens[next + 2]
        return !(after.text == "(" && !after.followsSpace) && !(after.kind == .operator && after.text == "=")
    }
}
