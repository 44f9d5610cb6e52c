/// An indexed type in numbers (see `StringTable`); `PackageIndex` turns it back into an `IndexedType` on demand.
struct TypeRecord: Sendable {
    let name: Int32
    let attributes: Int32
    /// -1 when the file belongs to no module.
    let module: Int32
    let path: Int32
    let line: Int32
    let kind: TypeKind
    let isTest: Bool
    /// False for a type nested in another.
    let isTopLevel: Bool
}
