import GuardrailsCore

/// For `suite-named-by-behavior`: a `public` or `open` type of another package this one depends on by path
/// (`.package(path: "..")`), seen from a package that builds no program of its own, a nested test package.
/// SwiftPM lets a package reach another's modules only through that package's products, so the type is that
/// library's published API, as a vended module's type is in its own package (`VendedLibrary.isPublishedAPIOfModule`).
/// A package building a program on it (an app, a tool) drives the library, and its suites stay reported.
enum DependencyLibraryAPI {
    static func isPublished(_ declaration: IndexedType, _ context: RuleContext) -> Bool {
        let package = context.index.package
        guard declaration.kind != .extension, !declaration.isTest, package.hasManifest,
              declaration.modifiers.contains(where: { $0 == "public" || $0 == "open" }),
              let module = declaration.module, package.target(named: module) == nil,
              // A manifest read in part places some of the package's own files by folder: only a file above the package's
              // folder is then surely another package's.
              !package.usesConventionFallback || declaration.path.hasPrefix("../") else { return false }
        return !VendedLibrary.buildsProgram(context)
    }
}
