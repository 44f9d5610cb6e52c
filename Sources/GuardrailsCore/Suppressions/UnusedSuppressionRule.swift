/// Suppressions that no longer match anything hide the next real violation on that line.
public struct UnusedSuppressionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-suppression",
        summary: "A suppression that suppresses no finding.",
        rationale: """
        Once the violation is fixed, a stale suppression would silently excuse a future one. \
        Remove suppressions as soon as they stop matching.
        """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample("Sources/Feature/Loader.swift", "// guardrails:disable-next-line testable-import -- legacy\nimport Foundation"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-file unchecked-sendable -- C handle\nstruct Store: Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line unchecked-sendable -- C handle\n\nfinal class Store: @unchecked Sendable {}"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-file unchecked-sendable -- C handle\nfinal class Store: @unchecked Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "struct Store {}"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line unchecked-sendable\nstruct Store {}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        []
    }
}
