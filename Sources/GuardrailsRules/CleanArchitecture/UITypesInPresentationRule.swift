import GuardrailsCore

/// Presenters output plain view models; turning them into pixels is the UI's job.
public struct UITypesInPresentationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "ui-types-in-presentation",
        summary: "Presentation modules name no UI types (`UIImage`, `UIColor`, `Color`, `Image`, `Font`, …).",
        rationale: """
        Law 4 and checklist point 13: presentation logic is framework-agnostic, so deleting every UI import \
        from it must still compile. A UI type in a view model ties it to one platform.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "typeNames",
                .strings(["UIImage", "UIColor", "UIFont", "UIView", "UIViewController", "NSImage", "NSColor", "NSFont", "NSView", "Color", "Image", "Font", "CGColor"]),
                "Type names that belong to UI frameworks."
            ),
        ],
        triggering: [
            RuleExample("Sources/Presentation/ViewModel.swift", "struct ErrorViewModel { let color: UIColor }"),
            RuleExample("Sources/Presentation/ViewModel.swift", "func icon() -> Image { Image(systemName: \"x\") }"),
            RuleExample("Sources/Presentation/ViewModel.swift", "struct Title { var font: Font }"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/Cell.swift", "struct Cell { let color: UIColor }"),
            RuleExample("Sources/Presentation/ViewModel.swift", "struct ImageViewModel { let imageName: String }"),
            RuleExample("Sources/Presentation/ViewModel.swift", "let text = \"UIImage\" // Color"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard file.layerKind == "presentation" else { return [] }
        let names = context.stringSet("typeNames")
        return file.model.references.compactMap { reference in
            guard reference.base == nil, names.contains(reference.name) else { return nil }
            return Violation(reference, "UI type '\(reference.name)' in presentation; output plain values and let the UI layer map them")
        }
    }
}
