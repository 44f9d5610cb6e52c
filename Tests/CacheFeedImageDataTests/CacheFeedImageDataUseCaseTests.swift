import Foundation
import Testing
import CacheFeedImageData
import FeedTestSupport

@Suite struct CacheFeedImageDataUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func save_requestsImageDataInsertionForURL() throws {
        let url = URL(string: "http://a-url.com")!
        let data = FeedFixtures.anyData()
        let (sut, store) = makeSUT()

        try sut.save(data, for: url)

        #expect(store.receivedMessages == [.insert(data: data, for: url)])
    }

    @Test func save_failsOnStoreInsertionError() {
        let (sut, store) = makeSUT()
        store.stubInsertion(.failure(AnyError()))

        #expect(throws: FeedImageDataCacher.Error.failed) {
            try sut.save(FeedFixtures.anyData(), for: FeedFixtures.anyURL())
        }
    }

    @Test func save_succeedsOnSuccessfulStoreInsertion() {
        let (sut, _) = makeSUT()

        #expect(throws: Never.self) {
            try sut.save(FeedFixtures.anyData(), for: FeedFixtures.anyURL())
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: FeedImageDataCacher, store: FeedImageDataStoreSpy) {
        let store = FeedImageDataStoreSpy()
        let sut = FeedImageDataCacher(store: store)
        return (sut, store)
    }
}
