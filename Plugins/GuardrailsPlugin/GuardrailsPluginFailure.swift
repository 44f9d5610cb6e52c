/// Makes `swift package guardrails` fail with the linter's status.
struct GuardrailsPluginFailure: Error, CustomStringConvertible {
    let status: Int32

    var description: String { "guardrails exited with status \(status)" }
}
