import GuardrailsCore

/// `public static var default = Appearance.shared`: a `public` or `open` static stored `var` whose whole initial value is the
/// singleton is the library offering a default its users replace by assigning their own, like the computed public accessor
/// (`public static var d: Appearance { Appearance.shared }`) and the public instance `var`. A `let`, a setter narrowed
/// (`public private(set) static var`), an internal one, or a value worked out from the singleton stays reported.
enum PublicStaticStoredDefault {
    static func isWholeInitialValue(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.base?.isEmpty == false, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let member = type.members.last(where: { $0.line <= Int(reference.line) }), member.line == Int(reference.line),
              member.kind == .variable, member.isStoredVar, member.modifiers.contains("static") || member.modifiers.contains("class") else { return false }
        let modifiers = member.modifiers
        let narrowed: Set<String> = ["internal", "private", "fileprivate"]
        let exported = modifiers.contains("public") || modifiers.contains("open")
            || type.kind == .extension && type.modifiers.contains("public") && !modifiers.contains(where: narrowed.contains)
        return exported && !modifiers.contains { $0.hasSuffix("(set)") || narrowed.contains($0) }
            && ProtocolTypedSeam.isWholeInitialValue(reference, file.tokens)
    }
}
