import Foundation
import Testing

/// A project without a manifest states its minimum deployment versions in `guardrails.json`, as an Xcode or Tuist
/// project does in its build settings: an app that runs where Observation does not exist keeps `ObservableObject`.
@Suite struct ConfiguredPlatformsTests {
    @Test(arguments: [(#"{"iOS": "16.0"}"#, false), (#"{"iOS": "17.0"}"#, true), ("{}", true)])
    func anObservableObjectIsReportedOnlyWhereTheStatedMinimumHasObservation(platforms: String, isReported: Bool) async throws {
        let sut = try makeSUT(platforms: platforms)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == (isReported ? 1 : 0), "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("[observable-object]") == isReported, "\(output.standardOutput)")
    }

    @Test func aManifestsOwnPlatformsWinOverTheConfiguration() async throws {
        let sut = try FixturePackage.empty("PlatformsPackage").filled { sut in
            try sut.write(#"{"profiles": ["swiftui-mv"], "platforms": {"iOS": "16.0"}}"#, to: "guardrails.json")
            try sut.write(
                "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Notes\", platforms: [.iOS(.v17)], targets: [.target(name: \"Notes\")])\n",
                to: "Package.swift"
            )
            try sut.write(Self.observableObject, to: "Sources/Notes/NoteEditor.swift")
        }
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.standardOutput.contains("[observable-object]"), "\(output.standardOutput)\(output.standardError)")
    }

    private static let observableObject = "import SwiftUI\n\nfinal class NoteEditor: ObservableObject {\n    @Published var text = \"\"\n}\n"

    private func makeSUT(platforms: String) throws -> FixturePackage {
        try FixturePackage.empty("PlatformsApp").filled { sut in
            try sut.write(
                """
                {
                  "profiles": ["swiftui-mv"],
                  "targets": {"Notes": "Notes/Sources"},
                  "platforms": \(platforms)
                }
                """,
                to: "guardrails.json"
            )
            try sut.write(Self.observableObject, to: "Notes/Sources/NoteEditor.swift")
        }
    }
}
