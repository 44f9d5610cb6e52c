/// A suppression must name real rules and say why; otherwise it silently weakens a guardrail.
public struct InvalidSuppressionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invalid-suppression",
        summary: "A `guardrails:` comment is malformed: unknown directive or rule, no `-- reason`, or not a `//` comment.",
        rationale: """
        Every exception to a guardrail is a design decision; writing down why keeps it reviewable. \
        A malformed suppression suppresses nothing and is reported instead.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line shared-instance-access\nfinal class Store { let center = NotificationCenter.default }"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-file no-such-rule -- legacy"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:enable-everything -- why not"),
            RuleExample("Sources/Feature/Store.swift", "/* guardrails:disable-next-line shared-instance-access -- launch hook */\nfinal class Store { let center = NotificationCenter.default }"),
            RuleExample("Sources/Feature/Store.swift", "/// guardrails:disable-next-line shared-instance-access -- launch hook\nfinal class Store { let center = NotificationCenter.default }"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line shared-instance-access -- the launch hook observes the system once\nfinal class Store { let center = NotificationCenter.default }"),
            RuleExample("Sources/Feature/Store.swift", "// See the guardrails: docs for the rule list."),
            RuleExample("Sources/Feature/Store.swift", "let text = \"// guardrails:disable-file make-sut\""),
            RuleExample("Sources/Feature/Store.swift", "/// Suppress with a comment such as guardrails:disable-file, never silently.\nstruct Store {}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        []
    }
}
