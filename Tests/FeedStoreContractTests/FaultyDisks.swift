import Foundation

/// Where the in-memory wrong stores "persist": one shared state per location, so every instance made at a
/// location sees what the others wrote, as instances of a file or database store would.
final class FaultyDisks: Sendable {
    private let disks = Locked([URL: Locked<FaultyFeedStore.Stored>]())

    func disk(at location: URL) -> Locked<FaultyFeedStore.Stored> {
        disks.withLock { disks in
            if let disk = disks[location] { return disk }
            let disk = Locked(FaultyFeedStore.Stored())
            disks[location] = disk
            return disk
        }
    }
}
