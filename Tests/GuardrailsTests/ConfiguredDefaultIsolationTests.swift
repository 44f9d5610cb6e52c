import Foundation
import Testing

/// A project without a manifest declares a target's default isolation in `guardrails.json`, as Xcode's
/// `SWIFT_DEFAULT_ACTOR_ISOLATION` does: its view models and UI calls are on the main actor without an attribute.
@Suite struct ConfiguredDefaultIsolationTests {
    @Test(arguments: [("MainActor", false), ("nonisolated", true)])
    func aTargetConfiguredMainActorByDefaultNeedsNoAttribute(isolation: String, isReported: Bool) async throws {
        let sut = try makeSUT(isolation: isolation)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == (isReported ? 1 : 0), "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("[view-model-main-actor]") == isReported, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("[main-actor-ui-work]") == isReported, "\(output.standardOutput)")
    }

    private func makeSUT(isolation: String) throws -> FixturePackage {
        try FixturePackage.empty("DefaultIsolationApp").filled { sut in
            try sut.write(
                """
                {
                  "profiles": ["app-dependency-provider"],
                  "targets": {"Shop": {"path": "Shop/Sources", "defaultIsolation": "\(isolation)"}}
                }
                """,
                to: "guardrails.json"
            )
            try sut.write(
                "import SwiftUI\nimport UIKit\n\nfinal class BasketViewModel: ObservableObject {\n    func screen() -> UIViewController { UIHostingController(rootView: Text(\"Basket\")) }\n}\n",
                to: "Shop/Sources/BasketViewModel.swift"
            )
        }
    }
}
