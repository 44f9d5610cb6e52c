import GuardrailsCore

/// Inner layers report through their boundaries; writing to standard output is the edges' business.
public struct PrintInInnerLayerRule: Rule {
    public static let readsTokens = true
    /// The layer kinds a use case, a presenter or a store lives in; composition, UI and tooling may print.
    private static let innerLayerKinds: Set<String> = ["domain", "feature", "presentation", "infrastructure"]
    private static let printFunctions: Set<String> = ["print", "debugPrint"]

    public init() {}

    public static let description = RuleDescription(
        id: "print-in-inner-layer",
        summary: "No `print(…)` in domain, feature, presentation or infrastructure modules.",
        rationale: """
        A use case, presenter or store that prints has an output no test can observe and no app can \
        redirect. Report through a boundary (a delegate, a closure, a returned value); only the \
        composition root, the UI and command-line tools own standard output.
        """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample("Sources/Domain/Feed.swift", "func load() { print(\"loading\") }"),
            RuleExample("Sources/Feature/Loader.swift", "func fail(_ error: Error) { Swift.print(error) }"),
            RuleExample("Sources/Infrastructure/Store.swift", "func save() { debugPrint(items) }"),
        ],
        nonTriggering: [
            RuleExample("Sources/App/main.swift", "print(\"feed ready\")"),
            RuleExample("Tests/FeatureTests/LoaderTests.swift", "func test() { print(result) }"),
            RuleExample("Sources/Presentation/Presenter.swift", "func show() { output.print(title); let printer = 1 }"),
            RuleExample("Sources/Domain/Feed.swift", "// print(\"x\") is gone\nfunc print(_ text: String) {}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard !file.isTest, let kind = file.layerKind, Self.innerLayerKinds.contains(kind) else { return [] }
        let tokens = file.tokens
        return tokens.indices.compactMap { position in
            let token = tokens[position]
            guard token.kind == .identifier, Self.printFunctions.contains(token.text),
                  position + 1 < tokens.count, tokens[position + 1].text == "(",
                  Self.isFreeCall(at: position, in: tokens) else { return nil }
            return Violation(token, "'\(token.text)' writes to standard output from the \(kind) layer; report through a boundary instead")
        }
    }

    /// True for `print(…)` and `Swift.print(…)`; false for a method of another value or a declaration.
    private static func isFreeCall(at position: Int, in tokens: [Token]) -> Bool {
        guard position > 0 else { return true }
        let previous = tokens[position - 1]
        if previous.text == "func" { return false }
        if previous.text == "." { return position > 1 && tokens[position - 2].text == "Swift" }
        return true
    }
}
