import FeedStoreContract
import FileFeedStore
import Foundation
import Testing

@Suite struct FileFeedStoreConformanceTests {
    /// The concurrency specs race for 0.5 s instead of 2 s in `swift test`; CI's Thread Sanitizer step runs this suite
    /// at full strength (docs/plugging-a-store.md, section 4).
    static let settings = FeedStoreContractSettings(concurrentTimeLimit: .milliseconds(500))

    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    private func makeSUT() -> FeedStoreContract<FileFeedStore> {
        let blockStaging: @Sendable (FileFeedStore, URL) throws -> Void = { store, _ in
            try FileManager.default.createDirectory(at: store.stagingURL, withIntermediateDirectories: false)
        }
        return FeedStoreContract(capabilities: [
            .persistent, .imageData, .crashConsistent, .failing(.insert, inject: blockStaging), .failing(.delete, inject: blockStaging),
            .failing(.retrieve) { store, _ in try Data("not a feed cache".utf8).write(to: store.storeURL) },
        ], settings: Self.settings) { location in FileFeedStore(storeURL: location.appending(path: "feed.json")) }
    }
}
