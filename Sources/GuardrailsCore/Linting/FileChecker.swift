/// Phase two for one file: run every active rule, then apply the file's suppression comments.
struct FileChecker: Sendable {
    private let rules: [ActiveRule]
    /// The rules that also check `Package.swift`, the only ones run on it.
    private let manifestRules: [ActiveRule]
    private let activeIDs: Set<String>
    private let activeManifestIDs: Set<String>
    private let knownRules: Set<String>
    private let invalidSuppression: Severity?
    private let unusedSuppression: Severity?
    /// Whether an active rule reads tokens, so the files it checks must carry them.
    let readsTokens: Bool

    init(configuration: Configuration, index: PackageIndex) {
        rules = configuration.activeRules().map { rule, severity in
            let description = rule.description
            let context = RuleContext(index: index, configuration: configuration, options: configuration.options(for: description))
            return ActiveRule(rule: rule, description: description, severity: severity, context: context)
        }
        manifestRules = rules.filter(\.rule.checksManifest)
        activeIDs = Set(rules.map(\.description.id))
        activeManifestIDs = Set(manifestRules.map(\.description.id))
        readsTokens = rules.contains { $0.rule.readsTokens }
        knownRules = Set(configuration.catalog.allRules.map { $0.description.id })
        invalidSuppression = configuration.severity(of: InvalidSuppressionRule.description)
        unusedSuppression = configuration.severity(of: UnusedSuppressionRule.description)
    }

    /// The findings in `placed`, whose text is `bytes` (quoted by each finding, so baselines can match it) and
    /// `tokens`, named by `displayPath`. A rule sees the tokens only when it asks for them in this file, so a
    /// rule with nothing to look for there does not walk them because another rule needed them.
    func check(_ placed: LintFile, tokens: [Token], bytes: [UInt8], displayPath: String) -> [Finding] {
        let withTokens = readsTokens ? placed.with(tokens: tokens, source: bytes) : placed
        var raw: [(violation: Violation, rule: String, severity: Severity)] = []
        let isManifest = placed.isManifest
        for entry in isManifest ? manifestRules : rules {
            let file = entry.needsTokens(placed) ? withTokens : placed
            for violation in entry.check(file) {
                raw.append((violation, entry.description.id, entry.severity))
            }
        }
        let suppressions = placed.model.directives.compactMap { Suppression.parse($0, knownRules: knownRules) }
        var used = Array(repeating: false, count: suppressions.count)
        var kept: [(violation: Violation, rule: String, severity: Severity)] = []
        for item in raw {
            if let match = suppressions.firstIndex(where: { $0.covers(item.violation.line, rule: item.rule) }) {
                used[match] = true
            } else {
                kept.append(item)
            }
        }
        let active = isManifest ? activeManifestIDs : activeIDs
        for (offset, suppression) in suppressions.enumerated() {
            let place = (line: suppression.line, column: suppression.column)
            if let problem = suppression.problem, let severity = invalidSuppression {
                kept.append((Violation(line: place.line, column: place.column, message: "invalid suppression: \(problem)"), InvalidSuppressionRule.description.id, severity))
            } else if suppression.problem == nil, !used[offset], let severity = unusedSuppression,
                      suppression.ruleIDs.contains(where: active.contains) {
                let names = suppression.ruleIDs.joined(separator: ", ")
                kept.append((Violation(line: place.line, column: place.column, message: "suppression of \(names) suppresses nothing; remove it"), UnusedSuppressionRule.description.id, severity))
            }
        }
        guard !kept.isEmpty else { return [] }
        let lines = LineIndex(bytes)
        // Findings on one line share its text: a long line with many findings is decoded and stored once.
        var lineTexts: [Int: String] = [:]
        return kept.map { item in
            let lineText = lineTexts[item.violation.line] ?? lines.text(ofLine: item.violation.line)
            lineTexts[item.violation.line] = lineText
            return Finding(
                ruleID: item.rule, severity: item.severity, path: displayPath, line: item.violation.line,
                column: item.violation.column, message: item.violation.message,
                lineText: lineText
            )
        }
    }
}
