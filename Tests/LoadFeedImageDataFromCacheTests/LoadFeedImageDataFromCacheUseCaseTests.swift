import Foundation
import Testing
import LoadFeedImageDataFromCache
import FeedTestSupport

@Suite struct LoadFeedImageDataFromCacheUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func loadImageData_requestsStoredDataForURL() {
        let url = URL(string: "http://a-url.com")!
        let (sut, store) = makeSUT()

        _ = try? sut.loadImageData(from: url)

        #expect(store.receivedMessages == [.retrieve(dataFor: url)])
    }

    @Test func loadImageData_failsOnStoreError() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        #expect(throws: LocalFeedImageDataLoader.Error.failed) {
            try sut.loadImageData(from: FeedFixtures.anyURL())
        }
    }

    @Test func loadImageData_deliversNotFoundErrorOnNotFound() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.success(nil))

        #expect(throws: LocalFeedImageDataLoader.Error.notFound) {
            try sut.loadImageData(from: FeedFixtures.anyURL())
        }
    }

    @Test func loadImageData_deliversStoredDataOnFoundData() throws {
        let foundData = Data("found".utf8)
        let (sut, store) = makeSUT()
        store.stubRetrieval(.success(foundData))

        #expect(try sut.loadImageData(from: FeedFixtures.anyURL()) == foundData)
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy) {
        let store = FeedImageDataStoreSpy()
        let sut = LocalFeedImageDataLoader(store: store)
        return (sut, store)
    }
}
