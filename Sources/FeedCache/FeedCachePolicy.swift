import Foundation

/// How long a cached feed may be shown: kept apart from the use cases so the rule lives in one place.
public enum FeedCachePolicy {
    public static let maxCacheAgeInDays = 7

    private static let calendar = Calendar(identifier: .gregorian)

    /// A cache is valid while it is younger than `maxCacheAgeInDays` calendar days; exactly that old is expired.
    public static func validate(_ timestamp: Date, against date: Date) -> Bool {
        guard let maxCacheAge = calendar.date(byAdding: .day, value: maxCacheAgeInDays, to: timestamp) else {
            return false
        }
        return date < maxCacheAge
    }
}
