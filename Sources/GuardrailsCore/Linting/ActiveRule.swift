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
}
