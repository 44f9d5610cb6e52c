import GuardrailsCore

/// File-private types that only previews use (`private struct GridPreview: View` shown by `#Preview { GridPreview() }`):
/// scaffolds that never ship, as much preview code as the `#Preview` blocks that show them.
enum PreviewOnlyTypes {
    /// `previews` (see `PreviewCode.mask`) extended over the bodies of the file's `private`/`fileprivate` top-level
    /// types whose name appears, outside their own declaration, only in preview code, and at least once.
    static func extend(_ previews: [Bool], _ tokens: [Token], types: [TypeDecl]) -> [Bool] {
        let candidates = types.filter { $0.parent == nil && $0.kind != .extension && $0.isFilePrivate }
        guard !candidates.isEmpty, previews.contains(true) else { return previews }
        let names = Set(candidates.map(\.name))
        var uses: [String: [Int]] = [:]
        for position in tokens.indices where tokens[position].kind == .identifier && names.contains(tokens[position].text) {
            uses[tokens[position].text, default: []].append(position)
        }
        var mask = previews
        for type in candidates {
            guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens) else { continue }
            let outside = (uses[type.name] ?? []).filter { !(start...end).contains($0) }
            guard !outside.isEmpty, outside.allSatisfy({ previews[$0] }) else { continue }
            for position in start...end { mask[position] = true }
        }
        return mask
    }
}
