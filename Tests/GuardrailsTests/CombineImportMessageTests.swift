import GuardrailsCore
import GuardrailsRules
import Testing

/// `ui-framework-import` reports Combine in an inner layer with its own reason, a boundary bound to Combine's scheduling,
/// since Combine is no UI framework; UIKit keeps the UI framework's message.
@Suite struct CombineImportMessageTests {
    @Test func combineInAUseCaseIsReportedForItsPublishedBoundary() {
        let findings = makeSUT("import Combine\n\npublic protocol ListVoyages {\n    func voyages() -> AnyPublisher<[String], Error>\n}")

        #expect(findings.map(\.message) == [
            "'Combine' is imported in Domain, an inner layer: a boundary published through Combine binds every caller and implementation to its "
                + "scheduling; expose async work as async/await or closures and keep Combine in adapters, the UI layer and the composition root",
        ])
    }

    @Test func uiKitInAUseCaseIsReportedAsAUIFramework() {
        let findings = makeSUT("import UIKit\n\npublic protocol TintVoyage {\n    func tint() -> UIColor\n}")

        #expect(findings.map(\.message) == ["'UIKit' is imported outside the UI and composition layers; keep Domain framework-free"])
    }

    private func makeSUT(_ source: String) -> [Finding] {
        ExampleConfiguration.findings(of: "ui-framework-import", in: RuleExample("Sources/Domain/Voyages.swift", source))
    }
}
