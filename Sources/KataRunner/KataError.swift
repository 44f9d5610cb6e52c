/// A failure the learner or maintainer can act on: the message says what to fix, the exit code tells CI what kind it was.
public struct KataError: Error, Equatable, Sendable {
    public let message: String
    public let exitCode: ExitCode

    public init(_ message: String, exitCode: ExitCode = .failure) {
        self.message = message
        self.exitCode = exitCode
    }

    static func usage(_ message: String) -> KataError { KataError(message, exitCode: .usage) }
    static func badData(_ message: String) -> KataError { KataError(message, exitCode: .badData) }
}
