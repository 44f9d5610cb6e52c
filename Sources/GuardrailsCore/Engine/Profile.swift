/// A named rule set with the layer kinds its rules understand.
public struct Profile: Sendable {
    public let name: String
    public let summary: String
    public let layerKinds: [String]
    public let rules: [any Rule.Type]

    public init(name: String, summary: String, layerKinds: [String], rules: [any Rule.Type]) {
        self.name = name
        self.summary = summary
        self.layerKinds = layerKinds
        self.rules = rules
    }
}
