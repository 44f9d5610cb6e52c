/// Which calls each thread makes in a burst or a round. Half the time every thread mixes all calls at random; the
/// other half threads take roles that aim many calls at one conflict (writers against readers of the feed, or feed
/// replacements against data inserts and reads for one URL), which is where a race's window opens most often.
struct ConcurrentPlan: Sendable {
    let imageData: Bool
    let feeds: Int
    let urls: Int
    /// The URL the roles aim at; `nil` for the random mix.
    let focus: Int?

    init(imageData: Bool, fixtures: ConcurrentFixtures, using random: inout SpecRandom) {
        self.imageData = imageData
        self.feeds = fixtures.feeds.count
        self.urls = fixtures.urls.count
        self.focus = random.chance(50) ? Int.random(in: 0..<fixtures.urls.count, using: &random) : nil
    }

    /// The URL a thread audits during a burst, when it has that role: it reads the URL's data, the feed, and the
    /// data again, over and over (see `ConcurrentFixtures.auditProblem`).
    func auditedURL(forThread thread: Int) -> Int? {
        guard imageData, let focus, thread % 4 == 3 else { return nil }
        return focus
    }

    func kind(forThread thread: Int, dataNumber: Int, using random: inout SpecRandom) -> ConcurrentCall.Kind {
        let roll = random.below(100)
        let feed = random.below(feeds)
        let url = focus.flatMap { random.below(100) < 80 ? $0 : nil } ?? random.below(urls)
        switch (imageData, focus) {
        case (false, nil):
            return roll < 40 ? .insert(feed: feed) : roll < 55 ? .delete : .retrieve
        case (false, _?):
            // One writer in three, the rest read.
            guard thread % 3 == 0 else { return .retrieve }
            return roll < 90 ? .insert(feed: feed) : .delete
        case (true, nil):
            return switch roll {
            case 0..<25: .insert(feed: feed)
            case 25..<30: .delete
            case 30..<45: .retrieve
            case 45..<75: .insertData(dataNumber, url: url)
            default: .retrieveData(url: url)
            }
        case (true, _?):
            // Feed replacements (half of the feeds hold the URL) against data inserts and reads for the URL.
            return switch thread % 4 {
            case 0: .insert(feed: feed)
            case 1, 2: .insertData(dataNumber, url: url)
            default: roll < 70 ? .retrieveData(url: url) : .retrieve
            }
        }
    }
}
