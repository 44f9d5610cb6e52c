import GuardrailsCore

/// `Vault.shared.store.string(forKey: key)` in a `@propertyWrapper` declared in `Vault`'s own file, reading a `private` or
/// `fileprivate` member of the shared instance (`fileprivate let store`): the wrapper is how the singleton stores its own
/// properties (`@VaultItem(key: "token") var token: String?` in `Vault`), and a wrapper has no way to the instance it is
/// applied in but the shared one. So is a free function of that file reading such a member (the container's own `resolve`
/// that its wrapper calls). It is the singleton's implementation, like an extension of it; reading its public face, or
/// the same read from any other type, stays reported.
enum SingletonStorageWrapper {
    static func isStorageRead(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier else { return false }
        // A free function of the file (`func resolve<S>(_ type: S.Type) -> S { Box.shared.assembler.resolve(type)! }`) is the
        // type's own accessor written outside it, as much its implementation as the wrapper.
        if reference.enclosingType >= 0 {
            var outer = Int(reference.enclosingType)
            while let parent = types[outer].parent { outer = parent }
            let wrapper = types[outer]
            guard wrapper.name != type, wrapper.kind == .struct || wrapper.kind == .class, wrapper.attributes.contains("propertyWrapper") else { return false }
        }
        let member = tokens[position + 2].text
        // The singleton's type is declared in this file and keeps the member read to the file.
        return types.contains { declaration in
            declaration.name == type && declaration.parent == nil && declaration.kind != .extension && declaration.members.contains {
                $0.name == member && ($0.modifiers.contains("private") || $0.modifiers.contains("fileprivate"))
            }
        }
    }
}
