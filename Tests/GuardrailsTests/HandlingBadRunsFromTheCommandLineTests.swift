import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// Baselines, configuration errors, unreadable files and usage errors, through the built binary.
@Suite struct HandlingBadRunsFromTheCommandLineTests {
    @Test func aBaselineAcceptsTodaysFindingsAndReportsFixedOnesAsStale() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        #expect(try await sut.run("--write-baseline", "baseline.json").status == 0)
        #expect(try await sut.run("--baseline", "baseline.json").status == 0)

        try sut.write("import Foundation\n\npublic struct FeedImage: Hashable, Sendable {}\n", to: "Sources/FeedFeature/FeedImage.swift")
        let relaxed = try await sut.run("--baseline", "baseline.json")
        let strict = try await sut.run("--baseline", "baseline.json", "--strict-baseline")

        #expect(relaxed.status == 0)
        #expect(relaxed.standardOutput.contains("stale baseline entry"))
        #expect(strict.status == 1)
    }

    @Test func aNewFindingIsReportedDespiteTheBaseline() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }
        _ = try await sut.run("--write-baseline", "baseline.json")

        try sut.write("import SwiftUI\n", to: "Sources/CacheFeed/View.swift")
        let output = try await sut.run("--baseline", "baseline.json")

        #expect(output.status == 1)
        #expect(output.outputLines == ["Sources/CacheFeed/View.swift:1:1: error: 'SwiftUI' is imported outside the UI and composition layers; keep CacheFeed framework-free [ui-framework-import]"])
    }

    @Test func aConfigurationErrorExitsTwoNamingTheKeyPath() async throws {
        let sut = try makeSUT("BadConfigPackage")
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == 2)
        #expect(output.standardError.contains("guardrails.json:3:76: layers.domain.mayImport[0]: unknown layer 'nowhere'"))
    }

    @Test func aLayerModuleThatIsNotATargetExitsTwo() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }
        try sut.write(#"{"layers": {"domain": {"kind": "domain", "modules": ["FeedFeature", "Gone"]}}}"#, to: "other.json")

        let output = try await sut.run("--config", "other.json")

        #expect(output.status == 2)
        #expect(output.standardError.contains("layers.domain.modules[1]"))
    }

    @Test func anUnreadableFileIsNamedAndExitsTwo() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }
        try FileManager.default.createSymbolicLink(atPath: sut.root.appendingPathComponent("Sources/FeedFeature/Loop.swift").path, withDestinationPath: "Loop.swift")

        let output = try await sut.run()

        #expect(output.status == 2)
        #expect(output.standardError.contains("Sources/FeedFeature/Loop.swift"))
    }

    @Test func directorySymlinkLoopsAreWalkedOnce() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }
        try FileManager.default.createSymbolicLink(atPath: sut.root.appendingPathComponent("Sources/FeedFeature/again").path, withDestinationPath: "..")

        let output = try await sut.run()

        #expect(output.status == 0)
        #expect(output.standardError.contains("4 files"))
    }

    @Test(arguments: [["--no-such-option"], ["--format", "html"], ["--jobs", "0"], ["explain"], ["explain", "no-such-rule"], ["lint", "Missing"], ["--baseline", "missing.json"], ["--config", "missing.json"], ["lint", "guardrails.json"]])
    func usageAndInputErrorsExitTwo(arguments: [String]) async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }

        let output = try await GuardrailsBinary.run(arguments, in: sut.root)

        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("guardrails: error: "))
    }

    @Test func aRunWithNothingToLintExitsTwo() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }
        try sut.write("notes", to: "Docs/notes.txt")

        let output = try await sut.run("lint", "Docs")

        #expect(output.status == 2)
        #expect(output.standardError.contains("no Swift files to lint in Docs"))
    }

    @Test func helpVersionRulesAndExplainExitZero() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }

        let help = try await sut.run("--help")
        let version = try await sut.run("--version")
        let rules = try await sut.run("rules")
        let explain = try await sut.run("explain", "make-sut")

        #expect([help.status, version.status, rules.status, explain.status] == [0, 0, 0, 0])
        #expect(help.standardOutput.contains("USAGE: guardrails"))
        #expect(version.standardOutput.hasPrefix("guardrails "))
        #expect(rules.outputLines.filter { $0.hasPrefix("  ") }.count == RuleRegistry.catalog.profiles.flatMap(\.rules).count + RuleCatalog.suppressionRules.count)
        #expect(explain.standardOutput.contains("Triggers on:"))
    }

    @Test func initRefusesToOverwriteAnExistingConfiguration() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }

        let output = try await sut.run("init")

        #expect(output.status == 2)
        #expect(output.standardError.contains("--force"))
    }

    @Test func initWritesAConfigurationThatLints() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }
        try FileManager.default.removeItem(at: sut.root.appendingPathComponent("guardrails.json"))
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Fixture", targets: [
            .target(name: "FeedFeature"), .target(name: "FeedCache", dependencies: ["FeedFeature"]),
            .target(name: "CacheFeed", dependencies: ["FeedCache"]), .testTarget(name: "CacheFeedTests", dependencies: ["CacheFeed"]),
        ])
        """, to: "Package.swift")

        let initialized = try await sut.run("init")
        let linted = try await sut.run()

        #expect(initialized.status == 0)
        #expect(try sut.read("guardrails.json").contains("\"CacheFeed\""))
        #expect(linted.status == 0)
    }

    @Test func aGrantToImportTheCompositionRootIsNotedAtItsEntryWithoutFailingTheRun() async throws {
        let sut = try FixturePackage.empty("Ledger")
        defer { sut.remove() }
        try sut.writeSingleTargetManifest("Ledger")
        try sut.write("public struct Entry: Sendable {}\n", to: "Sources/Ledger/Entry.swift")
        try sut.write("""
        {
          "layers": {
            "app": {"kind": "composition", "modules": []},
            "ledger": {"kind": "support", "modules": ["Ledger"], "mayImport": ["app"]}
          }
        }
        """, to: "guardrails.json")

        let output = try await sut.run()

        #expect(output.status == 0)
        #expect(output.standardError.contains(
            "guardrails: note: guardrails.json:4:72: layers.ledger.mayImport[0]: 'app' is the composition root, which only a composition layer may import whatever `mayImport` says; remove the entry\n"
        ), "\(output.standardError)")
    }

    private func makeSUT(_ fixture: String) throws -> FixturePackage {
        try FixturePackage(fixture)
    }
}
