import Testing
import FeedFeature
import FeedTestSupport

/// Step 3: a full page offers the next one; each page loaded is appended and cached with the pages before it.
extension LoadFeedWithLocalFallbackUseCaseTests {
    @Test func load_onShortRemotePage_isTheLastPage() async throws {
        let (sut, _) = makeSUT(remotePages: [.success([FeedFixtures.uniqueImage()])])

        let page = try await sut.load()

        #expect(page.loadMore == nil)
    }

    @Test func loadMore_requestsThePageAfterTheLastImageShown() async throws {
        let firstPage = fullPage()
        let (sut, useCases) = makeSUT(remotePages: [.success(firstPage), .success([])])

        let page = try await sut.load()
        let loadMore = try #require(page.loadMore)
        _ = try await loadMore()

        #expect(useCases.messages.filter(isRemoteLoad) == [.loadRemotePage(after: nil), .loadRemotePage(after: firstPage.last)])
    }

    @Test func loadMore_appendsTheNextPageAndCachesEveryImageShown() async throws {
        let firstPage = fullPage()
        let lastPage = [FeedFixtures.uniqueImage()]
        let (sut, useCases) = makeSUT(remotePages: [.success(firstPage), .success(lastPage)])

        let page = try await sut.load()
        let loadMore = try #require(page.loadMore)
        let nextPage = try await loadMore()

        #expect(nextPage.items == firstPage + lastPage)
        #expect(nextPage.loadMore == nil)
        #expect(useCases.messages.last == .cacheFeed(firstPage + lastPage))
    }

    @Test func loadMore_onRemoteFailure_failsAndKeepsTheCacheAsItWas() async throws {
        let firstPage = fullPage()
        let (sut, useCases) = makeSUT(remotePages: [.success(firstPage), .failure(AnyError())])

        let page = try await sut.load()
        let loadMore = try #require(page.loadMore)

        await #expect(throws: AnyError()) { try await loadMore() }
        #expect(useCases.messages.filter(isCaching) == [.cacheFeed(firstPage)])
    }

    @Test func load_onCachedFallback_offersToLoadMoreAfterTheLastCachedImage() async throws {
        let cachedFeed = [FeedFixtures.uniqueImage()]
        let (sut, useCases) = makeSUT(remotePages: [.failure(AnyError()), .success([])], cachedFeed: .success(cachedFeed))

        let page = try await sut.load()
        let loadMore = try #require(page.loadMore)
        _ = try await loadMore()

        #expect(useCases.messages.filter(isRemoteLoad).last == .loadRemotePage(after: cachedFeed.last))
    }

    private func isRemoteLoad(_ message: UseCasesSpy.Message) -> Bool {
        if case .loadRemotePage = message { return true }
        return false
    }

    private func isCaching(_ message: UseCasesSpy.Message) -> Bool {
        if case .cacheFeed = message { return true }
        return false
    }
}
