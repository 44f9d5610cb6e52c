/// Which names a file writes only in SwiftUI preview code: inside a `#Preview { … }` block or a `PreviewProvider`'s
/// body, or in the body of a `private`/`fileprivate` type that only such code names (`private struct PreviewHelper: View`
/// shown by `#Preview { PreviewHelper() }`). A type's name written inside its own declaration and a metatype handed
/// to a call (`repository(as: InMemoryRepository.self)`), which makes no value of the type, count as no use outside,
/// and so does the name an extension's header extends (`extension InMemoryRepository: Repository`).
enum PreviewReferences {
    /// The names the file writes in preview code, and those it writes nowhere else (`onlyInPreviews` also holds names
    /// written only in their own declaration or as metatype arguments).
    /// Only `counted` names are looked at (the type names the index counts, all written without a base); `slots` gives,
    /// for each reference, the position of its name in `counted`, or -1 for a reference not counted.
    static func names(_ model: SourceModel, of counted: [String], slots: [Int32]) -> (inPreviews: Set<String>, onlyInPreviews: Set<String>) {
        let references = model.references
        let types = model.types
        // Most files have no preview code, and so no preview helper.
        let hasPreviews = references.contains(where: \.isInPreview)
        let helpers = hasPreviews ? previewHelpers(model) : []
        // Usually a handful: a scan is cheaper than hashing every reference's line.
        let extensionLines = types.filter { $0.kind == .extension }.map { Int32($0.line) }
        var inPreviews = [Bool](repeating: false, count: counted.count)
        var outside = [Bool](repeating: false, count: counted.count)
        for position in references.indices where slots[position] >= 0 {
            let slot = Int(slots[position])
            let reference = references[position]
            if reference.isInPreview { inPreviews[slot] = true; continue }
            // A name already used outside previews is settled.
            guard !outside[slot] else { continue }
            guard !reference.isMetatypeArgument, !isExtended(reference, types, extensionLines.contains(reference.line)),
                  !isInsideOwnDeclaration(reference, types) else { continue }
            if !helpers.isEmpty, helpers.contains(topLevelType(of: reference.enclosingType, types)) {
                inPreviews[slot] = true
            } else {
                outside[slot] = true
            }
        }
        var previewNames: Set<String> = []
        var onlyInPreviews: Set<String> = []
        for slot in counted.indices {
            if inPreviews[slot] { previewNames.insert(counted[slot]) }
            if !outside[slot] { onlyInPreviews.insert(counted[slot]) }
        }
        return (previewNames, onlyInPreviews)
    }

    /// Top-level file-private types whose name the file writes, outside their own body, only in preview code.
    private static func previewHelpers(_ model: SourceModel) -> Set<Int> {
        let types = model.types
        let candidates = types.indices.filter { types[$0].parent == nil && types[$0].kind != .extension && types[$0].isFilePrivate }
        guard !candidates.isEmpty else { return [] }
        var helpers: Set<Int> = []
        for candidate in candidates {
            let uses = model.references.filter { $0.base == nil && $0.name == types[candidate].name && topLevelType(of: $0.enclosingType, types) != candidate }
            if !uses.isEmpty, uses.allSatisfy(\.isInPreview) { helpers.insert(candidate) }
        }
        return helpers
    }

    /// The name an extension's header extends, on the header's line (`extension InMemoryRepository: Repository`).
    private static func isExtended(_ reference: Reference, _ types: [TypeDecl], _ onExtensionLine: Bool) -> Bool {
        guard onExtensionLine else { return false }
        return types.contains { $0.kind == .extension && $0.line == Int(reference.line) && $0.name == reference.name }
    }

    private static func topLevelType(of enclosing: Int32, _ types: [TypeDecl]) -> Int {
        var current = Int(enclosing)
        while current >= 0, let parent = types[current].parent { current = parent }
        return current
    }

    /// `static let sample = InMemoryRepository()` inside `InMemoryRepository` or an extension of it.
    private static func isInsideOwnDeclaration(_ reference: Reference, _ types: [TypeDecl]) -> Bool {
        var current: Int? = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = current {
            if types[index].name == reference.name { return true }
            current = types[index].parent
        }
        return false
    }
}
