import GuardrailsCore
import GuardrailsRules

/// The formats `guardrails graph` draws in.
enum GraphFormat: String, CaseIterable {
    case mermaid, dot

    func render(_ graph: ModuleGraph) -> String {
        switch self {
        case .mermaid: MermaidGraph.render(graph)
        case .dot: DOTGraph.render(graph)
        }
    }
}
