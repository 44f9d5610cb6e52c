import Synchronization

/// Lines a command printed, kept instead of written, so the watch screen can show them in its own place.
final class CapturedLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0 += line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } }

    /// The lines captured so far, and a fresh start.
    func take() -> [String] { lines.withLock { lines in defer { lines = [] }; return lines } }
}
