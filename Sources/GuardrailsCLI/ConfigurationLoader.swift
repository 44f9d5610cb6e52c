import Foundation
import GuardrailsCore
import GuardrailsRules

/// Loads `guardrails.json` (or `--config`) and checks its modules against the package's targets.
struct ConfigurationLoader {
    let root: String

    func load(explicitPath: String?) throws -> Configuration {
        let path = explicitPath.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 } ?? root + "/" + Configuration.fileName
        let name = explicitPath ?? Configuration.fileName
        guard FileManager.default.fileExists(atPath: path) else {
            if explicitPath != nil { throw FileError(path: name, reason: "does not exist") }
            return Configuration(catalog: RuleRegistry.catalog)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(path: name, reason: "cannot be read")
        }
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.parse(data, catalog: RuleRegistry.catalog)
        } catch let error as ConfigurationError {
            throw FileError(path: name, reason: error.description)
        }
        if let problem = configuration.unknownModules(among: knownTargets(configuration)).first {
            throw FileError(path: name, reason: problem.description)
        }
        return configuration
    }

    /// Targets by SwiftPM convention (directories of `Sources/` and `Tests/`) plus the configured ones.
    private func knownTargets(_ configuration: Configuration) -> Set<String> {
        var targets = Set(configuration.targets.keys)
        for folder in ["Sources", "Tests"] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            targets.formUnion(entries.filter { !$0.hasPrefix(".") })
        }
        return targets
    }
}
