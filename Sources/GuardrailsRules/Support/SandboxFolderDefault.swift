import GuardrailsCore

/// `FileManager.default.url(for: .cachesDirectory, in: .userDomainMask, …)` in `static func standard() -> ArchiveSettings`
/// of a struct storing only `let`s: the factory only asks where the sandbox folders are, to fill a configuration value
/// whose memberwise initializer takes any other folders. It is the live default of that value, as a live factory is of
/// a client; callers that want other paths build the value themselves. Other uses of the file manager there (creating,
/// reading) and folder lookups in extensions of framework types (`extension URL`) stay findings. The same factory in the
/// package's extension of such a value, or of a dependency's configuration type (`extension KSCrashConfiguration { static
/// func standard() -> KSCrashConfiguration }`), is that default too.
/// So is `FileManager.default.temporaryDirectory` (or a folder lookup) in the live conformer of a package protocol that
/// has a test double: consumers get the double, and the adapter only computes where it works.
enum SandboxFolderDefault {
    private static let lookups: Set<String> = ["url", "urls"]
    /// Members that only answer where a folder is.
    private static let folders: Set<String> = ["temporaryDirectory", "homeDirectoryForCurrentUser"]

    static func isLookup(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 5 < tokens.count, tokens[position + 1].text == ".", lookups.contains(tokens[position + 2].text),
              tokens[position + 3].text == "(", tokens[position + 4].text == "for", tokens[position + 5].text == ":" else { return false }
        let value = types[Int(reference.enclosingType)]
        guard value.kind == .struct && isConfigurationValue(value) || value.kind == .extension && value.parent == nil && isLocationValue(value.name, index),
              let factory = value.members.last(where: { $0.line <= Int(reference.line) }),
              factory.kind == .function, factory.modifiers.contains("static"),
              let keyword = TokenLookup.position(line: factory.line, column: factory.column, in: tokens), keyword < position else { return false }
        var arrow = FunctionParameters.names(declaredAt: keyword, in: tokens).end + 1
        while arrow < tokens.count, tokens[arrow].kind == .keyword, ["async", "throws"].contains(tokens[arrow].text) { arrow += 1 }
        guard arrow + 1 < tokens.count, arrow < position, tokens[arrow].text == "->" else { return false }
        let result = tokens[arrow + 1].text
        return result == value.name || result == "Self"
    }

    /// The package's extension of a location or configuration value: a struct the package declares storing no `var`
    /// (`struct Directory { let url: URL }`), or a dependency's type named as a configuration (`KSCrashConfiguration`,
    /// `…Config`, `…Settings`, `…Options`) that the factory fills. Not an object working with files (`AVAudioRecorder`).
    private static func isLocationValue(_ name: String, _ index: PackageIndex) -> Bool {
        let declarations = index.declarations(named: name).filter { $0.kind != .extension }
        if declarations.isEmpty { return ["Configuration", "Config", "Settings", "Options"].contains(where: name.hasSuffix) }
        return declarations.allSatisfy { $0.kind == .struct && $0.hasStoredProperties && !$0.hasMutableState }
    }

    /// Instance state only in `let`s, at least one: a value its builder fills once.
    private static func isConfigurationValue(_ type: TypeDecl) -> Bool {
        let instance = type.members.filter { $0.kind == .variable && !$0.modifiers.contains("static") }
        return instance.contains(where: \.isLet) && !instance.contains(where: \.isStoredVar)
    }

    /// `url = FileManager.default.temporaryDirectory.appendingPathComponent("routes.json")` in `DiskRouteStore: RouteStoring`,
    /// `RouteStoring` having a test double (on the declaration or any extension of the type).
    static func isAdapterLookup(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, tokens[position + 1].text == "." else { return false }
        let member = tokens[position + 2].text
        guard folders.contains(member) || lookups.contains(member) && tokens[position + 3].text == "(" else { return false }
        let adapter = types[Int(reference.enclosingType)]
        guard adapter.kind == .class || adapter.kind == .struct || adapter.kind == .actor else { return false }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return ([adapter.name] + index.supertypes(of: adapter.name)).contains { name in
            index.declarations(named: name).contains { $0.kind == .protocol } && index.conformers(of: name).contains(where: doubles.isDouble)
        }
    }
}
