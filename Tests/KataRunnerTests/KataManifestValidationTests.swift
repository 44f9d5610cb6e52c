import Foundation
import Testing
import KataRunner

@Suite struct KataManifestValidationTests {
    @Test func parse_readsTitleModuleAndStepsInOrder() throws {
        let manifest = try makeSUT(KitFixture.manifest)

        #expect(manifest.title == "Demo")
        #expect(manifest.module == "Demo")
        #expect(manifest.steps.map(\.id) == ["one", "two"])
        #expect(manifest.steps[0].hints == ["Hint A", "Hint B"])
        #expect(manifest.planned == nil)
    }

    @Test func parse_namesTheFileWhenTheJSONIsBroken() {
        #expect(problems(in: #"{"title": "#) == ["Katas/01-x/kata.json: not valid JSON"])
    }

    @Test func parse_namesEveryKeyAtFault() {
        let json = #"{"title": "", "module": "Not a module", "summery": "typo", "steps": [{"id": "One", "title": "t", "test": "../x.swift", "hints": []}]}"#

        #expect(problems(in: json) == [
            "Katas/01-x/kata.json: summery: unknown key",
            "Katas/01-x/kata.json: title: expected a non-empty string",
            "Katas/01-x/kata.json: module: \"Not a module\" is not a Swift module name",
            "Katas/01-x/kata.json: summary: missing",
            "Katas/01-x/kata.json: steps[0].id: \"One\" must be kebab-case",
            "Katas/01-x/kata.json: steps[0].test: \"../x.swift\" must be a .swift file inside the kata folder",
            "Katas/01-x/kata.json: steps[0].hints: expected a non-empty array of strings",
        ])
    }

    @Test func parse_rejectsAStepIdUsedTwice() {
        let json = KitFixture.manifest.replacingOccurrences(of: #""id": "two""#, with: #""id": "one""#)

        #expect(problems(in: json) == [#"Katas/01-x/kata.json: steps[1].id: "one" is used by an earlier step"#])
    }

    @Test func parse_acceptsAPlannedKataWithoutSteps() throws {
        let manifest = try makeSUT(#"{"title": "Later", "module": "Later", "summary": "s", "planned": "needs the linter"}"#)

        #expect(manifest.planned == "needs the linter")
        #expect(manifest.steps.isEmpty)
    }

    @Test func parse_requiresStepsUnlessPlanned() {
        #expect(problems(in: #"{"title": "t", "module": "M", "summary": "s", "steps": []}"#) == ["Katas/01-x/kata.json: steps: expected at least one step"])
    }

    @Test func parse_readsAnArchitectureKata() throws {
        let manifest = try makeSUT(Self.architecture(check: "layer-dependency"))

        #expect(manifest.module == nil)
        #expect(manifest.work == .architecture(ArchitecturePackage(
            modules: ["Core"], tests: ["CoreTests"],
            violations: [PlantedViolation(file: "Sources/Core/A.swift", find: "a", replace: "b")]
        )))
        #expect(manifest.steps.map(\.proof) == [.check(.rule("layer-dependency"))])
    }

    @Test func parse_namesTheKeysAtFaultInAnArchitectureKata() {
        let json = Self.architecture(check: "no-such-rule", file: "Sources/Other/A.swift", extra: #", "test": "Steps/X.swift""#)

        #expect(problems(in: json) == [
            #"Katas/01-x/kata.json: architecture.violations[0].file: "Sources/Other/A.swift" must be a .swift file in one of the package's folders"#,
            "Katas/01-x/kata.json: steps[0].test: an architecture kata's step is proved by a \"check\", not a test file",
            #"Katas/01-x/kata.json: steps[0].check: "no-such-rule" is not layers, strict or a guardrails rule id"#,
        ])
    }

    @Test func parse_wantsAModuleOrAnArchitectureButNotBoth() {
        let both = Self.architecture(check: "layers").replacingOccurrences(of: #"{"title""#, with: #"{"module": "M", "title""#)

        #expect(problems(in: both) == ["Katas/01-x/kata.json: architecture: a kata has a module or an architecture, not both"])
        #expect(problems(in: #"{"title": "t", "summary": "s", "steps": []}"#).first == "Katas/01-x/kata.json: module: missing")
    }

    // MARK: - Helpers

    private static func architecture(check: String, file: String = "Sources/Core/A.swift", extra: String = "") -> String {
        #"""
        {"title": "Guard", "summary": "s", "architecture": {"modules": ["Core"], "tests": ["CoreTests"],
          "violations": [{"file": "\#(file)", "find": "a", "replace": "b"}]},
         "steps": [{"id": "one", "title": "t", "check": "\#(check)", "hints": ["h"]\#(extra)}]}
        """#
    }


    private func makeSUT(_ json: String) throws -> KataManifest {
        try KataManifest.parse(Data(json.utf8), file: "Katas/01-x/kata.json")
    }

    /// Each problem cut before any parenthesised detail, which depends on Foundation's wording.
    private func problems(in json: String) -> [String] {
        do {
            _ = try makeSUT(json)
            return []
        } catch let error as ManifestError {
            return error.lines.map { $0.components(separatedBy: " (")[0] }
        } catch {
            return ["unexpected \(error)"]
        }
    }
}
