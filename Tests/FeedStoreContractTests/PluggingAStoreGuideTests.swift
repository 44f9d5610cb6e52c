import Foundation
import Testing

/// docs/plugging-a-store.md quotes its example from files these tests compile and run, so the guide cannot drift.
@Suite struct PluggingAStoreGuideTests {
    @Test(arguments: ["PropertyListFeedStore.swift", "PropertyListFeedStoreConformanceTests.swift"])
    func guideQuotesTheExampleThatTheTestsRun(file: String) throws {
        let (guide, example) = try makeSUT(example: file)

        #expect(guide.contains("```swift\n\(example)```"), "docs/plugging-a-store.md must quote \(file) exactly")
    }

    private func makeSUT(example file: String) throws -> (guide: String, example: String) {
        let tests = URL(filePath: #filePath).deletingLastPathComponent()
        let guide = tests.deletingLastPathComponent().deletingLastPathComponent().appending(path: "docs/plugging-a-store.md")
        return (try String(contentsOf: guide, encoding: .utf8), try String(contentsOf: tests.appending(path: file), encoding: .utf8))
    }
}
