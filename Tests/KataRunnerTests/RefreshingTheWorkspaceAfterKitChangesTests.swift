import Foundation
import Testing
import KataRunner

/// SwiftPM plans a workspace's build again only when the workspace's own manifest or folders change, so a file added to
/// the kit (a `git pull`) would stay out of the build. The commands that write the workspace's manifest (start, reset,
/// check) renew its modification date when the kit's list of files changed, and leave it alone otherwise.
@Suite struct RefreshingTheWorkspaceAfterKitChangesTests {
    @Test(arguments: [
        ("Sources/Demo/FilePlacement.swift", "struct FilePlacement {}\n"),
        ("Tests/FeedTestSupport/FeedStub.swift", "struct FeedStub {}\n"),
    ])
    func aFileAddedToTheKit_renewsTheManifestsModificationDateAndKeepsItsText(_ path: String, _ text: String) throws {
        let (fixture, manifest) = try makeSUT()
        defer { fixture.remove() }
        let textBefore = fixture.read(manifest)
        try fixture.write(text, to: path)

        fixture.run(["start", "1"])

        #expect(try modificationDate(of: manifest, in: fixture) > Self.longAgo)
        #expect(fixture.read(manifest) == textBefore)
    }

    @Test func aFileRemovedFromTheKit_renewsTheManifestsModificationDate() throws {
        let (fixture, manifest) = try makeSUT()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.url("Sources/Demo/Demo.swift"))

        fixture.run(["start", "1"])

        #expect(try modificationDate(of: manifest, in: fixture) > Self.longAgo)
    }

    @Test func theKitsFilesEditedButNoneAddedOrRemoved_leaveTheManifestAlone() throws {
        let (fixture, manifest) = try makeSUT()
        defer { fixture.remove() }
        try fixture.write("public struct Demo { public let edited = true }\n", to: "Sources/Demo/Demo.swift")
        try fixture.write("// swift-tools-version: 6.0\n// edited\n", to: "Package.swift")

        fixture.run(["start", "1"])

        #expect(try modificationDate(of: manifest, in: fixture) == Self.longAgo)
    }

    // MARK: - Helpers

    private static let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

    /// A started kata whose workspace manifest was last modified long ago, and that manifest's path.
    private func makeSUT() throws -> (KitFixture, String) {
        let fixture = try KitFixture()
        let manifest = "workspace/Package.swift"
        fixture.run(["start", "1"])
        try FileManager.default.setAttributes([.modificationDate: Self.longAgo], ofItemAtPath: fixture.url(manifest).path)
        return (fixture, manifest)
    }

    private func modificationDate(of path: String, in fixture: KitFixture) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: fixture.url(path).path)[.modificationDate] as? Date)
    }
}
