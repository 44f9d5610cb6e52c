import Foundation
import Synchronization

/// A value the wrong stores share between threads or instances, changed only under a lock. The `NSLock` is for
/// Thread Sanitizer, which cannot see a contended `Mutex` hand-over on Linux.
final class Locked<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    private let sanitizerVisibleLock = NSLock()

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try sanitizerVisibleLock.withLock { try value.withLock { try body(&$0) } }
    }
}
