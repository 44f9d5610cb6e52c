import Foundation
import FeedFeature
import SharedPresentation

/// Maps the feed's domain values to what any UI shows, in the user's language.
public enum FeedPresenter {
    public struct EmptyImageData: Error, Equatable {}

    public static var title: String { LocalizedStringTable.feed.string(for: "FEED_VIEW_TITLE") }

    public static var loadMoreTitle: String { LocalizedStringTable.feed.string(for: "FEED_LOAD_MORE") }

    public static func map(_ images: [FeedImage], isLastPage: Bool) -> FeedViewModel {
        FeedViewModel(title: title, images: images.map(map), loadMoreTitle: isLastPage ? nil : loadMoreTitle)
    }

    /// A page shown from the cache because the server could not be reached says so, with the cache's age as a
    /// relative date ("3 days ago", "yesterday", "now") in `locale`. A cache stamped a moment after `currentDate` (a
    /// store keeps whole seconds) is "now", never "in 1 second". The clock, calendar and locale are parameters so
    /// tests fix them.
    public static func map(
        _ images: [FeedImage],
        isLastPage: Bool,
        cachedAt: Date,
        currentDate: Date = Date(),
        calendar: Calendar = .current,
        locale: Locale = .current
    ) -> FeedViewModel {
        var age = Date.AnchoredRelativeFormatStyle(anchor: cachedAt, presentation: .named, unitsStyle: .wide)
        age.calendar = calendar
        age.locale = locale
        let notice = String(format: LocalizedStringTable.feed.string(for: "FEED_CACHED_NOTICE"), age.format(max(currentDate, cachedAt)))
        return FeedViewModel(title: title, cacheNotice: notice, images: images.map(map), loadMoreTitle: isLastPage ? nil : loadMoreTitle)
    }

    public static func map(_ image: FeedImage) -> FeedImageViewModel {
        FeedImageViewModel(description: image.description, location: image.location, url: image.url)
    }

    /// Empty bytes are no image, so they are shown as a failed load.
    public static func map(_ imageData: Data) throws -> FeedImageDataViewModel {
        guard !imageData.isEmpty else { throw EmptyImageData() }
        let format = LocalizedStringTable.feed.string(for: "FEED_IMAGE_DATA_SIZE")
        return FeedImageDataViewModel(summary: String(format: format, imageData.count))
    }
}
