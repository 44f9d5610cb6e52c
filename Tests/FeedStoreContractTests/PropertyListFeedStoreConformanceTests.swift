import FeedStoreContract
import Foundation
import Testing

@Suite struct PropertyListFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    private func makeSUT() -> FeedStoreContract<PropertyListFeedStore> {
        FeedStoreContract(capabilities: [
            .persistent,
            .failing(.retrieve) { store, _ in try Data("not a property list".utf8).write(to: store.fileURL) },
        ]) { directory in PropertyListFeedStore(fileURL: directory.appending(path: "feed.plist")) }
    }
}
