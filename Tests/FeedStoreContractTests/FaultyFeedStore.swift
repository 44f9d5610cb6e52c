import FeedCache
import FeedStoreContract
import Foundation
import Testing

/// A persistent in-memory store that behaves correctly unless given a `Fault`: each fault is one way a real store
/// goes wrong, which the contract must catch.
final class FaultyFeedStore: FeedStore, FeedImageDataStore {
    enum Fault: String, CaseIterable, Sendable, CustomTestStringConvertible {
        // Basic behavior
        case retrieveDeletesTheCache
        case retrieveOnEmptyCacheThrows
        case insertAppends
        case insertRoundsTheTimestamp
        case deleteDoesNothing
        // Values the happy path never uses
        case emptyTextStoredAsNil
        case nilTextStoredAsEmpty
        case locationDroppedWithoutDescription
        case textTrimmed
        case longTextTruncated
        case nonASCIITextMangled
        case urlQueryDropped
        case urlFragmentDropped
        case urlPortDropped
        case urlUserInfoDropped
        case urlPercentEncodingDecoded
        case urlLowercased
        case duplicateURLsCollapsed
        case duplicateIDsCollapsed
        case imagesSortedByID
        case emptyFeedStoredAsDelete
        case timestampTruncatedToMilliseconds
        case timestampStoredAsFloat
        case largeFeedTruncated
        case sameFeedWithNewTimestampIgnored
        // Image data
        case imageDataOutlivesTheFeed
        case imageDataKeptForAnyURL
        case feedReplacementDropsAllImageData
        case imageDataSurvivesFeedReplacement
        case imageDataKeyedByHostAndPath
        case emptyImageDataNotFound
        case largeImageDataTruncated
        case imageDataFirstValueWins
        // Failures
        case failedInsertLeavesPartialFeed
        case failedInsertThrowsNothing
        case failedRetrieveRepairsTheCache
        case failedRetrieveDeliversEmpty
        case failedInsertDropsImageData
        case failedDeleteDropsImageData
        // Instances
        case everyInstanceStartsEmpty
        case instanceKeepsTheFeedItRead
        case instanceKeepsTheImageDataItRead
        case deleteForgetsOnlyThisInstance
        case timestampKeptOnlyByThisInstance

        var testDescription: String { rawValue }
    }

    /// What every instance at one location shares.
    struct Stored: Sendable {
        var feed: [LocalFeedImage]?
        var timestamp: Date?
        var imageData: [String: Data] = [:]
    }

    /// What one instance keeps for itself: injected failures, and what the faulty instances remember.
    private struct Memory {
        var failing: Set<FeedStoreOperation> = []
        var readCache: CachedFeed??
        var readData: [String: Data?] = [:]
        var timestamp: Date?
        var deleted = false
    }

    private struct InjectedFailure: Error {}

    private let fault: Fault?
    private let disk: Locked<Stored>
    private let memory = Locked(Memory())

    init(fault: Fault?, disk: Locked<Stored>) {
        self.fault = fault
        self.disk = disk
        if fault == .everyInstanceStartsEmpty { disk.withLock { $0 = Stored() } }
    }

    func fail(_ operation: FeedStoreOperation) {
        memory.withLock { _ = $0.failing.insert(operation) }
    }

    private func isFailing(_ operation: FeedStoreOperation) -> Bool {
        memory.withLock { $0.failing.contains(operation) }
    }

    func deleteCachedFeed() throws {
        if isFailing(.delete) {
            if fault == .failedDeleteDropsImageData { disk.withLock { $0.imageData = [:] } }
            throw InjectedFailure()
        }
        guard fault != .deleteDoesNothing else { return }
        if fault == .deleteForgetsOnlyThisInstance {
            memory.withLock { $0.deleted = true }
            return
        }
        disk.withLock { stored in
            stored.feed = nil
            stored.timestamp = nil
            if fault != .imageDataOutlivesTheFeed { stored.imageData = [:] }
        }
        memory.withLock { $0.readCache = nil }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        if isFailing(.insert) {
            switch fault {
            case .failedInsertLeavesPartialFeed: disk.withLock { $0.feed = Array(feed.prefix(1)) }
            case .failedInsertThrowsNothing: return
            case .failedInsertDropsImageData: disk.withLock { $0.imageData = [:] }
            default: break
            }
            throw InjectedFailure()
        }
        if fault == .emptyFeedStoredAsDelete && feed.isEmpty { return try deleteCachedFeed() }
        let stored = self.stored(feed)
        let storedTimestamp = self.stored(timestamp)
        memory.withLock {
            $0.deleted = false
            $0.readCache = nil
            if fault == .timestampKeptOnlyByThisInstance { $0.timestamp = storedTimestamp }
        }
        disk.withLock { disk in
            if fault == .sameFeedWithNewTimestampIgnored && disk.feed == feed { return }
            disk.feed = fault == .insertAppends ? (disk.feed ?? []) + stored : stored
            disk.timestamp = fault == .timestampKeptOnlyByThisInstance ? Date(timeIntervalSinceReferenceDate: 0) : storedTimestamp
            let keys = Set(stored.map { key(for: $0.url) })
            switch fault {
            case .feedReplacementDropsAllImageData: disk.imageData = [:]
            case .imageDataSurvivesFeedReplacement: break
            default: disk.imageData = disk.imageData.filter { keys.contains($0.key) }
            }
        }
    }

