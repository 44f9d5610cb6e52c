import FeedCache
import Foundation

/// Makes the random operation sequences of the model-based specs: which operations, in which order, with
/// values from `EdgeValueGenerator`. The first sequences of every spec open with the edges themselves, so they
/// are reached whatever the seed; early sequences are short and later ones reach the full length, so a simple
/// mistake is usually found by a short sequence.
struct ModelSequenceGenerator {
    /// Which operations a spec's sequences use.
    struct Mix: Sendable {
        var imageData: Bool
        var instances: Bool
    }

    private let mix: Mix
    private let settings: FeedStoreContractSettings

    init(mix: Mix, settings: FeedStoreContractSettings) {
        self.mix = mix
        self.settings = settings
    }

    /// Sequence `run` (0-based) of a spec, from its own stream of the seed. Ends by observing everything the
    /// sequence may have changed, on every open instance, so a wrong state cannot go unnoticed.
    func sequence(_ run: Int, seed: UInt64, stream: String) -> [ModelOperation] {
        var values = EdgeValueGenerator(random: SpecRandom(seed: seed, stream: "\(stream) #\(run)"), size: settings.size)
        var random = SpecRandom(seed: seed, stream: "\(stream) #\(run) operations")
        let longest = max(1, settings.length * (run + 1) / max(1, settings.runs))
        let length = Int.random(in: 1...max(1, min(settings.length, longest + 2)), using: &random)

        var sequence = ModelSequenceBuilder()
        open(&sequence, run: run, values: &values)
        while sequence.operations.count < length {
            addRandomStep(to: &sequence, values: &values, random: &random)
        }
        sequence.observeEverything()
        return sequence.operations
    }

    /// The edges every spec reaches whatever the seed, each looked at before anything can replace it.
    private func open(_ sequence: inout ModelSequenceBuilder, run: Int, values: inout EdgeValueGenerator) {
        switch run {
        case 0:
            sequence.insert([], at: values.timestamp())
            sequence.retrieve()
            if mix.imageData {
                let url = values.url()
                sequence.insert(values.data(), for: url)
                sequence.retrieveData(for: url)
            }
        case 1:
            sequence.insert(values.largeFeed(), at: values.timestamp())
            sequence.retrieve()
        case 2:
            sequence.insert(values.edgeTextFeed(), at: values.timestamp())
            sequence.retrieve()
        case 3:
            let feed = values.feed()
            for timestamp in EdgeValueGenerator.edgeTimestamps {
                sequence.insert(feed, at: timestamp)
                sequence.retrieve()
            }
        case 4:
            let feed = values.duplicatesFeed()
            sequence.insert(feed, at: values.timestamp())
            sequence.retrieve()
            if mix.imageData {
                sequence.insert(values.data(), for: feed[0].url)
                sequence.retrieveData(for: feed[0].url)
            }
        case 5:
            // Every URL kept in a feed; with image data, each URL its own data, which near twins must not share.
            let urls = mix.imageData ? values.universe : EdgeValueGenerator.everyEdgeURL
            sequence.insert(urls.map { LocalFeedImage(id: values.id(), description: values.text(), location: values.text(), url: $0) }, at: values.timestamp())
            sequence.retrieve()
            if mix.imageData {
                for (index, url) in urls.enumerated() {
                    sequence.insert(Data("data of URL \(index)".utf8), for: url)
                }
                for url in urls {
                    sequence.retrieveData(for: url)
                }
            }
        case 6 where mix.imageData:
            let feed = values.feed() + [values.imageWithUniqueURL(), values.imageWithUniqueURL()]
            sequence.insert(feed, at: values.timestamp())
            // The last image gets data twice: empty first, so a store that keeps the first value shows it.
            for (data, image) in zip([values.largeData(), Data(), values.data() + [0x2A]], feed.suffix(2) + feed.suffix(1)) {
                sequence.insert(data, for: image.url)
                sequence.retrieveData(for: image.url)
            }
        default:
            break
        }
    }

    private func addRandomStep(to sequence: inout ModelSequenceBuilder, values: inout EdgeValueGenerator, random: inout SpecRandom) {
        let instance = Int.random(in: 0..<sequence.instances, using: &random)
        let cachedFeed = sequence.model.cache?.feed
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<6 where cachedFeed != nil:
            // The same feed again, saved at another time.
            sequence.insert(cachedFeed!, at: values.timestamp(), on: instance)
        case 0..<30:
            let feed = !sequence.feeds.isEmpty && random.chance(35) ? values.variation(of: random.pick(sequence.feeds)) : values.feed()
            let timestamp = sequence.lastTimestamp.map { random.chance(15) ? $0 : values.timestamp() } ?? values.timestamp()
            sequence.insert(feed, at: timestamp, on: instance)
        case 30..<40:
            sequence.delete(on: instance)
        case 40..<60 where mix.imageData:
            sequence.insert(values.data(), for: values.dataURL(near: cachedFeed ?? []), on: instance)
        case 60..<75 where mix.imageData:
            sequence.retrieveData(for: values.dataURL(near: cachedFeed ?? []), on: instance)
        case 75..<83 where mix.instances:
            sequence.openInstance()
        case 83..<88 where mix.instances:
            sequence.dropInstance(Int.random(in: 0..<sequence.instances, using: &random))
        default:
            sequence.retrieve(on: instance)
        }
    }
}
