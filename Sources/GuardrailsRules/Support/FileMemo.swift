import GuardrailsCore

/// A file's memo: a non-public singleton (`RegexCache.shared`, compiled patterns behind a lock) that only helpers
/// of its own file read, on types the package does not declare (`extension String`) or as free functions. Such a
/// helper has no initializer to take an instance from, so the singleton is how it memoizes, not a hidden dependency.
enum FileMemo {
    /// Whether `reference` lies in a free function of its file or in an extension of a type the package does not declare.
    static func isHelperRead(_ reference: Reference, _ types: [TypeDecl], _ index: PackageIndex) -> Bool {
        var outermost = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let current = outermost, current < types.count, let parent = types[current].parent { outermost = parent }
        guard let outermost, outermost < types.count else { return true }
        let extended = types[outermost]
        return extended.kind == .extension && !index.declarations(named: extended.name).contains { $0.kind != .extension }
    }

    /// `private final class ImageCache { static let shared = … }` whose `shared` is read outside the type only by
    /// the file's helpers, at least once: no other file can reach it, and nothing in the file hides it from a component.
    static func isMemo(_ member: MemberDecl, of type: TypeDecl, in model: SourceModel, _ index: PackageIndex) -> Bool {
        guard type.isFilePrivate else { return false }
        let reads = model.references.filter { $0.base == type.name && $0.name == member.name && !isInside(type.name, $0, model.types) }
        return !reads.isEmpty && reads.allSatisfy { isHelperRead($0, model.types, index) }
    }

    /// The reference lies in the type itself or one of its extensions (`Self.shared`, `ImageCache.shared` in its own methods).
    private static func isInside(_ name: String, _ reference: Reference, _ types: [TypeDecl]) -> Bool {
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let enclosing = current, enclosing < types.count {
            if types[enclosing].name == name { return true }
            current = types[enclosing].parent
        }
        return false
    }
}
