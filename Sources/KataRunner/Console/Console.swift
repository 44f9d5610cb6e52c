import Foundation

/// Where the runner talks to the learner. Injected so tests can read what a command printed and answer its prompts.
public struct Console: Sendable {
    public let style: TextStyle
    /// How the learner runs the runner, used in every suggested command: `swift run kata` when it was built in a
    /// package's `.build` folder, plain `kata` when installed.
    public let invocation: String
    /// The package whose `.build` folder holds this runner, so `spelled(from:)` can say how to reach it from elsewhere.
    let runnerPackage: URL?
    private let writeOutput: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let readAnswer: @Sendable () -> String?

    public init(
        style: TextStyle,
        invocation: String = "kata",
        runnerPackage: URL? = nil,
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readAnswer: @escaping @Sendable () -> String?
    ) {
        self.style = style
        self.invocation = invocation
        self.runnerPackage = runnerPackage
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readAnswer = readAnswer
    }

    /// The process's own terminal, styled from its environment. Questions are asked only when standard input is a
    /// terminal: a piped answer is no answer, so a script never confirms by accident.
    public static func standard() -> Console {
        let style = TextStyle.detect(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let package = executable.range(of: "/.build/").map { URL(fileURLWithPath: String(executable[..<$0.lowerBound]), isDirectory: true) }
        let canAsk = isatty(STDIN_FILENO) == 1
        return Console(
            style: style,
            invocation: package == nil ? "kata" : "swift run kata",
            runnerPackage: package,
            writeOutput: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            readAnswer: { canAsk ? readLine() : nil }
        )
    }

    /// This console with suggested commands spelled to work from `currentDirectory`: `swift run` finds the nearest
    /// package upwards, so from inside another package (a kata workspace is one) or outside any it needs the
    /// runner's package named with `--package-path`.
    func spelled(from currentDirectory: URL) -> Console {
        guard let runnerPackage else { return self }
        let nearest = PackageFolder.nearest(from: currentDirectory)
        guard nearest?.standardizedFileURL.path != runnerPackage.standardizedFileURL.path else { return self }
        let path = PathDisplay(currentDirectory: currentDirectory)(runnerPackage)
        return with(invocation: "swift run --package-path \(path.contains(" ") ? "'\(path)'" : path) kata")
    }

    /// This console suggesting commands as `invocation`, or writing its output to `writeOutput` (the watch screen).
    func with(invocation: String? = nil, writeOutput: (@Sendable (String) -> Void)? = nil) -> Console {
        Console(
            style: style, invocation: invocation ?? self.invocation, runnerPackage: runnerPackage,
            writeOutput: writeOutput ?? self.writeOutput, writeError: writeError, readAnswer: readAnswer
        )
    }

    func print(_ line: String = "") { writeOutput(suggestingInvocation(line)) }

    func error(_ line: String) { writeError(suggestingInvocation(line)) }

    /// Messages suggest commands as `` `kata check` ``; this spells them the way this learner runs them.
    private func suggestingInvocation(_ line: String) -> String {
        invocation == "kata" ? line : line.replacingOccurrences(of: "`kata ", with: "`\(invocation) ")
    }

    /// `true` only for an explicit yes; no answer (end of input, no terminal) is a no, so nothing is lost by accident.
    func confirm(_ question: String) -> Bool {
        writeOutput("\(question) [y/N]")
        guard let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return answer == "y" || answer == "yes"
    }
}
