import Foundation
import Testing

/// Input that used to be accepted silently is now refused with exit status 2 (or, for a suppression comment,
/// reported as a finding), and the message names the file, line or key at fault.
@Suite struct NamingWhatIsWrongFromTheCommandLineTests {
    @Test func aDuplicatedKeyInTheConfigurationExitsTwoNamingItsKeyPathAndLine() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("{\n  \"layers\": {\"domain\": {\"kind\": \"domain\", \"modules\": [\"FeedFeature\"]}},\n  \"layers\": {}\n}\n", to: "guardrails.json")

        let output = try await sut.run()

        #expect(output.status == 2)
        #expect(output.standardError.contains("guardrails.json:3:3: layers: duplicate key 'layers' (first written at line 2)"))
    }

    @Test func invalidJSONInTheConfigurationExitsTwoNamingLineAndColumn() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("{\n  \"profiles\": [\"clean-architecture\",]\n}\n", to: "guardrails.json")

        let output = try await sut.run()

        #expect(output.status == 2)
        #expect(output.standardError.contains("guardrails.json:2:37: not valid JSON: expected a value"))
    }

    @Test func aConfigurationErrorNamesTheLineOfTheValueAtFault() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("{\n  \"rules\": {\n    \"make-sut\": \"fatal\"\n  }\n}\n", to: "guardrails.json")

        let output = try await sut.run()

        #expect(output.status == 2)
        #expect(output.standardError.contains("guardrails.json:3:17: rules.make-sut: unknown severity 'fatal'"))
    }

    @Test func aDuplicatedKeyInTheBaselineExitsTwoNamingIt() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("{\"version\": 1, \"entries\": [], \"entries\": []}", to: "baseline.json")

        let output = try await sut.run("--baseline", "baseline.json")

        #expect(output.status == 2)
        #expect(output.standardError.contains("baseline.json:1:31: entries: duplicate key 'entries'"))
    }

    @Test func strictBaselineWithoutABaselineIsAUsageError() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run("--strict-baseline")

        #expect(output.status == 2)
        #expect(output.standardError.contains("--strict-baseline needs --baseline"))
    }

    @Test func anUnreadableDirectoryExitsTwoNamingIt() async throws {
        let sut = try makeSUT()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sut.root.appendingPathComponent("Sources/FeedFeature").path)
            sut.remove()
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: sut.root.appendingPathComponent("Sources/FeedFeature").path)

        let output = try await GuardrailsBinary.run([], in: sut.root, unprivileged: true)

        #expect(output.status == 2)
        #expect(output.standardError.contains("Sources/FeedFeature: directory cannot be read"))
    }

    @Test(arguments: ["/* guardrails:disable-next-line make-sut -- legacy */", "/// guardrails:disable-next-line make-sut -- legacy"])
    func aSuppressionThatIsNotALineCommentIsAFindingSayingHowToWriteIt(comment: String) async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("import Testing\n\(comment)\n@Suite struct CachingTheFeedTests {\n    @Test func loads(store: any FeedStore) { _ = LocalFeedLoader(store: store) }\n}\n", to: "Tests/CacheFeedTests/CachingTheFeedTests.swift")

        let output = try await sut.run()

        #expect(output.status == 1)
        #expect(output.outputLines.contains { $0.hasPrefix("Tests/CacheFeedTests/CachingTheFeedTests.swift:2:1: error: invalid suppression: ") && $0.contains("write it as a // line comment") && $0.hasSuffix("[invalid-suppression]") })
        #expect(output.outputLines.contains { $0.hasSuffix("[make-sut]") })
    }

    @Test func aSuppressionAboveAttributeLinesReachesTheDeclarationTheyDecorate() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write(
            "import Testing\n// guardrails:disable-next-line make-sut -- the suite only forwards to a shared contract\n@available(macOS 14, *)\n@MainActor\n@Suite struct CachingTheFeedTests {\n    @Test func loads(store: any FeedStore) { _ = LocalFeedLoader(store: store) }\n}\n",
            to: "Tests/CacheFeedTests/CachingTheFeedTests.swift"
        )

        let output = try await sut.run()

        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func aTargetFileThatDoesNotExistExitsTwoNamingItsKey() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write(#"{"targets": {"FeedFeature": {"path": "Sources/FeedFeature", "files": ["App/FeedSettings.swift"]}}}"#, to: "guardrails.json")

        let output = try await sut.run()

        #expect(output.status == 2)
        #expect(output.standardError.contains("targets.FeedFeature.files[0]: 'App/FeedSettings.swift' does not exist"), "\(output.standardError)")
    }

    private func makeSUT() throws -> FixturePackage {
        try FixturePackage("CleanPackage")
    }
}
