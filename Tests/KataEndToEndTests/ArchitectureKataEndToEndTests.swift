import Foundation
import Testing

/// Kata 10 through the built binary: the package is linted in-process, so nothing is built and the suite can run in
/// a workspace of its own beside the others.
@Suite(.tags(.endToEnd)) struct ArchitectureKataEndToEndTests {
    @Test func aLearnerGuardsTheArchitectureWithTheKitsOwnAnswer() async throws {
        let (kata, folder) = try await makeSUT()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = "10-guard-the-architecture-in-ci"
        _ = try await kata.run("start", "10")

        let red = try await kata.run("check")
        let solution = try await kata.run("solution", "10", "--force").output
        let layers = try #require(solution.firstRange(of: "\n{\n").flatMap { start in
            solution.range(of: "\n}\n", range: start.upperBound..<solution.endIndex).map { solution[start.lowerBound..<$0.upperBound] }
        })
        try kata.write(String(layers), to: "\(package)/guardrails.json")
        for folder in ["Sources/FeedFeature", "Sources/CacheFeed", "Sources/FeedPresentation", "Sources/FeedCache", "Tests/LoadFeedFromRemoteTests"] {
            try FileManager.default.removeItem(at: kata.file("\(package)/\(folder)"))
            try FileManager.default.copyItem(at: kata.kitRoot.appendingPathComponent(folder), to: kata.file("\(package)/\(folder)"))
        }
        let green = try await kata.run("check")

        #expect(red.status == 1)
        #expect(red.output.contains(#"guardrails.json: 'SharedAPI' is in no layer; it belongs in a layer of kind "feature""#), "\(red.output)")
        #expect(green.status == 0, "\(green.output)")
        #expect(green.output.contains("✓ Step 1 passed"))
        #expect(green.output.contains("✓ Step 4 passed (your package already passes it): Pass as CI runs it: warnings fail too"))
        #expect(green.output.contains("✓ Kata done: Guard the architecture in CI!"))
    }

    private func makeSUT() async throws -> (KataBinary, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-architecture-\(UUID().uuidString)", isDirectory: true)
        let kata = KataBinary(workspace: folder.appendingPathComponent("kata-workspace", isDirectory: true))
        try kata.fresh()
        return (kata, folder)
    }
}
