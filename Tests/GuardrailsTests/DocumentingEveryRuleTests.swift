import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// Every rule has a place in docs/guardrails.md that the SARIF `helpUri` links to.
@Suite struct DocumentingEveryRuleTests {
    @Test func everyRuleHasAnAnchorNamedByItsID() throws {
        let guide = try makeSUT()

        for rule in RuleRegistry.catalog.allRules {
            #expect(guide.contains("<a id=\"\(rule.description.id)\"></a>"), "no anchor for \(rule.description.id)")
            #expect(rule.description.helpURI == GuardrailsDocumentation.url(of: rule.description.id))
        }
    }

    @Test func theSectionsLinkedForCustomRulesAndStaleEntriesExist() throws {
        let guide = try makeSUT()

        #expect(guide.contains("\n## Custom rules\n"))
        #expect(guide.contains("\n## Suppressions and baselines\n"))
    }

    private func makeSUT() throws -> String {
        try String(contentsOf: GuardrailsBinary.packageRoot.appendingPathComponent("docs/guardrails.md"), encoding: .utf8)
    }
}
