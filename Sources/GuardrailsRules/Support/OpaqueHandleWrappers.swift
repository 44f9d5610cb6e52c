import GuardrailsCore

/// `struct Job: Hashable { let handle: JobHandleRef }`: a struct whose stored properties are all `let`s of opaque handles to
/// objects of a C library or runtime (`OpaquePointer`, a read-only `UnsafePointer`/`UnsafeRawPointer`, or a C `…Ref` typedef
/// the package declares no Swift type for). It is already the value type the rule asks for, and Swift never infers `Sendable`
/// for a pointer, so the claim can be written no other way. A `var`, a class, a collection or a mutable pointer
/// (`UnsafeMutablePointer<Int>`, shared memory written through) beside or instead of them is state, and stays reported.
enum OpaqueHandleWrappers {
    static func isHandleWrapper(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, !type.isGeneric else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: type)
        return !stored.isEmpty && stored.allSatisfy { member in
            guard member.isLet, let declared = member.propertyType, !declared.isFunction else { return false }
            return handleTypes.contains(declared.name)
                || declared.name.count > 3 && declared.name.hasSuffix("Ref") && index.declarations(named: declared.name).isEmpty
                    && index.aliasedNames(of: declared.name).isEmpty
        }
    }

    /// Pointers that cannot write through: handles, not shared mutable memory.
    private static let handleTypes: Set<String> = ["OpaquePointer", "UnsafePointer", "UnsafeRawPointer"]
}
