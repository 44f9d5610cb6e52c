import GuardrailsCore

/// The package layout every rule example is linted in: one module per layer kind, plus test support.
public enum ExampleConfiguration {
    public static let configuration = Configuration(catalog: RuleRegistry.catalog, layers: [
        Layer(name: "domain", kind: "domain", modules: ["Domain"], mayImport: []),
        Layer(name: "feature", kind: "feature", modules: ["Feature", "Cache"], mayImport: ["domain"]),
        Layer(name: "presentation", kind: "presentation", modules: ["Presentation"], mayImport: ["domain"]),
        Layer(name: "ui", kind: "ui", modules: ["UI"], mayImport: ["presentation", "domain", "components"]),
        // A component library the screens build on (a design system), a second layer of kind `ui`.
        Layer(name: "components", kind: "ui", modules: ["Components"], mayImport: []),
        Layer(name: "infrastructure", kind: "infrastructure", modules: ["Infrastructure"], mayImport: ["domain", "feature"]),
        Layer(
            name: "composition", kind: "composition", modules: ["App"],
            mayImport: ["domain", "feature", "presentation", "ui", "infrastructure", "assembly"]
        ),
        // Per-component composition roots the app root composes (`CartAssembly` wiring one component's concrete types).
        Layer(
            name: "assembly", kind: "composition", modules: ["Assembly"],
            mayImport: ["domain", "feature", "presentation", "ui", "infrastructure"]
        ),
        // Shared utilities every layer may build on (a device-name helper), shipped in the product, unlike test support.
        Layer(name: "toolkit", kind: "support", modules: ["Toolkit"], mayImport: []),
        Layer(name: "testSupport", kind: "support", modules: ["TestSupport"], mayImport: ["domain", "feature"], isTestSupport: true),
        Layer(name: "contract", kind: "support", modules: ["Contract"], mayImport: ["domain", "feature"], isTestSupport: true),
    ])

    /// Findings of `ruleID` when `example` is linted as a package, under the profile the rule belongs to.
    public static func findings(of ruleID: String, in example: RuleExample) -> [Finding] {
        guard let rule = RuleRegistry.catalog.rule(withID: ruleID) else { return [] }
        return findings(of: rule, in: example)
    }

    /// Findings of `rule`, registered or not, when `example` is linted as a package: under the profiles that
    /// list it, or the default profile for a custom rule, which runs besides them.
    public static func findings(of rule: any Rule.Type, in example: RuleExample) -> [Finding] {
        findings(of: AnyRule(rule), in: example)
    }

    /// Findings of `rule`, a built-in or a custom one, when `example` is linted as a package.
    public static func findings(of rule: AnyRule, in example: RuleExample) -> [Finding] {
        let ruleID = rule.description.id
        let inputs = example.files.map(input(of:))
        let owners = RuleRegistry.catalog.profiles(listing: ruleID)
        let catalog = owners.isEmpty ? RuleRegistry.catalog.adding([rule]) : RuleRegistry.catalog
        let profiled = Configuration(catalog: catalog, profiles: owners.isEmpty ? configuration.profiles : owners, layers: configuration.layers)
        return Linter(configuration: profiled, jobs: 1).lint(inputs, in: package(of: example)).findings.filter { $0.ruleID == ruleID }
    }

    /// A file above the package (`../AppTests/WalletTests.swift`) is code of an app that uses it, indexed as the
    /// package's client in the module its first folder names (a test target when that ends in `Tests`). One under
    /// `../Sources/<Module>/` is production code of the package enclosing this one, which it depends on by path
    /// (`.package(path: "..")`, a nested test package): indexed, never reported, as the linter indexes a local dependency.
    private static func input(of file: ExampleFile) -> LintInput {
        let components = file.path.split(separator: "/")
        if components.count > 3, components[0] == "..", components[1] == "Sources" {
            return LintInput(path: file.path, source: .text(file.source), isReported: false, placement: .module(String(components[2]), isTest: false))
        }
        guard file.path.hasPrefix("../"), let module = file.path.split(separator: "/").dropFirst().first, file.path.count(where: { $0 == "/" }) > 1 else {
            return LintInput(path: file.path, source: .text(file.source))
        }
        return LintInput(
            path: file.path, source: .text(file.source), placement: .module(String(module), isTest: module.hasSuffix("Tests")), isClientCode: true
        )
    }

    /// The package an example's `Package.swift` declares, its folders being those the example's files are
    /// in; `nil` (folder conventions) for an example without a manifest.
    public static func package(of example: RuleExample) -> PackageModel? {
        guard let manifest = example.files.first(where: { $0.path == "Package.swift" }) else { return nil }
        let folders = Set(example.files.flatMap { file in
            let components = file.path.split(separator: "/").dropLast()
            return components.indices.map { components[...$0].joined(separator: "/") }
        })
        return PackageModel(manifest: Manifest.read(manifest.source)) { folders.contains($0) }
    }
}
