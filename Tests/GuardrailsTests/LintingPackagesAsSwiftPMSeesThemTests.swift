import Foundation
import Testing

/// Packages read from their manifests, monorepos, projects without a manifest, and files no target
/// compiles, through the built binary on fixture packages.
@Suite struct LintingPackagesAsSwiftPMSeesThemTests {
    @Test(arguments: PackageModelFixture.all)
    func aRunFromTheRootGivesExactlyTheExpectedFindingsAndNotes(_ fixture: PackageModelFixture) async throws {
        let sut = try makeSUT(fixture.name)
        defer { sut.remove() }

        let output = try await sut.run()

        let expected = try fixture.expectedFindings()
        #expect(!expected.isEmpty)
        #expect(output.outputLines == expected)
        #expect(output.noteLines == (try fixture.expectedNotes()))
        #expect(output.status == (expected.contains { $0.contains(": error: ") } ? 1 : 0))
    }

    @Test func theSameFilesGiveTheSameFindingsFromTheParentThePackageAndASubfolder() async throws {
        let sut = try makeSUT("MonorepoProject")
        defer { sut.remove() }
        let package = sut.root.appendingPathComponent("Packages/Checkout")
        let subfolder = package.appendingPathComponent("Sources/Checkout")

        let fromParent = try await sut.findings(in: sut.root)
        let fromPackage = try await sut.findings(in: package)
        let fromSubfolder = try await sut.findings(in: subfolder)

        #expect(fromSubfolder.count == 2)
        let namedFromSubfolder = try await GuardrailsBinary.run([], in: subfolder).outputLines
        #expect(namedFromSubfolder.allSatisfy { !$0.hasPrefix("../") }, "files below the folder are named from it")
        #expect(fromPackage == fromParent.filter { $0.hasPrefix(package.path + "/") })
        #expect(fromSubfolder == fromParent.filter { $0.hasPrefix(subfolder.path + "/") })
        #expect(fromParent.contains { $0.hasPrefix(sut.root.appendingPathComponent("Packages/Catalog").path) })
    }

    @Test func fixturePackagesInTestFoldersAreLintedWhenTheConfigurationAsksOrWhenLintedThemselves() async throws {
        let sut = try makeSUT("FixturePackagesPackage")
        defer { sut.remove() }
        let fixture = "Tests/Fixtures/SampleApp/Sources/SampleApp/main.swift:1:1: error: module 'SampleApp' is in no layer of guardrails.json; add it to the layer it belongs to [layer-dependency]"

        let named = try await sut.run("lint", "Tests/Fixtures/SampleApp")
        try sut.write(#"{"layers": {"roster": {"kind": "feature", "modules": ["Roster"]}}, "lintFixturePackages": true}"#, to: "guardrails.json")
        let asked = try await sut.run().outputLines

        #expect(named.outputLines == [fixture])
        #expect(asked.contains(fixture))
        #expect(asked.contains { $0.hasPrefix("Checks/RosterChecks/Samples/Tiny/Sources/Tiny/main.swift:1:1: error: module 'Tiny'") })
        #expect(asked.count == 5, "\(asked)")
    }

    @Test func lintingChangedFilesReportsOnlyThemAndIndexesTheWholePackage() async throws {
        let sut = try makeSUT("TargetFoldersPackage")
        defer { sut.remove() }
        let full = try await sut.run().outputLines

        let protocolOnly = try await sut.run("lint", "Code/Orders/OrderStore.swift")
        let writerOnly = try await sut.run("lint", "Sources/Billing/InvoiceWriter.swift")

        #expect(protocolOnly.status == 0, "the spy in Tests/Shared is indexed although not linted")
        #expect(protocolOnly.standardOutput.isEmpty)
        #expect(protocolOnly.standardError.contains("guardrails: 1 file, "), "\(protocolOnly.standardError)")
        #expect(writerOnly.outputLines == full.filter { $0.hasPrefix("Sources/Billing/InvoiceWriter.swift:") })
    }

    @Test func staleBaselineEntriesAreJudgedOnlyUnderTheLintedPaths() async throws {
        let sut = try makeSUT("TargetFoldersPackage")
        defer { sut.remove() }
        #expect(try await sut.run("--write-baseline", "baseline.json").status == 0)

        let untouched = try await sut.run("lint", "Sources/Billing", "--baseline", "baseline.json", "--strict-baseline")
        try sut.write("public struct InvoiceWriter {}\n", to: "Sources/Billing/InvoiceWriter.swift")
        let fixed = try await sut.run("lint", "Sources/Billing", "--baseline", "baseline.json", "--strict-baseline")

        #expect(untouched.status == 0, "entries of Receipts and Package.swift are not stale when only Billing is linted")
        #expect(fixed.status == 1)
        #expect(fixed.standardError.contains(", 1 stale baseline entry"), "\(fixed.standardError)")
    }

    @Test func filesNoTargetCompilesAreListedWithVerboseAndInJSON() async throws {
        let sut = try makeSUT("PlaygroundPackage")
        defer { sut.remove() }
        let skipped = [
            "Geometry.playground/Contents.swift", "Old/Shapes/LegacyCircle.swift",
            "Sources/Geometry/Geometry.docc/Resources/DrawingSquares-01.swift", "Sources/Geometry/Sketch.playground/Contents.swift",
        ]

        let verbose = try await sut.run("--verbose")
        let json = try await sut.run("--format", "json")

        let listed = verbose.standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix("guardrails: skipped ") }
        #expect(listed == skipped.map { "guardrails: skipped \($0): no target compiles it" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["skippedFiles"] as? [String] == skipped)
        #expect((object["summary"] as? [String: Any])?["skippedFiles"] as? Int == 4)
    }

