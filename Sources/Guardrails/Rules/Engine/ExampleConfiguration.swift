/// The package layout every rule example is linted in: one module per layer kind, plus test support.
public enum ExampleConfiguration {
    /// Every profile is enabled, so each rule's examples run whichever profile it belongs to.
    public static let configuration = Configuration(profiles: RuleRegistry.profiles.map(\.name), layers: [
        Layer(name: "domain", kind: "domain", modules: ["Domain"], mayImport: []),
        Layer(name: "feature", kind: "feature", modules: ["Feature", "Cache"], mayImport: ["domain"]),
        Layer(name: "presentation", kind: "presentation", modules: ["Presentation"], mayImport: ["domain"]),
        Layer(name: "ui", kind: "ui", modules: ["UI"], mayImport: ["presentation", "domain"]),
        Layer(name: "infrastructure", kind: "infrastructure", modules: ["Infrastructure"], mayImport: ["domain", "feature"]),
        Layer(
            name: "composition", kind: "composition", modules: ["App"],
            mayImport: ["domain", "feature", "presentation", "ui", "infrastructure"]
        ),
        Layer(name: "testSupport", kind: "support", modules: ["TestSupport"], mayImport: ["domain", "feature"], isTestSupport: true),
    ])

    /// Findings of `ruleID` when `example` is linted as a package.
    public static func findings(of ruleID: String, in example: RuleExample) -> [Finding] {
        let inputs = example.files.map { LintInput(path: $0.path, source: .text($0.source)) }
        return Linter(configuration: configuration, jobs: 1).lint(inputs).findings.filter { $0.ruleID == ruleID }
    }
}
