/// Finding counts per rule: a quick picture of where the architecture drifts.
enum SummaryReporter {
    static func render(_ report: LintReport) -> String {
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        for finding in report.findings {
            var count = counts[finding.ruleID] ?? (0, 0)
            if finding.severity == .error { count.errors += 1 } else { count.warnings += 1 }
            counts[finding.ruleID] = count
        }
        let width = max(4, counts.keys.map(\.count).max() ?? 0)
        var lines = ["rule".padding(width) + "  errors  warnings"]
        for rule in counts.keys.sorted() {
            let count = counts[rule] ?? (0, 0)
            lines.append(rule.padding(width) + "  " + String(count.errors).leftPadding(6) + "  " + String(count.warnings).leftPadding(8))
        }
        lines.append("total".padding(width) + "  " + String(report.errorCount).leftPadding(6) + "  " + String(report.warningCount).leftPadding(8))
        lines.append([
            Counted.phrase(report.fileCount, "file"), Counted.phrase(report.lineCount, "line"),
            Counted.phrase(report.staleEntries.count, "stale baseline entry", plural: "stale baseline entries"),
        ].joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    func leftPadding(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
