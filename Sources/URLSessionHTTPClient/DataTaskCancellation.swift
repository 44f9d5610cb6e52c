import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Bridges Swift task cancellation to a data task, whichever of "task started" and
/// "caller cancelled" happens first.
final class DataTaskCancellation: Sendable {
    private enum State {
        case idle
        case running(URLSessionDataTask)
        case cancelled
    }

    private let state = Mutex(State.idle)

    func start(_ task: URLSessionDataTask) {
        let cancelledAlready = state.withLock { state -> Bool in
            if case .cancelled = state { return true }
            state = .running(task)
            return false
        }
        if cancelledAlready { task.cancel() }
        task.resume()
    }

    func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            defer { state = .cancelled }
            if case let .running(task) = state { return task }
            return nil
        }
        task?.cancel()
    }
}
