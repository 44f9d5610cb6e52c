/// What proves a step of an architecture kata, checked by linting the learner's package in-process.
public enum ArchitectureCheck: Equatable, Sendable {
    /// guardrails.json puts every module in a layer of the kind the kit's architecture gives it, and its layers allow
    /// exactly the imports between the package's modules that the kit's own guardrails.json allows.
    case layers
    /// The linter reports nothing for the rule with this id.
    case rule(String)
    /// The linter reports nothing at all, warnings included: `guardrails --strict`, as CI runs it.
    case strict

    /// `"layers"`, `"strict"` or a rule id, as a manifest writes it.
    init(_ text: String) {
        switch text {
        case "layers": self = .layers
        case "strict": self = .strict
        default: self = .rule(text)
        }
    }
}
