import FeedCache
import FileFeedStore
import Foundation
import InMemoryFeedStore
import SQLiteFeedStore

// Times each store inserting and retrieving 1k, 10k and 100k images and 1k image-data blobs, next to the same
// work done directly (raw SQLite C API, raw JSON encode and file write) in the same run. Build with -c release.
// Every repetition starts from a new, empty store (the cache use case deletes the old feed before inserting);
// opening it is not timed, only the insert and the retrieve.
let usage = """
    usage: FeedStoreBenchmark [--skip-image-data]
    Times each store against a raw baseline in the same run and prints the ratios. Build with -c release:
      swift run -c release FeedStoreBenchmark
      --skip-image-data  only the feed sizes (the file store's image data part takes minutes)
    """
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
guard arguments.allSatisfy({ $0 == "--skip-image-data" }) else {
    FileHandle.standardError.write(Data("error: unexpected argument '\(arguments.first!)'\n\(usage)\n".utf8))
    exit(64)
}

let directory = FileManager.default.temporaryDirectory.appending(path: "FeedStoreBenchmark-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

func freshURL(_ name: String) -> URL {
    directory.appending(path: "\(UUID().uuidString)-\(name)")
}

/// The fastest of `repetitions` runs of `work` on a subject made by the untimed `prepare`, in milliseconds:
/// the fastest run is the one least disturbed by the other work on a shared machine.
func milliseconds<Subject>(_ repetitions: Int, prepare: () throws -> Subject, _ work: (Subject) throws -> Int) rethrows -> Double {
    var best = Duration.seconds(1_000_000)
    for _ in 0..<repetitions {
        let subject = try prepare()
        var delivered = 0
        best = min(best, try ContinuousClock().measure { delivered = try work(subject) })
        precondition(delivered > 0, "the benchmark work delivered nothing")
    }
    return Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15
}

func feed(count: Int) -> [LocalFeedImage] {
    (0..<count).map { index in
        LocalFeedImage(
            id: UUID(),
            description: index.isMultiple(of: 3) ? nil : "description of image \(index)",
            location: index.isMultiple(of: 2) ? nil : "location \(index)",
            url: URL(string: "https://images.example.com/feed/\(index).jpg")!
        )
    }
}

func insertAndRetrieve(_ images: [LocalFeedImage]) -> (any FeedStore) throws -> Int {
    { store in
        try store.insert(images, timestamp: .now)
        return try store.retrieve()?.feed.count ?? 0
    }
}

func format(_ value: Double) -> String { String(format: "%9.2f", value) }
func ratio(_ value: Double) -> String { String(format: "%5.2f×", value) }

print("images   in-memory ms    file ms  raw JSON ms  file/raw   sqlite ms  raw SQLite ms  sqlite/raw")
var times: [Int: (memory: Double, file: Double, rawFile: Double, sqlite: Double, rawSQLite: Double)] = [:]
for count in [1_000, 10_000, 100_000] {
    let images = feed(count: count)
    let repetitions = count == 100_000 ? 5 : 9
    let memory = try milliseconds(repetitions, prepare: { InMemoryFeedStore() }, insertAndRetrieve(images))
    let file = try milliseconds(repetitions, prepare: { FileFeedStore(storeURL: freshURL("feed.json")) }, insertAndRetrieve(images))
    let rawFile = try milliseconds(repetitions, prepare: { RawJSONFile(url: freshURL("raw.json")) }) { try $0.insertAndRetrieve(images) }
    let sqlite = try milliseconds(repetitions, prepare: { try SQLiteFeedStore(storeURL: freshURL("feed.sqlite")) }, insertAndRetrieve(images))
    let rawSQLite = milliseconds(repetitions, prepare: { RawSQLite(path: freshURL("raw.sqlite").path) }) { $0.insertAndRetrieve(images) }
    times[count] = (memory, file, rawFile, sqlite, rawSQLite)
    print("\(String(count).padding(toLength: 7, withPad: " ", startingAt: 0)) \(format(memory))   \(format(file))    \(format(rawFile))    \(ratio(file / rawFile))   \(format(sqlite))      \(format(rawSQLite))      \(ratio(sqlite / rawSQLite))")
}
let small = times[10_000]!, large = times[100_000]!
print("growth 10k → 100k images: in-memory \(ratio(large.memory / small.memory)), file \(ratio(large.file / small.file)) (raw JSON \(ratio(large.rawFile / small.rawFile))), sqlite \(ratio(large.sqlite / small.sqlite)) (raw SQLite \(ratio(large.rawSQLite / small.rawSQLite)))")

guard !arguments.contains("--skip-image-data") else { exit(0) }
let blobFeed = feed(count: 1_000)
let blobs = blobFeed.map { image in (image.url, Data((0..<1024).map { _ in UInt8.random(in: 0...255) })) }
/// A store already holding the feed the blobs belong to.
func holdingBlobFeed<Store: FeedStore>(_ store: Store) throws -> Store {
    try store.insert(blobFeed, timestamp: .now)
    return store
}
func insertAndRetrieveBlobs(_ store: any FeedImageDataStore) throws -> Int {
    for (url, data) in blobs { try store.insert(data, for: url) }
    return try blobs.count { url, _ in try store.retrieve(dataForURL: url) != nil }
}
let memoryBlobs = try milliseconds(3, prepare: { try holdingBlobFeed(InMemoryFeedStore()) }, insertAndRetrieveBlobs)
let fileBlobs = try milliseconds(1, prepare: { try holdingBlobFeed(FileFeedStore(storeURL: freshURL("blobs.json"))) }, insertAndRetrieveBlobs)
let rawFileBlobs = try milliseconds(1, prepare: { RawJSONFile(url: freshURL("raw-blobs.json")) }) { try $0.insertAndRetrieve(blobs, in: blobFeed) }
let sqliteBlobs = try milliseconds(3, prepare: { try holdingBlobFeed(SQLiteFeedStore(storeURL: freshURL("blobs.sqlite"))) }, insertAndRetrieveBlobs)
let rawSQLiteBlobs = milliseconds(3, prepare: { RawSQLite(path: freshURL("raw-blobs.sqlite").path) }) { $0.insertAndRetrieve(blobs) }
print("1k image-data blobs of 1 KiB (one insert each, then one retrieve each):")
print("  in-memory \(format(memoryBlobs)) ms")
print("  file      \(format(fileBlobs)) ms, raw JSON   \(format(rawFileBlobs)) ms, ratio \(ratio(fileBlobs / rawFileBlobs)) (one run each: every insert rewrites the whole file)")
print("  sqlite    \(format(sqliteBlobs)) ms, raw SQLite \(format(rawSQLiteBlobs)) ms, ratio \(ratio(sqliteBlobs / rawSQLiteBlobs))")
