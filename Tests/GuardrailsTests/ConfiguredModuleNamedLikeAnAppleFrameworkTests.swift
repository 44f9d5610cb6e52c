import Foundation
import Testing

/// A project module may really be named like an Apple framework (a Tuist module `Network` whose build settings name it
/// `Network`). The configuration refuses such a target name unless its entry says so, since a folder named after a
/// framework is rarely the module's name; once it does, the project's `import Network` means the project's module.
@Suite struct ConfiguredModuleNamedLikeAnAppleFrameworkTests {
    @Test func anImportOfTheShadowingModuleIsHeldToItsLayer() async throws {
        let sut = try makeSUT(networkTarget: #"{"path": "Network/Sources", "shadowsAppleFramework": true}"#)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("Ledger/Sources/LedgerGateway.swift:1:1"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("[layer-dependency]"), "\(output.standardOutput)")
    }

    @Test func aTargetNamedLikeAnAppleFrameworkIsStillRefusedWithoutSayingSo() async throws {
        let sut = try makeSUT(networkTarget: #""Network/Sources""#)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == 2, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardError.contains("targets.Network"), "\(output.standardError)")
        #expect(output.standardError.contains("shadowsAppleFramework"), "\(output.standardError)")
    }

    private func makeSUT(networkTarget: String) throws -> FixturePackage {
        try FixturePackage.empty("ShadowingModuleApp").filled { sut in
            try sut.write(
                """
                {
                  "targets": {"Ledger": "Ledger/Sources", "Network": \(networkTarget)},
                  "layers": {
                    "domain": {"kind": "domain", "modules": ["Ledger"]},
                    "data": {"kind": "infrastructure", "modules": ["Network"], "mayImport": ["domain"]}
                  }
                }
                """,
                to: "guardrails.json"
            )
            try sut.write("import Network\n\npublic protocol LedgerGateway: Sendable {\n    func balance() async throws -> Int\n}\n", to: "Ledger/Sources/LedgerGateway.swift")
            try sut.write("import Ledger\n\npublic struct RemoteLedger: LedgerGateway {\n    public init() {}\n    public func balance() async throws -> Int { 0 }\n}\n", to: "Network/Sources/RemoteLedger.swift")
        }
    }
}
