import GuardrailsCore

/// Inner layers report through their boundaries; writing to standard output is the edges' business.
public struct PrintInInnerLayerRule: Rule {
    public static let readsTokens = true

    public init() {}

    public static let description = RuleDescription(
        id: "print-in-inner-layer",
        summary: "No `print(…)` in domain, feature, presentation or infrastructure modules.",
        rationale: "",
        defaultSeverity: .warning,
        triggering: [],
        nonTriggering: []
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        []
    }
}
