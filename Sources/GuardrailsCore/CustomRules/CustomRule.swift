/// A rule a team writes in `guardrails.json`: a token pattern, a message and a severity, scoped to layer kinds,
/// modules or paths, proven by examples when the configuration loads. It runs like a built-in rule: `rules`,
/// `explain`, suppressions, baselines and every output format treat it the same.
public struct CustomRule: Sendable {
    public let id: String
    public let message: String
    public let patterns: [TokenPattern]
    public let severity: Severity
    public let rationale: String?
    public let helpURI: String?
    public let layerKinds: [String]
    public let modules: [String]
    public let paths: [Glob]
    public let excludedPaths: [Glob]
    public let tests: CustomRuleTests
    public let triggering: [String]
    public let nonTriggering: [String]

    public init(
        id: String, message: String, patterns: [TokenPattern], severity: Severity = .error, rationale: String? = nil, helpURI: String? = nil,
        layerKinds: [String] = [], modules: [String] = [], paths: [Glob] = [], excludedPaths: [Glob] = [], tests: CustomRuleTests = .exclude,
        triggering: [String] = [], nonTriggering: [String] = []
    ) {
        self.id = id
        self.message = message
        self.patterns = patterns
        self.severity = severity
        self.rationale = rationale
        self.helpURI = helpURI
        self.layerKinds = layerKinds
        self.modules = modules
        self.paths = paths
        self.excludedPaths = excludedPaths
        self.tests = tests
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// Whether the patterns match `code` anywhere (scope aside): what the examples are checked against.
    public func matches(_ code: String) -> Bool {
        let tokens = Lexer.lex(code).tokens
        return patterns.contains { !$0.matches(in: tokens).isEmpty }
    }

    public func applies(to file: LintFile) -> Bool {
        switch tests {
        case .exclude: if file.isTest { return false }
        case .only: if !file.isTest { return false }
        case .include: break
        }
        if !layerKinds.isEmpty, !layerKinds.contains(file.layerKind ?? "") { return false }
        if !modules.isEmpty, !modules.contains(file.module ?? "") { return false }
        if !paths.isEmpty, !paths.contains(where: { $0.matches(file.path) }) { return false }
        return !excludedPaths.contains { $0.matches(file.path) }
    }

    /// The rule as the catalog and the engine hold every rule.
    public var rule: AnyRule {
        let description = RuleDescription(
            id: id, summary: message,
            rationale: rationale ?? "A rule of this package's guardrails.json: \(patterns.map { "`\($0)`" }.joined(separator: " or ")) \(scopeDescription).",
            defaultSeverity: severity,
            triggering: triggering.map { RuleExample("example.swift", $0) },
            nonTriggering: nonTriggering.map { RuleExample("example.swift", $0) },
            helpURI: helpURI ?? GuardrailsDocumentation.url(of: "custom-rules")
        )
        let rule = self
        return AnyRule(description: description, readsTokens: true) { file, _ in
            guard rule.applies(to: file) else { return [] }
            let starts = Set(rule.patterns.flatMap { $0.matches(in: file.tokens) }).sorted()
            return starts.map { Violation(file.tokens[$0], rule.message) }
        }
    }

    private var scopeDescription: String {
        var parts: [String] = []
        if !layerKinds.isEmpty { parts.append("in \(layerKinds.joined(separator: ", ")) layers") }
        if !modules.isEmpty { parts.append("in modules \(modules.joined(separator: ", "))") }
        if !paths.isEmpty { parts.append("under \(paths.map(\.pattern).joined(separator: ", "))") }
        if !excludedPaths.isEmpty { parts.append("except \(excludedPaths.map(\.pattern).joined(separator: ", "))") }
        parts.append(tests == .exclude ? "in production code" : tests == .only ? "in test code" : "in production and test code")
        return "is reported " + parts.joined(separator: ", ")
    }
}
