import GuardrailsCore

/// Whether a reference lies in the initial value of a closure-typed stored property of a struct of clients, one that
/// stores only closures (no property annotated with another type, nor built with `= Name(…)`) (`var moveItem: (URL, URL) throws -> Void = { try FileManager.default.moveItem(at: $0, to: $1) }`):
/// each closure defaults to the live implementation, which tests and previews replace. That default is the live side
/// of the injection point, as a `static let live` factory is. A closure beside other stored settings (a configuration's
/// `makeDecoder = { Registry.shared.decoder(for: $0) }`) is a default reaching the singleton, and stays reported.
enum ClientClosureDefault {
    static func contains(_ reference: Reference, _ types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        let stored = type.members.filter { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") }
        // `var installed = Module.installedApps`, a function named without annotation, is a closure too.
        let settings = stored.filter { member in
            member.propertyType.map { $0.isConstructed || ($0.isAnnotated && !$0.isFunction) } ?? true
        }
        guard type.kind == .struct, settings.isEmpty,
              let member = type.members.last(where: { $0.line <= Int(reference.line) }) else { return false }
        return member.kind == .variable && (member.isStoredVar || member.isLet) && member.propertyType?.isFunction == true
            && !member.modifiers.contains("static")
    }
}
