import FeedCache
import FeedStoreContract
import Foundation
import Testing

/// A regression test exactly as the contract printed it for a store that keys image data by host and path
/// (seed 0x5EED), pasted unchanged below. Here `makeStore(at:)` makes a correct store, which passes it: the printed
/// code compiles, and its expectations are what a correct store delivers.
@Suite struct PrintedRegressionTests {
    @Test func printedRegressionIsTheTestBelowAsPasted() async throws {
        let (printed, source) = try await makeSUT()

        let pasted = printed.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }.joined(separator: "\n")
        #expect(source.contains(pasted), "the code printed for seed 0x5EED changed; paste it here again:\n\(printed)")
    }

    func makeStore(at directory: URL) throws -> FaultyFeedStore {
        FaultyFeedStore(fault: nil, disk: FaultyDisks().disk(at: directory))
    }

    // FeedStoreContract seed 0x5EED, sequence 6. makeStore(at:) stands for your contract's factory; needs `import FeedCache`.
    @Test func feedStoreContractRegression_0x5EED_6() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store1 = try makeStore(at: directory)
        let feed1 = [
            LocalFeedImage(id: UUID(uuidString: "00000000-0000-4000-8000-000000000000")!, description: nil, location: nil, url: URL(string: "https://images.example.com/986/?size=large")!),
        ]
        try store1.insert(feed1, timestamp: Date(timeIntervalSinceReferenceDate: 0.0))
        let data1 = Data()
        try? store1.insert(data1, for: URL(string: "https://images.example.com/986/?")!)
        #expect(try store1.retrieve(dataForURL: URL(string: "https://images.example.com/986/")!) == nil)
    }

    /// The code the contract prints for the wrong store at seed 0x5EED, and this file's source.
    private func makeSUT() async throws -> (printed: String, source: String) {
        let spec = try #require(FeedStoreSpec.all.first { $0.sentence == "random sequences with image data deliver what the reference model delivers" })
        let disks = FaultyDisks()
        let contract = FeedStoreContract(capabilities: [.persistent, .imageData], settings: FeedStoreContractSettings(seed: 0x5EED)) { location in
            FaultyFeedStore(fault: .imageDataKeyedByHostAndPath, disk: disks.disk(at: location))
        }
        guard case let .failed(messages) = await contract.evaluate(spec), let code = messages.first?.components(separatedBy: "As a regression test:\n").last else {
            Issue.record("the wrong store was not caught")
            return ("", "")
        }
        return (code, try String(contentsOf: URL(filePath: #filePath), encoding: .utf8))
    }
}
