import GuardrailsCore
import GuardrailsRules

/// Exit statuses CI can tell apart.
public enum ExitCode {
    /// No error-severity finding (and no warning under `--strict`).
    public static let clean: Int32 = 0
    /// Findings that fail the run.
    public static let findings: Int32 = 1
    /// Usage, configuration or I/O error: the lint result cannot be trusted.
    public static let failure: Int32 = 2
}
