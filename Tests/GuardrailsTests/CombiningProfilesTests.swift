import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// Profiles combine freely, except where two enabled rules demand opposite things of the same code.
@Suite struct CombiningProfilesTests {
    @Test(arguments: [
        (["app-dependency-provider", "swiftui-mv"], "observable-object", "view-model-observable-object"),
        (["clean-architecture", "app-dependency-provider"], "single-implementation-protocol", "concrete-service-dependency"),
    ])
    func contradictoryRulesAreRejectedNamingBoth(_ profiles: [String], _ first: String, _ second: String) {
        #expect {
            try makeSUT(profiles: profiles)
        } throws: { error in
            let message = (error as? ConfigurationError)?.description ?? ""
            return message.contains("'\(first)'") && message.contains("'\(second)'") && message.contains("off")
        }
    }

    @Test(arguments: [
        (["clean-architecture", "app-dependency-provider"], "single-implementation-protocol"),
        (["app-dependency-provider", "clean-architecture"], "concrete-service-dependency"),
        (["app-dependency-provider", "swiftui-mv"], "view-model-observable-object"),
    ])
    func theSuggestedFixKeepsTheRuleOfTheProfileListedLast(_ profiles: [String], _ suggestedOff: String) {
        #expect {
            try makeSUT(profiles: profiles)
        } throws: { error in
            let message = (error as? ConfigurationError)?.description ?? ""
            return message.contains("turn one off: \"rules\": { \"\(suggestedOff)\": \"off\" }")
        }
    }

    @Test(arguments: [
        (["app-dependency-provider", "swiftui-mv"], "observable-object"),
        (["app-dependency-provider", "swiftui-mv"], "view-model-observable-object"),
        (["clean-architecture", "app-dependency-provider"], "single-implementation-protocol"),
        (["clean-architecture", "app-dependency-provider"], "concrete-service-dependency"),
    ])
    func turningOneSideOffAcceptsTheCombination(_ profiles: [String], _ disabled: String) throws {
        let configuration = try makeSUT(profiles: profiles, rules: [disabled: "off"])

        let active = configuration.activeRules().map { $0.rule.description.id }
        #expect(!active.contains(disabled))
        #expect(Set(active).isSuperset(of: profiles.flatMap { RuleRegistry.catalog.profile(named: $0)?.rules.map { $0.description.id } ?? [] }.filter { $0 != disabled }))
    }

    @Test func rulesThatOnlyDisagreeInEmphasisCombine() throws {
        let configuration = try makeSUT(profiles: ["clean-architecture", "swiftui-mv"])
        let both = try makeSUT(profiles: ["swiftui-mv", "app-dependency-provider"], rules: ["observable-object": "off"])

        #expect(configuration.activeRules().contains { $0.rule.description.id == "new-view-model" })
        #expect(both.activeRules().contains { $0.rule.description.id == "new-view-model" })
        #expect(both.activeRules().contains { $0.rule.description.id == "view-model-main-actor" })
    }

    @Test func overridingARuleOfAProfileThatIsNotEnabledNamesThatProfile() {
        #expect {
            try makeSUT(profiles: ["swiftui-mv"], rules: ["hardcoded-color": "warning"])
        } throws: { error in
            let error = error as? ConfigurationError
            return error?.keyPath == "rules.hardcoded-color" && error?.message.contains("'app-dependency-provider'") == true
        }
    }

    @Test func everyContradictionNamesRulesOfDifferentProfiles() {
        for contradiction in RuleRegistry.catalog.contradictions {
            let owners = [contradiction.first, contradiction.second].map { id in
                RuleRegistry.catalog.profiles(listing: id)
            }
            #expect(owners.allSatisfy { $0.count == 1 }, "\(contradiction.first) / \(contradiction.second)")
            #expect(owners[0] != owners[1])
        }
    }

    @Test func aProfileWhoseRulesSpareTheCompositionRootLetsTheTeamMapIt() throws {
        let configuration = try makeSUT(
            profiles: ["app-dependency-provider"],
            layers: ["root": ["kind": "composition", "modules": ["App"]], "tools": ["kind": "support", "modules": ["Scripts"]]]
        )

        #expect(configuration.layers.map(\.kind).sorted() == ["composition", "support"])
    }

    @Test func layersUnderProfilesThatReadNoneAreRejectedSayingWhichProfileDoes() {
        #expect {
            try makeSUT(profiles: ["swiftui-mv"], layers: ["root": ["kind": "composition", "modules": ["App"]]])
        } throws: { error in
            let error = error as? ConfigurationError
            return error?.keyPath == "layers" && error?.message.contains("swiftui-mv") == true
                && error?.message.contains("clean-architecture") == true
        }
    }

    private func makeSUT(profiles: [String], rules: [String: String] = [:], layers: [String: Any] = [:]) throws -> Configuration {
        var object: [String: Any] = ["profiles": profiles, "rules": rules]
        if !layers.isEmpty { object["layers"] = layers }
        return try ConfigurationParser.parse(try JSONSerialization.data(withJSONObject: object), catalog: RuleRegistry.catalog)
    }
}
