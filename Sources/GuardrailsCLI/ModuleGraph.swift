import GuardrailsCore
import GuardrailsRules

/// The package's modules grouped by layer and the imports between them, each import marked when it breaks a
/// layer rule (as `layer-dependency` judges it), for `guardrails graph`.
struct ModuleGraph: Equatable {
    /// A layer's modules; `layer == nil` groups the modules no layer lists.
    struct Group: Equatable {
        let layer: Layer?
        let modules: [String]
    }

    struct Edge: Equatable, Comparable {
        let from: String
        let to: String
        let breaksLayerRule: Bool

        static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to) < (rhs.from, rhs.to)
        }
    }

    let groups: [Group]
    let edges: [Edge]
}
