import GuardrailsCore
import GuardrailsRules
import Testing

/// A property mirroring the `@MainActor` of a reported requirement (a type eraser's, a conformer's) restates the
/// protocol's isolation, so `main-actor-in-domain` reports it once, on the requirement.
@Suite struct ReportingAnIsolatedRequirementOnceTests {
    @Test func reportsTheRequirementAndNotTheErasersWitness() {
        let findings = makeSUT(
            ExampleFile("Sources/Domain/ShelfStore.swift", "public protocol ShelfStore {\n    @MainActor var title: String { get }\n    func reload() async\n}"),
            ExampleFile(
                "Sources/Domain/AnyShelfStore.swift",
                "public final class AnyShelfStore: ShelfStore {\n    private let readTitle: @MainActor () -> String\n    public init(_ base: some ShelfStore) { readTitle = { base.title } }\n    @MainActor public var title: String { readTitle() }\n    public func reload() async {}\n}"
            )
        )

        #expect(findings.map(\.message) == ["@MainActor on 'ShelfStore.title'; keep domain types and store boundaries nonisolated"])
    }

    @Test func stillReportsAnIsolatedPropertyNoRequirementAsksFor() {
        let findings = makeSUT(
            ExampleFile("Sources/Domain/ShelfStore.swift", "public protocol ShelfStore {\n    @MainActor var title: String { get }\n}"),
            ExampleFile("Sources/Domain/DiskShelf.swift", "public final class DiskShelf: ShelfStore {\n    @MainActor public var title: String { \"\" }\n    @MainActor public var count: Int { 0 }\n}")
        )

        #expect(findings.map(\.message).sorted() == [
            "@MainActor on 'DiskShelf.count'; keep domain types and store boundaries nonisolated",
            "@MainActor on 'ShelfStore.title'; keep domain types and store boundaries nonisolated",
        ])
    }

    private func makeSUT(_ files: ExampleFile...) -> [Finding] {
        ExampleConfiguration.findings(of: "main-actor-in-domain", in: RuleExample(files: files))
    }
}
