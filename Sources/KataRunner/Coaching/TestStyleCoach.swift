import Foundation
import GuardrailsCore
import GuardrailsRules

/// The guardrails test-style rules run on the learner's kata folder. Their findings are advice, never a red
/// check: a learner meets the kit's conventions while the step tests decide what passes.
///
/// The runner links the Guardrails library rather than running the `guardrails` binary: both are tooling,
/// Guardrails depends on nothing, and in-process linting needs no built binary to find and no output to parse.
public struct TestStyleCoach: Sendable {
    /// The rules about how tests are written; the layer rules need a `guardrails.json` the workspace does not have.
    public static let ruleIDs: Set<String> = ["make-sut", "testable-import", "suite-named-by-behavior"]

    public init() {}

    /// One line per finding, `path:line:column: advice: message [rule-id]`, each path starting with `shownAs`
    /// (how the learner sees `folder`).
    public func advice(forKataFolder folder: URL, shownAs shownFolder: String) -> [String] {
        let inputs = PackageSwiftFiles.list(in: folder).map { LintInput(path: $0.path, source: .file(absolutePath: $0.file.path)) }
        guard !inputs.isEmpty else { return [] }
        let result = Linter(configuration: Self.configuration, jobs: 1).lint(inputs)
        return result.findings.map { finding in
            "\(shownFolder)/\(finding.path):\(finding.line):\(finding.column): advice: \(finding.message) [\(finding.ruleID)]"
        }
    }

    private static let configuration: Configuration = {
        let off = RuleSetting(severity: nil, options: [:])
        let others = RuleRegistry.catalog.rules(forProfiles: [RuleRegistry.catalog.defaultProfile])
            .map { $0.description.id }
            .filter { !ruleIDs.contains($0) }
        return Configuration(catalog: RuleRegistry.catalog, rules: Dictionary(uniqueKeysWithValues: others.map { ($0, off) }))
    }()
}
