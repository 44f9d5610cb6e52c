import FeedCache
import Foundation

/// What a writer killed at random moments writes, and what may be found afterwards. Generation `n` is fully
/// determined by `n` (every eleventh deletes; the others insert a feed of up to 300 images, then data for the
/// first image's URL), so the state after a kill is checked against the generations alone.
public enum FeedStoreCrashWorkload {
    /// The URL of every generation's first image, whose data each generation writes.
    public static let dataURL = URL(string: "https://crash.example.com/image/0?size=large")!

    /// The cache generation `n` leaves: `nil` for a delete (and for generation 0, before any write).
    public static func cache(afterGeneration generation: Int) -> CachedFeed? {
        guard generation > 0, !generation.isMultiple(of: 11) else { return nil }
        let feed = (0..<(1 + generation * 37 % 300)).map { index in
            LocalFeedImage(
                id: id(generation: generation, index: index),
                description: [nil, "", "generation \(generation) image \(index) 📷 مرحبا"][index % 3],
                location: index.isMultiple(of: 2) ? "location \(index)" : nil,
                url: index == 0 ? dataURL : URL(string: "https://crash.example.com/image/\(index)?generation=\(generation % 5)")!
            )
        }
        return CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000.25 + Double(generation)))
    }

    private static func id(generation: Int, index: Int) -> UUID {
        func hex(_ value: Int, _ digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return UUID(uuidString: "\(hex(generation % 0x7FFF_FFFF, 8))-0000-4000-8000-\(hex(index, 12))")!
    }

    public static func data(ofGeneration generation: Int) -> Data {
        Data("generation \(generation);".utf8) + Data((0..<(generation % 700)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ generation) })
    }

    /// Writes generations from `first` on, appending "started" and then each generation's number to `report` once
    /// it is committed, until the process is killed. A store error is appended as "error: …" and ends the process.
    public static func writeUntilKilled(into store: any FeedStore, from first: Int, imageData: Bool, report: URL) -> Never {
        guard let output = FileHandle(forWritingAtPath: report.path) else {
            FileHandle.standardError.write(Data("cannot write the crash report \(report.path)\n".utf8))
            exit(74)
        }
        output.seekToEndOfFile()
        output.write(Data("started\n".utf8))
        var generation = first
        while true {
            do {
                if let cache = cache(afterGeneration: generation) {
                    try store.insert(cache.feed, timestamp: cache.timestamp)
                    if imageData, let store = store as? any FeedImageDataStore {
                        try store.insert(data(ofGeneration: generation), for: dataURL)
                    }
                } else {
                    try store.deleteCachedFeed()
                }
            } catch {
                output.write(Data("error: generation \(generation) threw \(error)\n".utf8))
                exit(70)
            }
            output.write(Data("\(generation)\n".utf8))
            generation += 1
        }
    }

    /// Why the store's state is not one a writer killed after committing `lastCommitted` may leave, or `nil`
    /// when it is: the committed generation or the one in flight, complete, never an older one, never a mix.
    public static func problem(in store: any FeedStore, lastCommitted: Int, imageData: Bool) -> String? {
        let cache: CachedFeed?
        do {
            cache = try store.retrieve()
        } catch {
            return "retrieve threw: \(error)"
        }
        let inFlight = lastCommitted + 1
        guard let cache else {
            guard self.cache(afterGeneration: lastCommitted) == nil || self.cache(afterGeneration: inFlight) == nil else {
                return "the cache is empty, but generation \(lastCommitted) had been committed and generation \(inFlight) inserts"
            }
            return imageData ? dataProblem(in: store, expected: [nil], generation: nil) : nil
        }
        let generation = Int((cache.timestamp.timeIntervalSinceReferenceDate - 700_000_000.25).rounded())
        guard let written = self.cache(afterGeneration: generation), generation > 0 else {
            return "a cache no generation wrote: \(ValueDescription.summary(of: cache))"
        }
        guard written == cache else {
            return "an incomplete generation \(generation): \(ValueDescription.differences(expected: written, delivered: cache).prefix(4).joined(separator: "; "))"
        }
        guard generation == lastCommitted || generation == inFlight else {
            return "generation \(generation), although generation \(lastCommitted) had been committed"
        }
        guard imageData else { return nil }
        var expected: [Data?] = [data(ofGeneration: generation)]
        if generation == inFlight {
            // Killed between the feed and its data: the previous generation's data survives the replacement (same
            // URL), or there is none if the previous generation deleted.
            expected.append(self.cache(afterGeneration: generation - 1) == nil ? nil : data(ofGeneration: generation - 1))
        }
        return dataProblem(in: store, expected: expected, generation: generation)
    }

    private static func dataProblem(in store: any FeedStore, expected: [Data?], generation: Int?) -> String? {
        guard let store = store as? any FeedImageDataStore else { return "the store is not a FeedImageDataStore" }
        do {
            let data = try store.retrieve(dataForURL: dataURL)
            guard !expected.contains(data) else { return nil }
            let which = generation.map { "generation \($0)'s feed" } ?? "an empty cache"
            return "image data that does not belong with \(which): \(ValueDescription.describe(data))"
        } catch {
            return "retrieve data threw: \(error)"
        }
    }
}
