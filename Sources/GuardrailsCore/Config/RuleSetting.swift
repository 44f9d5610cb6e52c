/// What `guardrails.json` says about one rule; `severity == nil` means "off".
public struct RuleSetting: Sendable, Equatable {
    public let severity: Severity?
    public let options: [String: OptionValue]

    public init(severity: Severity?, options: [String: OptionValue]) {
        self.severity = severity
        self.options = options
    }
}
