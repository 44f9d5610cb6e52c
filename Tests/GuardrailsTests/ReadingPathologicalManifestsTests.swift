import GuardrailsCore
import Testing

/// Manifests no one would write on purpose (fuzzer output, generated code): the reader keeps what it read,
/// stops where a limit is reached, and names that line; it never recurses without bound.
@Suite struct ReadingPathologicalManifestsTests {
    @Test func blocksNestedBeyondTheLimitStopWithANoteNamingTheFirstLineTooDeep() throws {
        let manifest = makeSUT(
            "let package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n"
                + String(repeating: "if flag {\n", count: 5_000) + String(repeating: "}\n", count: 5_000)
        )

        #expect(manifest.targets.map(\.name) == ["Core"])
        #expect(!manifest.targetsAreComplete)
        let note = try #require(manifest.notes.first)
        #expect(manifest.notes.count == 1)
        // Line 1 declares the package; the 101st nested `if` opens on line 102.
        #expect(note.line == 102)
        #expect(note.description.contains("nested more than 100 deep"))
    }

    @Test func expressionsNestedBeyondTheLimitStopWithANoteNamingTheirLine() throws {
        let manifest = makeSUT(
            "let package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n"
                + "let deep = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + "\n"
        )

        #expect(manifest.targets.map(\.name) == ["Core"])
        let note = try #require(manifest.notes.first)
        #expect(note.line == 2)
        #expect(note.description.contains("expressions nested more than 100 deep"))
    }

    @Test func aHelperThatCallsItselfIsNamedAndNotEvaluatedAgain() throws {
        let manifest = makeSUT("""
        let package = Package(name: "P", targets: [.target(name: "Core")] + modules)
        var modules: [Target] { modules + modules }
        """)

        #expect(manifest.targets.map(\.name) == ["Core"])
        #expect(!manifest.targetsAreComplete)
        let note = try #require(manifest.notes.first)
        #expect(note.line == 2)
        #expect(note.construct == "'modules', which calls itself")
    }

    @Test func runawayEvaluationStopsWithANoteOnALineOfTheManifest() throws {
        // Each helper calls the one before twice: evaluating the last would take 2^20 calls, none of them
        // deeper than the limit on nested calls.
        let helpers = (1...20).map { "func f\($0)() -> [Target] { f\($0 - 1)() + f\($0 - 1)() }\n" }.joined()
        let text = "let package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n"
            + "func f0() -> [Target] { [] }\n" + helpers + "package.targets += f20()\n"
        let manifest = makeSUT(text)

        #expect(manifest.targets.map(\.name) == ["Core"])
        #expect(!manifest.targetsAreComplete)
        let note = try #require(manifest.notes.first { $0.description.contains("takes too long to evaluate") })
        #expect((1...23).contains(note.line))
        #expect(manifest.notes.allSatisfy { (1...23).contains($0.line) })
    }

    @Test func tenThousandTargetsAppendedOneByOneAreAllRead() {
        let appends = (1...10_000).map { "targets.append(.target(name: \"T\($0)\"))\n" }.joined()
        let manifest = makeSUT(
            "var targets: [Target] = []\n" + appends
                + "let package = Package(name: \"P\", targets: targets + (flag ? [.target(name: \"A\")] : [.target(name: \"B\")]))\n"
        )

        #expect(manifest.targets.count == 10_002)
        #expect(manifest.targets.first?.name == "T1")
        #expect(manifest.targets.suffix(3).map(\.name) == ["T10000", "A", "B"])
        #expect(manifest.notes.isEmpty)
    }

    @Test func targetsBeforeAnUnterminatedListAreRead() {
        let manifest = makeSUT("""
        let package = Package(name: "P", targets: [
            .target(name: "Core"),
            .target(name: "Feature", dependencies: ["Core"
        """)

        #expect(manifest.targets.map(\.name) == ["Core", "Feature"])
        #expect(manifest.targets.last?.dependencies.map(\.name) == ["Core"])
    }

    private func makeSUT(_ text: String) -> Manifest {
        Manifest.read(text)
    }
}
