import GuardrailsCore
import GuardrailsRules
import Testing

/// The engine: placing files in modules and layers, parallel runs, and files that cannot be read.
@Suite struct LintingAPackageTests {
    @Test func findingsAreSortedAndIdenticalWhateverTheParallelism() {
        let inputs = (0..<200).map { index in
            LintInput(path: "Sources/Feature/File\(index).swift", source: .text("import UIKit\nlet s = URLSession.shared\nfinal class C\(index): \(ForbiddenSpellings.uncheckedSendable) {}"))
        }

        let serial = makeSUT(jobs: 1).lint(inputs).findings
        let parallel = makeSUT(jobs: 8).lint(inputs.reversed()).findings

        #expect(serial.count == 600)
        #expect(serial == parallel)
        #expect(serial == serial.sorted())
    }

    @Test func configuredTargetDirectoriesPlaceFilesInTheirModule() throws {
        let configuration = Configuration(
            catalog: RuleRegistry.catalog,
            layers: [
                Layer(name: "domain", kind: "domain", modules: ["Domain"], mayImport: []),
                Layer(name: "support", kind: "support", modules: ["Helpers"], mayImport: [], isTestSupport: true),
            ],
            targets: [ConfiguredTarget(name: "Helpers", path: "Tests/Shared/Helpers"), ConfiguredTarget(name: "Domain", path: "Code/Domain")]
        )
        let inputs = [LintInput(path: "Code/Domain/Model.swift", source: .text("import Helpers"))]

        let findings = Linter(configuration: configuration, jobs: 1).lint(inputs).findings

        #expect(findings.map(\.ruleID) == ["layer-dependency"])
        #expect(findings.first?.message.contains("test support") == true)
    }

    @Test func configuredTestTargetsOpeningRemotePackagesAreNotToldToAddASeam() throws {
        let configuration = Configuration(
            catalog: RuleRegistry.catalog,
            layers: [Layer(name: "feature", kind: "feature", modules: ["Feature"], mayImport: [])],
            targets: [
                ConfiguredTarget(name: "Feature", path: "App/Feature"),
                ConfiguredTarget(name: "FeatureTests", path: "App/FeatureTests", isTest: true, dependencies: ["Feature"]),
            ]
        )
        let inputs = [
            LintInput(path: "App/Feature/Loader.swift", source: .text("public struct Loader {}")),
            LintInput(path: "App/FeatureTests/LoadUseCaseTests.swift", source: .text("\(ForbiddenSpellings.testableImport) Feature\n\(ForbiddenSpellings.testableImport) RemoteFutures")),
        ]

        let findings = Linter(configuration: configuration, jobs: 1).lint(inputs).findings.filter { $0.ruleID == "testable-import" }

        #expect(findings.map(\.message) == ["\(ForbiddenSpellings.testableImport) of 'Feature'; test through the public API and add the seam you need"])
    }

    @Test func unreadableFilesAreReportedByNameAndTheRestIsLinted() {
        let inputs = [
            LintInput(path: "Sources/Feature/Missing.swift", source: .file(absolutePath: "/nonexistent/Missing.swift")),
            LintInput(path: "Sources/Feature/Present.swift", source: .text("import UIKit")),
        ]

        let result = makeSUT(jobs: 2).lint(inputs)

        #expect(result.fileErrors.map(\.path) == ["Sources/Feature/Missing.swift"])
        #expect(result.findings.map(\.path) == ["Sources/Feature/Present.swift"])
        #expect(result.fileCount == 1)
    }

    @Test func tuistManifestsAreBuildConfigurationAndAreNeitherLintedNorCounted() {
        let inputs = [
            LintInput(path: "Project.swift", source: .text("import Foundation\nimport ProjectDescription\nlet hasKit = FileManager.default.fileExists(atPath: \"Kit\")")),
            LintInput(path: "Tuist/ProjectDescriptionHelpers/Targets.swift", source: .text("import ProjectDescription\nlet s = URLSession.shared")),
            LintInput(path: "Setup.swift", source: .text("import ProjectDescriptionHelpers\nimport UIKit")),
            LintInput(path: "Sources/Feature/Present.swift", source: .text("import Foundation\nlet hasKit = FileManager.default.fileExists(atPath: \"Kit\")")),
        ]

        let result = makeSUT(jobs: 2).lint(inputs)

        #expect(Set(result.findings.map(\.path)) == ["Sources/Feature/Present.swift"])
        #expect(!result.findings.isEmpty)
        #expect(result.fileCount == 1)
        #expect(result.fileErrors.isEmpty)
    }

