import GuardrailsCore
import GuardrailsRules
import Testing

/// Runs every rule's own triggering and non-triggering examples through the real linter.
@Suite struct RuleExamplesBehaviorTests {
    @Test(arguments: RuleExampleCase.all)
    func ruleFiresExactlyOnItsTriggeringExamples(_ example: RuleExampleCase) {
        let findings = makeSUT(example)

        if example.triggers {
            #expect(!findings.isEmpty, "expected \(example.ruleID) to fire")
        } else {
            #expect(findings.isEmpty, "unexpected: \(findings.map(\.message))")
        }
    }

    @Test func everyRuleCarriesAtLeastThreeExamplesOfEachKindAndARationale() {
        for rule in RuleRegistry.catalog.allRules {
            let description = rule.description
            #expect(description.triggering.count >= 3, "\(description.id)")
            #expect(description.nonTriggering.count >= 3, "\(description.id)")
            #expect(!description.rationale.isEmpty, "\(description.id)")
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.catalog.allRules.map { $0.description.id }

        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0 == "-" || ($0.isLetter && $0.isLowercase) } })
        #expect(RuleRegistry.catalog.profile(named: "clean-architecture")?.rules.count == 21)
    }

    private func makeSUT(_ example: RuleExampleCase) -> [Finding] {
        ExampleConfiguration.findings(of: example.ruleID, in: example.example)
    }
}
