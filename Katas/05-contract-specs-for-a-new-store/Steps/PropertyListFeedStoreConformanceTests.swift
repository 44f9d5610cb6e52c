import FeedStoreContract
import Foundation
import PropertyListFeedStore
import Testing

/// Step 1: the specs every store passes: empty is nil, what is inserted comes back exactly, delete empties,
/// and many tasks at once never see a torn cache.
@Suite struct PropertyListFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all.filter(\.requirements.isEmpty))
    func conformsToTheBasicSpecs(_ spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    func makeSUT() -> FeedStoreContract<PropertyListFeedStore> {
        FeedStoreContract(capabilities: [
            .persistent,
            .failing(.retrieve) { store, _ in try Data("not a property list".utf8).write(to: store.fileURL) },
        ]) { directory in PropertyListFeedStore(fileURL: directory.appending(path: "feed.plist")) }
    }
}
