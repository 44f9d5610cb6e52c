import GuardrailsCore
import GuardrailsRules
import Testing

/// `single-implementation-protocol` advises closures only for a protocol few enough requirements to compose as closures.
@Suite struct SingleImplementationAdviceTests {
    @Test func aWidePortIsAdvisedItsConcreteType() {
        let findings = ExampleConfiguration.findings(
            of: "single-implementation-protocol",
            in: RuleExample(
                "Sources/Courier/Courier.swift",
                "protocol CourierStateProvider: AnyObject {\n    var route: String? { get }\n    var isPaused: Bool { get set }\n    func parcel(for id: Int) -> String?\n    func didDeliver(_ id: Int)\n    func didFail(_ id: Int)\n}\nfinal class Courier: CourierStateProvider {\n    var route: String?\n    var isPaused = false\n    func parcel(for id: Int) -> String? { nil }\n    func didDeliver(_ id: Int) {}\n    func didFail(_ id: Int) {}\n}\nfinal class CourierDelegate {\n    weak var provider: CourierStateProvider?\n}"
            )
        )

        #expect(findings.map(\.message) == [
            "protocol 'CourierStateProvider' has one implementation ('Courier'); hold 'Courier' itself until a second strategy exists (5 requirements are too many to compose as closures), or keep it as a seam and give tests a double of it",
        ])
    }

    @Test func aNarrowPortIsStillAdvisedAClosure() {
        let findings = ExampleConfiguration.findings(
            of: "single-implementation-protocol",
            in: RuleExample(
                "Sources/Courier/Courier.swift",
                "protocol CourierStateProvider: AnyObject {\n    func parcel(for id: Int) -> String?\n    func didDeliver(_ id: Int)\n}\nfinal class Courier: CourierStateProvider {\n    func parcel(for id: Int) -> String? { nil }\n    func didDeliver(_ id: Int) {}\n}\nfinal class CourierDelegate {\n    weak var provider: CourierStateProvider?\n}"
            )
        )

        #expect(findings.map(\.message) == [
            "protocol 'CourierStateProvider' has one implementation ('Courier'); compose a closure in the composition root until a second strategy exists, or keep it as a seam and give tests a double of it",
        ])
    }

    /// The seam alternative answers `protocol-without-test-double`; once tests hold a double, only the closure is advised, and the
    /// message names the double it saw and why it does not count.
    @Test func aDoubledPortIsAdvisedOnlyAClosure() {
        let findings = ExampleConfiguration.findings(
            of: "single-implementation-protocol",
            in: RuleExample(
                ExampleFile(
                    "Sources/Courier/Courier.swift",
                    "protocol CourierStateProvider: AnyObject {\n    func parcel(for id: Int) -> String?\n}\nfinal class Courier: CourierStateProvider {\n    func parcel(for id: Int) -> String? { nil }\n}\nfinal class CourierDelegate {\n    weak var provider: CourierStateProvider?\n}"
                ),
                ExampleFile("Tests/CourierTests/CourierStateProviderStub.swift", "import Courier\nfinal class CourierStateProviderStub: CourierStateProvider {\n    func parcel(for id: Int) -> String? { \"A1\" }\n}")
            )
        )

        #expect(findings.map(\.message) == [
            "protocol 'CourierStateProvider' has one implementation ('Courier'); compose a closure in the composition root until a second strategy exists (its test double 'CourierStateProviderStub' is no second strategy, and a closure is as easy to substitute in tests)",
        ])
    }
}
