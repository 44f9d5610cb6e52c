import Foundation
import Testing

/// Xcode's per-platform app targets (an iOS and a Mac app) often build a module of the same name. A `targets` entry says
/// so with `moduleName`: imports then resolve against that module, whichever entry a dependency names, and the targets
/// sharing it declare its dependencies together.
@Suite struct ConfiguredTargetsSharingAModuleTests {
    @Test(arguments: [(#", "moduleName": "Reader""#, false), ("", true)])
    func aTestImportingTheModuleOfTheAppItDependsOnIsReportedOnlyWhenNoEntrySaysTheAppBuildsIt(moduleNameKey: String, isReported: Bool) async throws {
        let sut = try makeSUT(iOSApp: #"{"path": "iOS", "dependencies": ["Shelf"]\#(moduleNameKey)}"#)
        defer { sut.remove() }

        let output = try await sut.run()

        let undeclared = output.standardOutput.split(separator: "\n").filter { $0.contains("[undeclared-import]") }
        #expect(undeclared.contains { $0.contains("iOSTests/ReaderTests.swift:1:1") } == isReported, "\(output.standardOutput)\(output.standardError)")
        #expect(!undeclared.contains { $0.contains("ShelfScreen.swift") }, "\(output.standardOutput)")
    }

    @Test func aModuleNameThatIsNoStringIsAnErrorNamingTheKeyAndTheEntry() async throws {
        let sut = try makeSUT(iOSApp: #"{"path": "iOS", "moduleName": 3}"#)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == 2, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardError.contains("targets.Reader_iOS.moduleName"), "\(output.standardError)")
    }

    @Test func aLayerListingTheTargetRatherThanItsModuleIsToldTheModule() async throws {
        let sut = try makeSUT(iOSApp: #"{"path": "iOS", "moduleName": "Reader"}"#, layers: #", "layers": {"app": {"kind": "ui", "modules": ["Reader_iOS"]}}"#)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == 2, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardError.contains("target 'Reader_iOS' builds module 'Reader'"), "\(output.standardError)")
    }

    private func makeSUT(iOSApp: String, layers: String = "") throws -> FixturePackage {
        try FixturePackage.empty("SharedModuleApp").filled { sut in
            try sut.write(
                """
                {
                  "targets": {
                    "Shelf": {"path": "Shelf", "dependencies": []},
                    "Reader": {"path": "Mac", "dependencies": []},
                    "Reader_iOS": \(iOSApp),
                    "ReaderTests_iOS": {"path": "iOSTests", "test": true, "dependencies": ["Reader_iOS"]}
                  }\(layers)
                }
                """,
                to: "guardrails.json"
            )
            try sut.write("public struct Shelf: Sendable {\n    public init() {}\n}\n", to: "Shelf/Shelf.swift")
            try sut.write("struct ReaderMenu {}\n", to: "Mac/ReaderMenu.swift")
            try sut.write("import Shelf\n\nstruct ShelfScreen {\n    let shelf = Shelf()\n}\n", to: "iOS/ShelfScreen.swift")
            try sut.write("import Reader\nimport Testing\n\n@Suite struct ReaderTests {\n    @Test func opens() {}\n}\n", to: "iOSTests/ReaderTests.swift")
        }
    }
}
