/// An option a rule accepts under `rules.<id>.options` in `guardrails.json`.
public struct RuleOption: Sendable {
    public let name: String
    public let summary: String
    public let defaultValue: OptionValue

    public init(_ name: String, _ defaultValue: OptionValue, _ summary: String) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}
