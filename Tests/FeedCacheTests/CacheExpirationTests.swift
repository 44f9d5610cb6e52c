import Foundation
import Testing
import FeedCache
import FeedTestSupport

@Suite struct CacheExpirationTests {
    @Test(arguments: [
        (CacheAge.nonExpired, true),
        (CacheAge.exactlyExpired, false),
        (CacheAge.expired, false),
    ])
    func validate_acceptsOnlyCachesYoungerThanSevenDays(age: CacheAge, isValid: Bool) throws {
        let now = Date()
        let cache = try #require(age.cache(relativeTo: now))

        #expect(makeSUT()(cache.timestamp, now) == isValid)
    }

    @Test func validate_countsCalendarDaysAcrossAMonthBoundary() throws {
        let calendar = Calendar(identifier: .gregorian)
        let saved = try #require(calendar.date(from: DateComponents(timeZone: .gmt, year: 2026, month: 2, day: 26, hour: 12)))
        let sixDaysLater = try #require(calendar.date(from: DateComponents(timeZone: .gmt, year: 2026, month: 3, day: 4, hour: 12)))
        let sevenDaysLater = try #require(calendar.date(from: DateComponents(timeZone: .gmt, year: 2026, month: 3, day: 5, hour: 12)))

        #expect(makeSUT()(saved, sixDaysLater))
        #expect(!makeSUT()(saved, sevenDaysLater))
    }

    // MARK: - Helpers

    private func makeSUT() -> (Date, Date) -> Bool {
        FeedCachePolicy.validate(_:against:)
    }
}
