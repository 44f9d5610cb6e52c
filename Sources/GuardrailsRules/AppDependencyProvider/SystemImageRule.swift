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
        catalog (`Image(uiImage: DesignSystemImages.Glyphs.Size16.add)`). Tests, SwiftUI previews (and `#if DEBUG` code, \
        where preview sample builders live) and test doubles \
        the app compiles for previews and UI-test modes (a type named as a double, `MediaProviderMock`, or a file in \
        a `Mocks` folder) are out of scope by default, as for `hardcoded-color` (options `checkTests`, `checkPreviews`, \
        `doubleNameMarkers`). Only a symbol written in the code is reported, as a string literal (the empty `""` \
        placeholder names none) or a constant \
        (`Symbols.close`): an argument read from a value (`systemImage: shortcut.iconID`, a parameter) passes on a \
        symbol from data, such as one the user picked for a widget that can only show SF Symbols. Internal debug \
        screens (a file or folder named `…DebugView…`, `…DebugSettings…`, `…DebugScreen…`, `…DebugMenu…`, or holding one \
        of `debugScreenWords` as a whole word: `QA Features/`, `QAToolsView.swift`) are skipped \
        unless `checkDebugScreens` is on: designers do not maintain icons for them. `Developer` and `Internal` are not \
        among the default words: a localized developer settings page can ship to users, and a package's `Internal/` \
        folder holds its non-public code; a team whose such screens are internal can add them. An app's own icon set drawn in code \
        (a folder named in `iconFolders`, `UI/Icons/`, holding one view per icon) is the design system's icon catalogue: \
        the symbols composed into each icon are its artwork and are not reported, like the hues of a palette for \
        `hardcoded-color`. Views named as icons outside such a folder (`FriendIcon`) are screens' components by default; \
        option `iconTypeSuffixes` (`["Icon", "IconView"]`) makes every SwiftUI view so named an icon definition. The \
        static members of an icon catalogue name each symbol once for every screen, as a static palette constant names a \
        hue for `hardcoded-color`, and are not reported: an extension of an image type (`imageTypes`: `extension Label { \
        static var copy: Label { Label("Copy", systemImage: "doc.on.doc") } }`, screens using `.copy`) or a type named \
        for icons (`iconCatalogSuffixes`: `enum AppIcons { static let close = Image(systemName: "xmark") }`), and so are the \
        getters of a type whose only behaviour is three or more image getters, whatever its name (`final class GlyphProvider \
        { var close: Image { Image(systemName: Symbol.close.rawValue) } … }`, with stored inputs and initializers). A screen's \
        own static symbol, or an instance member of such an extension, is still reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("labels", .strings(["systemName", "systemImage", "systemSymbolName"]), "Argument labels that name an SF Symbol."),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
            RuleOption("checkPreviews", .bool(false), "Also check `#Preview` blocks, `PreviewProvider` types and `#if DEBUG` branches."),
            RuleOption("checkDebugScreens", .bool(false), "Also check files whose name or folder contains `Debug` (internal debug screens)."),
            RuleOption(
                "debugScreenWords", .strings(["QA"]),
                "Whole words (`QA Features`, `QAToolsView`, not `SQAReport`) that mark a file or folder name as an internal debug screen, like `…DebugView…`."
            ),
            RuleOption("iconFolders", .strings(["Icons"]), "Folders of an icon set drawn in code, whose symbols are the icons' artwork."),
            RuleOption("iconTypeSuffixes", .strings([]), "Name endings of SwiftUI views that define an icon (`ErrorIconView`), wherever they are."),
            RuleOption(
                "imageTypes", .strings(["Image", "UIImage", "NSImage", "Label"]),
                "Types whose extensions' static members (`extension Label { static var copy: Label { … } }`) are the app's icon catalogue."
            ),
            RuleOption("iconCatalogSuffixes", .strings(["Icons", "Symbols"]), "Type-name endings of icon catalogues (`AppIcons`), whose static members name each symbol once."),
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
            RuleExample("Sources/UI/StarButton.swift", "let star = Image(systemName: isOn ? \"star.fill\" : \"star\")"),
            RuleExample("Sources/UI/Pager.swift", "let arrow = Image(systemName: \"chevron.\" + direction.name)"),
            RuleExample("Sources/UI/CloseButton.swift", "let close = Image(systemName: Symbols.close)"),
            RuleExample(
                "Sources/UI/Complication.swift",
                "#if DEBUG\nlet sampleGlyph = Image(systemName: \"bolt\")\n#else\nlet glyph = Image(systemName: \"bolt.fill\")\n#endif"
            ),
            RuleExample("Sources/Debugger/DebugBar.swift", "let step = Label(\"Step\", systemImage: \"arrow.down\")"),
            RuleExample(
                "Sources/UI/AvatarView.swift",
                "final class AvatarLoaderMock {}\nstruct AvatarView: View {\n    var body: some View { Image(systemName: \"person\") }\n}"
            ),
            RuleExample("Sources/UI/Badges/FriendIcon.swift", "struct FriendIcon: View {\n    var body: some View { Image(systemName: \"person.fill.checkmark\") }\n}"),
            RuleExample("Sources/Settings/AppIcon/AppIconPicker.swift", "let classic = Label(\"Classic\", systemImage: \"app.badge\")"),
            RuleExample("Sources/UI/SQAReport/QAsList.swift", "let row = Label(\"Audit\", systemImage: \"checklist\")"),
            RuleExample(
                "Sources/UI/Label+Actions.swift",
                "extension Label where Title == Text, Icon == Image {\n    static var share: Label { Label(\"Share\", systemImage: \"square.and.arrow.up\") }\n    var withBadge: some View { Image(systemName: \"circle.fill\") }\n}\nfunc archiveLabel() -> Label<Text, Image> { Label(\"Archive\", systemImage: \"archivebox\") }"
            ),
            RuleExample(
                "Sources/UI/TrackRowModel.swift",
                "final class TrackRowModel {\n    var play: Image { Image(systemName: \"play\") }\n    var pause: Image { Image(systemName: \"pause\") }\n    var more: Image { Image(systemName: \"ellipsis\") }\n    func toggle() {}\n}"
            ),
            RuleExample("Sources/UI/ProfileView.swift", "struct ProfileView: View {\n    static let editIcon = Image(systemName: \"pencil\")\n    var body: some View { Self.editIcon }\n}"),
        ],
        nonTriggering: [
            RuleExample(
                "Sources/UI/Complication.swift",
                "struct Complication: View {\n    var body: some View { Text(\"1\") }\n}\n#if DEBUG\nextension Complication {\n    #if os(watchOS)\n    static let sample = Label(\"Now\", systemImage: \"bolt\")\n    #endif\n    static let other = Image(systemName: \"star\")\n}\n#endif"
            ),
            RuleExample("Sources/UI/AddButton.swift", "struct AddButton: View {\n    var body: some View { Image(uiImage: DesignSystemImages.Glyphs.Size16.add) }\n}"),
            RuleExample("Sources/UI/Icon.swift", "func icon(systemName: String) -> Icon {\n    Icon(named: systemName)\n}"),
            RuleExample("Sources/UI/ServiceBadge.swift", "struct ServiceBadge: View {\n    var body: some View { Image(systemName: \"\").frame(width: 0) }\n}"),
            RuleExample("Sources/UI/Hint.swift", "let hint = \"Image(systemName:)\" // Label(systemImage:)"),
            RuleExample("Sources/UI/Row.swift", "struct Row: View {\n    var body: some View { Text(\"a\") }\n}\n#Preview { Row().overlay(Image(systemName: \"star\")) }"),
            RuleExample("Tests/UITests/RowTests.swift", "@Test func row() { _ = Label(\"a\", systemImage: \"star\") }"),
            RuleExample(
                "Sources/App/AvatarLoaderMock.swift",
                "final class AvatarLoaderMock: AvatarLoading {\n    func avatar() -> UIImage? { UIImage(systemName: \"person\") }\n}"
            ),
            RuleExample("Sources/App/Mocks/SampleAttachments.swift", "let sampleAttachment = Attachment(icon: Image(systemName: \"doc\"))"),
            RuleExample("Sources/Widgets/ShortcutControl.swift", "let label = Label(shortcut.title, systemImage: shortcut.iconID)"),
            RuleExample("Sources/App/FlagsDebugView.swift", "let row = Label(\"Enabled\", systemImage: \"checkmark\")"),
            RuleExample("Sources/App/CacheDebugSettings/CacheSizeView.swift", "let row = Label(\"Files\", systemImage: \"folder\")"),
            RuleExample(
                "Sources/UI/Icons/SyncIconView.swift",
                "struct SyncIconView: View {\n    let size: CGFloat\n    var body: some View {\n        Image(systemName: \"arrow.triangle.2.circlepath\").resizable().frame(width: size, height: size)\n    }\n}"
            ),
            RuleExample("Sources/App/Profile/QA Tools/FlagsSection.swift", "let row = Label(\"Reset\", systemImage: \"arrow.counterclockwise\")"),
            RuleExample("Sources/App/Profile/QAToolsView.swift", "let row = Label(\"Crash\", systemImage: \"ant\")"),
            RuleExample(
                "Sources/UI/Label+Actions.swift",
                "extension Label where Title == Text, Icon == Image {\n    static var share: Label {\n        Label(\"Share\", systemImage: \"square.and.arrow.up\")\n    }\n    static var archive: Label { Label(\"Archive\", systemImage: \"archivebox\") }\n}"
            ),
            RuleExample(
                "Sources/Resources/GlyphProvider.swift",
                "final class GlyphProvider: GlyphProviding {\n    enum Symbol: String { case close = \"xmark\", more = \"ellipsis\" }\n    let bundle: Bundle\n    init(bundle: Bundle) { self.bundle = bundle }\n    var close: Image {\n        Image(systemName: Symbol.close.rawValue)\n    }\n    var more: Image { Image(systemName: Symbol.more.rawValue) }\n    var logo: Image { Image(\"logo\", bundle: bundle) }\n}"
            ),
            RuleExample(
                "Sources/UI/AppIcons.swift",
                "enum AppIcons {\n    static let close = Image(systemName: \"xmark\")\n    static let more = UIImage(systemName: \"ellipsis\")?\n        .withRenderingMode(.alwaysTemplate)\n    static func chevron(open: Bool) -> Image { Image(systemName: open ? \"chevron.down\" : \"chevron.right\") }\n}"
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if file.isTest, !context.flag("checkTests") { return [] }
        if !context.flag("checkDebugScreens"), DebugScreens.isDebugScreen(file.path, words: context.strings("debugScreenWords")) { return [] }
        if IconArtwork.isInIconFolder(file.path, folders: context.strings("iconFolders")) { return [] }
        let labels = context.stringSet("labels")
        let tokens = file.tokens
        let previews = context.flag("checkPreviews") ? nil : PreviewCode.mask(tokens, types: file.model.types)
        let doubles = context.flag("checkTests") ? nil : TestDoubleCode.mask(file, markers: context.strings("doubleNameMarkers"))
        let icons = IconArtwork.mask(tokens, file.model.types, suffixes: context.strings("iconTypeSuffixes"))
        let catalogs = iconCatalogRanges(file.model.types, tokens, extended: context.stringSet("imageTypes"), suffixes: context.strings("iconCatalogSuffixes"))
        return tokens.indices.compactMap { position in
            guard !catalogs.contains(where: { $0.contains(position) }) else { return nil }
            guard previews?[position] != true, doubles?[position] != true, icons?[position] != true else { return nil }
            let token = tokens[position]
            guard token.kind == .identifier, labels.contains(token.text), position + 1 < tokens.count,
                  tokens[position + 1].kind == .punctuation, tokens[position + 1].text == ":",
                  writesLiteral(after: position + 1, in: tokens), !isEmptyName(after: position + 1, tokens, file.source), let callee = EnclosingCall.callee(of: position, in: tokens) else { return nil }
            return Violation(token, "SF Symbol named in '\(tokens[callee].text)(\(token.text):)'; use a design-system icon")
        }
    }

    /// The static members of an icon catalogue: an extension of an image type (`extension Label { static var copy:
    /// Label { Label("Copy", systemImage: "doc.on.doc") } }`) or a type named for icons (`enum AppIcons`); and the image
    /// getters of a type made of them, whatever its name (`ComputedImageCatalogue`). Each names its symbol once for
    /// every screen, as a static palette constant names a hue for `hardcoded-color`. A member reaches up to the next
    /// member of its type, or the type's end.
    private func iconCatalogRanges(_ declared: [TypeDecl], _ tokens: [Token], extended: Set<String>, suffixes: [String]) -> [ClosedRange<Int>] {
        declared.compactMap { type -> (TypeDecl, computed: Bool)? in
            guard type.kind != .protocol else { return nil }
            if type.kind == .extension ? extended.contains(type.name) : suffixes.contains(where: type.name.hasSuffix) { return (type, false) }
            return ComputedImageCatalogue.isCatalogue(type, imageTypes: extended) ? (type, true) : nil
        }.flatMap { type, computed -> [ClosedRange<Int>] in
            guard let typeStart = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let typeEnd = TokenLookup.bodyEnd(from: typeStart, in: tokens) else { return [] }
            let starts = type.members.compactMap { TokenLookup.position(line: $0.line, column: $0.column, in: tokens) }
            guard starts.count == type.members.count else { return [] }
            return type.members.indices.compactMap { offset in
                let member = type.members[offset]
                guard computed ? ComputedImageCatalogue.isImageGetter(member, imageTypes: extended)
                    : member.modifiers.contains("static") || member.modifiers.contains("class") else { return nil }
                let end = starts.filter { $0 > starts[offset] }.min().map { $0 - 1 } ?? typeEnd
                return starts[offset] <= end ? starts[offset]...end : nil
            }
        }
    }

    /// `Image(systemName: "")`: an empty placeholder that draws nothing and names no symbol.
    private func isEmptyName(after colon: Int, _ tokens: [Token], _ source: [UInt8]) -> Bool {
        guard colon + 2 < tokens.count, tokens[colon + 1].kind == .string,
              tokens[colon + 2].kind == .punctuation, tokens[colon + 2].text == ")" || tokens[colon + 2].text == "," else { return false }
        return StringLiteralText.text(of: tokens[colon + 1], in: source) == ""
    }

    /// The argument starting after `colon` names its symbol in the code: a string literal (`"plus"`,
    /// `isOn ? "star.fill" : "star"`) or a constant (`Symbols.close`, `SFSymbol.bolt.rawValue`), not a value
    /// the code reads (`shortcut.iconID`, a parameter).
    private func writesLiteral(after colon: Int, in tokens: [Token]) -> Bool {
        guard colon + 1 < tokens.count else { return false }
        let first = tokens[colon + 1]
        if first.kind == .identifier, first.text.first?.isUppercase == true { return true }
        if first.kind == .punctuation, first.text == "." { return true }
        var depth = 0
        for position in (colon + 1)..<tokens.count {
            let token = tokens[position]
            if token.kind == .string { return true }
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { return false }
                depth -= 1
            case "," where depth == 0: return false
            default: break
            }
        }
        return false
    }
}
