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

    /// The seam alternative answers `protocol-without-test-double`; once tests hold a double, the protocol is a seam in use and
    /// is not reported, unless `reportSeamsWithDoubles` asks for the strict reading: then only the closure is advised, and the
    /// message names the double it saw and why it does not count.
    @Test func aDoubledPortIsAdvisedOnlyAClosureUnderTheStrictReading() {
        let strict = Configuration(catalog: RuleRegistry.catalog, rules: [
            "single-implementation-protocol": RuleSetting(severity: .warning, options: ["reportSeamsWithDoubles": .bool(true)]),
        ])

        let findings = Linter(configuration: strict, jobs: 1).lint(doubledPort).findings.filter { $0.ruleID == "single-implementation-protocol" }

        #expect(findings.map(\.message) == [
            "protocol 'CourierStateProvider' has one implementation ('Courier'); compose a closure in the composition root until a second strategy exists (its test double 'CourierStateProviderStub' is no second strategy, and a closure is as easy to substitute in tests)",
        ])
    }

    @Test func aDoubledPortIsASeamInUseByDefault() {
        let configuration = Configuration(catalog: RuleRegistry.catalog, rules: [
            "single-implementation-protocol": RuleSetting(severity: .warning, options: [:]),
        ])

        let findings = Linter(configuration: configuration, jobs: 1).lint(doubledPort).findings.filter { $0.ruleID == "single-implementation-protocol" }

        #expect(findings.isEmpty)
    }

    private var doubledPort: [LintInput] {
        [
            LintInput(
                path: "Sources/Courier/Courier.swift",
                source: .text("protocol CourierStateProvider: AnyObject {\n    func parcel(for id: Int) -> String?\n}\nfinal class Courier: CourierStateProvider {\n    func parcel(for id: Int) -> String? { nil }\n}\nfinal class CourierDelegate {\n    weak var provider: CourierStateProvider?\n}")
            ),
            LintInput(
                path: "Tests/CourierTests/CourierStateProviderStub.swift",
                source: .text("import Courier\nfinal class CourierStateProviderStub: CourierStateProvider {\n    func parcel(for id: Int) -> String? { \"A1\" }\n}")
            ),
        ]
    }
}
