import Foundation
import Testing

/// `kata` finds its workspace from any folder inside it, spells paths and commands from there, and refuses to create
/// a workspace inside the kit's own Sources/.
extension KataEndToEndTests {
    @Test(.timeLimit(.minutes(15)))
    func checkWorksFromAKataFolderAndFromASourcesFolderInside() async throws {
        try await PreparedKataWorkspace.starter.use { kata in
            let kataFolder = kata.file("01-load-feed-from-remote")

            let fromKata = try await kata.run("check", in: kataFolder)
            let fromSources = try await kata.run("check", in: kata.file(Self.loaderSources))

            #expect(fromKata.status == 1, "\(fromKata.output)")
            #expect(fromKata.output.contains("\n  Tests/LoadFeedFromRemoteTests/LoadFeedFromRemoteUseCaseTests.swift:25:9: "), "\(fromKata.output)")
            #expect(fromSources.status == 1, "\(fromSources.output)")
            #expect(fromSources.output.contains("\n  ../../Tests/LoadFeedFromRemoteTests/LoadFeedFromRemoteUseCaseTests.swift:25:9: "), "\(fromSources.output)")
            // `swift run` there would find the workspace's package, so the suggestion names the kit's.
            #expect(fromSources.output.contains("`swift run --package-path \(kata.kitRoot.path) kata check`"), "\(fromSources.output)")
            #expect(!FileManager.default.fileExists(atPath: kataFolder.appendingPathComponent("kata-workspace").path))
        }
    }

    @Test func startInsideTheKitsSourcesFolder_isRefused() async throws {
        let kata = KataBinary()
        let sources = kata.kitRoot.appendingPathComponent("Sources", isDirectory: true)

        let start = try await kata.run("start", "1", in: sources)

        #expect(start.status == 1)
        #expect(start.output.contains("kata-workspace would be inside the Sources/ folder of the package at .."), "\(start.output)")
        #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("kata-workspace").path))
    }
}
