/// The process exit codes, chosen from sysexits(3) where one fits so scripts and CI can tell them apart.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// A check is red, a verification failed, or the learner declined a prompt.
    case failure = 1
    /// The command line is wrong (EX_USAGE).
    case usage = 64
    /// A manifest or the state file is invalid (EX_DATAERR).
    case badData = 65
    /// `swift` could not be started (EX_UNAVAILABLE).
    case unavailable = 69
    /// Interrupted with Ctrl-C outside `kata watch`.
    case interrupted = 130
}
