import GuardrailsCore
import GuardrailsRules
import Testing

/// A choice between two literal colors is one design decision, so `hardcoded-color` reports it once.
@Suite struct CountingOneColorChoiceOnceTests {
    @Test func reportsALightAndDarkPairOfLiteralsOnce() {
        let findings = makeSUT("let overlay = Color(UIColor(light: .white, dark: .black))")

        #expect(findings.count == 1)
    }

    @Test func reportsTheDarkHalfWhenTheLightHalfIsARole() {
        let findings = makeSUT("let overlay = UIColor(light: .systemBackground, dark: .black)")

        #expect(findings.map(\.message) == ["literal color '.black' in 'UIColor'; use a design-system color"])
    }

    @Test func reportsAConditionalBetweenTwoLiteralsOnce() {
        let findings = makeSUT("let tint = Color(isOn ? .white : .black)")

        #expect(findings.count == 1)
    }

    private func makeSUT(_ source: String) -> [Finding] {
        ExampleConfiguration.findings(of: "hardcoded-color", in: RuleExample("Sources/UI/Overlay.swift", source))
    }
}
