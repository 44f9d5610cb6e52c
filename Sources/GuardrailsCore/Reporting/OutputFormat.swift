/// The output formats `--format` accepts.
public enum OutputFormat: String, Sendable, CaseIterable {
    case xcode, json, sarif, github, summary

    public func render(_ report: LintReport) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .summary: SummaryReporter.render(report)
        }
    }
}
