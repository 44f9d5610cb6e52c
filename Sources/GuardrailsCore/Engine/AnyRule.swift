/// A rule ready to run: its description and its check. Built-in rules are types (`AnyRule(MakeSUTRule.self)`);
/// custom rules written in `guardrails.json` are values, so the catalog and the engine hold rules as this.
public struct AnyRule: Sendable {
    public let description: RuleDescription
    /// See `Rule.readsTokens`.
    public let readsTokens: Bool
    /// See `Rule.checksManifest`.
    public let checksManifest: Bool
    private let checkFile: @Sendable (LintFile, RuleContext) -> [Violation]

    public init(_ type: any Rule.Type) {
        self.init(description: type.description, readsTokens: type.readsTokens, checksManifest: type.checksManifest, check: Self.check(of: type))
    }

    public init(
        description: RuleDescription, readsTokens: Bool, checksManifest: Bool = false, check: @escaping @Sendable (LintFile, RuleContext) -> [Violation]
    ) {
        self.description = description
        self.readsTokens = readsTokens
        self.checksManifest = checksManifest
        self.checkFile = check
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        checkFile(file, context)
    }

    private static func check<R: Rule>(of type: R.Type) -> @Sendable (LintFile, RuleContext) -> [Violation] {
        let rule = type.init()
        return { rule.check($0, $1) }
    }
}
