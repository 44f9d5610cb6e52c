import GuardrailsCore
import GuardrailsRules

/// The module graph as a Mermaid flowchart (GitHub renders it in Markdown): a box per layer, importers above
/// what they import, and imports that break a layer rule drawn dashed and red.
enum MermaidGraph {
    static func render(_ graph: ModuleGraph) -> String {
        var lines = ["flowchart TB"]
        for group in graph.groups {
            let title = group.layer.map { "\($0.name) · \($0.kind)" } ?? "in no layer"
            lines.append("  subgraph \(id(layer: group.layer))[\"\(title)\"]")
            lines += group.modules.map { "    \(id($0))[\"\($0)\"]" }
            lines.append("  end")
        }
        var broken: [Int] = []
        for (offset, edge) in graph.edges.enumerated() {
            if edge.breaksLayerRule {
                broken.append(offset)
                lines.append("  \(id(edge.from)) -. breaks a layer rule .-> \(id(edge.to))")
            } else {
                lines.append("  \(id(edge.from)) --> \(id(edge.to))")
            }
        }
        if !broken.isEmpty {
            lines.append("  linkStyle \(broken.map(String.init).joined(separator: ",")) stroke:#d1242f,stroke-width:2px")
        }
        if graph.groups.contains(where: { $0.layer == nil }) {
            lines.append("  style \(id(layer: nil)) stroke:#d1242f,stroke-dasharray:4")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Module names are Swift identifiers; the prefix keeps Mermaid keywords (`end`, `graph`) from being read as such.
    private static func id(_ module: String) -> String {
        "m_" + module
    }

    private static func id(layer: Layer?) -> String {
        layer.map { "layer_" + $0.name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() } ?? "no_layer"
    }
}
