#if os(macOS) || os(Linux)
import Foundation

/// When `FeedStoreCrashTrial` kills a writer. Random moments alone mostly land between writes when a writer spends
/// most of its time encoding, so a half-written file would rarely be seen; watching the store's files lands kills
/// inside the writes themselves.
enum KillMoment {
    case randomly(within: Duration)
    /// The moment the `change`-th change to the files below the folder is seen, or after two seconds without it.
    case whenWriting(URL, change: Int)

    func wait() {
        switch self {
        case .randomly(let longestDelay):
            let (seconds, attoseconds) = longestDelay.components
            usleep(UInt32.random(in: 0...UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000)))
        case .whenWriting(let folder, let change):
            let deadline = ContinuousClock.now + .seconds(2)
            var seen = Self.files(below: folder)
            var changes = 0
            while changes < change, ContinuousClock.now < deadline {
                let now = Self.files(below: folder)
                if now != seen { changes += 1 }
                seen = now
            }
        }
    }

    /// Size and modification time of each file below `folder`, by relative path.
    private static func files(below folder: URL) -> [String: [Int]] {
        var states: [String: [Int]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var info = stat()
            guard stat(folder.appending(path: relative).path, &info) == 0 else { continue }
            #if os(Linux)
            let modified = info.st_mtim
            #else
            let modified = info.st_mtimespec
            #endif
            states[relative] = [Int(info.st_size), Int(modified.tv_sec), Int(modified.tv_nsec)]
        }
        return states
    }
}
#endif
