import Synchronization
import KataRunner

/// A console whose output tests can read and whose prompts answer with scripted replies.
final class ConsoleRecorder: Sendable {
    private let lines = Mutex<[String]>([])
    private let errors = Mutex<[String]>([])
    private let answers: Mutex<[String]>

    init(answers: [String] = []) {
        self.answers = Mutex(answers)
    }

    var output: String { lines.withLock { $0.joined(separator: "\n") } }
    var errorOutput: String { errors.withLock { $0.joined(separator: "\n") } }

    func console(style: TextStyle = .plain) -> Console {
        Console(
            style: style,
            writeOutput: { line in self.lines.withLock { $0.append(line) } },
            writeError: { line in self.errors.withLock { $0.append(line) } },
            readAnswer: { self.answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
        )
    }
}
