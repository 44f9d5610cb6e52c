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

    private func makeSUT(description: String?, location: String?) -> (viewModel: FeedImageViewModel, image: FeedImage) {
        let image = FeedImage(id: UUID(), description: description, location: location, url: FeedFixtures.anyURL())
        return (FeedPresenter.map(image), image)
    }
}
