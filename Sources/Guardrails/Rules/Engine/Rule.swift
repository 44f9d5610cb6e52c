/// A guardrail: a description (id, severity, rationale, examples) and a check over one file.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Violations in `file`; cross-file facts come from `context.index`.
    func check(_ file: LintFile, _ context: RuleContext) -> [Violation]
}
