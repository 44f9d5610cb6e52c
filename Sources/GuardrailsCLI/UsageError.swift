import GuardrailsCore
import GuardrailsRules

/// A command line the tool cannot act on; reported with a hint and exit status 2.
struct UsageError: Error {
    let message: String
}
