import GuardrailsCore
import GuardrailsRules
import Testing

/// Under `reportDataValues`, `concrete-cross-layer-reference` reports an infrastructure module's plain data with its own remedy,
/// a mapping at the boundary, not a protocol: no test double stands in for data.
@Suite struct InfrastructureDataValueMessageTests {
    @Test func aValueWrittenAsAStringLiteralIsReportedAsData() {
        let findings = makeSUT(infrastructure: """
            public struct DevicePath: Hashable, ExpressibleByStringLiteral {
                public let components: [String]
                public init(stringLiteral value: String) { components = value.split(separator: "/").map(String.init) }
            }
            """, feature: "import Infrastructure\nstruct Bookmarks {\n    var paths: Set<DevicePath> = []\n}")

        #expect(findings.map(\.message).contains { $0.contains("'DevicePath' is a data struct") }, "\(findings.map(\.message))")
    }

    @Test func aStructAdoptingNothingThatOnlyStoresDataIsReportedAsData() {
        let findings = makeSUT(infrastructure: """
            public enum Tier {
                case basic
                case plus
            }
            public struct MeterSettings {
                public let tier: Tier
                public let token: String
                public init(tier: Tier, token: String) {
                    self.tier = tier
                    self.token = token
                }
            }
            """, feature: "import Infrastructure\nstruct MeterPanel {\n    let settings: MeterSettings\n}")

        #expect(findings.map(\.message).contains { $0.contains("'MeterSettings' is a data struct") }, "\(findings.map(\.message))")
    }

    @Test func anErrorEnumOfCasesWithoutPayloadsIsReportedAsData() {
        let findings = makeSUT(infrastructure: """
            public enum GatewayFailure: Error {
                case offline
                case denied
            }
            """, feature: "import Infrastructure\nenum CheckoutAction {\n    case failed(GatewayFailure)\n}")

        #expect(findings.map(\.message).contains { $0.contains("'GatewayFailure' is a data enum") }, "\(findings.map(\.message))")
    }

    @Test func aValueAdoptingAPackageProtocolIsReportedAsConcrete() {
        let findings = makeSUT(infrastructure: """
            public protocol Uploading {}
            public struct UploadJob: Hashable, Uploading {
                public let name: String
            }
            """, feature: "import Infrastructure\nstruct Queue {\n    var jobs: [UploadJob] = []\n}")

        #expect(findings.map(\.message).contains { $0.contains("'UploadJob' is a concrete struct") }, "\(findings.map(\.message))")
    }

    private func makeSUT(infrastructure: String, feature: String) -> [Finding] {
        let ruleID = "concrete-cross-layer-reference"
        // Data values are reported only when a team asks for it.
        let configuration = Configuration(
            catalog: RuleRegistry.catalog, profiles: RuleRegistry.catalog.profiles(listing: ruleID), layers: ExampleConfiguration.configuration.layers,
            rules: [ruleID: RuleSetting(severity: .error, options: ["reportDataValues": .bool(true)])]
        )
        let inputs = [
            LintInput(path: "Sources/Infrastructure/Values.swift", source: .text(infrastructure)),
            LintInput(path: "Sources/Feature/State.swift", source: .text(feature)),
        ]
        return Linter(configuration: configuration, jobs: 1).lint(inputs, in: nil).findings.filter { $0.ruleID == ruleID }
    }
}
