import Foundation
import FeedFeature
import FeedPresentation
import FeedTerminalUI
import SharedAPI
import SharedPresentation

/// Shows a page of the feed, saying when it comes from the cache and how old that is, and keeps the page, so a
/// command can select one of its images or load the next page.
@MainActor
final class FeedViewAdapter: ResourceView {
    private let view: WeakRefVirtualProxy<FeedTerminalView>
    private let currentDate: @Sendable () -> Date
    private let calendar: Calendar
    private let locale: Locale
    private(set) var page: Paginated<FeedImage>?

    init(view: FeedTerminalView, currentDate: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale) {
        self.view = WeakRefVirtualProxy(view)
        self.currentDate = currentDate
        self.calendar = calendar
        self.locale = locale
    }

    func display(_ feed: LoadedFeed) {
        page = feed.page
        let isLastPage = feed.page.loadMore == nil
        guard let cachedAt = feed.cachedAt else {
            view.display(FeedPresenter.map(feed.page.items, isLastPage: isLastPage))
            return
        }
        view.display(FeedPresenter.map(
            feed.page.items, isLastPage: isLastPage, cachedAt: cachedAt, currentDate: currentDate(), calendar: calendar, locale: locale
        ))
    }
}
