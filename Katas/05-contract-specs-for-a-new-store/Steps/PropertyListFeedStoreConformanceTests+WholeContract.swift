import FeedStoreContract
import Testing

/// Step 3: the whole contract, as a store's own suite runs it: a file that is not a cache makes retrieve fail
/// (twice), and specs for capabilities the store does not declare show as skipped.
extension PropertyListFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }
}
