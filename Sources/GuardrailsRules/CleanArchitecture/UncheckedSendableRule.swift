import GuardrailsCore

/// `@unchecked Sendable` switches off the compiler's race checking for a type.
public struct UncheckedSendableRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unchecked-sendable",
        summary: "No `@unchecked Sendable` conformance.",
        rationale: """
        Guardrail "do not use @unchecked Sendable": it asserts thread safety the compiler cannot verify. \
        Make the type a value type, an actor, or isolate it to the main actor instead.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("Sources/Feature/Store.swift", "final class Store: @unchecked Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "extension Store: @unchecked Sendable {}"),
            RuleExample("Tests/FeatureTests/Spy.swift", "final class Spy: FeedStore, @unchecked Sendable { var calls = 0 }"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Image.swift", "struct Image: Sendable {}"),
            RuleExample("Sources/Presentation/Presenter.swift", "@MainActor final class Presenter {}"),
            RuleExample("Sources/Feature/Notes.swift", "// @unchecked Sendable is banned\nlet s = \"@unchecked Sendable\""),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        file.model.types.compactMap { type in
            guard type.inheritance.contains(where: { $0.name == "Sendable" && $0.attributes.contains("unchecked") }) else { return nil }
            return Violation(line: type.line, column: type.column, message: "'\(type.name)' is @unchecked Sendable; use a value type, an actor or @MainActor instead")
        }
    }
}
