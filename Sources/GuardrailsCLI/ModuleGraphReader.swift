import Foundation
import GuardrailsCore
import GuardrailsRules

/// Reads the module graph from the files' imports and judges every edge with the `layer-dependency` rule
/// itself, so the picture and the lint never disagree about which import breaks a layer rule.
struct ModuleGraphReader {
    static let judgingRule = "layer-dependency"

    let includesTests: Bool

    func read(_ session: LintSession) throws -> ModuleGraph {
        var importsByPath: [String: (module: String, imports: [ImportDecl])] = [:]
        var layers: [String: Layer] = [:]
        var unplaced: Set<String> = []
        var configured: [Layer] = []
        var edges: [String: ModuleGraph.Edge] = [:]
        for unit in session.units {
            let configuration = unit.configuration.configuration
            let placer = FilePlacer(package: unit.model, configuration: configuration)
            configured += configuration.layers.filter { layer in !configured.contains { $0.name == layer.name } }
            for input in unit.inputs where input.isReported {
                guard case .module(let module, let isTest) = input.placement ?? unit.model.placement(of: input.path),
                      includesTests || !isTest else { continue }
                importsByPath[input.displayPath] = (module, SourceModel.parse(try bytes(of: input)).imports)
                if let layer = placer.layer(ofModule: module, isTest: isTest) { layers[module] = layer } else { unplaced.insert(module) }
            }
        }
        let modules = unplaced.union(layers.keys)
        for (module, imports) in importsByPath.values {
            for imported in imports.map(\.module) where modules.contains(imported) && imported != module {
                edges["\(module)\u{0}\(imported)"] = edges["\(module)\u{0}\(imported)"] ?? ModuleGraph.Edge(from: module, to: imported, breaksLayerRule: false)
            }
        }
        for unit in session.units {
            let judge = Linter(configuration: Self.judging(unit.configuration.configuration), jobs: session.jobs)
            for finding in judge.lint(unit.inputs + unit.dependencyInputs, in: unit.model).findings where finding.ruleID == Self.judgingRule {
                guard let file = importsByPath[finding.path],
                      let imported = file.imports.first(where: { $0.line == finding.line && finding.message.contains("'\($0.module)'") })?.module,
                      modules.contains(imported), imported != file.module else { continue }
                edges["\(file.module)\u{0}\(imported)"] = ModuleGraph.Edge(from: file.module, to: imported, breaksLayerRule: true)
            }
        }
        let groups = configured.map { layer in
            ModuleGraph.Group(layer: layer, modules: layers.filter { $0.value.name == layer.name }.map(\.key).sorted())
        }.filter { !$0.modules.isEmpty }
        let stray = unplaced.subtracting(layers.keys).sorted()
        return ModuleGraph(groups: groups + (stray.isEmpty ? [] : [ModuleGraph.Group(layer: nil, modules: stray)]), edges: edges.values.sorted())
    }

    /// The configuration with every rule but `layer-dependency` turned off.
    private static func judging(_ configuration: Configuration) -> Configuration {
        var rules = configuration.rules
        for rule in configuration.catalog.rules(forProfiles: configuration.profiles) where rule.description.id != judgingRule {
            rules[rule.description.id] = RuleSetting(severity: nil, options: [:])
        }
        return Configuration(
            catalog: configuration.catalog, profiles: configuration.profiles, layers: configuration.layers, rules: rules,
            include: configuration.include, exclude: configuration.exclude, targets: configuration.targets,
            platforms: configuration.platforms, lintFixturePackages: configuration.lintFixturePackages
        )
    }

    private func bytes(of input: LintInput) throws -> [UInt8] {
        if case .text(let text) = input.source { return Array(text.utf8) }
        guard let data = input.absolutePath.flatMap(FileManager.default.contents(atPath:)) else {
            throw FileError(path: input.displayPath, reason: "cannot be read")
        }
        return [UInt8](data)
    }
}
