import Foundation

/// Where the runner talks to the learner. Injected so tests can read what a command printed and answer its prompts.
public struct Console: Sendable {
    public let style: TextStyle
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let readAnswer: @Sendable () -> String?

    public init(
        style: TextStyle,
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readAnswer: @escaping @Sendable () -> String?
    ) {
        self.style = style
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readAnswer = readAnswer
    }

    /// The process's own terminal, styled from its environment.
    public static func standard() -> Console {
        let style = TextStyle.detect(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        return Console(
            style: style,
            writeOutput: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            readAnswer: { readLine() }
        )
    }

    func print(_ line: String = "") { writeOutput(line) }

    func error(_ line: String) { writeError(line) }

    /// `true` only for an explicit yes; no answer (end of input, no TTY) is a no, so nothing is lost by accident.
    func confirm(_ question: String) -> Bool {
        writeOutput("\(question) [y/N]")
        guard let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return answer == "y" || answer == "yes"
    }
}
