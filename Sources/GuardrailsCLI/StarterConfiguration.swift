import Foundation
import GuardrailsCore
import GuardrailsRules

/// Builds a first `guardrails.json` from the package's targets: a guess at layers by target name,
/// meant to be edited, that already lints. Folders come from the manifest, so it needs no `targets`.
enum StarterConfiguration {
    static func json(for targets: [PackageTarget]) -> String {
        var layers: [String: [String]] = [:]
        for target in targets where ![.plugin, .macro, .binary, .test].contains(target.kind) {
            layers[layer(for: target), default: []].append(target.name)
        }
        var layerObjects: [String: Any] = [:]
        for (name, modules) in layers {
            let allowed = (mayImport[name] ?? []).filter { layers[$0] != nil }
            layerObjects[name] = ["kind": name, "modules": modules.sorted(), "mayImport": allowed]
        }
        let root: [String: Any] = [
            "profiles": [RuleRegistry.catalog.defaultProfile],
            "layers": layerObjects,
            "exclude": [".build/**"],
            "rules": ["single-implementation-protocol": "warning"],
        ]
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
        if target.kind == .executable || name.hasSuffix("App") || name.contains("Composition") { return "composition" }
        if name.hasSuffix("UI") || name.hasSuffix("iOS") || name.hasSuffix("macOS") { return "ui" }
        if name.contains("Presentation") { return "presentation" }
        if name.hasSuffix("Feature") || name.contains("Domain") { return "domain" }
        if name.hasPrefix("URLSession") || name.hasPrefix("CoreData") || name.hasPrefix("SQLite") || name.hasSuffix("Store") { return "infrastructure" }
        return "feature"
    }
}
