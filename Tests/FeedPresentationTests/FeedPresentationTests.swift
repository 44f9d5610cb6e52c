import Foundation
import Testing
import FeedFeature
import FeedPresentation
import FeedTestSupport

@Suite struct FeedPresentationTests {
    @Test func title_isLocalized() {
        #expect(FeedPresenter.title == "My Feed")
    }

    @Test func mapImage_keepsDescriptionLocationAndURL() {
        let (viewModel, image) = makeSUT(description: "a description", location: "a location")

        #expect(viewModel == FeedImageViewModel(description: "a description", location: "a location", url: image.url))
    }

    @Test func mapImage_keepsMissingDescriptionAndLocationMissing() {
        let (viewModel, _) = makeSUT(description: nil, location: nil)

        #expect(viewModel.description == nil)
        #expect(viewModel.location == nil)
    }

    @Test func mapFeed_offersLoadMoreUnlessOnLastPage() {
        let images = FeedFixtures.uniqueImageFeed().models

        let page = FeedPresenter.map(images, isLastPage: false)
        let lastPage = FeedPresenter.map(images, isLastPage: true)

        #expect(page == FeedViewModel(title: "My Feed", images: images.map(FeedPresenter.map), loadMoreTitle: "Load more"))
        #expect(lastPage.loadMoreTitle == nil)
        #expect(lastPage.images == page.images)
    }

    @Test func mapCachedFeed_saysItIsCachedAndHowOld() {
        let images = FeedFixtures.uniqueImageFeed().models
        let (now, calendar) = makeClock()

        let viewModel = FeedPresenter.map(
            images, isLastPage: true, cachedAt: now.addingTimeInterval(-3 * 24 * 3600), currentDate: now, calendar: calendar, locale: Locale(identifier: "en_US_POSIX")
        )

        #expect(viewModel == FeedViewModel(
            title: "My Feed", cacheNotice: "Offline: showing the feed cached 3 days ago.", images: images.map(FeedPresenter.map), loadMoreTitle: nil
        ))
    }

    @Test(arguments: [("de_DE", "vor 2 Stunden"), ("es_ES", "hace 2 horas")])
    func mapCachedFeed_givesTheCachesAgeInTheGivenLocale(_ locale: String, _ age: String) {
        let (now, calendar) = makeClock()

        let viewModel = FeedPresenter.map([], isLastPage: true, cachedAt: now.addingTimeInterval(-2 * 3600), currentDate: now, calendar: calendar, locale: Locale(identifier: locale))

        #expect(viewModel.cacheNotice?.contains(age) == true, "\(viewModel.cacheNotice ?? "no notice")")
    }

    @Test(arguments: [(-0.4, "now"), (0.6, "now"), (-26 * 3600.0, "yesterday")])
    func mapCachedFeed_namesRecentAges(_ offset: TimeInterval, _ age: String) {
        let (now, calendar) = makeClock()

        let viewModel = FeedPresenter.map([], isLastPage: true, cachedAt: now.addingTimeInterval(offset), currentDate: now, calendar: calendar, locale: Locale(identifier: "en_US_POSIX"))

        #expect(viewModel.cacheNotice == "Offline: showing the feed cached \(age).")
    }

    @Test func mapFeed_fromTheServer_hasNoCacheNotice() {
        #expect(FeedPresenter.map([], isLastPage: true).cacheNotice == nil)
    }

    @Test func mapImageData_summarizesItsSize() throws {
        let viewModel = try FeedPresenter.map(Data(count: 2048))

        #expect(viewModel.summary == "Image: 2048 bytes")
    }

    @Test func mapImageData_rejectsEmptyData() {
        #expect(throws: FeedPresenter.EmptyImageData.self) {
            try FeedPresenter.map(Data())
        }
    }

    // MARK: - Helpers

    private func makeClock() -> (now: Date, calendar: Calendar) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return (Date(timeIntervalSince1970: 1_700_000_000), calendar)
    }

    private func makeSUT(description: String?, location: String?) -> (viewModel: FeedImageViewModel, image: FeedImage) {
        let image = FeedImage(id: UUID(), description: description, location: location, url: FeedFixtures.anyURL())
        return (FeedPresenter.map(image), image)
    }
}
