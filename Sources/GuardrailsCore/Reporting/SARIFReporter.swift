/// SARIF 2.1.0, the format GitHub code scanning and many IDEs import. Every rule that fired is described with
/// its help text and a link to its section of the documentation; locations are percent-encoded URI references
/// relative to `%SRCROOT%`; stale baseline entries are results too, so the log agrees with the exit status.
enum SARIFReporter {
    static let sourceRootID = "%SRCROOT%"

    static let staleEntryRule = RuleDescription(
        id: "stale-baseline-entry",
        summary: "A baseline entry whose finding is fixed.",
        rationale: "Remove the entry so the baseline only shrinks; under --strict-baseline a stale entry fails the run.",
        defaultSeverity: .warning, triggering: [], nonTriggering: [],
        helpURI: GuardrailsDocumentation.url(of: "suppressions-and-baselines")
    )

    static func write(_ report: LintReport, jobs: Int, to output: (String) -> Void) {
        let firedIDs = Set(report.findings.map(\.ruleID))
        var rules = report.rules.filter { firedIDs.contains($0.id) }
        if !report.staleEntries.isEmpty { rules.append(staleEntryRule) }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let occurrences = FindingFingerprints.occurrences(report.findings)
        var run: [(key: String, text: String)] = [
            ("tool", JSONWriter.text(.object([JSONMember("driver", driver(rules))]), indent: 6)),
            ("invocations", JSONWriter.text(.array([invocation(report)]), indent: 6)),
        ]
        if let root = report.sourceRoot {
            let base = JSONValue.object([JSONMember(sourceRootID, .object([JSONMember("uri", .string(URIPath.fileURI(directory: root)))]))])
            run.append(("originalUriBaseIds", JSONWriter.text(base, indent: 6)))
        }
        output(
            "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    "
                + JSONWriter.objectOpening(rendered: run, streamingKey: "results", indent: 4)
        )
        ReportChunks.streamJSONArray(Array(0..<report.findings.count + report.staleEntries.count), indent: 6, jobs: jobs, to: output) { offset in
            guard offset >= report.findings.count else {
                let finding = report.findings[offset]
                return result(
                    ruleID: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID], level: finding.severity, message: finding.message,
                    location: location(finding.path, line: finding.line, column: finding.column), fingerprint: FindingFingerprints.of(finding, occurrence: occurrences[offset])
                )
            }
            let entry = report.staleEntries[offset - report.findings.count]
            return result(
                ruleID: staleEntryRule.id, ruleIndex: ruleIndex[staleEntryRule.id], level: report.staleSeverity,
                message: LintReport.staleMessage(entry), location: location(entry.path, line: nil, column: nil),
                fingerprint: FindingFingerprints.of(entry)
            )
        }
        output("\n    }\n  ]\n}\n")
    }

    private static func driver(_ rules: [RuleDescription]) -> JSONValue {
        .object([
            JSONMember("name", .string("guardrails")),
            JSONMember("version", .string(GuardrailsVersion.current)),
            JSONMember("semanticVersion", .string(GuardrailsVersion.current)),
            JSONMember("informationUri", .string(GuardrailsDocumentation.url)),
            JSONMember("rules", .array(rules.map(descriptor))),
        ])
    }

    private static func descriptor(_ rule: RuleDescription) -> JSONValue {
        .object([
            JSONMember("id", .string(rule.id)),
            JSONMember("shortDescription", .object([JSONMember("text", .string(rule.summary))])),
            JSONMember("fullDescription", .object([JSONMember("text", .string(rule.rationale))])),
            JSONMember("help", .object([
                JSONMember("text", .string("\(rule.summary)\n\n\(rule.rationale)\n\nSee \(rule.helpURI)")),
                JSONMember("markdown", .string("\(rule.summary)\n\n\(rule.rationale)\n\n[Documentation of `\(rule.id)`](\(rule.helpURI))")),
            ])),
            JSONMember("helpUri", .string(rule.helpURI)),
            JSONMember("defaultConfiguration", .object([JSONMember("level", .string(rule.defaultSeverity.rawValue))])),
        ])
    }

    private static func invocation(_ report: LintReport) -> JSONValue {
        let notifications = report.fileErrors.map { error in
            JSONValue.object([
                JSONMember("level", .string("error")),
                JSONMember("message", .object([JSONMember("text", .string("\(error.path): \(error.reason)"))])),
                JSONMember("locations", .array([.object([JSONMember("physicalLocation", .object([
                    JSONMember("artifactLocation", artifact(error.path)),
                ]))])])),
            ])
        }
        return .object([
            JSONMember("executionSuccessful", .bool(report.fileErrors.isEmpty)),
            JSONMember("toolExecutionNotifications", .array(notifications)),
        ])
    }

    private static func result(ruleID: String, ruleIndex: Int?, level: Severity, message: String, location: JSONValue, fingerprint: String) -> JSONValue {
        var members = [JSONMember("ruleId", .string(ruleID))]
        if let ruleIndex { members.append(JSONMember("ruleIndex", .int(ruleIndex))) }
        members += [
            JSONMember("level", .string(level.rawValue)),
            JSONMember("message", .object([JSONMember("text", .string(message))])),
            JSONMember("locations", .array([location])),
            JSONMember("partialFingerprints", .object([JSONMember("guardrails/v1", .string(fingerprint))])),
        ]
        return .object(members)
    }

    private static func location(_ path: String, line: Int?, column: Int?) -> JSONValue {
        var physical = [JSONMember("artifactLocation", artifact(path))]
        if let line {
            physical.append(JSONMember("region", .object([
                JSONMember("startLine", .int(max(1, line))), JSONMember("startColumn", .int(max(1, column ?? 1))),
            ])))
        }
        return .object([JSONMember("physicalLocation", .object(physical))])
    }

    /// A relative path is a reference against `%SRCROOT%`; an absolute one is a `file://` URI with no base.
    private static func artifact(_ path: String) -> JSONValue {
        guard !path.hasPrefix("/") else { return .object([JSONMember("uri", .string("file://" + URIPath.encode(path)))]) }
        return .object([JSONMember("uri", .string(URIPath.encode(path))), JSONMember("uriBaseId", .string(sourceRootID))])
    }
}
