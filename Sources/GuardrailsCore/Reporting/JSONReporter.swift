/// A machine-readable list of findings with totals.
enum JSONReporter {
    static func write(_ report: LintReport, jobs: Int, to output: (String) -> Void) {
        output("{\n  \"findings\": ")
        ReportChunks.streamJSONArray(report.findings, indent: 2, jobs: jobs, to: output) { finding in
            .object([
                JSONMember("column", .int(finding.column)), JSONMember("file", .string(finding.path)),
                JSONMember("line", .int(finding.line)), JSONMember("message", .string(finding.message)),
                JSONMember("rule", .string(finding.ruleID)), JSONMember("severity", .string(finding.severity.rawValue)),
            ])
        }
        output(",\n  \"staleBaselineEntries\": ")
        ReportChunks.streamJSONArray(report.staleEntries, indent: 2, jobs: jobs, to: output) { entry in
            .object([JSONMember("file", .string(entry.path)), JSONMember("line", .string(entry.lineText)), JSONMember("rule", .string(entry.ruleID))])
        }
        let notes = JSONValue.array(report.manifestNotes.map { note in
            .object([JSONMember("file", .string(note.file)), JSONMember("line", .int(note.line)), JSONMember("message", .string(note.message))])
        })
        output(",\n  \"skippedFiles\": " + JSONWriter.text(.array(report.skippedFiles.map(JSONValue.string)), indent: 2))
        output(",\n  \"manifestNotes\": " + JSONWriter.text(notes, indent: 2))
        let summary = JSONValue.object([
            JSONMember("errors", .int(report.errorCount)), JSONMember("files", .int(report.fileCount)),
            JSONMember("lines", .int(report.lineCount)), JSONMember("skippedFiles", .int(report.skippedFiles.count)),
            JSONMember("warnings", .int(report.warningCount)),
        ])
        output(",\n  \"summary\": " + JSONWriter.text(summary, indent: 2))
        output(",\n  \"version\": " + JSONWriter.text(.string(GuardrailsVersion.current)) + "\n}\n")
    }
}
