/// The package layout every rule example is linted in: one module per layer kind, plus test support.
public enum ExampleConfiguration {
    public static let configuration = Configuration(layers: [
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

    /// Findings of `ruleID` when `example` is linted as a package, under the profile the rule belongs to.
    public static func findings(of ruleID: String, in example: RuleExample) -> [Finding] {
        let inputs = example.files.map { LintInput(path: $0.path, source: .text($0.source)) }
        let owners = RuleRegistry.profiles.filter { $0.rules.contains { $0.description.id == ruleID } }.map(\.name)
        let profiled = Configuration(profiles: owners.isEmpty ? configuration.profiles : owners, layers: configuration.layers)
        return Linter(configuration: profiled, jobs: 1).lint(inputs).findings.filter { $0.ruleID == ruleID }
    }
}
