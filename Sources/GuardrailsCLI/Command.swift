import GuardrailsCore
import GuardrailsRules

/// The subcommands `guardrails` understands.
enum Command: Equatable {
    case lint
    case rules
    case explain(String)
    case initialize
    case help
    case version
}
