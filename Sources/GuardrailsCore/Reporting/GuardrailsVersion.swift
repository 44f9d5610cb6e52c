/// The version every output format and `guardrails --version` report.
public enum GuardrailsVersion {
    public static let current = "0.1.0"
}
