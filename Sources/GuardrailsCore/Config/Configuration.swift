/// The validated contents of `guardrails.json`.
public struct Configuration: Sendable {
    public static let fileName = "guardrails.json"

    /// The rules this configuration chooses from.
    public let catalog: RuleCatalog
    public let profiles: [String]
    public let layers: [Layer]
    public let rules: [String: RuleSetting]
    public let include: [Glob]
    public let exclude: [Glob]
    /// Targets declared by folder, for projects without a manifest (or to override the manifest), by name.
    public let targets: [ConfiguredTarget]
    /// Minimum deployment versions (`"platforms": {"iOS": "16.0"}`), for projects whose manifest states none: an
    /// Xcode or Tuist project keeps its deployment target in build settings the linter does not read.
    public let platforms: [PlatformMinimum]
    /// Whether packages nested in the package's test folders (`Tests/Fixtures/SampleApp/Package.swift`, test data its
    /// tests build or load) are linted as packages of their own, as nested packages elsewhere are.
    public let lintFixturePackages: Bool
    private let layerOfModule: [String: Layer]

    public init(
        catalog: RuleCatalog, profiles: [String]? = nil, layers: [Layer] = [], rules: [String: RuleSetting] = [:],
        include: [Glob] = [], exclude: [Glob] = [], targets: [ConfiguredTarget] = [], platforms: [PlatformMinimum] = [],
        lintFixturePackages: Bool = false
    ) {
        self.catalog = catalog
        self.profiles = profiles ?? [catalog.defaultProfile]
        self.layers = layers
        self.rules = rules
        self.include = include
        self.exclude = exclude
        self.targets = targets
        self.platforms = platforms
        self.lintFixturePackages = lintFixturePackages
        var layerOfModule: [String: Layer] = [:]
        for layer in layers {
            for module in layer.modules {
                layerOfModule[module] = layer
                let imported = ModuleName.of(target: module)
                if layerOfModule[imported] == nil { layerOfModule[imported] = layer }
            }
        }
        self.layerOfModule = layerOfModule
    }

    /// A module's layer; a test module `XTests` not listed itself belongs to the layer of `X`, and so do `XUITests`
    /// and `XUnitTests`, the names Xcode projects give the UI and unit test targets of `X`, and `XSnapshotTests`,
    /// `XIntegrationTests` and `XPerformanceTests`, the other test bundles an app's project names after it.
    public func layer(ofModule module: String, isTest: Bool = false) -> Layer? {
        if let layer = layerOfModule[module] { return layer }
        guard isTest else { return nil }
        for suffix in Self.testTargetSuffixes where module.hasSuffix(suffix) && module.count > suffix.count {
            if let layer = layerOfModule[String(module.dropLast(suffix.count))] { return layer }
        }
        return nil
    }

    private static let testTargetSuffixes = ["Tests", "UITests", "UnitTests", "SnapshotTests", "IntegrationTests", "PerformanceTests"]

    public func layer(named name: String) -> Layer? {
        layers.first { $0.name == name }
    }

    /// The rules the enabled profiles run, with their effective severity; rules set to `off` are left out.
    public func activeRules() -> [(rule: AnyRule, severity: Severity)] {
        catalog.rules(forProfiles: profiles).compactMap { rule in
            let id = rule.description.id
            guard let setting = rules[id] else { return (rule, rule.description.defaultSeverity) }
            return setting.severity.map { (rule, $0) }
        }
    }

    public func severity(of description: RuleDescription) -> Severity? {
        guard let setting = rules[description.id] else { return description.defaultSeverity }
        return setting.severity
    }

    public func options(for description: RuleDescription) -> [String: OptionValue] {
        var options: [String: OptionValue] = [:]
        for option in description.options { options[option.name] = option.defaultValue }
        for (name, value) in rules[description.id]?.options ?? [:] { options[name] = value }
        return options
    }

    public func isIncluded(_ path: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(path) }) { return false }
        return !exclude.contains { $0.matches(path) }
    }

    /// Errors for layer modules that are not targets of the package being linted.
    public func unknownModules(among known: Set<String>) -> [ConfigurationError] {
        layers.sorted { $0.name < $1.name }.flatMap { layer in
            layer.modules.enumerated().compactMap { offset, module -> ConfigurationError? in
                guard !known.contains(module), !known.contains(ModuleName.of(target: module)) else { return nil }
                let keyPath = "layers.\(layer.name).modules[\(offset)]"
                // A `targets` entry whose `moduleName` differs from its name: layers list modules.
                if let target = targets.first(where: { $0.name == module && $0.module != ModuleName.of(target: module) }) {
                    return ConfigurationError(keyPath: keyPath, message: "target '\(module)' builds module '\(target.module)' (its \"moduleName\"); list '\(target.module)' instead")
                }
                return ConfigurationError(keyPath: keyPath, message: "no target named '\(module)' in the package or in \"targets\"; remove it or add the target")
            }
        }
    }
}
