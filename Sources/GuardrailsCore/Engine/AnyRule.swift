/// A rule ready to run: its description and its check. Built-in rules are types (`AnyRule(MakeSUTRule.self)`);
/// custom rules written in `guardrails.json` are values, so the catalog and the engine hold rules as this.
public struct AnyRule: Sendable {
    public let description: RuleDescription
    /// See `Rule.readsTokens`.
    public let readsTokens: Bool
    /// See `Rule.checksManifest`.
    public let checksManifest: Bool
    private let checkFile: @Sendable (LintFile, RuleContext) -> [Violation]
    private let needsTokensOf: @Sendable (LintFile, RuleContext) -> Bool

    public init(_ type: any Rule.Type) {
        self.init(rule: type.init())
    }

    public init(
        description: RuleDescription, readsTokens: Bool, checksManifest: Bool = false, check: @escaping @Sendable (LintFile, RuleContext) -> [Violation]
    ) {
        self.description = description
        self.readsTokens = readsTokens
        self.checksManifest = checksManifest
        self.checkFile = check
        self.needsTokensOf = { _, _ in readsTokens }
    }

    private init<R: Rule>(rule: R) {
        description = R.description
        readsTokens = R.readsTokens
        checksManifest = R.checksManifest
        checkFile = { rule.check($0, $1) }
        needsTokensOf = { rule.needsTokens($0, $1) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        checkFile(file, context)
    }

    /// See `Rule.needsTokens`.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        needsTokensOf(file, context)
    }
}
