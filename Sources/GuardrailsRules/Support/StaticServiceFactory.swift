import GuardrailsCore

/// `FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)` in a caseless enum whose non-private
/// static `make…`/`create…`/`build…` functions return a type the package declares (`enum ShelfServiceFactory { static func
/// makeShelfStore() -> ShelfStoring }`), read in such a factory or a `private` static helper of it: asking where a sandbox
/// folder is to build the live service is composition work, and the factory doing the injecting has nothing to be given.
/// Only a folder lookup counts; reading or changing files there, or a class or struct deciding something from the file
/// system (`InstallDate.check()`), stays reported.
enum StaticServiceFactory {
    private static let locating: Set<String> = ["url", "urls", "containerURL"]
    private static let verbs = ["make", "create", "build"]

    static func isFolderLookup(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard FileManagerFolderLookup.position(of: reference, of: type, in: file, members: locating) != nil else { return false }
        let owner = types[Int(reference.enclosingType)]
        guard owner.kind == .enum, owner.parent == nil, !owner.members.contains(where: { $0.kind == .enumCase }),
              owner.members.allSatisfy({ $0.modifiers.contains("static") || $0.kind == .initializer }),
              let accessor = owner.members.last(where: { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) }),
              accessor.kind == .function else { return false }
        let factories = owner.members.filter { member in
            member.kind == .function && !isPrivate(member) && verbs.contains { member.name.hasPrefix($0) }
                && returnsPackageType(member, tokens, index)
        }
        guard !factories.isEmpty else { return false }
        return factories.contains { $0.line == accessor.line && $0.column == accessor.column } || isPrivate(accessor)
    }

    private static func isPrivate(_ member: MemberDecl) -> Bool {
        member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
    }

    /// `-> ShelfStoring` (or `-> any ShelfStoring`): a class, actor or protocol the package declares, the service it builds.
    private static func returnsPackageType(_ member: MemberDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        var arrow = FunctionParameters.names(declaredAt: keyword, in: tokens).end + 1
        while arrow < tokens.count, tokens[arrow].kind == .keyword, ["async", "throws"].contains(tokens[arrow].text) { arrow += 1 }
        guard arrow + 1 < tokens.count, tokens[arrow].text == "->" else { return false }
        var name = arrow + 1
        if tokens[name].text == "any" || tokens[name].text == "some", name + 1 < tokens.count { name += 1 }
        return index.declarations(named: tokens[name].text).contains { [.class, .actor, .protocol].contains($0.kind) }
    }
}
