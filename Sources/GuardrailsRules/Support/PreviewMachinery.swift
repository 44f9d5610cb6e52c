import GuardrailsCore

/// Types production code keeps for SwiftUI previews: no screen users see makes them, so what they do (an empty
/// stub method, a sample fetch on the shared session) is the preview's business. Named by production code only in
/// preview code (see `PackageIndex.isMentionedOutsidePreviews`), by the package or by the apps linted with it.
enum PreviewMachinery {
    /// A type named as a double (`MockSettingsModel`, `StubRouter`) that production code names only in preview
    /// code, or nowhere: a double real code uses stays production code.
    static func isPreviewDouble(_ name: String, markers: [String], _ index: PackageIndex) -> Bool {
        TestDoubles(markers: markers).isDouble(named: name) && !isNamedOutsidePreviews(name, index)
    }

    /// A type that preview code names and no other production code does (an in-memory repository every
    /// `#Preview` seeds, which tests may also build), whatever its name.
    static func isPreviewOnly(_ name: String, _ index: PackageIndex) -> Bool {
        (index.isMentionedInPreviews(name) || index.clients?.isMentionedInPreviews(name) == true) && !isNamedOutsidePreviews(name, index)
    }

    /// A type that only tests and preview code name (an in-memory store a test builds in place of the disk one, a
    /// dictionary-backed source a `PreviewProvider` shows), whatever its name: the stand-in they run on. One whose
    /// metatype production code hands on (`types.append(ConsoleLogsPlugin.self)`, a registration) is built from it.
    static func isNamedOnlyByTestsOrPreviews(_ name: String, _ index: PackageIndex) -> Bool {
        (index.isUsedByTests(name) || index.isMentionedInPreviews(name) || index.clients?.isUsedByTests(name) == true
            || index.clients?.isMentionedInPreviews(name) == true) && !isNamedOutsidePreviews(name, index)
            && !index.isPassedAsMetatype(name) && index.clients?.isPassedAsMetatype(name) != true
    }

    /// Whether the apps and packages linking a manifest's module may name the type (`public`, `open`, `package`), which the index does not see.
    static func mayBeNamedByLinkers(_ modifiers: [String], _ index: PackageIndex) -> Bool {
        index.package.hasManifest && modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" }
    }

    private static func isNamedOutsidePreviews(_ name: String, _ index: PackageIndex) -> Bool {
        index.isMentionedOutsidePreviews(name) || index.clients?.isMentionedOutsidePreviews(name) == true
    }
}
