import GuardrailsCore

/// What kind of production type a suite is named after, where that kind lets a suite name it: a library's
/// contract, a namespace enum, an adapter behind one of the package's ports.
enum SuiteSubjects {
    /// `class ProductService: ProductAPI`: every declaration is a concrete type, and one implements a protocol the package declares.
    static func isPortAdapter(_ declarations: [IndexedType], _ index: PackageIndex) -> Bool {
        declarations.allSatisfy { $0.kind == .class || $0.kind == .struct || $0.kind == .actor }
            && declarations.contains { declaration in
                declaration.inheritance.contains { name in index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest } }
            }
    }

    /// A library's contract (`public protocol Cache`) with several conformers: the package's, or ones the
    /// suite's file declares to exercise it (`struct FooCache: Cache` beside the built-in one).
    static func isContract(_ declaration: IndexedType, exercisedIn model: SourceModel, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .protocol, declaration.modifiers.contains("public") || declaration.modifiers.contains("open") else { return false }
        let production = index.conformers(of: declaration.name).filter { !$0.isTest }.map(\.name)
        let local = model.types.filter { $0.kind != .extension && $0.inherits(declaration.name) }.map(\.name)
        return Set(production + local).count > 1
    }

    /// `enum FormCoding { struct Key: CodingKey {} }`: an enum with no case nor member of its own, across its
    /// extensions, only groups nested types. A suite cannot exercise it without naming it.
    static func isNamespace(_ declarations: [IndexedType], _ index: PackageIndex) -> Bool {
        declarations.allSatisfy { $0.kind == .enum && index.members(of: $0.name, in: $0.module).isEmpty }
    }
}
