import GuardrailsCore

/// An app's own icon set drawn in code (`hardcoded-color`, `system-image`): the hues and SF Symbols an icon is
/// composed of are its artwork, like the pixels of an image asset, defined once for every screen that shows it.
enum IconArtwork {
    /// A file in a folder named as an icon catalogue (`UI/Icons/ErrorIcon.swift`).
    static func isInIconFolder(_ path: String, folders: [String]) -> Bool {
        !folders.isEmpty && path.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
    }

    /// The tokens of SwiftUI views named as icons (`ErrorIconView`, with `suffixes` `["Icon", "IconView"]`) and of
    /// extensions of them; `nil` when no suffix is configured.
    static func mask(_ tokens: [Token], _ types: [TypeDecl], suffixes: [String]) -> [Bool]? {
        guard !suffixes.isEmpty else { return nil }
        let icons = Set(types.filter { $0.inherits("View") && suffixes.contains(where: $0.name.hasSuffix) }.map(\.name))
        var mask = [Bool](repeating: false, count: tokens.count)
        for type in types where type.parent == nil && icons.contains(type.name) {
            guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens), start <= end else { continue }
            for covered in start...end { mask[covered] = true }
        }
        return mask
    }
}