    func retrieve() throws -> CachedFeed? {
        if isFailing(.retrieve) {
            switch fault {
            case .failedRetrieveRepairsTheCache:
                disk.withLock { $0 = Stored() }
                memory.withLock { _ = $0.failing.remove(.retrieve) }
            case .failedRetrieveDeliversEmpty: return nil
            default: break
            }
            throw InjectedFailure()
        }
        if fault == .instanceKeepsTheFeedItRead, let cache = memory.withLock({ $0.readCache }) { return cache }
        if memory.withLock({ $0.deleted }) { return nil }
        let cache = try disk.withLock { stored -> CachedFeed? in
            guard let feed = stored.feed, let timestamp = stored.timestamp else {
                if fault == .retrieveOnEmptyCacheThrows { throw InjectedFailure() }
                return nil
            }
            if fault == .retrieveDeletesTheCache { stored = Stored() }
            return CachedFeed(feed: feed, timestamp: timestamp)
        }
        let own = memory.withLock { memory in
            memory.readCache = .some(cache)
            return memory.timestamp
        }
        if fault == .timestampKeptOnlyByThisInstance, let cache {
            return CachedFeed(feed: cache.feed, timestamp: own ?? cache.timestamp)
        }
        return cache
    }

    func insert(_ data: Data, for url: URL) throws {
        let key = key(for: url)
        let data = fault == .largeImageDataTruncated ? data.prefix(65_536) : data
        memory.withLock { $0.readData[key] = nil }
        disk.withLock { stored in
            guard fault == .imageDataKeptForAnyURL || stored.feed?.contains(where: { self.key(for: $0.url) == key }) == true else { return }
            if fault == .imageDataFirstValueWins && stored.imageData[key] != nil { return }
            stored.imageData[key] = data
        }
    }

    func retrieve(dataForURL url: URL) throws -> Data? {
        let key = key(for: url)
        if fault == .instanceKeepsTheImageDataItRead, let data = memory.withLock({ $0.readData[key] }) { return data }
        let data = disk.withLock { $0.imageData[key] }
        memory.withLock { $0.readData[key] = .some(data) }
        return fault == .emptyImageDataNotFound && data?.isEmpty == true ? nil : data
    }

    // MARK: What the value faults do to what is stored

    private func key(for url: URL) -> String {
        guard fault == .imageDataKeyedByHostAndPath else { return url.absoluteString }
        return "\(url.host ?? "")\(url.path)"
    }

    private func stored(_ feed: [LocalFeedImage]) -> [LocalFeedImage] {
        var feed = feed.map(stored)
        switch fault {
        case .duplicateURLsCollapsed:
            var seen = Set<URL>()
            feed = feed.filter { seen.insert($0.url).inserted }
        case .duplicateIDsCollapsed:
            var seen = Set<UUID>()
            feed = feed.filter { seen.insert($0.id).inserted }
        case .imagesSortedByID:
            feed.sort { $0.id.uuidString < $1.id.uuidString }
        case .largeFeedTruncated:
            feed = Array(feed.prefix(1_000))
        default:
            break
        }
        return feed
    }

    private func stored(_ image: LocalFeedImage) -> LocalFeedImage {
        LocalFeedImage(
            id: image.id,
            description: stored(image.description),
            location: fault == .locationDroppedWithoutDescription && image.description == nil ? nil : stored(image.location),
            url: stored(image.url)
        )
    }

    private func stored(_ text: String?) -> String? {
        switch fault {
        case .emptyTextStoredAsNil: text == "" ? nil : text
        case .nilTextStoredAsEmpty: text ?? ""
        case .textTrimmed: text?.trimmingCharacters(in: .whitespacesAndNewlines)
        case .longTextTruncated: text.map { String($0.prefix(255)) }
        case .nonASCIITextMangled: text.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0.isASCII ? $0 : "?" })) }
        default: text
        }
    }

    private func stored(_ url: URL) -> URL {
        switch fault {
        case .urlQueryDropped: changed(url) { $0.query = nil }
        case .urlFragmentDropped: changed(url) { $0.fragment = nil }
        case .urlPortDropped: changed(url) { $0.port = nil }
        case .urlUserInfoDropped: changed(url) { $0.user = nil; $0.password = nil }
        case .urlPercentEncodingDecoded: url.absoluteString.removingPercentEncoding.flatMap { URL(string: $0) } ?? url
        case .urlLowercased: URL(string: url.absoluteString.lowercased()) ?? url
        default: url
        }
    }

    private func changed(_ url: URL, _ change: (inout URLComponents) -> Void) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        change(&components)
        return components.url ?? url
    }

    private func stored(_ timestamp: Date) -> Date {
        let seconds = timestamp.timeIntervalSinceReferenceDate
        return switch fault {
        case .insertRoundsTheTimestamp: Date(timeIntervalSinceReferenceDate: seconds.rounded())
        case .timestampTruncatedToMilliseconds: Date(timeIntervalSinceReferenceDate: (seconds * 1_000).rounded(.down) / 1_000)
        case .timestampStoredAsFloat: Date(timeIntervalSinceReferenceDate: Double(Float(seconds)))
        default: timestamp
        }
    }
}
