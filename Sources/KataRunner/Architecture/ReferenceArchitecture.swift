import Foundation
import GuardrailsCore
import GuardrailsRules

/// An architecture kata's answer, taken from the kit rather than kept in the kata: the kit's own guardrails.json,
/// cut down to the package's modules (each keeps its layer's name, kind and test-support flag; each layer keeps the
/// imports it may make among the layers left).
struct ReferenceArchitecture {
    /// The cut-down guardrails.json, as `kata solution` prints it.
    let json: String
    let configuration: Configuration

    init(_ package: ArchitecturePackage, kitRoot: URL) throws(KataError) {
        let file = kitRoot.appendingPathComponent(Configuration.fileName)
        guard let data = FileManager.default.contents(atPath: file.path),
              let kit = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let layers = kit["layers"] as? [String: [String: Any]] else {
            throw KataError("\(file.path): cannot read the kit's layers, which an architecture kata's answer is cut from")
        }
        let members = Set(package.modules + package.tests)
        var kept: [String: [String: Any]] = [:]
        for (name, layer) in layers {
            let modules = ((layer["modules"] as? [String]) ?? []).filter(members.contains)
            guard !modules.isEmpty else { continue }
            var copy = layer
            copy["modules"] = modules
            kept[name] = copy
        }
        let names = Set(kept.keys)
        for (name, layer) in kept {
            guard let mayImport = layer["mayImport"] as? [String] else { continue }
            kept[name]?["mayImport"] = mayImport.filter(names.contains)
        }
        let cut: [String: Any] = ["profiles": kit["profiles"] ?? [RuleRegistry.catalog.defaultProfile], "layers": kept]
        guard let text = try? JSONSerialization.data(withJSONObject: cut, options: [.prettyPrinted, .sortedKeys]) else {
            throw KataError("\(file.path): the layers cut for an architecture kata cannot be written as JSON")
        }
        do {
            configuration = try ConfigurationParser.parse(text, catalog: RuleRegistry.catalog)
        } catch {
            throw KataError("\(file.path): the layers cut for an architecture kata are not a valid configuration: \(error)")
        }
        json = String(decoding: text, as: UTF8.self)
    }
}
