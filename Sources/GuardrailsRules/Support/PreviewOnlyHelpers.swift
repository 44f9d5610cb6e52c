import GuardrailsCore

/// For `hardcoded-color`: preview scaffolding beyond `PreviewOnlyTypes` (a file's `private` types only its previews
/// use). A top-level internal type that production code names only in preview code, across the package
/// (`struct SwatchBoard: View` shown only by `#Preview { SwatchBoard() }`), and a function that applies a modifier
/// only Xcode previews read (`.previewDisplayName("Dark")`: a helper such as `func darkPreview() -> some View` that
/// previews call) are preview code: neither reaches a screen users see.
enum PreviewOnlyHelpers {
    /// Modifiers that take effect only in Xcode's preview canvas.
    static let previewModifiers: Set<String> = ["previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext"]

    static func extend(_ previews: [Bool], _ tokens: [Token], types: [TypeDecl], _ index: PackageIndex) -> [Bool] {
        var mask = previews
        // Not `public`: a library's users, outside the package, may show a public view anywhere.
        for type in types where type.parent == nil && type.kind != .extension && type.kind != .protocol && !type.isFilePrivate
            && !type.modifiers.contains(where: { $0 == "public" || $0 == "open" }) && PreviewMachinery.isPreviewOnly(type.name, index) {
            guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens) else { continue }
            for position in start...end { mask[position] = true }
        }
        let modifiers = tokens.indices.filter { position in
            position > 0 && tokens[position].kind == .identifier && previewModifiers.contains(tokens[position].text)
                && ColorExpressionContext.isPunctuation(tokens[position - 1], ".")
        }
        guard !modifiers.isEmpty else { return mask }
        for member in types.flatMap(\.members) where member.kind == .function && member.body == .nonEmpty {
            guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens), modifiers.contains(where: (start...end).contains) else { continue }
            for position in start...end { mask[position] = true }
        }
        return mask
    }
}
