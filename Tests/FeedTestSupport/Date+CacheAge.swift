import Foundation
import FeedCache

extension Date {
    /// The moment a cache saved at `self` stops being valid.
    public func minusFeedCacheMaxAge() -> Date {
        adding(days: -FeedCachePolicy.maxCacheAgeInDays)
    }

    public func adding(days: Int) -> Date {
        Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: self)!
    }

    public func adding(seconds: TimeInterval) -> Date {
        self + seconds
    }
}
