import FeedCache
import Foundation

/// Shrinks a failing sequence to one a reader can take in: fewer steps, fewer images, plainer values, keeping
/// each change only while the store still disagrees with the model. Deterministic, so a seed replays the same
/// shrunk sequence.
struct ModelSequenceShrinker {
    typealias Discrepancy = ModelSequenceRun.Discrepancy

    let discrepancy: ([ModelOperation]) -> Discrepancy?
    /// How many more sequences shrinking may run: a count, not a time, so a seed replays the same shrunk sequence.
    /// The deadline only guards against a store so slow that the count would take minutes.
    private var budget: Int
    private let deadline: ContinuousClock.Instant

    init(budget: Int = 300, timeLimit: Duration = .seconds(30), discrepancy: @escaping ([ModelOperation]) -> Discrepancy?) {
        self.budget = budget
        self.deadline = .now + timeLimit
        self.discrepancy = discrepancy
    }

    mutating func shrink(_ operations: [ModelOperation], failingWith found: Discrepancy) -> ([ModelOperation], Discrepancy) {
        var best = (operations: Array(operations.prefix(found.step + 1)), found: found)
        var progress = true
        while progress && budget > 0 {
            progress = false
            for candidate in removals(from: best.operations) + simplifications(of: best.operations) {
                guard budget > 0, ContinuousClock.now < deadline else { break }
                guard candidate.count < best.operations.count || weight(candidate) < weight(best.operations) else { continue }
                budget -= 1
                if let found = discrepancy(candidate) {
                    best = (Array(candidate.prefix(found.step + 1)), found)
                    progress = true
                    break
                }
            }
        }
        return best
    }

    /// The sequence without a block of steps, largest blocks first.
    private func removals(from operations: [ModelOperation]) -> [[ModelOperation]] {
        Self.withoutABlock(of: operations, smallestBlock: 1).filter { !$0.isEmpty }
    }

    /// `elements` without one block of them, for blocks of half the elements, a quarter, … down to `smallestBlock`.
    private static func withoutABlock<Element>(of elements: [Element], smallestBlock: Int) -> [[Element]] {
        var candidates: [[Element]] = []
        var block = elements.count / 2
        while block >= max(1, smallestBlock) {
            for start in stride(from: 0, to: elements.count, by: block) {
                var candidate = elements
                candidate.removeSubrange(start..<min(start + block, elements.count))
                candidates.append(candidate)
            }
            block /= 2
        }
        return candidates
    }

    /// The sequence with one step's values made plainer.
    private func simplifications(of operations: [ModelOperation]) -> [[ModelOperation]] {
        var candidates: [[ModelOperation]] = []
        for (index, operation) in operations.enumerated() {
            for simpler in Self.simpler(operation) {
                var candidate = operations
                candidate[index] = simpler
                candidates.append(candidate)
            }
        }
        return candidates
    }

    private static func simpler(_ operation: ModelOperation) -> [ModelOperation] {
        var options: [ModelOperation] = []
        if let instance = operation.instance, instance != 0 { options.append(operation.on(instance: 0)) }
        switch operation {
        case let .insert(cache, instance):
            options += simpler(cache.feed).map { .insert(CachedFeed(feed: $0, timestamp: cache.timestamp), instance: instance) }
            options += simpler(cache.timestamp).map { .insert(CachedFeed(feed: cache.feed, timestamp: $0), instance: instance) }
        case let .insertData(data, url, instance):
            let shorter: [Data] = [Data(), data.prefix(1), data.prefix(data.count / 2)]
            options += shorter.filter { $0.count < data.count }.map { .insertData($0, for: url, instance: instance) }
        case let .dropInstance(index) where index != 0:
            options.append(.dropInstance(0))
        default:
            break
        }
        return options
    }

