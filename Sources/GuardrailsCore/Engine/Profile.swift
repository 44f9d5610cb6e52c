/// A named rule set with the layer kinds its rules understand.
public struct Profile: Sendable {
    public let name: String
    public let summary: String
    public let layerKinds: [String]
    /// Whether its rules have little to check until the team maps its modules to layers (the CLI says so when none
    /// are configured); a profile may understand a few kinds only to spare them (`composition`) and need none.
    public let needsLayers: Bool
    public let rules: [any Rule.Type]

    public init(name: String, summary: String, layerKinds: [String], needsLayers: Bool? = nil, rules: [any Rule.Type]) {
        self.name = name
        self.summary = summary
        self.layerKinds = layerKinds
        self.needsLayers = needsLayers ?? !layerKinds.isEmpty
        self.rules = rules
    }
}
