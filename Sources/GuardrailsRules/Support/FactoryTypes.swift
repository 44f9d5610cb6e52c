import GuardrailsCore

/// A module's assembly (`struct CoreAssembly { func vault() -> Vault { FileVault(directory: cacheURL) } }`): a type named with
/// one of the suffixes a team gives its composition types, whose members only build and return instances. It is composition
/// code wherever it sits, as a DI framework's component is. So is a Factory registration (`extension Container { var weighing:
/// Factory<Weighing> { self { ParcelScale() } } }`): a type or extension whose members only build or keep, one of them at least
/// typed as the Factory library's registration.
enum FactoryTypes {
    /// Whether the outermost type around `enclosing` is such a factory; `known` keeps the answer per outermost type of the file.
    static func encloses(_ enclosing: Int32, in types: [TypeDecl], suffixes: [String], known: inout [Int: Bool]) -> Bool {
        enclosingFactory(enclosing, in: types, suffixes: suffixes, known: &known) != nil
    }

    /// The index in `types` of the outermost type around `enclosing` when it is such a factory (a caller naming it needs no
    /// second walk up the parents).
    static func enclosingFactory(_ enclosing: Int32, in types: [TypeDecl], suffixes: [String], known: inout [Int: Bool]) -> Int? {
        guard enclosing >= 0 else { return nil }
        var top = Int(enclosing)
        while let parent = types[top].parent { top = parent }
        if let answer = known[top] { return answer ? top : nil }
        let name = types[top].name
        let members = types[top].members
        let answer = suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
            && everyMember(ofTopLevel: name, in: types, satisfies: buildsOrKeeps)
            || members.contains(where: isRegistration) && members.allSatisfy(buildsOrKeeps)
        known[top] = answer
        return answer ? top : nil
    }

    /// A file named `<Type>+<suffix>.swift` with one of `suffixes` (`Exporter+Factory.swift`) declaring nothing but extensions of
    /// `Type` adopting nothing whose members are all initializers (`convenience init?() { self.init(converter: PageConverter()) }`):
    /// the type's factory, assembling concrete collaborators to hand its designated initializer, as an assembly does. The
    /// lines of those extensions' headers, or nil for any other file. Read once per file, from its name first.
    static func factoryExtensionHeaders(_ file: LintFile, suffixes: [String]) -> Set<Int>? {
        // Most paths hold no `+`: one scan of their bytes, nothing allocated.
        let path = file.path
        guard path.utf8.contains(UInt8(ascii: "+")), path.hasSuffix(".swift") else { return nil }
        let fileName = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard let plus = fileName.firstIndex(of: "+") else { return nil }
        let extended = fileName[..<plus]
        let suffix = fileName[fileName.index(after: plus)...].dropLast(".swift".count)
        guard suffixes.contains(where: { $0 == suffix }) else { return nil }
        let tops = file.model.types.filter { $0.parent == nil }
        guard !tops.isEmpty, tops.allSatisfy({ type in
            type.kind == .extension && type.name == extended && type.inheritance.isEmpty
                && !type.members.isEmpty && type.members.allSatisfy { $0.kind == .initializer }
        }) else { return nil }
        return Set(tops.map(\.line))
    }

    /// Whether every member of the top-level declarations named `name` in the file (the type and its extensions there)
    /// satisfies `condition`.
    static func everyMember(ofTopLevel name: String, in types: [TypeDecl], satisfies condition: (MemberDecl) -> Bool) -> Bool {
        types.allSatisfy { type in type.parent != nil || type.name != name || type.members.allSatisfy(condition) }
    }

    /// `var weighing: Factory<Weighing> { self { ParcelScale() } }`, `static let clock = Factory<Clock> { SystemClock() }`.
    private static func isRegistration(_ member: MemberDecl) -> Bool {
        member.kind == .variable && member.propertyType.map { registrationTypes.contains($0.name) } ?? false
    }

    /// The registrations of the Factory DI library (hmlongco/Factory).
    private static let registrationTypes: Set = ["Factory", "ParameterFactory"]

    /// An initializer, a `let`, a computed or `lazy` property, or a function returning something: a member that builds, returns
    /// or caches an instance or keeps the configuration it builds from. A function returning nothing does work of its own.
    private static func buildsOrKeeps(_ member: MemberDecl) -> Bool {
        switch member.kind {
        case .initializer, .deinitializer, .enumCase: return true
        case .variable: return !member.isStoredVar || member.modifiers.contains("lazy")
        case .function, .subscriptDecl: return member.declaresResult
        }
    }
}
