import GuardrailsCore

/// The platform's image type (`UIImage`, `NSImage`) named alone: an adapter decoding bytes into it, or the now-playing
/// artwork MediaPlayer takes, uses the UI framework for no UI.
enum PlatformImageUse {
    /// `MPMediaItemArtwork(boundsSize: image.size) { _ in image }` in a file importing MediaPlayer: the system's now-playing
    /// info takes the platform's image, so the file imports UIKit or AppKit for that image alone (no other type of theirs
    /// named, no observable state). Those frameworks are returned; any other use keeps them reported.
    static func frameworksOnlyForNowPlayingArtwork(_ file: LintFile) -> Set<String> {
        guard file.model.imports.contains(where: { $0.module == "MediaPlayer" }),
              file.model.references.contains(where: { $0.name == "MPMediaItemArtwork" }), !PresentationStateHolders.holdsPresentationState(file) else { return [] }
        return PlatformOnlyFrameworks.frameworksUsedOnlyForPlatformInfo(file, Self.platformImageTypes, sharedTypes: [], acceptingUnnamed: true).intersection(Self.imageFrameworks)
    }

    /// The platform image types and the frameworks declaring them.
    private static let platformImageTypes: Set<String> = ["UIImage", "NSImage"]
    private static let imageFrameworks: Set<String> = ["UIKit", "AppKit", "Cocoa"]

    /// `import UIKit.UIImage`, `import class AppKit.NSImage`: a scoped import of the platform's image type alone, which an
    /// adapter decodes a response body or a file into (`Response.mapImage()`); a view, a color or a whole framework is UI.
    static func importsImageTypeOnly(_ declaration: ImportDecl) -> Bool {
        let parts = declaration.path.split(separator: ".")
        return parts.count == 2 && imageTypes.contains(String(parts[1]))
    }

    /// The platforms' image types.
    private static let imageTypes: Set<String> = ["UIImage", "NSImage"]
}
