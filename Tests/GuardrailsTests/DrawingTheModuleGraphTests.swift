import Foundation
import Testing

/// `guardrails graph` draws the modules by layer and the imports between them, marks the imports that break a
/// layer rule, and keeps the graph a Markdown file embeds current.
@Suite struct DrawingTheModuleGraphTests {
    @Test func mermaidBoxesModulesByLayerAndDrawsTheirImports() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run("graph")

        #expect(output.status == 0)
        #expect(output.standardOutput == """
        flowchart TB
          subgraph layer_cache["cache · feature"]
            m_CacheFeed["CacheFeed"]
            m_FeedCache["FeedCache"]
          end
          subgraph layer_domain["domain · domain"]
            m_FeedFeature["FeedFeature"]
          end
          m_CacheFeed --> m_FeedCache
          m_CacheFeed --> m_FeedFeature
          m_FeedCache --> m_FeedFeature

        """)
    }

    @Test func anImportThatBreaksALayerRuleIsDrawnApart() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write(#"{"layers": {"domain": {"kind": "domain", "modules": ["FeedFeature"]}, "ui": {"kind": "ui", "modules": ["FeedUI"]}}}"#, to: "guardrails.json")
        try sut.write("import FeedUI\n\npublic struct Summary: Hashable, Sendable {}\n", to: "Sources/FeedFeature/Summary.swift")
        try sut.write("public struct Row: Sendable {}\n", to: "Sources/FeedUI/Row.swift")

        let mermaid = try await sut.run("graph")
        let dot = try await sut.run("graph", "--format", "dot")

        #expect(mermaid.outputLines.contains("  m_FeedFeature -. breaks a layer rule .-> m_FeedUI"))
        #expect(mermaid.outputLines.contains { $0.hasPrefix("  linkStyle ") && $0.contains("stroke:#d1242f") })
        #expect(mermaid.outputLines.contains("  subgraph no_layer[\"in no layer\"]"))
        #expect(mermaid.outputLines.contains("    m_CacheFeed[\"CacheFeed\"]"))
        #expect(dot.outputLines.contains("  \"FeedFeature\" -> \"FeedUI\" [color=red, style=dashed, label=\"breaks a layer rule\"];"))
        #expect(dot.outputLines.contains("  \"CacheFeed\" -> \"FeedCache\";"))
    }

    @Test func aTestTargetNamedForNoModuleIsDrawnInTheLayerOfWhatItTests() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write(#"""
        {
          "profiles": ["clean-architecture"],
          "layers": {
            "domain": {"kind": "domain", "modules": ["FeedFeature"]},
            "cache": {"kind": "feature", "modules": ["FeedCache", "CacheFeed"], "mayImport": ["domain"]}
          },
          "targets": {"AcceptanceChecks": {"path": "Tests/AcceptanceChecks", "test": true, "dependencies": ["CacheFeed"]}}
        }
        """#, to: "guardrails.json")
        try sut.write("import CacheFeed\nimport Testing\n\n@Suite struct OfflineFeedAcceptanceTests {}\n", to: "Tests/AcceptanceChecks/OfflineFeedAcceptanceTests.swift")

        let output = try await sut.run("graph", "--tests")

        #expect(output.status == 0)
        let cache = output.outputLines.drop { $0 != "  subgraph layer_cache[\"cache · feature\"]" }.prefix { $0 != "  end" }
        #expect(cache.contains("    m_AcceptanceChecks[\"AcceptanceChecks\"]"), "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("in no layer"), "\(output.standardOutput)")
    }

    @Test func checkFailsWhenTheEmbeddedGraphIsOutOfDateUntilItIsRedrawn() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("# Architecture\n\n<!-- guardrails graph: begin -->\n```mermaid\nflowchart TB\n```\n<!-- guardrails graph: end -->\n\nMore prose.\n", to: "ARCHITECTURE.md")

        let stale = try await sut.run("graph", "--check", "ARCHITECTURE.md")
        let written = try await sut.run("graph", "--write", "ARCHITECTURE.md")
        let current = try await sut.run("graph", "--check", "ARCHITECTURE.md")

        #expect(stale.status == 1)
        #expect(stale.standardError.contains("ARCHITECTURE.md: the module graph is out of date"))
        #expect(written.status == 0)
        #expect(current.status == 0)
        let document = try sut.read("ARCHITECTURE.md")
        #expect(document.contains("  m_FeedCache --> m_FeedFeature\n```\n<!-- guardrails graph: end -->\n\nMore prose.\n"))
    }

    @Test func checkingAFileWithoutTheMarkersExitsTwoNamingIt() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("# Architecture\n", to: "ARCHITECTURE.md")

        let output = try await sut.run("graph", "--check", "ARCHITECTURE.md")

        #expect(output.status == 2)
        #expect(output.standardError.contains("ARCHITECTURE.md: has no graph to check"))
    }

    private func makeSUT() throws -> FixturePackage {
        try FixturePackage("CleanPackage")
    }
}
