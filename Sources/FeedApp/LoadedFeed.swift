import Foundation
import FeedFeature
import SharedAPI

/// A page of the feed as the app shows it and, when it came from the cache because the server could not be
/// reached, when that cache was saved: the screen says so rather than pass old photos off as new.
struct LoadedFeed: Sendable {
    let page: Paginated<FeedImage>
    let cachedAt: Date?
}
