import FeedFeature
import FeedPresentation
import FeedTerminalUI
import SharedAPI
import SharedPresentation

/// Shows a page of the feed and keeps it, so a command can select one of its images or load the next page.
@MainActor
final class FeedViewAdapter: ResourceView {
    private let view: WeakRefVirtualProxy<FeedTerminalView>
    private(set) var page: Paginated<FeedImage>?

    init(view: FeedTerminalView) {
        self.view = WeakRefVirtualProxy(view)
    }

    func display(_ page: Paginated<FeedImage>) {
        self.page = page
        view.display(FeedPresenter.map(page.items, isLastPage: page.loadMore == nil))
    }
}
