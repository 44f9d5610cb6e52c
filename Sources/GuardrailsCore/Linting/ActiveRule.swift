/// A rule as `FileChecker` runs it: with its severity and its context. A class, so walking the rules for each
/// file shares each entry rather than copying its context (the index and the configuration: dozens of
/// references to retain and release per rule and file).
final class ActiveRule: Sendable {
    let rule: AnyRule
    let description: RuleDescription
    let severity: Severity
    let context: RuleContext

    init(rule: AnyRule, description: RuleDescription, severity: Severity, context: RuleContext) {
        self.rule = rule
        self.description = description
        self.severity = severity
        self.context = context
    }

    /// Runs the rule from inside the entry, where its context and check are borrowed: fetched by a caller, both
    /// would be copied (a retain and release of every reference they hold) for each rule and file.
    func check(_ file: LintFile) -> [Violation] {
        rule.check(file, context)
    }

    /// See `Rule.needsTokens`; false for a rule that never reads tokens.
    func needsTokens(_ file: LintFile) -> Bool {
        rule.readsTokens && rule.needsTokens(file, context)
    }
}
