import Foundation
import GuardrailsCore
import GuardrailsRules

/// Builds a first `guardrails.json` from the package's targets: a guess at layers by target name,
/// meant to be edited, that already lints.
enum StarterConfiguration {
    static func json(for targets: [PackageTarget]) -> String {
        var layers: [String: [String]] = [:]
        var custom: [String: String] = [:]
        for target in targets where target.type != "plugin" && target.type != "macro" {
            let isTest = target.type == "test"
            let conventional = (isTest ? "Tests/" : "Sources/") + target.name
            if target.path != conventional { custom[target.name] = target.path }
            guard !isTest else { continue }
            layers[layer(for: target), default: []].append(target.name)
        }
        var layerObjects: [String: Any] = [:]
        for (name, modules) in layers {
            let allowed = (mayImport[name] ?? []).filter { layers[$0] != nil }
            layerObjects[name] = ["kind": name, "modules": modules.sorted(), "mayImport": allowed]
        }
        var root: [String: Any] = [
            "profiles": [RuleRegistry.catalog.defaultProfile],
            "layers": layerObjects,
            "exclude": [".build/**"],
            "rules": ["single-implementation-protocol": "warning"],
        ]
        if !custom.isEmpty { root["targets"] = custom }
        return JSONText.from(root)
    }

    private static let mayImport: [String: [String]] = [
        "feature": ["domain"],
        "presentation": ["domain"],
        "ui": ["presentation", "domain"],
        "infrastructure": ["domain", "feature"],
        "composition": ["domain", "feature", "presentation", "ui", "infrastructure"],
    ]

    private static func layer(for target: PackageTarget) -> String {
        let name = target.name
        if target.type == "executable" || name.hasSuffix("App") || name.contains("Composition") { return "composition" }
        if name.hasSuffix("UI") || name.hasSuffix("iOS") || name.hasSuffix("macOS") { return "ui" }
        if name.contains("Presentation") { return "presentation" }
        if name.hasSuffix("Feature") || name.contains("Domain") { return "domain" }
        if name.hasPrefix("URLSession") || name.hasPrefix("CoreData") || name.hasPrefix("SQLite") || name.hasSuffix("Store") { return "infrastructure" }
        return "feature"
    }
}
