import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about view suites taking their snapshots through a helper: one of the suite's own,
/// or a method inherited from a base test case of the package that calls the snapshot assertion.
extension SuiteNamedByBehaviorRule {
    static let snapshotTriggeringExamples: [RuleExample] = [
        // The inherited helper only checks the view is built: no snapshot, so the suite proves the row's logic.
        RuleExample(
            playlistRow,
            ExampleFile(
                "Tests/FeatureTests/ScreenProbe.swift",
                "import SwiftUI\nimport Testing\n\nclass ScreenProbe {\n    func capture(_ label: String, of screen: some View) {\n        #expect(!label.isEmpty)\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/PlaylistRowTests.swift",
                "import Testing\n\n@Suite final class PlaylistRowTests: ScreenProbe {\n    @Test func short() { capture(\"short\", of: PlaylistRow(title: \"Mix\")) }\n}"
            )
        ),
        // The base case snapshots, but one test asserts the row's state instead: not a snapshot-only suite.
        RuleExample(
            playlistRow,
            snapshotProbe,
            ExampleFile(
                "Tests/FeatureTests/PlaylistRowTests.swift",
                "import Testing\n\n@Suite final class PlaylistRowTests: ScreenProbe {\n    @Test func short() { capture(\"short\", of: PlaylistRow(title: \"Mix\")) }\n    @Test func keepsTitle() { #expect(PlaylistRow(title: \"Mix\").title == \"Mix\") }\n}"
            )
        ),
    ]

    static let snapshotNonTriggeringExamples: [RuleExample] = [
        // Every test snapshots the row through `capture(_:of:)`, which its base test case (another file) declares.
        RuleExample(
            playlistRow,
            snapshotProbe,
            ExampleFile(
                "Tests/FeatureTests/PlaylistRowTests.swift",
                "import Testing\n\n@Suite final class PlaylistRowTests: ScreenProbe {\n    @Test func short() { capture(\"short\", of: PlaylistRow(title: \"Mix\")) }\n    @Test func long() { self.capture(\"long\", of: PlaylistRow(title: String(repeating: \"a\", count: 80))) }\n}"
            )
        ),
        // Through a helper of the suite's own that takes the snapshot.
        RuleExample(
            playlistRow,
            ExampleFile(
                "Tests/FeatureTests/PlaylistRowTests.swift",
                "import SnapshotTesting\nimport XCTest\n\nfinal class PlaylistRowTests: XCTestCase {\n    func test_short() { verify(PlaylistRow(title: \"Mix\")) }\n\n    private func verify(_ row: PlaylistRow, line: UInt = #line) {\n        assertSnapshot(of: row, as: .image, line: line)\n    }\n}"
            )
        ),
    ]

    private static let playlistRow = ExampleFile(
        "Sources/Feature/PlaylistRow.swift", "import SwiftUI\n\nstruct PlaylistRow: View {\n    let title: String\n    var body: some View { Text(title) }\n}"
    )

    private static let snapshotProbe = ExampleFile(
        "Tests/FeatureTests/ScreenProbe.swift",
        "import SnapshotTesting\nimport SwiftUI\n\nclass ScreenProbe {\n    func capture(_ label: String, of screen: some View) {\n        assertSnapshot(of: screen, as: .image, testName: label)\n    }\n}"
    )
}
