#if os(macOS) || os(Linux)
import FeedCache
import Foundation

/// Kills a writer process at random moments, again and again, and checks after each kill that a new instance
/// finds what `FeedStoreCrashWorkload` allows. How the writer is started is the caller's: the contract re-runs the
/// current test in a child process; the kit's `FeedStoreCrashTest` benchmark starts itself.
public struct FeedStoreCrashTrial {
    public struct Tally: Sendable, Equatable {
        public var kills = 0
        /// Generations the writers reported committed before they were killed.
        public var committedWrites = 0
        /// Kills after which the cache was empty (the writer was deleting, or had not written yet).
        public var emptyAfterKill = 0
        /// One line per kill after which the store held something it must not.
        public var badStates: [String] = []
    }

    /// Why a kill could not be made or checked.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let makeStore: () throws -> any FeedStore
    private let imageData: Bool
    private let startWriter: (_ firstGeneration: Int, _ report: URL) throws -> Process
    private let longestDelay: Duration
    private let storeFolder: URL?

    /// - Parameters:
    ///   - storeFolder: the folder the store keeps its files in. When given, every other kill comes the moment a
    ///     file there is seen changing (created, removed, resized or touched), so kills land inside the store's
    ///     writes however long the writer spends between them (encoding, or running under a sanitizer).
    ///   - makeStore: a new instance at the location the writers write to.
    ///   - imageData: whether the writers write image data, and the checks look at it.
    ///   - startWriter: starts a process that calls `FeedStoreCrashWorkload.writeUntilKilled` with these arguments.
    ///   - longestDelay: the kill comes at a random moment up to this long after the writer started writing, so
    ///     most kills land inside its first writes; every fourth kill waits up to six times longer, so writers also
    ///     get killed after several generations.
    public init(
        imageData: Bool,
        longestDelay: Duration = .milliseconds(25),
        storeFolder: URL? = nil,
        makeStore: @escaping () throws -> any FeedStore,
        startWriter: @escaping (_ firstGeneration: Int, _ report: URL) throws -> Process
    ) {
        self.makeStore = makeStore
        self.imageData = imageData
        self.startWriter = startWriter
        self.longestDelay = longestDelay
        self.storeFolder = storeFolder
    }

    /// Kills `kills` writers one after the other, or stops at the first bad state when `stopAtFirstBadState`.
    public func run(kills: Int, stopAtFirstBadState: Bool = false, progress: (Tally) -> Void = { _ in }) throws -> Tally {
        let reports = FileManager.default.temporaryDirectory.appending(path: "FeedStoreCrashTrial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: reports) }
        var tally = Tally()
        var lastCommitted = 0
        for kill in 1...kills {
            let report = reports.appending(path: "kill-\(kill).log")
            try Data().write(to: report)
            let moment: KillMoment = if let storeFolder, !kill.isMultiple(of: 2) {
                .whenWriting(storeFolder, change: Int.random(in: 1...4))
            } else {
                .randomly(within: kill.isMultiple(of: 4) ? longestDelay * 6 : longestDelay)
            }
            let committed = try killWriter(from: lastCommitted + 1, reportingTo: report, at: moment)
            tally.kills += 1
            tally.committedWrites += committed.count
            lastCommitted = committed.last ?? lastCommitted
            let store = try makeStore()
            if let problem = FeedStoreCrashWorkload.problem(in: store, lastCommitted: lastCommitted, imageData: imageData) {
                tally.badStates.append("kill \(kill), after generation \(lastCommitted) was committed: \(problem)")
            } else if (try? store.retrieve()) == nil {
                tally.emptyAfterKill += 1
            }
            progress(tally)
            if stopAtFirstBadState && !tally.badStates.isEmpty { break }
        }
        return tally
    }

    /// Starts a writer, waits until it writes, kills it at `moment` and hands back the generations it committed.
    private func killWriter(from first: Int, reportingTo report: URL, at moment: KillMoment) throws -> [Int] {
        let writer = try startWriter(first, report)
        let deadline = ContinuousClock.now + .seconds(60)
        while !(try lines(of: report)).contains("started") {
            guard writer.isRunning, ContinuousClock.now < deadline else {
                if writer.isRunning { Foundation.kill(writer.processIdentifier, SIGKILL) }
                writer.waitUntilExit()
                throw Failure(description: "the writer did not start writing (exit status \(writer.terminationStatus)); its report: \(try lines(of: report))")
            }
            usleep(500)
        }
        moment.wait()
        Foundation.kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        let reported = try lines(of: report)
        if let error = reported.first(where: { $0.hasPrefix("error:") }) {
            throw Failure(description: "the writer stopped before it was killed: \(error)")
        }
        return reported.compactMap { Int($0) }
    }

    private func lines(of report: URL) throws -> [String] {
        String(decoding: try Data(contentsOf: report), as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
#endif
