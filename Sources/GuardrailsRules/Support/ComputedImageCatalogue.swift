import GuardrailsCore

/// For `system-image`: a type whose behaviour is nothing but image getters (`final class GlyphProvider { var close: Image {
/// Image(systemName: Symbol.close.rawValue) } … }`, reached through a theme as `theme.glyphs.close`) is the design
/// system's icon catalogue whatever its name: it names each symbol once for every screen. Stored inputs (the bundle
/// its assets come from), initializers and nested types (the enum of symbol names) are allowed; a function, or a
/// computed property of another type (a view's `body`), makes it a screen or a model, whose symbols stay reported.
enum ComputedImageCatalogue {
    /// Fewer getters are a type's own icon or two (`var icon: Image` of a status), not a catalogue.
    static let minimumGetters = 3

    static func isCatalogue(_ type: TypeDecl, imageTypes: Set<String>) -> Bool {
        var getters = 0
        for member in type.members {
            switch member.kind {
            case .initializer, .enumCase: continue
            case .variable:
                if member.isLet || member.isStoredVar { continue }
                guard isImageGetter(member, imageTypes: imageTypes) else { return false }
                getters += 1
            default: return false
            }
        }
        return getters >= minimumGetters
    }

    /// A computed property annotated with an image type (`var close: Image { … }`).
    static func isImageGetter(_ member: MemberDecl, imageTypes: Set<String>) -> Bool {
        guard member.kind == .variable, !member.isLet, !member.isStoredVar, let type = member.propertyType else { return false }
        return type.isAnnotated && !type.isFunction && imageTypes.contains(type.name)
    }
}
