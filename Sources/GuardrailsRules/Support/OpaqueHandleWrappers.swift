import GuardrailsCore

/// `struct Job: Hashable { let handle: JobHandleRef }`: a struct whose stored properties all hold opaque handles to objects of
/// a C library or runtime (`OpaquePointer`, also under a package type alias, optional or not; a read-only `UnsafePointer`/
/// `UnsafeRawPointer`; or a C `…Ref` typedef the package declares no Swift type for). It is already the value type the rule
/// asks for (a `var` of it changes only the copy), and Swift never infers `Sendable` for a pointer, so the claim can be written
/// no other way. A class, a collection or a mutable pointer (`UnsafeMutablePointer<Int>`, shared memory written through)
/// beside or instead of them is state, and stays reported.
enum OpaqueHandleWrappers {
    static func isHandleWrapper(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, !type.isGeneric else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: type)
        return !stored.isEmpty && stored.allSatisfy { member in
            guard let declared = member.propertyType, !declared.isFunction else { return false }
            // `typealias DatabaseHandle = OpaquePointer`: the handle under the package's own name.
            let aliased = index.aliasedNames(of: declared.name)
            return handleTypes.contains(declared.name) || aliased.count == 1 && handleTypes.contains(aliased[0])
                || declared.name.count > 3 && declared.name.hasSuffix("Ref") && index.declarations(named: declared.name).isEmpty && aliased.isEmpty
        }
    }

    /// Pointers that cannot write through: handles, not shared mutable memory.
    private static let handleTypes: Set<String> = ["OpaquePointer", "UnsafePointer", "UnsafeRawPointer"]
}
