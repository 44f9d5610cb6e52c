import GuardrailsCore

/// For `shared-instance-access`: `private actor PoolLoader { static let shared = PoolLoader(); func pool() }`, a file's
/// private holder of a library's default, read only where the library offers that default to its callers: as the whole
/// result of an exported static accessor (`public static var client: some Pool { get async throws { try await
/// PoolLoader.shared.pool() } }`, which callers pass themselves, `pool: .client`), or as a labelled argument of a static
/// overload forwarding to its same-named sibling that takes it injected (`public static func connect(to:) { try await
/// connect(to: address, pool: PoolLoader.shared.pool()) }`). Callers choose the default; no component hides it.
/// Any other read, or a holder another file can reach, stays reported.
enum FilePrivateDefaultHolder {
    static func isOffered(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              types.contains(where: { $0.name == type && $0.parent == nil && $0.kind != .extension && $0.isFilePrivate }),
              var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        let owner = types[Int(reference.enclosingType)]
        guard let member = owner.members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .variable || member.kind == .function,
              member.modifiers.contains("static") || member.modifiers.contains("class"),
              isExported(member, in: owner) else { return false }
        // `Holder.shared` or `Holder.shared.pool()`, a call without arguments on it.
        var end = start + 1
        if end + 3 < tokens.count, tokens[end].text == ".", tokens[end + 1].kind == .identifier, tokens[end + 2].text == "(",
           !tokens[end + 2].followsSpace, tokens[end + 3].text == ")" { end += 4 }
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        while start >= 1, tokens[start - 1].text == "try" || tokens[start - 1].text == "await" { start -= 1 }
        guard start >= 2, end < tokens.count else { return false }
        if tokens[start - 1].text == "return" || tokens[start - 1].text == "{" {
            return member.kind == .variable && (tokens[end].startsLine || tokens[end].text == "}")
        }
        // A labelled argument of a call of the member's own name: the overload taking it injected.
        guard member.kind == .function, tokens[start - 1].text == ":", tokens[start - 2].kind == .identifier,
              tokens[end].text == "," || tokens[end].text == ")",
              let opening = ExportedForwarding.openingParenthesis(before: start - 2, tokens), opening >= 1,
              tokens[opening - 1].text == member.name else { return false }
        return types.filter { $0.name == owner.name }.contains { declaration in
            declaration.members.contains { $0.kind == .function && $0.name == member.name && $0.line != member.line }
        }
    }

    private static func isExported(_ member: MemberDecl, in type: TypeDecl) -> Bool {
        let exported: Set<String> = ["public", "open"]
        if member.modifiers.contains(where: exported.contains) { return true }
        guard type.kind == .extension, type.modifiers.contains(where: exported.contains) else { return false }
        return !member.modifiers.contains { $0 == "internal" || $0 == "private" || $0 == "fileprivate" || $0 == "package" }
    }
}
