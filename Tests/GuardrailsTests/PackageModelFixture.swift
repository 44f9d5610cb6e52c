import Foundation

/// A fixture package (or project) for the package model, with the exact output a run from its root must
/// give: `expected-findings.txt` (standard output, xcode format) and, where the run has notes,
/// `expected-notes.txt` (the `guardrails: note:` lines of standard error). Both may write the placeholders of
/// `FixturePlaceholders`, read as what they stand for.
struct PackageModelFixture: Sendable, CustomStringConvertible {
    let name: String

    static let all = [
        "TargetFoldersPackage", "TargetSectionsPackage", "UnreadableManifestPackage", "MonorepoProject", "XcodeStyleProject",
        "PlaygroundPackage", "ConfiguredTargetsPackage", "AliasedModulesPackage", "NestedManifestPackage", "SiblingModulesProject",
        "HelperModulesPackage", "FixturePackagesPackage",
    ].map(PackageModelFixture.init)

    var description: String { name }

    func expectedFindings() throws -> [String] {
        try lines(of: "expected-findings.txt")
    }

    func expectedNotes() throws -> [String] {
        try lines(of: "expected-notes.txt")
    }

    private func lines(of file: String) throws -> [String] {
        let url = GuardrailsBinary.packageRoot.appendingPathComponent("Tests/GuardrailsTests/Fixtures/\(name)/\(file)")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return FixturePlaceholders.resolved(String(decoding: try Data(contentsOf: url), as: UTF8.self)).split(separator: "\n").map(String.init)
    }
}
