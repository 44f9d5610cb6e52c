import FeedStoreContract
import Testing

/// Step 2: a new instance at the same file sees what an earlier one inserted or deleted.
extension PropertyListFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all.filter { $0.requirements.contains(.persistent) })
    func conformsToThePersistenceSpecs(_ spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }
}
