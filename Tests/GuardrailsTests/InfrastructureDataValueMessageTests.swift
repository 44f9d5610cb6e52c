import GuardrailsCore
import GuardrailsRules
import Testing

/// `concrete-cross-layer-reference` keeps reporting an infrastructure module's plain data, but its remedy is a mapping at the
/// boundary, not a protocol: no test double stands in for data.
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
        ExampleConfiguration.findings(
            of: "concrete-cross-layer-reference",
            in: RuleExample(
                ExampleFile("Sources/Infrastructure/Values.swift", infrastructure),
                ExampleFile("Sources/Feature/State.swift", feature)
            )
        )
    }
}