    @Test func findingsQuoteTheirLineForBaselines() {
        let inputs = [LintInput(path: "Sources/Feature/A.swift", source: .text("\n\t  import UIKit  \n"))]

        let findings = makeSUT(jobs: 1).lint(inputs).findings

        #expect(findings.map(\.lineText) == ["import UIKit"])
        #expect(findings.map(\.line) == [2])
    }

    @Test func rulesTurnedOffOrDowngradedInTheConfigurationAreRespected() {
        let configuration = Configuration(catalog: RuleRegistry.catalog, rules: [
            "ui-framework-import": RuleSetting(severity: nil, options: [:]),
            "unchecked-sendable": RuleSetting(severity: .warning, options: [:]),
        ])
        let inputs = [LintInput(path: "Sources/Feature/A.swift", source: .text("import UIKit\nfinal class C: \(ForbiddenSpellings.uncheckedSendable) {}"))]

        let findings = Linter(configuration: configuration, jobs: 1).lint(inputs).findings

        #expect(findings.map(\.ruleID) == ["unchecked-sendable"])
        #expect(findings.map(\.severity) == [.warning])
    }

    @Test func aLibraryLeavesItsPublicProtocolsToItsUsersWhenItSaysSo() {
        let library = Configuration(catalog: RuleRegistry.catalog, rules: [
            "single-implementation-protocol": RuleSetting(severity: .warning, options: ["checkPublicProtocols": .bool(false)]),
        ])
        let inputs = [
            LintInput(path: "Sources/Views/Renderer.swift", source: .text("public protocol Renderer {\n    func render(_ name: String) async throws -> String\n}\nstruct Page { let renderer: Renderer }")),
            LintInput(path: "Sources/Views/Plain.swift", source: .text("public struct PlainRenderer: Renderer {\n    public func render(_ name: String) async throws -> String { name }\n}")),
            LintInput(path: "Sources/Views/Cache.swift", source: .text("protocol Cache {\n    func value(for key: String) -> String?\n}\nstruct MemoryCache: Cache {\n    func value(for key: String) -> String? { nil }\n}\nstruct Page2 { let cache: Cache }")),
        ]

        let app = makeSUT(jobs: 1).lint(inputs).findings.filter { $0.ruleID == "single-implementation-protocol" }
        let findings = Linter(configuration: library, jobs: 1).lint(inputs).findings.filter { $0.ruleID == "single-implementation-protocol" }

        #expect(app.map(\.path) == ["Sources/Views/Cache.swift", "Sources/Views/Renderer.swift"])
        #expect(findings.map(\.path) == ["Sources/Views/Cache.swift"])
    }

    @Test func makeSUTNamesTheTypeItsSuiteIsNamedAfterRatherThanAnInputBuiltFirst() {
        let test = "        let preferences = Preferences()\n        preferences.reload()\n        let task = SyncTask(preferences: preferences)\n        task.run()\n        preferences.reset()\n"
        let inputs = [
            LintInput(path: "Sources/Feature/Sync.swift", source: .text(
                "public final class Preferences { public init() {} }\npublic final class SyncTask { public init(preferences: Preferences) {} }"
            )),
            LintInput(path: "Tests/FeatureTests/SyncTaskTests.swift", source: .text(
                "final class SyncTaskTests: XCTestCase {\n    func test_a() {\n\(test)    }\n    func test_b() {\n\(test)    }\n}"
            )),
        ]

        let findings = makeSUT(jobs: 1).lint(inputs).findings.filter { $0.ruleID == "make-sut" }

        #expect(findings.map(\.message) == ["test 'test_a' of suite 'SyncTaskTests' builds 'SyncTask' itself; create the system under test in one makeSUT() factory"])
    }

    private func makeSUT(jobs: Int) -> Linter {
        Linter(configuration: ExampleConfiguration.configuration, jobs: jobs)
    }
}