    @Test func aPackageFolderNamedLikeASwiftFileIsNotItselfASkippedFile() async throws {
        let sut = try FixturePackage.empty("courier.swift")
        defer { sut.remove() }
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Courier", products: [.library(name: "Courier", targets: ["Courier"])], targets: [.target(name: "Courier")])

        """, to: "Package.swift")
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "CourierTool",
            dependencies: [.package(path: "../")],
            targets: [.executableTarget(name: "CourierTool", dependencies: [.product(name: "Courier", package: "courier.swift")])]
        )

        """, to: "CourierTool/Package.swift")
        try sut.write(#"{"layers": {"client": {"kind": "infrastructure", "modules": ["Courier"]}, "tool": {"kind": "composition", "modules": ["CourierTool"], "mayImport": ["client"]}}}"#, to: "guardrails.json")
        try sut.write("import SwiftUI\n\npublic struct Parcel: Sendable {}\n", to: "Sources/Courier/Parcel.swift")
        try sut.write("import Courier\n\nprint(Parcel())\n", to: "CourierTool/Sources/CourierTool/main.swift")
        try sut.write("print(\"kept for old toolchains\")\n", to: "Tests/LinuxMain.swift")

        let json = try await sut.run("--format", "json")
        let text = try await sut.run()

        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["skippedFiles"] as? [String] == ["Tests/LinuxMain.swift"], "\(json.standardOutput)")
        #expect((object["summary"] as? [String: Any])?["skippedFiles"] as? Int == 1)
        #expect((object["manifestNotes"] as? [Any])?.isEmpty == true, "\(json.standardOutput)")
        #expect(text.outputLines == [
            "Sources/Courier/Parcel.swift:1:1: error: 'SwiftUI' is imported outside the UI and composition layers; keep Courier framework-free [ui-framework-import]",
        ], "\(text.standardOutput)")
        #expect(text.noteLines == [
            "guardrails: note: 1 Swift file is outside every target and was not linted, e.g. Tests/LinuxMain.swift; --verbose lists it; a `targets` entry in guardrails.json lints a folder",
        ], "\(text.standardError)")
    }

    @Test func aTuistManifestOutsideEveryTargetIsNotCountedAsASkippedFile() async throws {
        let sut = try FixturePackage.empty("Ledger")
        defer { sut.remove() }
        try sut.writeSingleTargetManifest("Ledger")
        try sut.write("public struct Entry: Sendable {}\n", to: "Sources/Ledger/Entry.swift")
        try sut.write("import ProjectDescription\n\nlet project = Project(name: \"LedgerHost\")\n", to: "Integration/Host/Project.swift")
        try sut.write("import Ledger\n\nprint(Entry())\n", to: "Integration/Host/Sources/main.swift")

        let json = try await sut.run("--format", "json")

        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["skippedFiles"] as? [String] == ["Integration/Host/Sources/main.swift"], "\(json.standardOutput)")
    }

    @Test func manyPackagesWithoutLayersAreCountedInOneNoteAndListedWithVerbose() async throws {
        let sut = try FixturePackage.empty("Packages")
        defer { sut.remove() }
        let names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]
        for name in names {
            try sut.write("// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)\")])\n", to: "\(name)/Package.swift")
            try sut.write("public struct \(name)Value: Sendable {}\n", to: "\(name)/Sources/\(name)/\(name)Value.swift")
        }

        let plain = try await sut.run()
        let verbose = try await sut.run("--verbose")

        #expect(plain.noteLines.filter { $0.contains("no layers configured") } == [
            "guardrails: note: no layers configured in 5 packages (Alpha, Bravo, …; --verbose lists them), so layer rules have nothing to check; run `guardrails init`",
        ])
        #expect(verbose.noteLines.contains { $0.contains("no layers configured in Alpha, Bravo, Charlie, Delta, Echo,") })
    }

    @Test func aHyphenatedTargetIsImportedByItsModuleNameAndJudgedAsItsTarget() async throws {
        let sut = try FixturePackage.empty("Sync")
        defer { sut.remove() }
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Sync", targets: [
            .target(name: "SyncCore"),
            .target(name: "Sync-UI", dependencies: ["SyncCore"]),
            .testTarget(name: "Sync-UITests", dependencies: ["Sync-UI"]),
        ])

        """, to: "Package.swift")
        try sut.write(#"{"layers": {"core": {"kind": "infrastructure", "modules": ["SyncCore"]}, "screens": {"kind": "ui", "modules": ["Sync-UI"], "mayImport": ["core"]}}}"#, to: "guardrails.json")
        try sut.write("import Sync_UI\n\npublic struct SyncError: Error, Sendable {}\n", to: "Sources/SyncCore/SyncError.swift")
        try sut.write("import SyncCore\n\npublic struct SyncBanner: Sendable {}\n", to: "Sources/Sync-UI/SyncBanner.swift")
        try sut.write("import Sync_UI\nimport Testing\n\n@Suite struct ShowingSyncStateTests {\n    @Test func shows() { #expect(Bool(true)) }\n}\n", to: "Tests/Sync-UITests/ShowingSyncStateTests.swift")

        let output = try await sut.run()

        let rules = output.outputLines.filter { $0.hasPrefix("Sources/SyncCore/SyncError.swift:1:") }.compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } }
        #expect(Set(rules) == ["layer-dependency", "undeclared-import"], "\(output.standardOutput)\(output.standardError)")
        #expect(!output.standardOutput.contains("Sync-UITests"), "\(output.standardOutput)")
        #expect(!output.standardError.contains("no target named"), "\(output.standardError)")
    }

    @Test func aSourceFileNamedPackageSwiftIsLintedAsPartOfItsTargetNotReadAsANestedPackage() async throws {
        let sut = try FixturePackage.empty("Registry")
        defer { sut.remove() }
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Registry", targets: [
            .target(name: "RegistryModels"),
        ])

        """, to: "Package.swift")
        try sut.write(#"{"layers": {"models": {"kind": "domain", "modules": ["RegistryModels"]}}}"#, to: "guardrails.json")
        try sut.write("public struct Formula: Hashable, Sendable {}\n", to: "Sources/RegistryModels/Formula.swift")
        try sut.write("import SwiftUI\n\npublic protocol Package {\n    var title: String { get }\n}\n", to: "Sources/RegistryModels/Protocols/Package.swift")

        let output = try await sut.run()

        #expect(output.outputLines.contains { $0.hasPrefix("Sources/RegistryModels/Protocols/Package.swift:1:") && $0.hasSuffix("[ui-framework-import]") }, "\(output.standardOutput)\(output.standardError)")
        #expect(!output.standardError.contains("Protocols/Package.swift:"), "\(output.standardError)")
    }

    @Test func aFileTheManifestNamesInSourcesStaysInItsTargetThoughAConfiguredTargetCompilesItsFolder() async throws {
        let sut = try FixturePackage.empty("Agenda")
        defer { sut.remove() }
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Agenda", targets: [
            .target(name: "AgendaLogic", path: "Agenda", sources: ["Logic/NextMeeting.swift"]),
        ])

        """, to: "Package.swift")
        try sut.write(#"{"layers": {"logic": {"kind": "domain", "modules": ["AgendaLogic"]}, "app": {"kind": "composition", "modules": ["Agenda"]}}, "targets": {"Agenda": {"path": "Agenda"}}}"#, to: "guardrails.json")
        try sut.write("import SwiftUI\n\npublic struct NextMeeting: Hashable, Sendable {}\n", to: "Agenda/Logic/NextMeeting.swift")
        try sut.write("import SwiftUI\n\nstruct AgendaApp {}\n", to: "Agenda/AgendaApp.swift")

        let output = try await sut.run()

        let reported = output.outputLines.filter { $0.hasSuffix("[ui-framework-import]") }
        #expect(reported.count == 1 && reported[0].hasPrefix("Agenda/Logic/NextMeeting.swift:1:"), "\(output.standardOutput)\(output.standardError)")
    }

    @Test func aConfiguredTargetIsTheOnlyTargetOfItsModuleThoughAFolderBesideTheProjectIsNamedLikeIt() async throws {
        let sut = try FixturePackage.empty("Tracker")
        defer { sut.remove() }
        try sut.write("// the app's project\n", to: "Tracker.xcodeproj/project.pbxproj")
        try sut.write("// the framework's project\n", to: "Tracker Models/Tracker Models.xcodeproj/project.pbxproj")
        try sut.write(#"""
        {
          "layers": {"models": {"kind": "domain", "modules": ["Tracker_Models"]}, "api": {"kind": "infrastructure", "modules": ["Tracker_API"], "mayImport": ["models"]}},
          "targets": {
            "Tracker_Models": {"path": "Tracker Models/Tracker Models"},
            "Tracker_API": {"path": "Tracker API", "dependencies": ["Tracker_Models"]}
          }
        }
        """#, to: "guardrails.json")
        try sut.write("public struct Habit: Hashable, Sendable {}\n", to: "Tracker Models/Tracker Models/Habit.swift")
        try sut.write("import Tracker_Models\n\npublic struct HabitRequest: Sendable {\n    public let habit: Habit\n}\n", to: "Tracker API/HabitRequest.swift")

        let output = try await sut.run()

        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(!output.standardOutput.contains("[undeclared-import]"), "\(output.standardOutput)")
    }

    @Test func foldersBesideTheProjectInsideAConfiguredTargetsFolderAreThatTargetsFiles() async throws {
        let sut = try FixturePackage.empty("Atlas")
        defer { sut.remove() }
        try sut.write("// the app's project, kept beside the app's feature folders\n", to: "src/iOS/Atlas.xcodeproj/project.pbxproj")
        try sut.write(#"""
        {
          "layers": {"app": {"kind": "composition", "modules": ["Atlas"]}},
          "targets": {"Atlas": {"path": "src"}, "AtlasTests": {"path": "src/iOS/AtlasTests", "test": true, "dependencies": ["Atlas"]}}
        }
        """#, to: "guardrails.json")
        try sut.write("import UIKit\n\nfinal class RouteViewController: UIViewController {}\n", to: "src/iOS/Routes/RouteViewController.swift")
        try sut.write("struct MapTile: Hashable {}\n", to: "src/Shared/MapTile.swift")
        try sut.write("import Atlas\nimport XCTest\n\nfinal class TileCacheTests: XCTestCase {}\n", to: "src/iOS/AtlasTests/TileCacheTests.swift")

        let output = try await sut.run()

        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(!output.standardOutput.contains("[layer-dependency]"), "\(output.standardOutput)")
    }

    @Test func aTestableImportOfALocalPackagesProductIsReportedAndOfARemoteOneIsNot() async throws {
        let sut = try FixturePackage.empty("Repo")
        defer { sut.remove() }
        try sut.writeSingleTargetManifest("Push", in: "Push")
        try sut.write("public struct PushPayload: Sendable {}\n", to: "Push/Sources/Push/PushPayload.swift")
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Server",
            dependencies: [.package(path: "../Push"), .package(url: "https://example.com/snapshots.git", from: "1.0.0")],
            targets: [
                .target(name: "Server", dependencies: [.product(name: "Push", package: "Push")]),
                .testTarget(name: "ServerTests", dependencies: ["Server", .product(name: "Push", package: "Push"), .product(name: "Snapshots", package: "snapshots")]),
            ]
        )

        """, to: "Server/Package.swift")
        try sut.write("import Push\n\npublic struct Relay: Sendable {}\n", to: "Server/Sources/Server/Relay.swift")
        try sut.write("\(ForbiddenSpellings.testableImport) Push\n\(ForbiddenSpellings.testableImport) Snapshots\nimport Testing\n\n@Suite struct RelayingPushesTests {\n    @Test func relays() { #expect(Bool(true)) }\n}\n", to: "Server/Tests/ServerTests/RelayingPushesTests.swift")

        let output = try await sut.run("Server")

        let testable = output.outputLines.filter { $0.hasSuffix("[testable-import]") }
        #expect(testable.count == 1, "\(output.standardOutput)")
        #expect(testable.first?.contains("'Push'") == true)
    }

    @Test func aLibraryPackagesPublicProtocolsAreItsUsersExtensionPointsUnlessAnAppProjectAboveLinksIt() async throws {
        let sut = try FixturePackage.empty("Repo")
        defer { sut.remove() }
        try sut.write("ref: refs/heads/main\n", to: ".git/HEAD")
        try sut.write("""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Kit",
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [.target(name: "Kit"), .executableTarget(name: "Demo", dependencies: ["Kit"])]
        )

        """, to: "Kit/Package.swift")
        try sut.write("public protocol Exporter {\n    func export(_ text: String) -> String\n}\n\npublic struct Report {\n    public let exporter: any Exporter\n}\n", to: "Kit/Sources/Kit/Exporter.swift")
        try sut.write("import Kit\n\nstruct PlainExporter: Exporter {\n    func export(_ text: String) -> String { text }\n}\n\nprint(Report(exporter: PlainExporter()).exporter.export(\"done\"))\n", to: "Kit/Sources/Demo/main.swift")

        let published = try await sut.run("Kit")
        try sut.write("// an app's project\n", to: "App.xcodeproj/project.pbxproj")
        let local = try await sut.run("Kit")

        let reported = { (output: ProcessOutput) in output.outputLines.filter { $0.hasSuffix("[single-implementation-protocol]") } }
        #expect(reported(published).isEmpty, "\(published.standardOutput)")
        #expect(reported(local).count == 1, "\(local.standardOutput)")
    }

    @Test func aFolderHoldingConfiguredTargetsIsNoTargetByFolderConventionWhenTheManifestCannotBeRead() async throws {
        let sut = try FixturePackage.empty("Shelf")
        defer { sut.remove() }
        try sut.write("""
        // swift-tools-version: 5.9
        import Foundation
        import PackageDescription

        let features = try! FileManager.default.contentsOfDirectory(atPath: "Sources/Features").sorted()

        let package = Package(name: "Shelf", targets: features.map { .target(name: $0, path: "Sources/Features/\\($0)") })

        """, to: "Package.swift")
        try sut.write(#"""
        {
          "layers": {"features": {"kind": "feature", "modules": ["Search", "Catalog"]}},
          "targets": {"Search": {"path": "Sources/Features/Search"}, "Catalog": {"path": "Sources/Catalog"}}
        }
        """#, to: "guardrails.json")
        try sut.write("public struct Query: Sendable {}\n", to: "Sources/Features/Search/Query.swift")
        try sut.write("public struct Book: Sendable {}\n", to: "Sources/Catalog/Book.swift")
        try sut.write("struct Draft {}\n", to: "Sources/Features/Drafts/Draft.swift")
        try sut.write("struct Loan {}\n", to: "Sources/Lending/Loan.swift")

        let output = try await sut.run()

        let unlisted = output.outputLines.filter { $0.hasSuffix("[layer-dependency]") }
        #expect(unlisted.count == 1 && unlisted[0].contains("'Lending'"), "\(output.standardOutput)\(output.standardError)")
    }

    @Test func unreadableManifestConstructsAreNotesInJSON() async throws {
        let sut = try makeSUT("UnreadableManifestPackage")
        defer { sut.remove() }

        let json = try await sut.run("--format", "json")

        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let notes = try #require(object["manifestNotes"] as? [[String: Any]])
        #expect(notes.map { $0["file"] as? String } == ["Package.swift", "Package.swift"])
        #expect(notes.map { $0["line"] as? Int } == [6, 6])
        #expect(notes.allSatisfy { ($0["message"] as? String)?.contains("'FileManager.default'") == true })
    }

    @Test func describingThePackageWithSwiftPMGivesTheSameFindingsAsReadingIt() async throws {
        let sut = try makeSUT("TargetFoldersPackage")
        defer { sut.remove() }

        let read = try await sut.run()
        let described = try await sut.run("--manifest", "describe")

        #expect(described.status == read.status)
        #expect(described.outputLines == read.outputLines)
        #expect(try await sut.run("--manifest", "evaluate").status == 2)
    }

    private func makeSUT(_ fixture: String) throws -> FixturePackage {
        try FixturePackage(fixture)
    }
}

extension ProcessOutput {
    /// The `guardrails: note:` lines of standard error.
    var noteLines: [String] {
        standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix("guardrails: note:") }
    }
}

extension FixturePackage {
    /// Findings of a run in `directory`, each with its file made absolute so runs from different folders compare.
    func findings(in directory: URL) async throws -> [String] {
        try await GuardrailsBinary.run([], in: directory).outputLines.map { line in
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            return directory.appendingPathComponent(String(line[..<colon])).standardized.path + line[colon...]
        }
    }
}
