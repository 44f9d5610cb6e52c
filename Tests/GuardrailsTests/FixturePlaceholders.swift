import Foundation

/// Fixture packages are data under `Tests/`, where no line may spell the conformance or the import the kit forbids in
/// its own code. Where a fixture means one of them it writes a placeholder of the same length, so every line and
/// column a finding reports is the same in the fixture as in the copy a test lints:
/// `$UNCHECKED_SENDABLE` for the conformance, `$TESTABLE_IMPORT` for the import. Every fixture file a test copies
/// (`FixturePackage`) or reads itself (`PackageModelFixture`, `ProfileFixture`) goes through `resolved(_:)`.
enum FixturePlaceholders {
    static let spellings = [
        ("$UNCHECKED_SENDABLE", ForbiddenSpellings.uncheckedSendable),
        ("$TESTABLE_IMPORT", ForbiddenSpellings.testableImport),
    ]

    /// `text` with every placeholder replaced by what it stands for.
    static func resolved(_ text: String) -> String {
        spellings.reduce(text) { text, spelling in text.replacingOccurrences(of: spelling.0, with: spelling.1) }
    }

    /// Resolves the placeholders in every UTF-8 file under `root` (a fixture's copy), rewriting only the files holding one.
    static func resolve(under root: URL) throws {
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        for case let file as URL in files where try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            guard let text = String(data: try Data(contentsOf: file), encoding: .utf8) else { continue }
            let resolvedText = resolved(text)
            if resolvedText != text {
                try Data(resolvedText.utf8).write(to: file)
            }
        }
    }
}
