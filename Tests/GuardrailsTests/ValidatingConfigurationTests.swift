import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// `guardrails.json` is read strictly, and every rejection names the key path at fault.
@Suite struct ValidatingConfigurationTests {
    @Test func readsLayersRulesOptionsAndGlobs() throws {
        let configuration = try makeSUT("""
        {
          "profiles": ["clean-architecture"],
          "layers": {
            "domain": {"kind": "domain", "modules": ["FeedFeature"]},
            "api": {"kind": "feature", "modules": ["SharedAPI"], "mayImport": ["domain"]},
            "support": {"kind": "support", "modules": ["FeedTestSupport"], "testSupport": true}
          },
          "rules": {
            "make-sut": "warning",
            "unchecked-sendable": "off",
            "shared-instance-access": {"severity": "error", "options": {"allowedTypes": ["FileManager"]}}
          },
          "include": ["Sources/**", "Tests/**"],
          "exclude": ["**/Fixtures/**"],
          "targets": {"FeedTestSupport": "Tests/FeedTestSupport/"}
        }
        """)

        #expect(configuration.layer(ofModule: "SharedAPI")?.mayImport == ["domain"])
        #expect(configuration.layer(ofModule: "SharedAPITests", isTest: true)?.name == "api")
        #expect(configuration.layer(named: "support")?.isTestSupport == true)
        #expect(configuration.severity(of: MakeSUTRule.description) == .warning)
        #expect(configuration.severity(of: UncheckedSendableRule.description) == nil)
        #expect(configuration.options(for: SharedInstanceAccessRule.description)["allowedTypes"] == .strings(["FileManager"]))
        #expect(configuration.options(for: SharedInstanceAccessRule.description)["members"] == .strings(["shared", "sharedInstance", "singleton"]))
        #expect(configuration.isIncluded("Sources/A/B.swift"))
        #expect(!configuration.isIncluded("Tests/X/Fixtures/P/Sources/A.swift"))
        #expect(!configuration.isIncluded("Scripts/gen.swift"))
        #expect(configuration.targets == [ConfiguredTarget(name: "FeedTestSupport", path: "Tests/FeedTestSupport")])
        #expect(configuration.targets.map(\.isTest) == [true])
    }

    @Test func targetsTakeAFolderOrAnObjectWithTestAndDependencies() throws {
        let configuration = try makeSUT("""
        {"targets": {
            "App": "App/App/",
            "AppTests": "App/AppTests",
            "Shared": {"path": "Tests/Shared", "test": false},
            "EndToEnd": {"path": "App/EndToEnd", "test": true, "dependencies": ["App"]}
        }}
        """)

        #expect(configuration.targets.map(\.name) == ["App", "AppTests", "EndToEnd", "Shared"])
        #expect(configuration.targets.map(\.path) == ["App/App", "App/AppTests", "App/EndToEnd", "Tests/Shared"])
        #expect(configuration.targets.map(\.isTest) == [false, true, true, false])
        #expect(configuration.targets.map(\.dependencies) == [nil, nil, ["App"], nil])
    }

    @Test func platformsNameEachMinimumDeploymentVersion() throws {
        let configuration = try makeSUT(#"{"platforms": {"macOS": "13", "iOS": "16.4"}}"#)

        #expect(configuration.platforms == [PlatformMinimum(platform: "iOS", version: [16, 4]), PlatformMinimum(platform: "macOS", version: [13])])
    }

    @Test func anEmptyObjectRunsTheDefaultProfile() throws {
        let configuration = try makeSUT("{}")

        #expect(configuration.profiles == ["clean-architecture"])
        #expect(configuration.activeRules().count == 23)
    }

    @Test(arguments: InvalidConfigurationCase.all)
    func rejectsWithTheKeyPathAtFault(_ invalid: InvalidConfigurationCase) {
        #expect {
            try makeSUT(invalid.json)
        } throws: { error in
            (error as? ConfigurationError)?.keyPath == invalid.keyPath
        }
    }

    @Test func reportsLayerModulesThatAreNotTargets() throws {
        let configuration = try makeSUT(#"{"layers": {"domain": {"kind": "domain", "modules": ["FeedFeature", "Gone"]}}}"#)

        let errors = configuration.unknownModules(among: ["FeedFeature"])
        #expect(errors.map(\.keyPath) == ["layers.domain.modules[1]"])
    }

    @Test func aLayerAllowedToImportTheCompositionRootIsNotedAtThatEntry() throws {
        let json = """
        {
          "layers": {
            "app": {"kind": "composition", "modules": ["App"], "mayImport": ["kernel"]},
            "kernel": {"kind": "support", "modules": ["Kernel"], "mayImport": ["app"]}
          }
        }
        """
        let configuration = try makeSUT(json)

        let notes = ConfigurationParser.notes(on: configuration, in: Data(json.utf8))

        #expect(notes.map { "\($0.location(in: "guardrails.json")): \($0)" } == [
            "guardrails.json:4:72: layers.kernel.mayImport[0]: 'app' is the composition root, which only a composition layer may import whatever `mayImport` says; remove the entry",
        ])
    }

    @Test func anAppRootAllowedToImportComponentRootsIsNotNoted() throws {
        let json = """
        {
          "layers": {
            "app": {"kind": "composition", "modules": ["App"], "mayImport": ["components"]},
            "components": {"kind": "composition", "modules": ["CartAssembly"]}
          }
        }
        """
        let configuration = try makeSUT(json)

        #expect(ConfigurationParser.notes(on: configuration, in: Data(json.utf8)).isEmpty)
    }

    private func makeSUT(_ json: String) throws -> Configuration {
        try ConfigurationParser.parse(Data(json.utf8), catalog: RuleRegistry.catalog)
    }
}
