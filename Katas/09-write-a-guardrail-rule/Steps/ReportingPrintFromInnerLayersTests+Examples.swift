import Testing
import GuardrailsCore
import GuardrailsRules
import CustomGuardrailRules

/// Step 4: the rule carries its own examples, as every guardrail does, and a suppression comment silences it.
extension ReportingPrintFromInnerLayersTests {
    @Test func description_carriesAtLeastThreeExamplesOfEachKindAndARationale() {
        let description = PrintInInnerLayerRule.description

        #expect(description.triggering.count >= 3)
        #expect(description.nonTriggering.count >= 3)
        #expect(!description.rationale.isEmpty)
    }

    @Test func triggeringExamples_areReported() {
        for example in PrintInInnerLayerRule.description.triggering {
            #expect(!ExampleConfiguration.findings(of: PrintInInnerLayerRule.self, in: example).isEmpty, "\(example)")
        }
    }

    @Test func nonTriggeringExamples_areNotReported() {
        for example in PrintInInnerLayerRule.description.nonTriggering {
            #expect(ExampleConfiguration.findings(of: PrintInInnerLayerRule.self, in: example).isEmpty, "\(example)")
        }
    }

    @Test func aSuppressionWithAReason_silencesTheNextLine() {
        let source = "func f() {\n    // guardrails:disable-next-line print-in-inner-layer -- temporary trace\n    print(1)\n}"

        #expect(makeSUT("Sources/Feature/Loader.swift", source).isEmpty)
    }
}
