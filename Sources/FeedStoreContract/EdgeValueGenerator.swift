import FeedCache
import Foundation

/// Values that reach the edges a store can get wrong: empty and huge feeds, `""` beside `nil`, whitespace, emoji,
/// right-to-left and very long text, duplicate ids and URLs, URLs that differ only in their query, fragment, port,
/// user info, case or percent-encoding, non-ASCII hosts and paths, file URLs, timestamps with sub-microsecond
/// fractions or far from today, and image data that is empty, binary or large.
struct EdgeValueGenerator {
    private(set) var random: SpecRandom
    private let size: Int
    /// The URLs of one sequence: a few bases and their near twins, so feeds share URLs and near-equal URLs meet.
    private let urls: [URL]
    private var ids: [UUID] = []

    init(random: SpecRandom, size: Int) {
        var random = random
        self.size = size
        self.urls = Self.urlUniverse(using: &random)
        self.random = random
    }

    // MARK: Feeds

    /// A feed of 0 to `size` images; each spec run reaches `size` at least once through `largeFeed()`.
    mutating func feed() -> [LocalFeedImage] {
        let count: Int = switch Int.random(in: 0..<100, using: &random) {
        case 0..<10: 0
        case 10..<30: 1
        case 30..<65: Int.random(in: 2...4, using: &random)
        case 65..<90: Int.random(in: 5...20, using: &random)
        case 90..<97: Int.random(in: 21...120, using: &random)
        default: Int.random(in: min(size, 1_000)...size, using: &random)
        }
        return (0..<min(count, size)).map { _ in image() }
    }

    /// The largest feed, its texts short so its size is in the number of images.
    mutating func largeFeed() -> [LocalFeedImage] {
        (0..<size).map { _ in LocalFeedImage(id: id(), description: text(long: false), location: text(long: false), url: url()) }
    }

    /// A feed that holds every edge text, as a description and as a location, beside `nil` and `""`.
    mutating func edgeTextFeed() -> [LocalFeedImage] {
        let texts: [String?] = Self.edgeTexts + [nil, "", longText()]
        return texts.indices.map { index in
            LocalFeedImage(id: id(), description: texts[index], location: texts[(index * 7 + 3) % texts.count], url: url())
        }
    }

    /// The largest data the generator makes, with a length past the common limits.
    func largeData() -> Data {
        Self.largeData
    }

    private static let largeData = patterned(count: 1_048_577, step: 31, first: 7)

    /// Bytes `first`, `first + step`, … (wrapping), which `SwiftLiteral.data` writes back as the same formula.
    private static func patterned(count: Int, step: Int, first: Int) -> Data {
        var data = Data(count: count)
        data.withUnsafeMutableBytes { bytes in
            for index in bytes.indices {
                bytes[index] = UInt8(truncatingIfNeeded: index &* step &+ first)
            }
        }
        return data
    }

    /// A feed made from an earlier one, the way real feeds change: reordered, one image more or less, new texts
    /// for the same URLs, or the same feed again.
    mutating func variation(of feed: [LocalFeedImage]) -> [LocalFeedImage] {
        guard !feed.isEmpty else { return self.feed() }
        var changed = feed
        switch Int.random(in: 0..<6, using: &random) {
        case 0: changed.shuffle(using: &random)
        case 1: changed.remove(at: Int.random(in: 0..<changed.count, using: &random))
        case 2: changed.insert(image(), at: Int.random(in: 0...changed.count, using: &random))
        case 3: changed = changed.map { LocalFeedImage(id: id(), description: text(), location: text(), url: $0.url) }
        case 4: changed.reverse()
        default: break
        }
        return changed
    }

    mutating func image() -> LocalFeedImage {
        LocalFeedImage(id: id(), description: text(), location: text(), url: url())
    }

    /// An image whose URL no other image has.
    mutating func imageWithUniqueURL() -> LocalFeedImage {
        LocalFeedImage(id: id(), description: text(), location: text(), url: Self.uniqueURL(using: &random))
    }

    mutating func id() -> UUID {
        if !ids.isEmpty, random.chance(12) { return random.pick(ids) }
        let id = UUID(uuid: Self.uuidBytes(random.next(), random.next()))
        ids.append(id)
        return id
    }

    // MARK: Texts

