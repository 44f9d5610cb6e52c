import GuardrailsCore

/// Protocols through which a package gives types it does not declare (a framework's generic views and modifiers) a
/// behaviour of its own, and reaches it by casting values it finds at run time.
enum FrameworkCapabilities {
    /// `protocol ViewProviding { func view() throws -> Any }` adopted only through extensions of types the package does
    /// not declare, each writing the requirements itself (`extension ScrollViewReader: ViewProviding { func view() … }`),
    /// and named only in casts and as metatypes handed to calls (`Reflection.cast(value, to: ViewProviding.self)`, a cast
    /// through a helper), its refinements too: the package opens a value it found (`Any`) through a capability it wrote
    /// onto framework types. Nothing receives a conformer that a double could replace. A type of the package adopting it
    /// (a container's `register(Store.self) { DiskStore() }`), a framework type adopting it as it is (`extension
    /// URLSession: HTTPSession {}`, the API mirrored for a double), or a use as a property, parameter or constraint
    /// keeps it a seam. Asked only of a protocol whose metatype production code hands to a call.
    static func isReachedOnlyByCasts(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Bool {
        guard index.isPassedAsMetatype(type.name), index.aliases(naming: type.name).isEmpty else { return false }
        let requirements = Set(type.members.filter { $0.kind == .function }.map(\.name)).subtracting(index.extensionMembers(of: type.name, in: module))
        guard !requirements.isEmpty else { return false }
        let adopters = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest }
        let names = [type.name] + adopters.filter { $0.kind == .protocol }.map(\.name)
        guard names.allSatisfy({ index.metatypeArgumentUses(of: $0) >= index.typeUses(of: $0) }) else { return false }
        let conformers = adopters.filter { $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension && isForeign(conformer, index) && requirements.isSubset(of: index.extensionMembers(of: conformer.name, in: conformer.module))
        }
    }

    /// An extension of a type the package does not declare: written bare, no top-level type of that name (a type nested in
    /// one of the package's, `ViewKind.ScrollViewReader`, is not what a file-scope `extension ScrollViewReader` extends);
    /// written with a path, no such nested type under its last name.
    static func isForeign(_ conformer: IndexedType, _ index: PackageIndex) -> Bool {
        guard let qualifier = conformer.qualifyingPath?.split(separator: ".").last.map(String.init) else {
            return index.declarations(named: conformer.name).isEmpty
        }
        return index.declarations(named: qualifier).isEmpty && !index.nestedDeclarations(named: conformer.name).contains { $0.parent == qualifier }
    }
}
