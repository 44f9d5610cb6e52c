import Foundation
import Synchronization

/// A value shared between threads, changed only under a lock. The `NSLock` in front of the `Mutex` is for Thread
/// Sanitizer, which cannot see a contended `Mutex` hand-over on Linux; the `Mutex` gives the compiler its proof.
final class Guarded<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    private let sanitizerVisibleLock = NSLock()

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try sanitizerVisibleLock.withLock { try value.withLock { try body(&$0) } }
    }
}
