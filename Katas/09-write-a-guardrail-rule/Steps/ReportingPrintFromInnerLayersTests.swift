import Testing
import GuardrailsCore
import GuardrailsRules
import CustomGuardrailRules

/// Step 1: a `print(…)` in a domain, feature, presentation or infrastructure module is reported where it is.
@Suite struct ReportingPrintFromInnerLayersTests {
    @Test func print_inADomainModule_isReportedAtTheCall() {
        let findings = makeSUT("Sources/Domain/Feed.swift", "struct Feed {\n    func load() { print(\"loading\") }\n}")

        #expect(findings.map(\.ruleID) == ["print-in-inner-layer"])
        #expect(findings.map(\.line) == [2])
        #expect(findings.map(\.column) == [19])
    }

    @Test(arguments: ["Domain", "Feature", "Cache", "Presentation", "Infrastructure"])
    func print_inAnInnerLayer_isReported(module: String) {
        let findings = makeSUT("Sources/\(module)/Thing.swift", "func f() { print(1) }")

        #expect(findings.count == 1)
    }

    @Test func everyPrint_isReported() {
        let findings = makeSUT("Sources/Feature/Loader.swift", "func f() {\n    print(1)\n    print(2)\n}")

        #expect(findings.map(\.line) == [2, 3])
    }

    /// Lints `source` at `path` in a package laid out like every rule example: one module per layer kind.
    func makeSUT(_ path: String, _ source: String) -> [Finding] {
        ExampleConfiguration.findings(of: PrintInInnerLayerRule.self, in: RuleExample(path, source))
    }
}
