import GuardrailsCore
import GuardrailsRules
import Testing

/// One example of one rule, and whether the rule must fire on it.
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
    let ruleID: String
    let example: RuleExample
    let triggers: Bool

    var testDescription: String {
        "\(ruleID) \(triggers ? "fires on" : "ignores") \(example)"
    }

    static let all: [RuleExampleCase] = RuleRegistry.catalog.allRules.flatMap { rule in
        let description = rule.description
        return description.triggering.map { RuleExampleCase(ruleID: description.id, example: $0, triggers: true) }
            + description.nonTriggering.map { RuleExampleCase(ruleID: description.id, example: $0, triggers: false) }
    }
}
