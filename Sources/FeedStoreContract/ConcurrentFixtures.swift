import FeedCache
import Foundation

/// The values of a concurrent history, each known by a number: a few feeds that share some image URLs (so image
/// data may survive a replacement), those URLs, and data numbered by the call that inserts it.
struct ConcurrentFixtures: Sendable {
    let feeds: [CachedFeed]
    /// The URLs data calls use; every feed holds some of them.
    let urls: [URL]
    /// For each feed, the numbers of the URLs it holds.
    let urlsOfFeed: [Set<Int>]

    static let letters = Array("ABCDEFGH")

    /// Four URLs are shared, which is what `LinearizabilityCheck.State` has room for.
    init(feedCount: Int = 4, imagesPerFeed: Int = 12) {
        let sharedURLs = 4
        let prefix = "https://concurrent.example.com/"
        let urls = (0..<sharedURLs).map { URL(string: prefix + "shared/\($0)?size=\($0 % 2 == 0 ? "small" : "large")")! }
        var urlsOfFeed: [Set<Int>] = []
        feeds = (0..<feedCount).map { feed in
            // Feed n holds the shared URLs n and n + 1, so each replacement keeps one URL's data and drops others'.
            let shared = [feed % sharedURLs, (feed + 1) % sharedURLs]
            urlsOfFeed.append(Set(shared))
            let images = (0..<imagesPerFeed).map { index in
                LocalFeedImage(
                    id: UUID(uuidString: String(format: "C0C0C0C0-0000-4000-8000-%04X%08X", feed, index))!,
                    description: index.isMultiple(of: 3) ? nil : "feed \(Self.letters[feed]) image \(index)",
                    location: index.isMultiple(of: 2) ? "location \(index)" : nil,
                    url: index < shared.count ? urls[shared[index]] : URL(string: prefix + "\(Self.letters[feed])/\(index)")!
                )
            }
            return CachedFeed(feed: images, timestamp: Date(timeIntervalSinceReferenceDate: 786_000_000.000_001 + Double(feed) * 0.25))
        }
        self.urls = urls
        self.urlsOfFeed = urlsOfFeed
    }

    /// Data that names its number: a fixed prefix, then the number's eight bytes, so each answer is told apart
    /// without formatting or parsing text in the threads' tight loops.
    func data(_ number: Int) -> Data {
        withUnsafeBytes(of: UInt64(number).littleEndian) { Self.dataPrefix + $0 }
    }

    func number(of data: Data) -> Int? {
        guard data.count == Self.dataPrefix.count + 8, data.starts(with: Self.dataPrefix) else { return nil }
        let number = data.suffix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(exactly: number)
    }

    private static let dataPrefix = Data("concurrent data #".utf8)

    func number(of cache: CachedFeed) -> Int? {
        feeds.firstIndex(of: cache)
    }

    /// What a cache that no insert wrote is made of, when it is made of two feeds, or how it differs from the
    /// feed it looks most like.
    func describeUnknown(_ cache: CachedFeed) -> String {
        let images = feeds.firstIndex { $0.feed == cache.feed }
        let timestamp = feeds.firstIndex { $0.timestamp == cache.timestamp }
        if let images, let timestamp {
            return "the images of feed \(Self.letters[images]) with the timestamp of feed \(Self.letters[timestamp])"
        }
        let closest = timestamp ?? images ?? 0
        return "a cache no insert wrote, unlike feed \(Self.letters[closest]): "
            + ValueDescription.differences(expected: feeds[closest], delivered: cache).prefix(4).joined(separator: "; ")
    }

    /// What is wrong with a call's answer on its own, whatever else ran: an error, or a value no call wrote.
    func problem(with call: ConcurrentCall) -> String? {
        switch call.outcome {
        case let .threw(error):
            return "a store call running concurrently with others threw: \(error) (\(describe(call)))"
        case let .unknown(value):
            let what = if case .retrieve = call.kind { "a retrieve" } else { "a data retrieve" }
            return "\(what) \(call.thread == nil ? "after" : "during") the concurrent calls delivered \(value)"
        default:
            return nil
        }
    }

    /// What is wrong with three calls one thread made one after the other: data for a URL, the feed, the URL's data
    /// again. If both data reads found the same data and the feed between them does not hold the URL, the data
    /// outlived a replacement that dropped its image: the same data cannot be inserted again, since each insert
    /// has data of its own.
    func auditProblem(data before: ConcurrentCall, feed: ConcurrentCall, data after: ConcurrentCall) -> String? {
        guard case let .retrieveData(url) = before.kind, case let .data(first?) = before.outcome, case .data(first) = after.outcome,
              case let .feed(cached) = feed.outcome, cached.map({ !urlsOfFeed[$0].contains(url) }) ?? true
        else { return nil }
        let what = cached.map { "feed \(Self.letters[$0]), which does not hold URL \(url)" } ?? "an empty cache"
        return "one thread read data #\(first) for URL \(url), then \(what), then data #\(first) again: data kept after its image left the feed"
    }

    func describe(_ call: ConcurrentCall) -> String {
        let asked = switch call.kind {
        case let .insert(feed): "insert feed \(Self.letters[feed])"
        case .delete: "delete"
        case .retrieve: "retrieve"
        case let .insertData(data, url): "insert data #\(data) for URL \(url)"
        case let .retrieveData(url): "retrieve data for URL \(url)"
        }
        let answered = switch call.outcome {
        case .done: ""
        case let .feed(feed): " → \(feed.map { "feed \(Self.letters[$0])" } ?? "empty")"
        case let .data(data): " → \(data.map { "data #\($0)" } ?? "not found")"
        case let .unknown(description): " → \(description)"
        case let .threw(error): " → threw \(error)"
        }
        return asked + answered
    }

    /// The fixtures themselves, for a failure message: which feed holds which URL.
    var legend: String {
        let feedLines = feeds.indices.map { index in
            "feed \(Self.letters[index]) = \(feeds[index].feed.count) images saved at \(ValueDescription.describe(feeds[index].timestamp)), holding URLs \(urlsOfFeed[index].sorted().map(String.init).joined(separator: " and "))"
        }
        let urlLines = urls.indices.map { "URL \($0) = \(urls[$0].absoluteString)" }
        return (feedLines + urlLines).joined(separator: "\n")
    }
}
