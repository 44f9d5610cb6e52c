import Foundation
import Testing

/// docs/plugging-a-store.md quotes its example from files the kit compiles and runs (kata 05's answer and step
/// files), so the guide cannot drift.
@Suite struct PluggingAStoreGuideTests {
    @Test(arguments: [
        "Sources/PropertyListFeedStore/PropertyListFeedStore.swift",
        "Katas/05-contract-specs-for-a-new-store/Steps/PropertyListFeedStoreConformanceTests.swift",
        "Katas/05-contract-specs-for-a-new-store/Steps/PropertyListFeedStoreConformanceTests+WholeContract.swift",
    ])
    func guideQuotesTheExampleThatTheTestsRun(file: String) throws {
        let (guide, example) = try makeSUT(example: file)

        #expect(guide.contains("```swift\n\(example)```"), "docs/plugging-a-store.md must quote \(file) exactly")
    }

    private func makeSUT(example file: String) throws -> (guide: String, example: String) {
        let kit = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (
            try String(contentsOf: kit.appending(path: "docs/plugging-a-store.md"), encoding: .utf8),
            try String(contentsOf: kit.appending(path: file), encoding: .utf8)
        )
    }
}
