import GuardrailsCore

/// `FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)`, `.url(for: .cachesDirectory, …)` or
/// `.createDirectory(at:…)` in a `static` accessor typed `URL` (`public static var urlForCaches: URL { … }`, a `static func …
/// -> URL`): the accessor only says where a folder of the sandbox or app group is, making it if it is missing, a location as
/// constant as the process; there is no state or behaviour to double. Anything else done with the manager there (reading,
/// removing, listing), an instance member, a manager bound to a local first, or the same accessor in an extension of a framework
/// type (`extension URL { static var archiveFolder: URL }`, serving anyone), stays reported.
enum StaticFolderAccessor {
    /// Members of the file manager that locate a folder or make sure it exists.
    private static let locating: Set<String> = [
        "url", "urls", "containerURL", "temporaryDirectory", "homeDirectoryForCurrentUser", "createDirectory",
    ]

    /// Foundation types extended as namespaces, and prefixed framework names (`NSURL`, `UIApplication`), the package not declaring them.
    private static let systemNamespaces: Set<String> = ["URL", "FileManager", "Bundle", "String", "Data", "UserDefaults", "ProcessInfo"]

    private static func isSystemType(_ name: String, _ index: PackageIndex) -> Bool {
        guard !index.declarations(named: name).contains(where: { $0.kind != .extension && !$0.isTest }) else { return false }
        return systemNamespaces.contains(name) || name.prefix { $0.isUppercase }.count > 2
    }

    static func isLocation(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard let position = FileManagerFolderLookup.position(of: reference, of: type, in: file, members: locating),
              let accessor = types[Int(reference.enclosingType)].members.last(where: { $0.line <= Int(reference.line) }),
              accessor.modifiers.contains("static") || accessor.modifiers.contains("class"),
              // The package's or a dependency's type: a lookup in an extension of a system type (`extension URL`) serves anyone.
              case let owner = types[Int(reference.enclosingType)], owner.kind != .extension || !isSystemType(owner.name, index) else { return false }
        switch accessor.kind {
        case .variable: return accessor.propertyType?.name == "URL"
        case .function:
            guard let keyword = TokenLookup.position(line: accessor.line, column: accessor.column, in: tokens), keyword < position else { return false }
            var arrow = FunctionParameters.names(declaredAt: keyword, in: tokens).end + 1
            while arrow < tokens.count, tokens[arrow].kind == .keyword, ["async", "throws"].contains(tokens[arrow].text) { arrow += 1 }
            return arrow + 1 < position && tokens[arrow].text == "->" && tokens[arrow + 1].text == "URL"
        default: return false
        }
    }
}
