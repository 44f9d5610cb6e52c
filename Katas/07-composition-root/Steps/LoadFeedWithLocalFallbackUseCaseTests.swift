import Testing
import Synchronization
import FeedFeature
import SharedAPI
import FeedLoaderComposition
import FeedTestSupport

/// Step 1: online, the feed comes from the remote and is cached for the next offline launch.
@Suite struct LoadFeedWithLocalFallbackUseCaseTests {
    @Test func init_asksNothingOfTheUseCases() {
        let (_, useCases) = makeSUT()

        #expect(useCases.messages == [])
    }

    @Test func load_onRemoteSuccess_deliversTheRemoteFeed() async throws {
        let remoteFeed = [FeedFixtures.uniqueImage()]
        let (sut, _) = makeSUT(remotePages: [.success(remoteFeed)])

        let page = try await sut.load()

        #expect(page.items == remoteFeed)
    }

    @Test func load_onRemoteSuccess_cachesTheRemoteFeedWithoutReadingTheCache() async throws {
        let remoteFeed = [FeedFixtures.uniqueImage()]
        let (sut, useCases) = makeSUT(remotePages: [.success(remoteFeed)])

        _ = try await sut.load()

        #expect(useCases.messages == [.loadRemotePage(after: nil), .cacheFeed(remoteFeed)])
    }

    // MARK: - Helpers (the later steps use them too)

    /// Pages of two images are full, so a page of one is the last.
    static let pageSize = 2

    func makeSUT(
        remotePages: [Result<[FeedImage], AnyError>] = [],
        cachedFeed: Result<[FeedImage], AnyError> = .success([]),
        cacheError: AnyError? = nil
    ) -> (sut: RemoteFeedWithLocalFallback, useCases: UseCasesSpy) {
        let useCases = UseCasesSpy(remotePages: remotePages, cachedFeed: cachedFeed, cacheError: cacheError)
        return (makeSUT(composing: useCases), useCases)
    }

    /// A new composition over the same use cases: a later launch of the app.
    func makeSUT(composing useCases: UseCasesSpy) -> RemoteFeedWithLocalFallback {
        RemoteFeedWithLocalFallback(
            pageSize: Self.pageSize,
            loadRemotePage: useCases.loadRemotePage,
            loadCachedFeed: useCases.loadCachedFeed,
            cacheFeed: useCases.cacheFeed
        )
    }

    func fullPage() -> [FeedImage] { (1...Self.pageSize).map { _ in FeedFixtures.uniqueImage() } }

    /// Stands in for the remote loader, the cache loader and the cacher: records what the composition asks of
    /// them and answers as told. Like a real cache, what it saves is what it loads next.
    final class UseCasesSpy: Sendable {
        enum Message: Equatable {
            case loadRemotePage(after: FeedImage?)
            case loadCachedFeed
            case cacheFeed([FeedImage])
        }

        private struct State {
            var messages: [Message] = []
            var remotePages: [Result<[FeedImage], AnyError>]
            var cachedFeed: Result<[FeedImage], AnyError>
            let cacheError: AnyError?
        }

        private let state: Mutex<State>

        init(remotePages: [Result<[FeedImage], AnyError>], cachedFeed: Result<[FeedImage], AnyError>, cacheError: AnyError?) {
            state = Mutex(State(remotePages: remotePages, cachedFeed: cachedFeed, cacheError: cacheError))
        }

        var messages: [Message] { state.withLock { $0.messages } }

        /// Pages not stubbed fail, as the remote does offline.
        @Sendable func loadRemotePage(after last: FeedImage?) async throws -> [FeedImage] {
            try state.withLock { state throws(AnyError) in
                state.messages.append(.loadRemotePage(after: last))
                return try (state.remotePages.isEmpty ? .failure(AnyError()) : state.remotePages.removeFirst()).get()
            }
        }

        @Sendable func loadCachedFeed() throws -> [FeedImage] {
            try state.withLock { state throws(AnyError) in
                state.messages.append(.loadCachedFeed)
                return try state.cachedFeed.get()
            }
        }

        @Sendable func cacheFeed(_ feed: [FeedImage]) throws {
            try state.withLock { state throws(AnyError) in
                state.messages.append(.cacheFeed(feed))
                if let error = state.cacheError { throw error }
                state.cachedFeed = .success(feed)
            }
        }
    }
}