    private static func simpler(_ feed: [LocalFeedImage]) -> [[LocalFeedImage]] {
        // Past a few images, removing them one at a time costs more runs than a reader gains.
        var options = withoutABlock(of: feed, smallestBlock: feed.count > 16 ? feed.count / 16 : 1)
        if feed.count > 16 {
            options.append(feed.enumerated().map { plain($0.element, at: $0.offset) })
        } else {
            for (index, image) in feed.enumerated() {
                for simpler in simpler(image, at: index) {
                    var candidate = feed
                    candidate[index] = simpler
                    options.append(candidate)
                }
            }
        }
        return options
    }

    private static func simpler(_ image: LocalFeedImage, at index: Int) -> [LocalFeedImage] {
        var options: [LocalFeedImage] = []
        let plain = plain(image, at: index)
        if image.description != nil { options.append(LocalFeedImage(id: image.id, description: nil, location: image.location, url: image.url)) }
        if image.location != nil { options.append(LocalFeedImage(id: image.id, description: image.description, location: nil, url: image.url)) }
        if let text = image.description, text.utf8.count > 1 {
            options.append(LocalFeedImage(id: image.id, description: shorter(text), location: image.location, url: image.url))
        }
        if let text = image.location, text.utf8.count > 1 {
            options.append(LocalFeedImage(id: image.id, description: image.description, location: shorter(text), url: image.url))
        }
        if image.id != plain.id { options.append(LocalFeedImage(id: plain.id, description: image.description, location: image.location, url: image.url)) }
        if image.url != plain.url { options.append(LocalFeedImage(id: image.id, description: image.description, location: image.location, url: plain.url)) }
        return options
    }

    /// Half the text, or one letter when the text is not worth halving.
    private static func shorter(_ text: String) -> String {
        let characters = text.count
        return characters > 8 ? String(text.prefix(characters / 2)) : "a"
    }

    /// An image with no optional text, a readable id and a plain URL, all told apart by `index`.
    private static func plain(_ image: LocalFeedImage, at index: Int) -> LocalFeedImage {
        LocalFeedImage(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, UInt8(truncatingIfNeeded: index >> 24), UInt8(truncatingIfNeeded: index >> 16), UInt8(truncatingIfNeeded: index >> 8), UInt8(truncatingIfNeeded: index))),
            description: nil,
            location: nil,
            url: URL(string: "https://example.com/\(index)")!
        )
    }

    private static func simpler(_ timestamp: Date) -> [Date] {
        let seconds = timestamp.timeIntervalSinceReferenceDate
        return [0, seconds.rounded(.down), (seconds * 1_000).rounded(.down) / 1_000]
            .filter { $0 != seconds }
            .map(Date.init(timeIntervalSinceReferenceDate:))
    }

    /// What "plainer" means when the number of steps is the same: fewer images, less text, less data.
    private func weight(_ operations: [ModelOperation]) -> Int {
        operations.reduce(0) { total, operation in
            switch operation {
            case let .insert(cache, instance):
                total + instance + 10 + cache.feed.reduce(0) { $0 + 1 + Self.weight($1) } + Self.weight(cache.timestamp)
            case let .insertData(data, _, instance): total + instance + 10 + data.count
            case let .delete(instance), let .retrieve(instance), let .retrieveData(_, instance): total + instance + 10
            case let .dropInstance(index): total + index + 10
            case .openInstance: total + 10
            }
        }
    }

    private static func weight(_ image: LocalFeedImage) -> Int {
        (image.description?.utf8.count ?? 0) + (image.location?.utf8.count ?? 0) + (image.description == nil ? 0 : 1) + (image.location == nil ? 0 : 1)
            + image.url.absoluteString.utf8.count + (image.id.uuidString.hasPrefix("00000000") ? 0 : 8)
    }

    private static func weight(_ timestamp: Date) -> Int {
        let seconds = timestamp.timeIntervalSinceReferenceDate
        return seconds == 0 ? 0 : 1 + seconds.significandWidth
    }
}
