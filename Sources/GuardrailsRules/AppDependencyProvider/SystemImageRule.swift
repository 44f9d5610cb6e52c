import GuardrailsCore

/// Icons come from the design system, so every screen draws the same glyph at the same size.
public struct SystemImageRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "system-image",
        summary: "No SF Symbols by name (`Image(systemName:)`, `UIImage(systemName:)`, `NSImage(systemSymbolName:)`, `systemImage:`); use design-system icons.",
        rationale: """
        app-dependency-provider, "design-system icons only": a symbol picked by name bypasses the icon set \
        the designers maintain, so sizes and styles drift between screens. Use the design system's image \
        catalog (`Image(uiImage: DesignSystemImages.Glyphs.Size16.add)`). Tests, SwiftUI previews and test doubles \
        the app compiles for previews and UI-test modes (a type named as a double, `MediaProviderMock`, or a file in \
        a `Mocks` folder) are out of scope by default, as for `hardcoded-color` (options `checkTests`, `checkPreviews`, \
        `doubleNameMarkers`).
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("labels", .strings(["systemName", "systemImage", "systemSymbolName"]), "Argument labels that name an SF Symbol."),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
            RuleOption("checkPreviews", .bool(false), "Also check `#Preview` blocks and `PreviewProvider` types."),
            RuleOption(
                "doubleNameMarkers", .strings(TestDoubleCode.defaultMarkers),
                "Name prefixes and suffixes of test doubles compiled into the app (`MediaProviderMock`), skipped unless `checkTests` is on; `Preview` is left out because a view may be named for what it previews (`ColorPreview`)."
            ),
        ],
        triggering: [
            RuleExample("Sources/UI/AddButton.swift", "struct AddButton: View {\n    var body: some View { Button(action: add) { Image(systemName: \"plus\") } }\n}"),
            RuleExample("Sources/UI/ShareRow.swift", "let row = Label(\"Share\", systemImage: \"square.and.arrow.up\")"),
            RuleExample("Sources/UI/DeleteCell.swift", "final class DeleteCell {\n    let icon = UIImage(systemName: \"trash\")\n}"),
            RuleExample("Sources/UI/Toolbar.swift", "let refresh = NSImage(systemSymbolName: \"arrow.clockwise\", accessibilityDescription: nil)"),
            RuleExample(
                "Sources/UI/AvatarView.swift",
                "final class AvatarLoaderMock {}\nstruct AvatarView: View {\n    var body: some View { Image(systemName: \"person\") }\n}"
            ),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/AddButton.swift", "struct AddButton: View {\n    var body: some View { Image(uiImage: DesignSystemImages.Glyphs.Size16.add) }\n}"),
            RuleExample("Sources/UI/Icon.swift", "func icon(systemName: String) -> Icon {\n    Icon(named: systemName)\n}"),
            RuleExample("Sources/UI/Hint.swift", "let hint = \"Image(systemName:)\" // Label(systemImage:)"),
            RuleExample("Sources/UI/Row.swift", "struct Row: View {\n    var body: some View { Text(\"a\") }\n}\n#Preview { Row().overlay(Image(systemName: \"star\")) }"),
            RuleExample("Tests/UITests/RowTests.swift", "@Test func row() { _ = Label(\"a\", systemImage: \"star\") }"),
            RuleExample(
                "Sources/App/AvatarLoaderMock.swift",
                "final class AvatarLoaderMock: AvatarLoading {\n    func avatar() -> UIImage? { UIImage(systemName: \"person\") }\n}"
            ),
            RuleExample("Sources/App/Mocks/SampleAttachments.swift", "let sampleAttachment = Attachment(icon: Image(systemName: \"doc\"))"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if file.isTest, !context.flag("checkTests") { return [] }
        let labels = Set(context.strings("labels"))
        let tokens = file.tokens
        let previews = context.flag("checkPreviews") ? nil : PreviewCode.mask(tokens, types: file.model.types)
        let doubles = context.flag("checkTests") ? nil : TestDoubleCode.mask(file, markers: context.strings("doubleNameMarkers"))
        return tokens.indices.compactMap { position in
            guard previews?[position] != true, doubles?[position] != true else { return nil }
            let token = tokens[position]
            guard token.kind == .identifier, labels.contains(token.text), position + 1 < tokens.count,
                  tokens[position + 1].kind == .punctuation, tokens[position + 1].text == ":",
                  let callee = EnclosingCall.callee(of: position, in: tokens) else { return nil }
            return Violation(token, "SF Symbol named in '\(tokens[callee].text)(\(token.text):)'; use a design-system icon")
        }
    }
}