    /// `nil` a third of the time, independently for description and location, so every mix of nils occurs.
    mutating func text(long: Bool = true) -> String? {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<33: nil
        case 33..<45: ""
        case 45..<75: random.pick(Self.edgeTexts)
        case 75..<82 where long: longText()
        default: randomText()
        }
    }

    /// Text just past the lengths stores tend to cut at, in one repeated character (ASCII, accented, emoji,
    /// Arabic or Chinese) so its length in characters is exact.
    private mutating func longText() -> String {
        String(repeating: random.pick(["x", "é", "😀", "م", "中"]), count: random.pick([255, 256, 257, 1_000, 1_025, 4_097, 65_537]))
    }

    private mutating func randomText() -> String {
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x24F, 0x5D0...0x5EA, 0x620...0x64A, 0x3040...0x30FF, 0x1F300...0x1F64F]
        let length = Int.random(in: 1...24, using: &random)
        return String(String.UnicodeScalarView((0..<length).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: random.pick(ranges), using: &random))
        }))
    }

    private static let edgeTexts = [
        " ", "  padded  ", "\t", "\n", "line one\nline two", "windows\r\nline", "Berlin", "East Side Gallery",
        "📷 Sunset 🌅", "👨‍👩‍👧‍👦", "🇩🇪🇯🇵", "مرحبا بالعالم", "שלום עולם", "Café مقهى 123", "\u{200F}right-to-left mark",
        "e\u{301}", "東京タワー", "\"quoted\" 'single' \\backslash", "<b>&amp;</b>", "{\"json\": [1, 2]}",
        "'; DROP TABLE feed; --", "%s %d %@ %n", "null", "nil", "a\u{0}b", "\u{0}", "\u{FEFF}bom", "zero\u{200B}width",
        "🏳️‍🌈", "Ünïcödé Ⅻ ﬁ", "\u{1F}\u{7F}controls",
    ]

    // MARK: URLs

    /// One URL of the sequence's universe most of the time, a new unique one otherwise.
    mutating func url() -> URL {
        random.chance(80) ? random.pick(urls) : Self.uniqueURL(using: &random)
    }

    /// A URL for an image data call: one of `feed`'s URLs, a near twin of one, or one no feed has.
    mutating func dataURL(near feed: [LocalFeedImage]) -> URL {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<55 where !feed.isEmpty: random.pick(feed).url
        case 0..<92: random.pick(urls)
        default: Self.uniqueURL(using: &random)
        }
    }

    /// The sequence's URL universe: a few bases and their near twins.
    var universe: [URL] { urls }

    /// Every URL base with every kind of twin: the URLs a store is most likely to mangle or mistake for each other.
    static let everyEdgeURL: [URL] = validURLs(urlBases.flatMap { base in
        let url = base.replacingOccurrences(of: "{n}", with: "7")
        return [url] + twins.map { $0(url) }
    })

    /// A feed with images that share a URL, images that share an id, and both.
    mutating func duplicatesFeed() -> [LocalFeedImage] {
        let first = image()
        let second = imageWithUniqueURL()
        return [
            first,
            LocalFeedImage(id: id(), description: text(), location: text(), url: first.url),
            second,
            LocalFeedImage(id: second.id, description: text(), location: text(), url: Self.uniqueURL(using: &random)),
            first,
        ]
    }

    private static func uniqueURL(using random: inout SpecRandom) -> URL {
        URL(string: "https://unique.example.com/\(String(random.next(), radix: 36))")!
    }

    private static func urlUniverse(using random: inout SpecRandom) -> [URL] {
        let bases = (0..<3).map { _ in random.pick(urlBases) }
        var strings: [String] = []
        for base in bases {
            let key = String(random.next() % 1_000)
            let url = base.replacingOccurrences(of: "{n}", with: key)
            strings.append(url)
            for _ in 0..<3 {
                strings.append(random.pick(twins)(url))
            }
        }
        return validURLs(strings)
    }

    /// The URLs that Foundation itself reads back as the same URL (anything else is not a store's fault), once each.
    private static func validURLs(_ strings: [String]) -> [URL] {
        var seen = Set<URL>()
        return strings.compactMap { string in
            guard let url = URL(string: string), URL(string: url.absoluteString) == url, seen.insert(url).inserted else { return nil }
            return url
        }
    }

    private static let urlBases = [
        "https://images.example.com/photos/{n}.jpg",
        "https://images.example.com/photos/{n}.jpg?size=small",
        "http://cdn.example.org:8080/img/{n}",
        "https://user:secret@images.example.com/private/{n}.png",
        "https://images.example.com/a%20b/{n}%2Fc.png",
        "https://bücher.example/straße/{n}.png",
        "https://例え.jp/画像/{n}.png",
        "file:///var/mobile/Media/{n}.jpg",
        "https://[2001:db8::1]:8443/{n}",
        "https://IMAGES.Example.COM/Photos/{n}.JPG",
        "https://images.example.com/p/{n}?a=1&b=%2F&c=%E2%82%AC#section",
        "https://images.example.com/./p/../{n}",
        "https://images.example.com/{n}/",
        "myapp://image/{n}",
    ]

    /// Ways to make a URL that is easily mistaken for another one.
    private static let twins: [@Sendable (String) -> String] = [
        { $0.contains("?") ? $0.replacingOccurrences(of: "?", with: "?size=large&") : $0 + "?size=large" },
        { $0.contains("?") ? String($0.prefix { $0 != "?" }) : $0 + "?" },
        { $0.contains("#") ? String($0.prefix { $0 != "#" }) : $0 + "#top" },
        { $0.hasSuffix("/") ? String($0.dropLast()) : $0 + "/" },
        { $0.replacingOccurrences(of: "images.example.com", with: "images.example.com:443") },
        { $0.replacingOccurrences(of: "://", with: "://guest@") },
        { $0.replacingOccurrences(of: "images.example.com", with: "Images.Example.com") },
        { $0.replacingOccurrences(of: "/p", with: "/%70") },
        { $0.replacingOccurrences(of: "https://", with: "http://") },
        { $0 + "?size=small" },
    ]

    // MARK: Timestamps and data

    /// Timestamps that a store storing anything less than a full `Double` gets wrong.
    static let edgeTimestamps: [Date] = [
        786_000_000.123_456_7, 786_000_000.000_000_1, 786_000_000.001, 786_000_000, 0.000_000_1, -0.000_000_1,
        Double.leastNonzeroMagnitude, 0, -978_307_200.000_123_4, -63_113_904_000, 63_113_904_000, 2_147_483_648.000_001,
        4_294_967_296.5, 0.1 + 0.2,
    ].map(Date.init(timeIntervalSinceReferenceDate:))

    mutating func timestamp() -> Date {
        let whole = Double(Int.random(in: 700_000_000...900_000_000, using: &random))
        let seconds: Double = switch Int.random(in: 0..<12, using: &random) {
        case 0: whole
        case 1: whole + Double(Int.random(in: 1...999, using: &random)) / 1_000
        case 2: whole + Double(Int.random(in: 1...999_999, using: &random)) / 1_000_000
        case 3: whole + Double(Int.random(in: 1...9, using: &random)) / 10_000_000
        case 4: random.pick([1e-7, -1e-7, Double.leastNonzeroMagnitude, 0, -0.5])
        case 5: random.pick([-978_307_200.000_123_4, -63_113_904_000, -31_000_000_000.25])
        case 6: random.pick([63_113_904_000, 2_147_483_648.000_001, 4_294_967_296.5, 32_000_000_000.125])
        default: whole + Double.random(in: 0..<1, using: &random)
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    mutating func data() -> Data {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<10: return Data()
        case 10..<55: return Data((0..<Int.random(in: 1...16, using: &random)).map { _ in UInt8.random(in: .min ... .max, using: &random) })
        case 55..<70: return Data((text() ?? "text").utf8)
        case 70..<80: return Data((0...255).map { UInt8($0) }.shuffled(using: &random))
        case 80..<96: return Data([0x00, 0xFF, 0xFE, 0x00]) + Data((0..<Int.random(in: 1...64, using: &random)).map { UInt8(truncatingIfNeeded: $0) })
        default:
            let count = random.pick([4_096, 65_535, 65_536, 65_537, 1_048_577])
            return Self.patterned(count: count, step: Int.random(in: 1...255, using: &random), first: Int.random(in: 0...255, using: &random))
        }
    }

    private static func uuidBytes(_ high: UInt64, _ low: UInt64) -> uuid_t {
        func byte(_ value: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: value >> (8 * index)) }
        return (
            byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6) & 0x0F | 0x40, byte(high, 7),
            byte(low, 0) & 0x3F | 0x80, byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
        )
    }
}
