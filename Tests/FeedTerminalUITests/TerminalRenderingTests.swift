import Foundation
import Testing
import SharedPresentation
import FeedPresentation
import ImageCommentsPresentation
import FeedTerminalUI

@MainActor
@Suite struct TerminalRenderingTests {
    @Test func feed_rendersNumberedRowsWithDescriptionLocationAndURL() {
        let (views, output) = makeSUT()

        views.feed.display(FeedViewModel(
            title: "My Feed",
            images: [
                FeedImageViewModel(description: "a description", location: "a location", url: URL(string: "https://a-url.com/1")!),
                FeedImageViewModel(description: "another description", location: nil, url: URL(string: "https://a-url.com/2")!),
            ],
            loadMoreTitle: nil
        ))

        #expect(output.text == """
        My Feed
        [1] a description
            a location
            https://a-url.com/1
        [2] another description
            https://a-url.com/2
        """)
    }

    @Test func feed_rendersTheURLInPlaceOfAMissingDescription() {
        let (views, output) = makeSUT()

        views.feed.display(FeedViewModel(
            title: "My Feed",
            images: [FeedImageViewModel(description: nil, location: nil, url: URL(string: "https://a-url.com/1")!)],
            loadMoreTitle: nil
        ))

        #expect(output.text == "My Feed\n[1] https://a-url.com/1")
    }

    @Test func feed_rendersLoadMoreRowOnlyWhenOffered() {
        let (views, output) = makeSUT()

        views.feed.display(FeedViewModel(title: "My Feed", images: [], loadMoreTitle: "Load more"))

        #expect(output.text == "My Feed\n[+] Load more")
    }

    @Test func feed_rendersTheCacheNoticeUnderTheTitle() {
        let (views, output) = makeSUT()

        views.feed.display(FeedViewModel(title: "My Feed", cacheNotice: "Offline: cached.", images: [], loadMoreTitle: nil))

        #expect(output.text == "My Feed\nOffline: cached.")
    }

    @Test func comments_renderAuthorDateAndMessage() {
        let (views, output) = makeSUT()

        views.comments.display(ImageCommentsViewModel(
            title: "Comments",
            comments: [ImageCommentViewModel(message: "a message", date: "5 minutes ago", username: "a username")],
            emptyMessage: nil
        ))

        #expect(output.text == "Comments\n  a username, 5 minutes ago\n    a message")
    }

    @Test func comments_renderTheEmptyMessage() {
        let (views, output) = makeSUT()

        views.comments.display(ImageCommentsViewModel(title: "Comments", comments: [], emptyMessage: "No comments yet"))

        #expect(output.text == "Comments\n  No comments yet")
    }

    @Test func imageData_rendersItsSummary() {
        let (views, output) = makeSUT()

        views.imageData.display(FeedImageDataViewModel(summary: "Image: 3 bytes"))

        #expect(output.text == "  Image: 3 bytes")
    }

    @Test func status_rendersLoadingStartAndErrorsOnly() {
        let (views, output) = makeSUT()

        views.status.display(ResourceLoadingViewModel(isLoading: true))
        views.status.display(ResourceLoadingViewModel(isLoading: false))
        views.status.display(ResourceErrorViewModel.noError)
        views.status.display(ResourceErrorViewModel.error(message: "an error"))

        #expect(output.text == "Loading…\n! an error")
    }

    // MARK: - Helpers

    private struct Views {
        let feed: FeedTerminalView
        let comments: ImageCommentsTerminalView
        let imageData: FeedImageDataTerminalView
        let status: ResourceStatusTerminalView
    }

    private func makeSUT() -> (views: Views, output: OutputSpy) {
        let output = OutputSpy()
        let views = Views(
            feed: FeedTerminalView(writeLine: output.write),
            comments: ImageCommentsTerminalView(writeLine: output.write),
            imageData: FeedImageDataTerminalView(writeLine: output.write),
            status: ResourceStatusTerminalView(loadingMessage: "Loading…", writeLine: output.write)
        )
        return (views, output)
    }

    private final class OutputSpy {
        private(set) var lines: [String] = []

        var text: String { lines.joined(separator: "\n") }

        func write(_ line: String) {
            lines.append(line)
        }
    }
}
