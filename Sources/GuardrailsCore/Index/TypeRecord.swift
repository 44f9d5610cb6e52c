/// An indexed type in numbers (see `StringTable`); `PackageIndex` turns it back into an `IndexedType` on demand.
struct TypeRecord: Sendable {
    let name: Int32
    /// Interned lists (see `PackageIndex`) of attribute and modifier names.
    let attributes: Int32
    let modifiers: Int32
    /// -1 when the file belongs to no module.
    let module: Int32
    let path: Int32
    let line: Int32
    /// The enclosing type's name; -1 for a top-level type.
    let parent: Int32
    /// For an extension of a nested type, the name before the extended one; -1 otherwise.
    let qualifier: Int32
    /// For such an extension, the whole dotted path before the extended name; -1 otherwise.
    let qualifyingPath: Int32
    let kind: TypeKind
    let isTest: Bool
    let isGeneric: Bool
    let hasMutableState: Bool
    let hasStoredProperties: Bool

    var isTopLevel: Bool { parent < 0 }
}
