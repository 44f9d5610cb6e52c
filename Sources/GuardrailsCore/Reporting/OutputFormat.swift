/// The output formats `--format` accepts.
public enum OutputFormat: String, Sendable, CaseIterable {
    case xcode, json, sarif, github, checkstyle, junit, gitlab, summary

    /// Writes the report piece by piece to `output`; `jobs` threads build it, and the text is the same
    /// whatever their number.
    public func write(_ report: LintReport, jobs: Int = 1, to output: (String) -> Void) {
        switch self {
        case .xcode: XcodeReporter.write(report, jobs: jobs, to: output)
        case .json: JSONReporter.write(report, jobs: jobs, to: output)
        case .sarif: SARIFReporter.write(report, jobs: jobs, to: output)
        case .github: GitHubReporter.write(report, jobs: jobs, to: output)
        case .checkstyle: CheckstyleReporter.write(report, jobs: jobs, to: output)
        case .junit: JUnitReporter.write(report, jobs: jobs, to: output)
        case .gitlab: GitLabReporter.write(report, jobs: jobs, to: output)
        case .summary: output(SummaryReporter.render(report))
        }
    }

    /// The whole report as one text.
    public func render(_ report: LintReport, jobs: Int = 1) -> String {
        var text = ""
        write(report, jobs: jobs) { text += $0 }
        return text
    }
}
