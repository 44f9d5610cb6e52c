/// The `guardrails` executable is not beside the test bundle: `swift build --build-tests` builds it.
struct GuardrailsNotBuilt: Error, CustomStringConvertible {
    let path: String

    var description: String { "no guardrails executable at \(path); build it first: swift build --build-tests" }
}
