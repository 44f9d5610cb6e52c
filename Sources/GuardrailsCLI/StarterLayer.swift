import GuardrailsCore
import GuardrailsRules

/// A layer `init` may propose, with the layers it may import by default (dependencies point inwards).
struct StarterLayer {
    let name: String
    let kind: String
    let isTestSupport: Bool
    let mayImport: [String]

    /// In the order the configuration lists them, outer layers last.
    static let all = [
        StarterLayer(name: "domain", kind: "domain", isTestSupport: false, mayImport: []),
        StarterLayer(name: "feature", kind: "feature", isTestSupport: false, mayImport: ["domain"]),
        StarterLayer(name: "presentation", kind: "presentation", isTestSupport: false, mayImport: ["domain", "feature"]),
        StarterLayer(name: "ui", kind: "ui", isTestSupport: false, mayImport: ["domain", "presentation"]),
        StarterLayer(name: "infrastructure", kind: "infrastructure", isTestSupport: false, mayImport: ["domain", "feature"]),
        StarterLayer(name: "composition", kind: "composition", isTestSupport: false, mayImport: ["domain", "feature", "presentation", "ui", "infrastructure", "tooling"]),
        StarterLayer(name: "testSupport", kind: "support", isTestSupport: true, mayImport: ["domain", "feature", "presentation", "ui", "infrastructure"]),
        StarterLayer(name: "tooling", kind: "support", isTestSupport: false, mayImport: ["domain", "feature", "presentation", "infrastructure"]),
        StarterLayer(
            name: "integrationTests", kind: "composition", isTestSupport: false,
            mayImport: ["domain", "feature", "presentation", "ui", "infrastructure", "composition", "tooling", "testSupport"]
        ),
    ]
}
