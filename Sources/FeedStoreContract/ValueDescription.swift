import FeedCache
import Foundation

/// How failures show values: exactly enough to see what differs, never two different values with one text.
enum ValueDescription {
    /// Every difference between what a store delivered and what it should have, one per line, field by field
    /// (`image[1].location: expected "Berlin", got nil`); empty when they are equal.
    static func differences(expected: CachedFeed?, delivered: CachedFeed?) -> [String] {
        switch (expected, delivered) {
        case (nil, nil):
            return []
        case let (nil, delivered?):
            return ["expected empty (nil), got \(summary(of: delivered))"]
        case let (expected?, nil):
            return ["expected \(summary(of: expected)), got empty (nil)"]
        case let (expected?, delivered?):
            var lines: [String] = []
            if expected.timestamp != delivered.timestamp {
                lines.append("timestamp: \(difference(expected: expected.timestamp, delivered: delivered.timestamp))")
            }
            lines += differences(expected: expected.feed, delivered: delivered.feed)
            return lines
        }
    }

    static func differences(expected: [LocalFeedImage], delivered: [LocalFeedImage]) -> [String] {
        guard expected != delivered else { return [] }
        if expected.count == delivered.count, Set(expected) == Set(delivered) {
            var firstIndex: [LocalFeedImage: Int] = [:]
            for (index, image) in expected.enumerated() where firstIndex[image] == nil {
                firstIndex[image] = index
            }
            let order = delivered.map { firstIndex[$0].map(String.init) ?? "?" }
            return ["the same \(expected.count) images in another order: the delivered order is expected image[\(order.prefix(12).joined(separator: ", "))\(order.count > 12 ? ", …" : "")]"]
        }
        var lines: [String] = []
        if expected.count != delivered.count {
            lines.append("feed: expected \(count(expected.count, "image")), got \(delivered.count)")
        }
        let common = min(expected.count, delivered.count)
        let differing = (0..<common).filter { expected[$0] != delivered[$0] }
        for index in differing.prefix(6) {
            lines += fieldDifferences(at: index, expected: expected[index], delivered: delivered[index])
        }
        if differing.count > 6 {
            lines.append("… and \(count(differing.count - 6, "more image")) that differ")
        }
        if expected.count > delivered.count {
            let missing = expected[common...]
            lines.append("missing from the end: \(missing.prefix(3).enumerated().map { "image[\(common + $0.offset)] \(describe($0.element))" }.joined(separator: "; "))\(missing.count > 3 ? "; …" : "")")
            if let duplicate = missing.first(where: { image in expected[..<common].contains { $0.url == image.url } }) {
                lines.append("(a missing image shares its URL \(duplicate.url.absoluteString) with an earlier one)")
            } else if let duplicate = missing.first(where: { image in expected[..<common].contains { $0.id == image.id } }) {
                lines.append("(a missing image shares its id \(duplicate.id) with an earlier one)")
            }
        } else if delivered.count > expected.count {
            let extra = delivered[common...]
            lines.append("extra at the end: \(extra.prefix(3).enumerated().map { "image[\(common + $0.offset)] \(describe($0.element))" }.joined(separator: "; "))\(extra.count > 3 ? "; …" : "")")
        }
        return lines
    }

    static func fieldDifferences(at index: Int, expected: LocalFeedImage, delivered: LocalFeedImage) -> [String] {
        var lines: [String] = []
        if expected.id != delivered.id {
            lines.append("image[\(index)].id: expected \(expected.id), got \(delivered.id)")
        }
        if expected.description != delivered.description {
            lines.append("image[\(index)].description: \(difference(expected: expected.description, delivered: delivered.description))")
        }
        if expected.location != delivered.location {
            lines.append("image[\(index)].location: \(difference(expected: expected.location, delivered: delivered.location))")
        }
        if expected.url != delivered.url {
            lines.append("image[\(index)].url: expected \(describe(expected.url)), got \(describe(delivered.url))")
        }
        return lines
    }

    static func difference(expected: Data?, delivered: Data?) -> String? {
        guard expected != delivered else { return nil }
        guard let expected, let delivered else {
            return "expected \(describe(expected)), got \(describe(delivered))"
        }
        let matching = zip(expected, delivered).prefix { $0 == $1 }.count
        let agreement = matching == min(expected.count, delivered.count)
            ? "the first \(count(matching, "byte")) match"
            : "first difference at byte \(matching)"
        return "expected \(describe(expected)), got \(describe(delivered)) (\(agreement))"
    }

    static func difference(expected: String?, delivered: String?) -> String {
        var text = "expected \(describe(expected)), got \(describe(delivered))"
        if let expected, let delivered, expected.count > 40 || delivered.count > 40 {
            let matching = zip(expected, delivered).prefix { $0 == $1 }.count
            text += matching == min(expected.count, delivered.count)
                ? " (the first \(count(matching, "character")) match)"
                : " (first difference at character \(matching))"
        }
        return text
    }

    /// Both instants to the last bit, and exactly how far apart they are.
    static func difference(expected: Date, delivered: Date) -> String {
        let offset = delivered.timeIntervalSinceReferenceDate - expected.timeIntervalSinceReferenceDate
        return "expected \(describe(expected)), got \(describe(delivered)): \(abs(offset)) s (\(magnitude(of: abs(offset)))) \(offset < 0 ? "earlier" : "later")"
    }

    static func summary(of cache: CachedFeed) -> String {
        let first = cache.feed.first.map { ", the first \(describe($0))" } ?? ""
        return "\(count(cache.feed.count, "image")) saved at \(describe(cache.timestamp))\(first)"
    }

    static func describe(_ image: LocalFeedImage) -> String {
        "{id \(image.id), description \(describe(image.description)), location \(describe(image.location)), url \(describe(image.url))}"
    }

    static func describe(_ url: URL) -> String {
        url.absoluteString
    }

    static func describe(_ date: Date) -> String {
        "\(date.timeIntervalSinceReferenceDate) s after 2001-01-01 (\(date))"
    }

    static func describe(_ data: Data?) -> String {
        guard let data else { return "not found (nil)" }
        let bytes = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
        return "\(count(data.count, "byte")) [\(bytes)\(data.count > 8 ? " …" : "")]"
    }

    /// A string as Swift would write it, shortened in the middle when long.
    static func describe(_ string: String?) -> String {
        guard let string else { return "nil" }
        guard string.count > 60 else { return SwiftLiteral.string(string) }
        return "\(SwiftLiteral.string(String(string.prefix(24))))…\(SwiftLiteral.string(String(string.suffix(12)))) (\(count(string.count, "character")))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func magnitude(of seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
        case ..<1e-3: String(format: "%.3f µs", seconds * 1e6)
        case ..<1: String(format: "%.3f ms", seconds * 1e3)
        default: String(format: "%.3f s", seconds)
        }
    }
}
