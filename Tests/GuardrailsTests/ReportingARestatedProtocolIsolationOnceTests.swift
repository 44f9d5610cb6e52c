import GuardrailsCore
import GuardrailsRules
import Testing

/// A conformer restating the `@MainActor` of a domain protocol it adopts inherits that isolation anyway, so
/// `main-actor-in-domain` reports it once, on the protocol; a conformer isolating itself is still reported.
@Suite struct ReportingARestatedProtocolIsolationOnceTests {
    @Test func reportsTheProtocolAndNotTheConformerRestatingIt() {
        let findings = makeSUT(
            ExampleFile("Sources/Domain/Lending.swift", "@MainActor\npublic protocol Lending {\n    func lend(_ id: Int) -> Bool\n}"),
            ExampleFile(
                "Sources/Domain/Library.swift",
                "@MainActor\nprivate final class ClosedLibrary: Lending {\n    func lend(_ id: Int) -> Bool { false }\n}\n@MainActor\nfinal class CityLibrary: Lending {\n    var loans = 0\n    func lend(_ id: Int) -> Bool { loans += 1; return true }\n}"
            )
        )

        #expect(findings.map(\.message) == ["@MainActor on 'Lending'; keep domain types and store boundaries nonisolated"])
    }

    @Test func stillReportsAConformerOfANonisolatedProtocol() {
        let findings = makeSUT(
            ExampleFile("Sources/Domain/Lending.swift", "public protocol Lending {\n    func lend(_ id: Int) -> Bool\n}"),
            ExampleFile("Sources/Domain/Library.swift", "@MainActor\nfinal class CityLibrary: Lending {\n    func lend(_ id: Int) -> Bool { true }\n}")
        )

        #expect(findings.map(\.message) == ["@MainActor on 'CityLibrary'; keep domain types and store boundaries nonisolated"])
    }

    private func makeSUT(_ files: ExampleFile...) -> [Finding] {
        ExampleConfiguration.findings(of: "main-actor-in-domain", in: RuleExample(files: files))
    }
}
