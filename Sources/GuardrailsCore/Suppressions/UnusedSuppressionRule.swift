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
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-file shared-instance-access -- launch hook\nstruct Store: Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line shared-instance-access -- launch hook\n\nfinal class Store { let center = NotificationCenter.default }"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-file shared-instance-access -- launch hook\nfinal class Store { let center = NotificationCenter.default }"),
            RuleExample("Sources/Feature/Store.swift", "struct Store {}"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line shared-instance-access\nstruct Store {}"),
            RuleExample(
                "Sources/Feature/Store.swift",
                "// guardrails:disable-next-line shared-instance-access -- launch hook\n@available(macOS 14, *)\n@MainActor\nfinal class Store { let center = NotificationCenter.default }"
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        []
    }
}
