import FeedStoreContract
import FileFeedStore
import Foundation
import Testing

@Suite struct FileFeedStoreConformanceTests {
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
        ]) { location in FileFeedStore(storeURL: location.appending(path: "feed.json")) }
    }
}
