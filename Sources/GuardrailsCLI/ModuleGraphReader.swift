import Foundation
import GuardrailsCore
import GuardrailsRules

/// Reads the module graph from the files' imports and judges every edge with the `layer-dependency` rule
/// itself, so the picture and the lint never disagree about which import breaks a layer rule.
struct ModuleGraphReader {
    static let judgingRule = "layer-dependency"

    let configuration: Configuration
    let includesTests: Bool

    func read(_ inputs: [LintInput], jobs: Int) throws -> ModuleGraph {
        let resolver = ModuleResolver(targets: configuration.targets)
        var importsByPath: [String: (module: String, imports: [ImportDecl])] = [:]
        var modules: Set<String> = []
        var testModules: Set<String> = []
        for input in inputs {
            guard let placement = resolver.resolve(input.path), includesTests || !placement.isTest else { continue }
            let model = SourceModel.parse(try bytes(of: input))
            modules.insert(placement.module)
            if placement.isTest { testModules.insert(placement.module) }
            importsByPath[input.path] = (placement.module, model.imports)
        }
        var edges: [String: ModuleGraph.Edge] = [:]
        for (module, imports) in importsByPath.values {
            for imported in imports.map(\.module) where modules.contains(imported) && imported != module {
                edges["\(module)\u{0}\(imported)"] = edges["\(module)\u{0}\(imported)"] ?? ModuleGraph.Edge(from: module, to: imported, breaksLayerRule: false)
            }
        }
        for finding in Linter(configuration: judging, jobs: jobs).lint(inputs).findings where finding.ruleID == Self.judgingRule {
            guard let file = importsByPath[finding.path],
                  let imported = file.imports.first(where: { $0.line == finding.line && finding.message.contains("'\($0.module)'") })?.module,
                  modules.contains(imported), imported != file.module else { continue }
            edges["\(file.module)\u{0}\(imported)"] = ModuleGraph.Edge(from: file.module, to: imported, breaksLayerRule: true)
        }
        let groups = configuration.layers.map { layer in
            ModuleGraph.Group(layer: layer, modules: modules.filter { configuration.layer(ofModule: $0, isTest: testModules.contains($0))?.name == layer.name }.sorted())
        }.filter { !$0.modules.isEmpty }
        let placed = Set(groups.flatMap(\.modules))
        let unplaced = modules.subtracting(placed).sorted()
        return ModuleGraph(groups: groups + (unplaced.isEmpty ? [] : [ModuleGraph.Group(layer: nil, modules: unplaced)]), edges: edges.values.sorted())
    }

    /// The configuration with every rule but `layer-dependency` turned off.
    private var judging: Configuration {
        var rules = configuration.rules
        for rule in configuration.catalog.rules(forProfiles: configuration.profiles) where rule.description.id != Self.judgingRule {
            rules[rule.description.id] = RuleSetting(severity: nil, options: [:])
        }
        return Configuration(
            catalog: configuration.catalog, profiles: configuration.profiles, layers: configuration.layers, rules: rules,
            include: configuration.include, exclude: configuration.exclude, targets: configuration.targets
        )
    }

    private func bytes(of input: LintInput) throws -> [UInt8] {
        if case .text(let text) = input.source { return Array(text.utf8) }
        guard let data = input.absolutePath.flatMap(FileManager.default.contents(atPath:)) else {
            throw FileError(path: input.path, reason: "cannot be read")
        }
        return [UInt8](data)
    }
}
