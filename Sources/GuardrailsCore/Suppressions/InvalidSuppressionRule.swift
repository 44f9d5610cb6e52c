/// A suppression must name real rules and say why; otherwise it silently weakens a guardrail.
public struct InvalidSuppressionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invalid-suppression",
        summary: "A `guardrails:` comment is malformed: unknown directive or rule, or no `-- reason`.",
        rationale: """
        Every exception to a guardrail is a design decision; writing down why keeps it reviewable. \
        A malformed suppression suppresses nothing and is reported instead.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line unchecked-sendable\nfinal class Store: @unchecked Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-file no-such-rule -- legacy"),
            RuleExample("Sources/Feature/Store.swift", "// guardrails:enable-everything -- why not"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Store.swift", "// guardrails:disable-next-line unchecked-sendable -- wraps a C handle guarded by a lock\nfinal class Store: @unchecked Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "// See the guardrails: docs for the rule list."),
            RuleExample("Sources/Feature/Store.swift", "let text = \"// guardrails:disable-file make-sut\""),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        []
    }
}
