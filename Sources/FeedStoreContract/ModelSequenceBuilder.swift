import FeedCache
import Foundation

/// A sequence under construction, with the model beside it so each next step can be chosen from the state the
/// steps so far leave (the cached feed's URLs, the instances open).
struct ModelSequenceBuilder {
    private(set) var operations: [ModelOperation] = []
    private(set) var model = FeedStoreModel()
    private(set) var instances = 1
    private(set) var feeds: [[LocalFeedImage]] = []
    private(set) var lastTimestamp: Date?
    /// The URLs image data calls used, which the end of the sequence looks at again.
    private(set) var touched: [URL] = []

    mutating func insert(_ feed: [LocalFeedImage], at timestamp: Date, on instance: Int = 0) {
        operations.append(.insert(CachedFeed(feed: feed, timestamp: timestamp), instance: instance))
        model.insert(feed, timestamp: timestamp)
        feeds.append(feed)
        lastTimestamp = timestamp
    }

    mutating func delete(on instance: Int = 0) {
        operations.append(.delete(instance: instance))
        model.delete()
    }

    mutating func retrieve(on instance: Int = 0) {
        operations.append(.retrieve(instance: instance))
    }

    mutating func insert(_ data: Data, for url: URL, on instance: Int = 0) {
        operations.append(.insertData(data, for: url, instance: instance))
        model.insert(data, for: url)
        touched.append(url)
    }

    mutating func retrieveData(for url: URL, on instance: Int = 0) {
        operations.append(.retrieveData(for: url, instance: instance))
        touched.append(url)
    }

    mutating func openInstance() {
        operations.append(.openInstance)
        instances += 1
    }

    mutating func dropInstance(_ index: Int) {
        guard instances > 1 else { return }
        operations.append(.dropInstance(index))
        instances -= 1
    }

    /// Every open instance retrieves, and retrieves the data of every URL the sequence touched.
    mutating func observeEverything() {
        for instance in 0..<instances {
            retrieve(on: instance)
            var seen = Set<URL>()
            for url in touched where seen.insert(url).inserted {
                operations.append(.retrieveData(for: url, instance: instance))
            }
        }
    }
}
