import Foundation
import Testing

/// The built binary on fixture packages: exit codes and every output format.
@Suite struct ReportingFindingsFromTheCommandLineTests {
    @Test func aCleanPackageExitsZeroAndPrintsNothing() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("4 files"))
    }

    @Test func findingsExitOneInXcodeFormat() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        let output = try await sut.run("lint")

        #expect(output.status == 1)
        let pattern = #"^[^:]+\.swift:[0-9]+:[0-9]+: (error|warning): .+ \[[a-z-]+\]$"#
        #expect(output.outputLines.allSatisfy { $0.range(of: pattern, options: .regularExpression) != nil })
        #expect(output.outputLines.contains { $0.hasPrefix("Sources/FeedFeature/FeedImage.swift:2:1: error: ") && $0.hasSuffix("[ui-framework-import]") })
        #expect(output.outputLines.count == 10)
    }

    @Test func jsonListsFindingsAndTotals() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        let output = try await sut.run("--format", "json")

        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(output.status == 1)
        #expect(findings.count == 10)
        #expect(summary["errors"] as? Int == 9)
        #expect(summary["warnings"] as? Int == 1)
        #expect(findings.allSatisfy { $0["rule"] is String && $0["file"] is String && $0["line"] is Int && $0["message"] is String })
    }

    @Test func sarifCarriesTheFieldsTheSchemaRequires() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        let output = try await sut.run("--format=sarif")

        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "guardrails")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 10)
        for result in results {
            #expect(result["ruleId"] is String)
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] is String)
            #expect(((location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }
    }

    @Test func githubFormatPrintsWorkflowAnnotations() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        let output = try await sut.run("--format", "github")

        #expect(output.status == 1)
        #expect(output.outputLines.count == 10)
        #expect(output.outputLines.allSatisfy { ($0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=")) && $0.contains(",title=") })
    }

    @Test func summaryCountsFindingsPerRule() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        let output = try await sut.run("--format", "summary")

        #expect(output.status == 1)
        #expect(output.outputLines.contains { $0.hasPrefix("async-store-boundary") && $0.hasSuffix(" 0         1") })
        #expect(output.outputLines.contains { $0.hasPrefix("total") && $0.hasSuffix(" 9         1") })
    }

    @Test func warningsFailTheRunOnlyUnderStrict() async throws {
        let sut = try makeSUT("CleanPackage")
        defer { sut.remove() }
        try sut.write(
            "import FeedCache\nimport FeedFeature\n\npublic struct InMemoryFeedStore: FeedStore {\n    public func retrieve() throws -> [FeedImage] { [] }\n}\n",
            to: "Sources/CacheFeed/InMemoryFeedStore.swift"
        )
        // The store has a stub in the tests: only the strict reading reports its one production conformer, as a warning.
        try sut.write(
            """
            {
              "profiles": ["clean-architecture"],
              "layers": {
                "domain": {"kind": "domain", "modules": ["FeedFeature"]},
                "cache": {"kind": "feature", "modules": ["FeedCache", "CacheFeed"], "mayImport": ["domain"]}
              },
              "rules": {"single-implementation-protocol": {"severity": "warning", "options": {"reportSeamsWithDoubles": true}}}
            }

            """,
            to: "guardrails.json"
        )

        #expect(try await sut.run().status == 0)
        #expect(try await sut.run("--strict").status == 1)
    }

    @Test func outputIsTheSameWhateverTheParallelism() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        let serial = try await sut.run("--jobs", "1", "--format", "json").standardOutput
        let parallel = try await sut.run("-j", "8", "--format", "json").standardOutput

        #expect(serial == parallel)
    }

    @Test func lintsOnlyTheGivenPaths() async throws {
        let sut = try makeSUT("ViolatingPackage")
        defer { sut.remove() }

        let output = try await sut.run("lint", "Sources/FeedFeature")

        #expect(output.outputLines.count == 2)
        #expect(output.outputLines.allSatisfy { $0.hasPrefix("Sources/FeedFeature/") })
    }

    private func makeSUT(_ fixture: String) throws -> FixturePackage {
        try FixturePackage(fixture)
    }
}
