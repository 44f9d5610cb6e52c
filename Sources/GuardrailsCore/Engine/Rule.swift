/// A guardrail: a description (id, severity, rationale, examples) and a check over one file.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// True for rules that match token sequences the source model does not keep (call arguments,
    /// closure bodies): the file is lexed again for them, so the index never holds every file's tokens.
    static var readsTokens: Bool { get }
    /// True for rules about the package manifest: they also check `Package.swift`, which other rules
    /// never see.
    static var checksManifest: Bool { get }
    /// For a rule that reads tokens: whether this file needs them. The source model often rules a file out
    /// (no suite, no call of interest); the rule then checks the file without its tokens (`file.tokens` is
    /// empty), even when another rule asked for them, so it must have nothing to report that needs them.
    func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool
    init()
    /// Violations in `file`; cross-file facts come from `context.index`.
    func check(_ file: LintFile, _ context: RuleContext) -> [Violation]
}

extension Rule {
    public static var readsTokens: Bool { false }
    public static var checksManifest: Bool { false }

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        Self.readsTokens
    }
}
