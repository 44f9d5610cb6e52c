import Foundation
import Testing
import KataRunner

/// An architecture kata: some of the kit's modules copied with violations planted, guarded with guardrails.json
/// until the linter, run in-process, passes; its answer is the kit's own modules and layers.
@Suite struct ArchitectureKataTests {
    @Test func start_copiesTheKitsModulesWithTheViolationsPlantedAndTheStarterConfiguration() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }

        #expect(fixture.run(["start", "2"]) == .success)

        #expect(fixture.read("workspace/02-guard/Sources/Core/Core.swift") == "import Feature\n\npublic struct Core { public init() {} }\n")
        #expect(fixture.read("workspace/02-guard/Sources/Feature/Feature.swift") == "import Core\n\npublic struct Feature { public let core: Core }\n")
        #expect(fixture.read("workspace/02-guard/guardrails.json")?.contains(#""modules": ["Core"]"#) == true)
        #expect(fixture.read("workspace/Package.swift")?.contains(".target(") == false, "nothing of an architecture kata is built")
    }

    @Test func check_saysWhichModuleHasNoLayer() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "2"])
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["check"], on: recorder) == .failure)

        #expect(recorder.output.contains(#"workspace/02-guard/guardrails.json: 'Feature' is in no layer; it belongs in a layer of kind "feature""#), "\(recorder.output)")
    }

    @Test func check_saysWhichImportTheLayersWronglyAllow() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "2"])
        try fixture.write(Self.layers(domainMayImport: #"["features"]"#), to: "workspace/02-guard/guardrails.json")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["check"], on: recorder) == .failure)

        #expect(recorder.output.contains("guardrails.json: layers.core: lets 'Core' import 'Feature' (layer 'features'); this architecture does not"), "\(recorder.output)")
    }

    @Test func check_withTheRightLayers_passesStepOneAndReportsTheCrossLayerImportAsTheLinterDoes() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "2"])
        try fixture.write(Self.layers(), to: "workspace/02-guard/guardrails.json")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["check"], on: recorder) == .success)

        #expect(recorder.output.contains("✓ Step 1 passed: Layers"), "\(recorder.output)")
        #expect(recorder.output.contains("workspace/02-guard/Sources/Core/Core.swift:1:1: error: importing 'Feature' closes an import cycle with 'Core'; invert one dependency [layer-dependency]"))
    }

    @Test(arguments: [
        ("Sources/Core/Core.swift", "// guardrails:disable-next-line layer-dependency -- later\nimport Feature\n\npublic struct Core { public init() {} }\n",
         "workspace/02-guard/Sources/Core/Core.swift:1:1: error: fix what the linter found instead of silencing it here"),
        ("Sources/Feature/Feature.swift", "public struct Feature {}\n",
         "workspace/02-guard/Sources/Feature/Feature.swift: error: `import Core` is gone, but the code needs it"),
    ])
    func check_refusesSilencingTheLinterOrDeletingAnImportTheCodeNeeds(_ file: String, _ text: String, _ problem: String) throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "2"])
        try fixture.write(Self.layers(), to: "workspace/02-guard/guardrails.json")
        try fixture.write(text, to: "workspace/02-guard/\(file)")
        let recorder = ConsoleRecorder()

        fixture.run(["check"], on: recorder)

        #expect(recorder.output.contains(problem), "\(recorder.output)")
        #expect(!recorder.output.contains("Kata done"))
    }

    @Test func check_onceFixed_finishesTheKata_andSolutionShowsTheKitsLayers() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "2"])
        try fixture.write(Self.layers(), to: "workspace/02-guard/guardrails.json")
        try fixture.write("public struct Core { public init() {} }\n", to: "workspace/02-guard/Sources/Core/Core.swift")
        let check = ConsoleRecorder(), solution = ConsoleRecorder()

        #expect(fixture.run(["check"], on: check) == .success)
        #expect(fixture.run(["solution", "2"], on: solution) == .success)

        #expect(check.output.contains("✓ Kata done: Guard!"), "\(check.output)")
        #expect(solution.output.contains(#""Feature""#))
        #expect(!solution.output.contains(#""Screens""#), "only the kata's modules are cut from the kit's layers")
        #expect(solution.output.contains("Sources/Core/Core.swift: the kit has"))
    }

    @Test func verify_provesTheKitsModulesPassAndThePlantedPackageFails_withoutBuilding() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["verify", "2"], on: recorder) == .success, "\(recorder.output)")

        #expect(recorder.output.contains("✓ 02: all 2 steps pass on the kit's own modules and layers; each fails on the planted package (1 violations, all reported)"))
    }

    @Test func verify_failsAViolationWhoseTextIsNotInTheKitsFile() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.write("public enum Core {}\n", to: "Sources/Core/Core.swift")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["verify", "2"], on: recorder) == .failure)

        #expect(recorder.output.contains("Katas/02-guard/kata.json: architecture.violations[0].find: occurs 0 times in the kit's Sources/Core/Core.swift"), "\(recorder.output)")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> KitFixture {
        let fixture = try KitFixture()
        try fixture.addArchitectureKata()
        return fixture
    }

    /// Right layers under names of the learner's own, unless `domainMayImport` says otherwise.
    private static func layers(domainMayImport: String = "[]") -> String {
        #"{"layers": {"core": {"kind": "domain", "modules": ["Core"], "mayImport": \#(domainMayImport)}, "features": {"kind": "feature", "modules": ["Feature"], "mayImport": ["core"]}}}"#
    }
}
