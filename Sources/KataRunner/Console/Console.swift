import Foundation

/// Where the runner talks to the learner. Injected so tests can read what a command printed and answer its prompts.
public struct Console: Sendable {
    public let style: TextStyle
    /// How the learner runs the runner, used in every suggested command: `swift run kata` when it was built in a
    /// package's `.build` folder, plain `kata` when installed.
    public let invocation: String
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let readAnswer: @Sendable () -> String?

    public init(
        style: TextStyle,
        invocation: String = "kata",
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readAnswer: @escaping @Sendable () -> String?
    ) {
        self.style = style
        self.invocation = invocation
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readAnswer = readAnswer
    }

    /// The process's own terminal, styled from its environment.
    public static func standard() -> Console {
        let style = TextStyle.detect(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let builtInPackage = executable.contains("/.build/")
        return Console(
            style: style,
            invocation: builtInPackage ? "swift run kata" : "kata",
            writeOutput: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            readAnswer: { readLine() }
        )
    }

    func print(_ line: String = "") { writeOutput(suggestingInvocation(line)) }

    func error(_ line: String) { writeError(suggestingInvocation(line)) }

    /// Messages suggest commands as `` `kata check` ``; this spells them the way this learner runs them.
    private func suggestingInvocation(_ line: String) -> String {
        invocation == "kata" ? line : line.replacingOccurrences(of: "`kata ", with: "`\(invocation) ")
    }

    /// `true` only for an explicit yes; no answer (end of input, no TTY) is a no, so nothing is lost by accident.
    func confirm(_ question: String) -> Bool {
        writeOutput("\(question) [y/N]")
        guard let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return answer == "y" || answer == "yes"
    }
}
