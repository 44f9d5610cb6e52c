import Foundation

/// Runs work on a thread of its own with a small stack, so that code recursing once per nesting level overflows it at a
/// depth a test can afford: 3,000 levels in 512 KB leave about 175 bytes a level, less than a recursive descent uses
/// per call in a debug build. (On an 8 MB thread, 10,000 levels only caught recursions of over 800 bytes a level, at
/// more than three times the cost.)
enum SmallStack {
    static let bytes = 512 * 1_024
    static let nestingThatOverflowsARecursion = 3_000

    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { finished in
            let thread = Thread { finished.resume(returning: work()) }
            thread.stackSize = bytes
            thread.start()
        }
    }
}
