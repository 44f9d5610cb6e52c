/// SARIF 2.1.0, the format GitHub code scanning and many IDEs import.
enum SARIFReporter {
    static func render(_ report: LintReport) -> String {
        let ruleIDs = Set(report.findings.map(\.ruleID))
        let rules = report.rules.filter { ruleIDs.contains($0.id) }.map { description -> [String: Any] in
            [
                "id": description.id,
                "shortDescription": ["text": description.summary],
                "fullDescription": ["text": description.rationale],
                "defaultConfiguration": ["level": description.defaultSeverity.rawValue],
            ]
        }
        let results = report.findings.map { finding -> [String: Any] in
            [
                "ruleId": finding.ruleID,
                "level": finding.severity.rawValue,
                "message": ["text": finding.message],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": finding.path],
                        "region": ["startLine": max(1, finding.line), "startColumn": max(1, finding.column)],
                    ],
                ]],
            ]
        }
        return JSONText.from([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "guardrails", "version": GuardrailsVersion.current, "rules": rules]],
                "results": results,
            ]],
        ])
    }
}
