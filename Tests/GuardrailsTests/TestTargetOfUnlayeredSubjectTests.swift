import GuardrailsCore
import GuardrailsRules
import Testing

/// `layer-dependency` reports a module no layer lists once: a test target whose subject is itself reported is not reported again.
@Suite struct TestTargetOfUnlayeredSubjectTests {
    @Test func aProgramAndItsTestTargetInNoLayerAreReportedOnceOnTheProgram() {
        let findings = makeSUT(RuleExample(
            ExampleFile(
                "Package.swift",
                #"let package = Package(name: "P", targets: [.executableTarget(name: "Relay"), .testTarget(name: "RelayTests", dependencies: ["Relay"])])"#
            ),
            ExampleFile("Sources/Relay/Relay.swift", "@main enum Relay {\n    static func main() { print(1) }\n}"),
            ExampleFile("Tests/RelayTests/RelayTests.swift", "import Relay\nimport XCTest\nfinal class RelayTests: XCTestCase {\n    func testRuns() {}\n}")
        ))

        #expect(findings.map(\.path) == ["Sources/Relay/Relay.swift"], "\(findings.map(\.message))")
    }

    @Test func aTestTargetWhoseFirstDependencyIsInNoLayerIsNotReportedAgain() {
        let findings = makeSUT(RuleExample(
            ExampleFile(
                "Package.swift",
                #"let package = Package(name: "P", targets: [.target(name: "Mailer"), .testTarget(name: "DeliveryChecks", dependencies: ["Mailer"])])"#
            ),
            ExampleFile("Sources/Mailer/Mailer.swift", "public struct Mailer {}"),
            ExampleFile("Tests/DeliveryChecks/SendTests.swift", "import Mailer\nimport Testing\n@Test func sends() { _ = Mailer() }")
        ))

        #expect(findings.map(\.path) == ["Sources/Mailer/Mailer.swift"], "\(findings.map(\.message))")
    }

    private func makeSUT(_ example: RuleExample) -> [Finding] {
        ExampleConfiguration.findings(of: "layer-dependency", in: example)
    }
}
