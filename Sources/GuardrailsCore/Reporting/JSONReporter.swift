/// A machine-readable list of findings with totals.
enum JSONReporter {
    static func render(_ report: LintReport) -> String {
        JSONText.from([
            "version": GuardrailsVersion.current,
            "findings": report.findings.map { finding -> [String: Any] in
                [
                    "rule": finding.ruleID, "severity": finding.severity.rawValue, "file": finding.path,
                    "line": finding.line, "column": finding.column, "message": finding.message,
                ]
            },
            "staleBaselineEntries": report.staleEntries.map { ["rule": $0.ruleID, "file": $0.path, "line": $0.lineText] },
            "skippedFiles": report.skippedFiles,
            "manifestNotes": report.manifestNotes.map { ["file": $0.file, "line": $0.line, "message": $0.message] as [String: Any] },
            "summary": [
                "files": report.fileCount, "lines": report.lineCount,
                "errors": report.errorCount, "warnings": report.warningCount, "skippedFiles": report.skippedFiles.count,
            ],
        ])
    }
}
