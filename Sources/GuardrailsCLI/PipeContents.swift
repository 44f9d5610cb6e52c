import Foundation
import GuardrailsCore
import GuardrailsRules
import Synchronization

/// What a pipe delivered, filled by a reading thread and waited for by the caller.
final class PipeContents: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    /// Appends a chunk and returns everything read so far.
    func append(_ chunk: Data) -> Data {
        data.withLock { data in
            data.append(chunk)
            return data
        }
    }

    func finish() {
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}
