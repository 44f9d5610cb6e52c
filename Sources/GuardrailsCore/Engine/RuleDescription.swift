/// What a rule is, why it exists, and examples that prove it.
public struct RuleDescription: Sendable {
    /// Kebab-case id used in config, suppressions and output.
    public let id: String
    public let summary: String
    /// Why the rule exists, naming the guardrail or checklist point it enforces.
    public let rationale: String
    public let defaultSeverity: Severity
    public let options: [RuleOption]
    public let triggering: [RuleExample]
    public let nonTriggering: [RuleExample]

    public init(
        id: String, summary: String, rationale: String, defaultSeverity: Severity, options: [RuleOption] = [],
        triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    public func option(named name: String) -> RuleOption? {
        options.first { $0.name == name }
    }
}
