/// How much a finding matters: errors fail the run, warnings fail it only under `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
