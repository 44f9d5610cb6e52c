import Testing
import FeedTestSupport

/// Step 3: the caller learns whether the feed was saved: any store failure is thrown back.
extension CacheFeedUseCaseTests {
    @Test func save_throwsTheDeletionError() {
        let (sut, store) = makeSUT()
        store.stubDeletion(.failure(AnyError()))

        #expect(throws: AnyError.self) { try sut.save(FeedFixtures.uniqueImageFeed().models) }
    }

    @Test func save_throwsTheInsertionError() {
        let (sut, store) = makeSUT()
        store.stubInsertion(.failure(AnyError()))

        #expect(throws: AnyError.self) { try sut.save(FeedFixtures.uniqueImageFeed().models) }
    }

    @Test func save_succeedsWhenTheStoreDoes() {
        let (sut, _) = makeSUT()

        #expect(throws: Never.self) { try sut.save(FeedFixtures.uniqueImageFeed().models) }
    }
}
