import FeedCache
import Foundation

/// Writes a failing sequence as a Swift Testing test that can be pasted into a store's suite: every value as a
/// literal, every answer the model gives as an `#expect`. `makeStore(at:)` stands for the contract's factory.
struct RegressionTestWriter {
    let name: String
    let comment: String

    func code(for operations: [ModelOperation]) -> String {
        var lines: [String] = []
        var model = FeedStoreModel()
        var feedNames: [[LocalFeedImage]: String] = [:]
        var dataNames: [Data: String] = [:]
        let (dropped, used) = Self.instanceNames(in: operations)
        var open: [String] = ["store1"]
        var opened = 1
        func reference(_ name: String) -> String { dropped.contains(name) ? "\(name)!" : name }
        func declaration(_ name: String) -> String {
            dropped.contains(name) ? "var \(name) = Optional(try makeStore(at: directory))" : "let \(name) = try makeStore(at: directory)"
        }

        lines.append("let directory = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)")
        lines.append("try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)")
        lines.append("defer { try? FileManager.default.removeItem(at: directory) }")
        lines.append(declaration("store1"))

        func feedName(_ feed: [LocalFeedImage]) -> String {
            if let name = feedNames[feed] { return name }
            let name = "feed\(feedNames.count + 1)"
            feedNames[feed] = name
            if feed.isEmpty {
                lines.append("let \(name): [LocalFeedImage] = []")
            } else {
                lines.append("let \(name) = [")
                lines += feed.map { "    \(SwiftLiteral.image($0))," }
                lines.append("]")
            }
            return name
        }
        func dataName(_ data: Data) -> String {
            if let name = dataNames[data] { return name }
            let name = "data\(dataNames.count + 1)"
            dataNames[data] = name
            lines.append("let \(name) = \(SwiftLiteral.data(data))")
            return name
        }
        func expectedCache() -> String {
            guard let cache = model.cache else { return "nil" }
            return "CachedFeed(feed: \(feedName(cache.feed)), timestamp: \(SwiftLiteral.date(cache.timestamp)))"
        }

        for operation in operations {
            let store = operation.instance.map { reference(open[$0 % open.count]) } ?? ""
            switch operation {
            case let .insert(cache, _):
                let feed = feedName(cache.feed)
                lines.append("try \(store).insert(\(feed), timestamp: \(SwiftLiteral.date(cache.timestamp)))")
                model.insert(cache.feed, timestamp: cache.timestamp)
            case .delete:
                lines.append("try \(store).deleteCachedFeed()")
                model.delete()
            case .retrieve:
                lines.append("#expect(try \(store).retrieve() == \(expectedCache()))")
            case let .insertData(data, url, _):
                let name = dataName(data)
                // Data for a URL outside the cached feed may be refused, so that call may throw.
                lines.append("\(model.keepsData(for: url) ? "try" : "try?") \(store).insert(\(name), for: \(SwiftLiteral.url(url)))")
                model.insert(data, for: url)
            case let .retrieveData(url, _):
                let expected = model.imageData[url].map(dataName) ?? "nil"
                lines.append("#expect(try \(store).retrieve(dataForURL: \(SwiftLiteral.url(url))) == \(expected))")
            case .openInstance:
                opened += 1
                open.append("store\(opened)")
                lines.append(declaration("store\(opened)"))
            case let .dropInstance(index):
                guard open.count > 1 else { continue }
                let dropped = open.remove(at: index % open.count)
                lines.append("\(dropped) = nil")
            }
        }
        // An instance that no step uses must still stay open until the end, as it did in the sequence.
        for index in 1...opened where !used.contains("store\(index)") && !dropped.contains("store\(index)") {
            lines.append("withExtendedLifetime(store\(index)) {}")
        }
        let body = lines.map { "    \($0)" }.joined(separator: "\n")
        return """
            // \(comment)
            @Test func \(name)() throws {
            \(body)
            }
            """
    }

    /// The instances the sequence drops, and those some step uses, named in the order they are opened.
    private static func instanceNames(in operations: [ModelOperation]) -> (dropped: Set<String>, used: Set<String>) {
        var open = ["store1"]
        var opened = 1
        var dropped = Set<String>()
        var used = Set<String>()
        for operation in operations {
            if let instance = operation.instance { used.insert(open[instance % open.count]) }
            switch operation {
            case .openInstance:
                opened += 1
                open.append("store\(opened)")
            case let .dropInstance(index) where open.count > 1:
                dropped.insert(open.remove(at: index % open.count))
            default:
                break
            }
        }
        return (dropped, used)
    }
}
