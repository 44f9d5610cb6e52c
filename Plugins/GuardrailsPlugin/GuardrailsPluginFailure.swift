/// Why `swift package guardrails` failed, from the linter's exit status: SwiftPM turns every plugin failure into
/// exit status 1, so the final error line is what tells findings (1) from a run that could not lint (2).
struct GuardrailsPluginFailure: CustomStringConvertible {
    let status: Int32

    init?(status: Int32) {
        guard status != 0 else { return nil }
        self.status = status
    }

    var description: String {
        switch status {
        case 1: "guardrails: findings fail the run (guardrails exit status 1)"
        case 2: "guardrails: could not lint: usage, configuration or file error, see above (guardrails exit status 2)"
        default: "guardrails: ended abnormally (status \(status))"
        }
    }
}
