import GuardrailsCore

/// The examples of `domain-value-types` about types isolated to the main actor, by attribute or by the module's default
/// isolation: Sendable by that isolation, so only a missing Hashable is reported.
extension DomainValueTypesRule {
    private static let mainActorDomain = ExampleFile(
        "Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Domain", swiftSettings: [.defaultIsolation(MainActor.self)])])"#
    )

    static let isolationTriggeringExamples: [RuleExample] = [
        // Sendable by the default isolation, but still not Hashable.
        RuleExample(mainActorDomain, ExampleFile("Sources/Domain/Aisle.swift", "public struct Aisle {\n    public let number: Int\n    public let label: String\n}")),
        // Marked `nonisolated`, it leaves the default: a public type is then not Sendable unless it says so.
        RuleExample(mainActorDomain, ExampleFile("Sources/Domain/Facing.swift", "public nonisolated enum Facing {\n    case front, side\n}")),
    ]

    static let isolationNonTriggeringExamples: [RuleExample] = [
        // Implicitly @MainActor in a `.defaultIsolation(MainActor.self)` module, so Sendable; payload-free enums are Hashable.
        // `main-actor-in-domain` reports the module's isolation once.
        RuleExample(
            mainActorDomain,
            ExampleFile("Sources/Domain/ShelfDepth.swift", "public enum ShelfDepth: Int, CaseIterable {\n    case shallow = 1, deep = 2\n}\n\npublic enum Layout {\n    case grid, rows\n}")
        ),
        // Isolated by its own attribute: Sendable too, and Hashable by declaration.
        RuleExample("Sources/Domain/Bay.swift", "@MainActor\npublic struct Bay: Hashable {\n    public let code: String\n}"),
    ]
}
