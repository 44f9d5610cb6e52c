import GuardrailsCore

/// Protocols whose conformer nothing outside can replace: bound to a `final` class, or the face of a hidden class.
enum ClosedConformerProtocols {
    /// Refines a `final` class of the package (`protocol WidthSizing: Timeline` where `final class Timeline`):
    /// only that class can ever adopt it, so no double can exist; it narrows what a back-reference sees of its owner.
    static func isBoundToFinalClass(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { bound in
            let classes = index.declarations(named: bound.name).filter { $0.kind == .class }
            return !classes.isEmpty && classes.allSatisfy { $0.modifiers.contains("final") }
        }
    }

    /// The face of a hidden class: the one production conformer is a `private` or `fileprivate` class of the protocol's own
    /// file and no type holds it (`protocol ObservationToken: AnyObject { func invalidate() }` over `fileprivate final class
    /// _ObservationToken`, returned by the file's `observe(…)`). Nothing else can build one, so callers and tests get the
    /// real handle from its factory; an opaque handle, not a seam waiting for a double.
    static func isOpaqueHandle(_ type: TypeDecl, path: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        // Two hidden classes a container picks between are strategies: a seam.
        return Set(conformers.map(\.name)).count == 1 && conformers.allSatisfy { conformer in
            conformer.kind == .class && conformer.path == path && conformer.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
        } && !index.isHeldAsProperty(type.name)
    }

    /// Not `public`, requiring a C library's handle (`var pointer: OpaquePointer { get }`), adopted by the package's wrappers
    /// of that library's objects and held by no property: the constraint generic code shares between the wrappers
    /// (`final class Reader<Handle: RowHandleWrapping>`). A double would have to fake the C handle the code hands back to
    /// the library, so tests use the real wrappers.
    static func wrapsCHandle(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard !type.modifiers.contains(where: { $0 == "public" || $0 == "open" || $0 == "package" }),
              type.members.contains(where: { $0.kind == .variable && $0.propertyType?.name == "OpaquePointer" }),
              !index.isHeldAsProperty(type.name) else { return false }
        return index.conformers(of: type.name).contains { !$0.isTest && $0.kind != .protocol }
    }
}
