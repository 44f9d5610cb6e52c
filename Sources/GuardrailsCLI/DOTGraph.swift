import GuardrailsCore
import GuardrailsRules

/// The module graph in Graphviz DOT: a cluster per layer, and imports that break a layer rule dashed and red.
enum DOTGraph {
    static func render(_ graph: ModuleGraph) -> String {
        var lines = ["digraph modules {", "  node [shape=box];"]
        for (offset, group) in graph.groups.enumerated() {
            let title = group.layer.map { "\($0.name) (\($0.kind))" } ?? "in no layer"
            lines.append("  subgraph cluster_\(offset) {")
            lines.append("    label=\(quoted(title));")
            if group.layer == nil { lines.append("    color=red; style=dashed;") }
            lines += group.modules.map { "    \(quoted($0));" }
            lines.append("  }")
        }
        for edge in graph.edges {
            let style = edge.breaksLayerRule ? " [color=red, style=dashed, label=\"breaks a layer rule\"]" : ""
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to))\(style);")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
