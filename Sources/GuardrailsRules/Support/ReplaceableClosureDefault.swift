import GuardrailsCore

/// `public var makeFavicon: (String) -> UIImage? = { letter in FaviconGenerator.shared.image(for: letter) }`: the initial
/// value of a `public`, `open` or `package` stored `var` typed as a closure. The dependency is the closure, which every
/// caller may replace by assigning its own; the concrete type is only the default it starts with, like a public
/// parameter's default (`InjectedParameterDefault`). A `let`, a setter narrowed (`public private(set) var`), an internal
/// property or a property typed as the concrete type stays reported.
enum ReplaceableClosureDefault {
    /// Whether the token at `position` (on `line`) lies in such a default; asked only of a finding.
    static func contains(_ position: Int, line: Int, in file: LintFile) -> Bool {
        file.model.types.contains { type in
            guard let member = type.members.last(where: { $0.line <= line }), member.isStoredVar, member.propertyType?.isAnnotated == true,
                  isReplaceable(member, in: type) else { return false }
            return ProtocolTypedSeam.isInClosureInitialValue(at: position, of: member, file.tokens)
        }
    }

    /// Exported for writing: `public`/`open`/`package`, or in a `public` extension, with no narrower setter.
    private static func isReplaceable(_ member: MemberDecl, in type: TypeDecl) -> Bool {
        let narrowed: Set<String> = ["internal", "private", "fileprivate"]
        guard !member.modifiers.contains(where: narrowed.contains) else { return false }
        return member.modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" }
            || type.kind == .extension && type.modifiers.contains("public")
    }
}
