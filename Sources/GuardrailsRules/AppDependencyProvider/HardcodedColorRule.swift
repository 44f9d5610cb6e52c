import GuardrailsCore

/// Colors come from the design system, so themes, dark mode and contrast fixes change one place.
public struct HardcodedColorRule: Rule {
    public init() {}
    public static let readsTokens = true

    private static let componentLabels: Set<String> = ["red", "white", "hue", "displayP3Red", "hex", "rgb"]

    public static let description = RuleDescription(
        id: "hardcoded-color",
        summary: "No literal colors (`Color.red`, `UIColor.gray`, `.foregroundColor(.black)`, `Color(red:green:blue:)`); use design-system colors.",
        rationale: """
        app-dependency-provider, "semantic colors only": a literal color ignores the theme and dark mode, \
        and a palette change becomes a search across every screen. Name the color's role in the design \
        system (`Color(designSystemColor: .textPrimary)`) instead of its hue. A literal is a color named \
        by its hue, whatever the framework: `Color.red`, `UIColor.systemRed`, the gray scale \
        `UIColor.systemGray3`, components and hex codes. System colors named by their role (`.label`, \
        `.systemBackground`, `.secondary`, `.accentColor`) adapt to themes and contrast settings and are not \
        reported. Like the other design-system rules, tests, SwiftUI previews (`#Preview`, \
        `PreviewProvider`, `#if DEBUG` code, where preview sample builders live, and `private` types only previews use) and test doubles compiled into the app (a type named as a double, a file in a `Mocks` \
        folder) are out of scope by default: they show a screen with sample styling and never \
        ship (options `checkTests`, `checkPreviews`, `doubleNameMarkers`). A color nobody sees, assigned to a mask \
        (`mask.fillColor = UIColor.black.cgColor`) or drawn inside one (`.mask { LinearGradient(colors: [.black, \
        .clear], …) }`: only its alpha matters), is not a design decision (`nonVisualWords`). The \
        palette itself is where hues belong: a hue or a color built from its components as the value of a \
        static constant (`static let brandBlue = UIColor(hex: "#1F6FEB")`, `static let unselected = Color.white`) \
        or returned by a static accessor \
        typed as a color (`static func accent() -> UIColor { UIColor(hex: "#3FD2E6") }`, or `class func`) names \
        it once for the rest of the app, so only the places that use such hues directly are reported; a \
        screen's own static colors (in a `…View`, `…Cell`, `…ViewController`) are its choice of hue and are \
        reported. A theme or palette type (named with one of `paletteTypeSuffixes`, `DefaultTheme`, `BrandColors`, or \
        conforming to a protocol so named, `struct DarkTheme: Theme`) is the palette too, whatever the form of its \
        members (`let tabBarTint = UIColor(light: .gray, dark: .black)`), and so is a color-role enum (named for \
        colors, `ThemeColor`) mapping its cases to hues in a `switch self`; a status or log-level enum that picks a \
        hue per case, or a screen's own nested `Colors`, is a screen's choice and is reported. A color built from values the code reads (`UIColor(hex: podcast.tintHex)`) \
        is data, not a literal, and so is the initial value of a property the user edits (`@Published var ringColor: \
        Color = .green`, attributes in `userDataAttributes`), and a color converted to data (`UIColor.black.hexString()`, \
        the default of a stored setting, `dataConversionWords`). A `private` color property used only inside a mask, \
        directly or through another member of its type (`.mask { gradient }` where `gradient` draws \
        `regularColor`), is invisible like a color written in the mask, and so is a color drawn in a function that \
        marks its image as a template (`image.isTemplate = true`, `.withRenderingMode(.alwaysTemplate)`): the system \
        recolors it and keeps only its alpha. Everything inside an extension of a color type (`extension UIColor`, \
        or of a type alias of one, `extension UXColor` with `typealias UXColor = NSColor`) is the palette, its \
        initializers' fallbacks included (`convenience init(hex:)` falling back to `.gray`). A `switch` whose every \
        case matches string literals (`case "orange": return Color.orange`) turns color names read from data into \
        colors; a case of the package's own enum named for the color it stands for (`var tint: TintColor = .purple`, \
        `enum TintColor { case red, purple }`) is a choice, not a color; the initial value of `@State` the screen hands to an input (`ColorPicker(selection: $tint)`) is \
        user data like `@Published`; and `brightness > 0.6 ? .black : .white` picks black or white for \
        legibility against a color measured at run time, which no theme role can name. A choice between two \
        literals on anything else (`isSelected ? .white : .black`) is one finding, not one per branch. A data enum \
        that gives each case a brand color (`case .chrome: Color(red: 0.98, green: 0.75, blue: 0.18)`) is still \
        reported, like a status enum: exact brand values belong in a palette type named once (`BrandColors`), \
        which the enum then maps to.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "colorNames",
                .strings([
                    "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "brown", "cyan",
                    "mint", "teal", "indigo", "magenta", "darkGray", "lightGray", "systemRed", "systemGreen", "systemBlue",
                    "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemGray",
                    "systemBrown", "systemMint", "systemCyan", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
                ]),
                "Color names that are literal hues rather than roles."
            ),
            RuleOption("colorTypes", .strings(["Color", "UIColor", "NSColor"]), "Color types whose static members and component initializers are literals."),
            RuleOption(
                "colorArguments",
                .strings(["foregroundColor", "foregroundStyle", "background", "fill", "stroke", "strokeBorder", "tint", "accentColor", "border", "shadow", "listRowBackground", "overlay"]),
                "Calls whose implicit-member arguments (`.fill(.gray)`) are colors."
            ),
            RuleOption("paletteTypeSuffixes", .strings(["Theme", "Colors", "Palette"]), "Type-name endings (of the type or a protocol it conforms to) of theme and palette types, whose colors are the palette."),
            RuleOption("userDataAttributes", .strings(["Published", "AppStorage", "SceneStorage"]), "Property attributes of user-edited state, whose initial color is a default value, not a design choice."),
            RuleOption("nonVisualWords", .strings(["mask"]), "Words in an assignment's target, or calls around a color, that make it invisible (a layer mask)."),
            RuleOption("dataConversionWords", .strings(["hex"]), "Words in a member called on a color that turn it into data (`.hexString()`), not styling."),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
            RuleOption("checkPreviews", .bool(false), "Also check `#Preview` blocks, `PreviewProvider` types and `#if DEBUG` branches."),
            RuleOption(
                "doubleNameMarkers", .strings(TestDoubleCode.defaultMarkers),
                "Name prefixes and suffixes of test doubles compiled into the app (`MediaProviderMock`), skipped unless `checkTests` is on; `Preview` is left out because a view may be named for what it previews (`ColorPreview`)."
            ),
        ],
        triggering: [
            RuleExample("Sources/UI/TitleView.swift", "struct TitleView: View {\n    var body: some View { Text(\"Title\").foregroundColor(.black) }\n}"),
            RuleExample("Sources/UI/Badge.swift", "let badgeTint = UIColor.systemRed\nlet shape = Rectangle().fill(.gray)"),
            RuleExample("Sources/UI/Toggle.swift", "let dot = Circle().foregroundStyle(isOn ? .green : highlight)"),
            RuleExample("Sources/UI/Brand.swift", "extension Color {\n    static let brand = Color(hex: \"#1F6FEB\")\n    static let highlight = brand.opacity(0.5)\n}\nlet banner = Color(hex: \"#FF0000\")"),
            RuleExample(
                "Sources/UI/ProfileHeaderView.swift",
                "final class ProfileHeaderView: UIView {\n    static let placeholderColor = UIColor.systemGray\n    static let overlayColor = UIColor(white: 0, alpha: 0.5)\n}"
            ),
            RuleExample(
                "Sources/UI/Header.swift",
                "struct Header {\n    let tint = UIColor.systemRed\n    var shade: UIColor { UIColor(white: 0.2, alpha: 1) }\n    static func style(_ label: Label) { label.color = UIColor(hex: \"#222222\") }\n}"
            ),
            RuleExample("Sources/UI/Cell.swift", "func style(_ label: Label) {\n    label.textColor = .red\n    label.layer.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6).cgColor\n}"),
            RuleExample("Sources/UI/Separator.swift", "let separatorTint = UIColor.systemGray3"),
            RuleExample(
                "Sources/UI/ThemeColorPreview.swift",
                "struct ThemeColorPreview: View {\n    var body: some View { Capsule().stroke(Color.black.opacity(0.2)) }\n}"
            ),
            RuleExample(
                "Sources/UI/Bubble.swift",
                "struct Bubble: View {\n    var body: some View { Text(\"a\").mask { Capsule() }.background(Color.blue) }\n}"
            ),
            RuleExample("Sources/UI/Badge.swift", "struct Badge: View {\n    var body: some View { Circle().fill(.red) }\n}\n#Preview { Badge().background(.white) }"),
            RuleExample("Sources/UI/Badge.swift", "#if DEBUG\nlet debugTint = Color.green\n#else\nlet tint = Color.red\n#endif"),
            RuleExample(
                "Sources/UI/TaskState.swift",
                "enum TaskState {\n    case running, failed\n    var color: Color {\n        switch self {\n        case .running: return Color.orange\n        case .failed: return Color.red\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/MicrophoneView.swift",
                "struct MicrophoneView: View {\n    private struct Colors {\n        static let ring = Color(UIColor(hex: \"3969EF\"))\n    }\n    var body: some View { Circle() }\n}"
            ),
            RuleExample("Sources/UI/RingView.swift", "struct RingView: View {\n    @State var highlight = false\n    var ringColor: Color = .green\n}"),
            RuleExample(
                "Sources/UI/Status.swift",
                "enum Status {\n    case ok, failed\n    var title: String { \"\" }\n}\nfunc tint(_ status: Status) -> UIColor {\n    switch status {\n    case .ok: return UIColor.systemGreen\n    case .failed: return UIColor.systemRed\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/Glow.swift",
                "struct Glow: ViewModifier {\n    private let base = Color.white\n    func body(content: Content) -> some View {\n        content.mask { stripes }.background(base)\n    }\n    var stripes: LinearGradient {\n        LinearGradient(colors: [base, .clear], startPoint: .leading, endPoint: .trailing)\n    }\n}"
            ),
            RuleExample("Sources/UI/Avatar.swift", "func frame(_ layer: CALayer) {\n    layer.borderColor = UIColor.white\n        .withAlphaComponent(0.4).cgColor\n}"),
            RuleExample("Sources/UI/Chip.swift", "struct Chip: View {\n    let isSelected: Bool\n    var body: some View { Text(\"a\").foregroundStyle(isSelected ? .white : .black) }\n}"),
            RuleExample(
                "Sources/UI/TintBadge.swift",
                "struct TintBadge: View {\n    @State private var tint: Color = .orange\n    var body: some View { Circle().fill(tint).onTapGesture { tint = tint } }\n}"
            ),
            RuleExample(
                "Sources/UI/MenuCell.swift",
                "func style(_ cell: MenuCell, _ item: Item) {\n    cell.icon.image = item.image?.withRenderingMode(.alwaysTemplate)\n    cell.icon.tintColor = UIColor.black\n}"
            ),
            RuleExample("Sources/UI/View+Highlight.swift", "extension View {\n    func highlighted() -> some View { background(Color.yellow) }\n}"),
            RuleExample(
                "Sources/UI/Glyphs.swift",
                "enum Glyphs {\n    static func dot(size: CGSize) -> NSImage {\n        NSImage(size: size, flipped: false) { bounds in\n            NSColor.systemRed.setFill()\n            return true\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/Grid.swift",
                "private struct Swatch: View {\n    var body: some View { Color.pink }\n}\nstruct Grid: View {\n    var body: some View { Swatch() }\n}\n#Preview { Swatch() }\nenum TintChoice: String {\n    case red, blue\n}\nstruct TintOptions {\n    var outlineColor: UIColor = .purple\n}"
            ),
        ],
        nonTriggering: [
            RuleExample(
                "Sources/UI/Grid.swift",
                "struct Grid: View {\n    var body: some View { Text(\"grid\") }\n}\n// MARK: - Previews\n@available(iOS 17, *)\nprivate struct GridPreview: View {\n    var body: some View { Grid().background(Color.pink) }\n}\n#Preview { GridPreview() }"
            ),
            RuleExample(
                ExampleFile("Sources/Feature/TintColor.swift", "enum TintColor: String, CaseIterable {\n    case red, orange, purple\n}"),
                ExampleFile("Sources/UI/TintOptions.swift", "struct TintOptions {\n    @Option(name: \"Tint\") var value: TintColor = .purple\n}")
            ),
            RuleExample(
                "Sources/UI/Shimmer.swift",
                "struct Shimmer: ViewModifier {\n    private let glint = Color.white.opacity(0.5)\n    private let base = Color.white\n    func body(content: Content) -> some View {\n        content.mask { stripes }\n    }\n    var stripes: LinearGradient {\n        LinearGradient(colors: [base, glint, base], startPoint: .leading, endPoint: .trailing)\n    }\n}"
            ),
            RuleExample(
                "Sources/App/FolderSettings.swift",
                "func enableCustomColors(_ folder: inout Folder) {\n    folder.textColor = folder.textColor ?? UIColor.white\n        .hexString()\n    folder.tint = folder.tint ?? Color.orange.toHex(alpha: true)\n}"
            ),
            RuleExample("Sources/UI/TitleView.swift", "struct TitleView: View {\n    var body: some View { Text(\"Title\").foregroundColor(Color(designSystemColor: .textPrimary)) }\n}"),
            RuleExample("Sources/Feature/Light.swift", "func action(_ light: Light) -> Action {\n    switch light { case .red: .stop; default: .go }\n}"),
            RuleExample("Sources/UI/Tag.swift", "let tag = Tag(kind: .red).padding(.horizontal)\nlet text = \"Color.red\" // UIColor.gray"),
            RuleExample("Sources/UI/Card.swift", "let card = Card().background(Color(uiColor: .systemBackground)).foregroundStyle(.secondary)"),
            RuleExample("Sources/UI/Badge.swift", "struct Badge: View {\n    var body: some View { Text(\"1\") }\n}\n#Preview(\"Dark\") { Badge().background(Color.black) }"),
            RuleExample("Sources/UI/Badge.swift", "#if DEBUG // sample styling for previews\nextension Badge {\n    static let sampleTint = Color.red\n}\n#endif"),
            RuleExample(
                "Sources/UI/Badge.swift",
                "struct Badge: View {\n    var body: some View { Text(\"1\") }\n}\nstruct Badge_Previews: PreviewProvider {\n    static var previews: some View { Badge().foregroundColor(.red) }\n}"
            ),
            RuleExample("Sources/UI/Chevron.swift", "func shape(_ layer: CALayer) {\n    let mask = CAShapeLayer()\n    mask.fillColor = UIColor.red.cgColor\n    layer.mask = mask\n}"),
            RuleExample("Tests/UITests/BadgeSnapshotTests.swift", "@Test func badge() { snapshot(Badge().background(.black)) }"),
            RuleExample(
                "Sources/UI/FadingEdge.swift",
                "struct FadingEdge: ViewModifier {\n    func body(content: Content) -> some View {\n        content.mask {\n            LinearGradient(colors: [Color.black, .clear], startPoint: .top, endPoint: .bottom)\n        }\n    }\n}"
            ),
            RuleExample("Sources/UI/Spotlight.swift", "let spotlight = Circle().mask(Rectangle().foregroundStyle(.white))"),
            RuleExample("Sources/App/Mocks/PreviewTheme.swift", "let sampleBorder = UIColor.systemGray"),
            RuleExample("Sources/App/ChatServiceMock.swift", "final class ChatServiceMock {\n    var bubbleTint = UIColor.systemBlue\n}"),
            RuleExample(
                "Sources/UI/ShareCard.swift",
                "struct ShareCard: View {\n    let info: CardInfo\n    var body: some View { Text(info.title) }\n}\nlet previewInfo = CardInfo(title: \"Sample\",\n    gradient: Gradient(colors: [Color.red, Color(hex: \"620603\")]))\n#Preview { ShareCard(info: previewInfo) }"
            ),
            RuleExample("Sources/UI/ArtworkTint.swift", "func tint(for show: Show) -> UIColor {\n    UIColor(hex: show.colorHex).withAlphaComponent(0.5)\n}\nlet shade = Color(red: level, green: level, blue: level)"),
            RuleExample(
                "Sources/DesignSystem/Palette.swift",
                "struct Palette {\n    private static let ink900 = UIColor(hex: \"#1B1B1B\")\n    public static var mist: Color = Color(red: 0.9, green: 0.9, blue: 0.95).opacity(0.6)\n    static let unselected = Color.white\n    static let selected: Color = .black\n    static func accent(tint: UIColor) -> UIColor { UIColor(hex: \"#3FD2E6\") }\n    class func gold() -> UIColor { UIColor(hex: \"#FED745\") }\n    static var shade: UIColor {\n        blend(UIColor(hex: \"#807D74\"), tint.withAlphaComponent(0.4))\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/DarkTheme.swift",
                "struct DarkTheme: Theme {\n    let name = \"Dark\"\n    let tabBarTint = UIColor(light: .gray, dark: .black)\n    let separator = UIColor.darkGray\n}"
            ),
            RuleExample(
                "Sources/UI/BrandColor.swift",
                "enum BrandColor {\n    case header, text\n    var fallback: UIColor {\n        switch self {\n        case .header: return UIColor(red: 0.1, green: 0.6, blue: 0.9, alpha: 1)\n        case .text: return UIColor.white\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/App/RingEditor.swift",
                "final class RingEditor: ObservableObject {\n    @Published var ringColor: Color = .green\n    @AppStorage(\"badge\") var badgeColor: Color = .red\n}"
            ),
            RuleExample(
                "Sources/UI/Glyphs.swift",
                "enum Glyphs {\n    static func dot(size: CGSize) -> NSImage {\n        let image = NSImage(size: size, flipped: false) { bounds in\n            NSColor.black.setFill()\n            NSBezierPath(ovalIn: bounds).fill()\n            return true\n        }\n        image.isTemplate = true\n        return image\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/Caption.swift",
                "struct Caption: View {\n    let backdrop: Color\n    var body: some View { Text(\"a\").foregroundStyle(backdrop.luminance > 0.6 ? .black : .white) }\n}"
            ),
            RuleExample(
                "Sources/UI/TintEditor.swift",
                "struct TintEditor: View {\n    @State private var tint: Color = .orange\n    var body: some View { ColorPicker(\"Tint\", selection: $tint) }\n}"
            ),
            RuleExample(
                "Sources/DesignSystem/UIColor+Hex.swift",
                "extension UIColor {\n    convenience init(hexString: String) {\n        guard let value = UInt32(hexString, radix: 16) else {\n            self.init(cgColor: UIColor.gray.cgColor)\n            return\n        }\n        self.init(rgb: value)\n    }\n}"
            ),
            RuleExample(
                "Sources/DesignSystem/PlatformColor.swift",
                "#if os(macOS)\ntypealias PlatformColor = NSColor\n#else\ntypealias PlatformColor = UIColor\n#endif\nextension PlatformColor {\n    static let warning = PlatformColor(Color.orange)\n}"
            ),
            RuleExample(
                "Sources/Settings/String+NamedColor.swift",
                "extension String {\n    var namedColor: Color? {\n        switch lowercased() {\n        case \"red\": return Color.red\n        case \"gray\", \"grey\": return Color.gray\n        default: return nil\n        }\n    }\n}"
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let names = Set(context.strings("colorNames"))
        let types = Set(context.strings("colorTypes"))
        let arguments = Set(context.strings("colorArguments"))
        if file.isTest, !context.flag("checkTests") { return [] }
        let tokens = file.tokens
        let previews = context.flag("checkPreviews") ? nil : PreviewOnlyTypes.extend(PreviewCode.mask(tokens, types: file.model.types), tokens, types: file.model.types)
        let doubles = context.flag("checkTests") ? nil : TestDoubleCode.mask(file, markers: context.strings("doubleNameMarkers"))
        let nonVisual = context.strings("nonVisualWords")
        let palettes = context.strings("paletteTypeSuffixes")
        let userData = Set(context.strings("userDataAttributes"))
        let conversions = context.strings("dataConversionWords")
        var violations: [Violation] = []
        for (position, token) in tokens.enumerated() where previews?[position] != true && doubles?[position] != true {
            if token.kind == .pound, token.text == "#colorLiteral" {
                violations.append(Violation(token, "color literal; use a design-system color"))
            } else if token.kind == .identifier, types.contains(token.text), let member = next(tokens, position) {
                if isPunctuation(member, "."), let name = next(tokens, position + 1), names.contains(name.text) {
                    violations.append(Violation(token, "literal color '\(token.text).\(name.text)'; use a design-system color"))
                } else if isPunctuation(member, "("), !member.followsSpace, let label = next(tokens, position + 1),
                          Self.componentLabels.contains(label.text), next(tokens, position + 2).map({ isPunctuation($0, ":") }) == true,
                          next(tokens, position + 3).map(isLiteralValue) == true {
                    violations.append(Violation(token, "color built from components; use a design-system color"))
                }
            } else if isPunctuation(token, "."), let name = next(tokens, position), names.contains(name.text),
                      position > 0, isImplicitMemberStart(tokens[position - 1]),
                      let target = colorContext(of: position, in: tokens, arguments: arguments.union(types)),
                      !isCase(name.text, ofEnum: target, context.index) {
                violations.append(Violation(name, "literal color '.\(name.text)' in '\(target)'; use a design-system color"))
            }
        }
        let palette = paletteExtensionMask(tokens, file.model, colorTypes: types)
        let templates = templateDrawingRanges(tokens, file.model.types)
        let reported = Set(violations.compactMap { TokenLookup.position(line: $0.line, column: $0.column, in: tokens) })
        return violations.filter { violation in
            TokenLookup.position(line: violation.line, column: violation.column, in: tokens).map { position in
                !palette[position] && !(templates.contains(where: { $0.contains(position) }) && isDrawn(position, tokens))
                    && !isSecondBranchOfReportedChoice(position, tokens, reported: reported)
                    && !isContrastChoice(position, tokens, colorTypes: types)
                    && !isUserEditedBinding(position, tokens)
                    && !isInStringNameSwitch(position, tokens)
                    && !assignsToNonVisual(position, tokens, nonVisual) && !isInsideNonVisualCall(position, tokens, nonVisual)
                    && !(definesPaletteEntry(position, tokens, colorTypes: types) && !isScreenMember(atLine: violation.line, file.model.types))
                    && !isPaletteMember(position, atLine: violation.line, file.model.types, tokens, suffixes: palettes)
                    && !isUserDataDefault(position, tokens, attributes: userData)
                    && !isConvertedToData(position, tokens, words: conversions)
                    && !isPrivatePropertyUsedOnlyInMasks(position, tokens, file.model.types, nonVisual)
            } ?? true
        }
    }

    /// Tokens inside an extension of a color type (`extension UIColor { … }`, or of a type alias of one,
    /// `extension UXColor` with `typealias UXColor = NSColor`): the palette itself, its constants, accessors,
    /// initializers and the fallbacks of its parsers (`convenience init(hex:)`).
    private func paletteExtensionMask(_ tokens: [Token], _ model: SourceModel, colorTypes: Set<String>) -> [Bool] {
        var mask = [Bool](repeating: false, count: tokens.count)
        let aliases = Set(model.aliases.filter { !$0.aliasedNames.isEmpty && $0.aliasedNames.allSatisfy(colorTypes.contains) }.map(\.name))
        for type in model.types where type.kind == .extension && type.parent == nil
            && (colorTypes.contains(type.name) || aliases.contains(type.name)) {
            guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens), start <= end else { continue }
            for covered in start...end { mask[covered] = true }
        }
        return mask
    }

    /// Bodies of functions that mark an image as a template (`image.isTemplate = true`,
    /// `.withRenderingMode(.alwaysTemplate)`, `.renderingMode(.template)`): the system recolors a template
    /// image and uses only the alpha of what was drawn into it, so the hues drawn there (`isDrawn`) are never seen.
    private func templateDrawingRanges(_ tokens: [Token], _ declared: [TypeDecl]) -> [ClosedRange<Int>] {
        declared.flatMap(\.members).filter { $0.kind == .function && $0.body == .nonEmpty }.compactMap { member in
            guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens), start < end,
                  (start...end).contains(where: { isTemplateMarking($0, tokens) }) else { return nil }
            return start...end
        }
    }

    /// `NSColor.black.setStroke()`, `context.setFillColor(UIColor.red.cgColor)`: the color paints what is drawn
    /// next, rather than tinting a view (`imageView.tintColor = .black` colors the template it shows).
    private func isDrawn(_ position: Int, _ tokens: [Token]) -> Bool {
        var current = position + 1
        while current + 1 < tokens.count, current - position < 8, isPunctuation(tokens[current], "."), tokens[current + 1].kind == .identifier {
            if ["set", "setFill", "setStroke"].contains(tokens[current + 1].text) { return true }
            current += 2
        }
        return EnclosingCall.callee(of: position, in: tokens).map { ["setFillColor", "setStrokeColor"].contains(tokens[$0].text) } ?? false
    }

    private func isTemplateMarking(_ position: Int, _ tokens: [Token]) -> Bool {
        let token = tokens[position]
        guard token.kind == .identifier, position + 2 < tokens.count else { return false }
        switch token.text {
        case "isTemplate": return tokens[position + 1].text == "=" && tokens[position + 2].text == "true"
        case "alwaysTemplate": return true
        case "renderingMode": return tokens[position + 1].text == "(" && tokens[position + 2].text == "." && position + 3 < tokens.count
            && tokens[position + 3].text == "template"
        default: return false
        }
    }

    /// Where the color expression reported at `position` starts: the `.` of an implicit member, else the name.
    private func expressionStart(_ position: Int, _ tokens: [Token]) -> Int {
        position > 0 && isPunctuation(tokens[position - 1], ".") ? position - 1 : position
    }

    /// The `?` of the conditional whose branch starts at `start` (after `?` or after `:`), the start of its
    /// true branch and the start of its false branch.
    private func conditional(around start: Int, _ tokens: [Token]) -> (question: Int, whenTrue: Int, whenFalse: Int)? {
        guard start > 1 else { return nil }
        let before = tokens[start - 1]
        if before.kind == .operator, before.text == "?", before.followsSpace {
            guard let colon = topLevel(from: start, forward: true, tokens, where: { isPunctuation($0, ":") }) else { return nil }
            return (start - 1, start, colon + 1)
        }
        guard isPunctuation(before, ":"),
              let question = topLevel(from: start - 2, forward: false, tokens, where: { $0.kind == .operator && $0.text == "?" && $0.followsSpace })
        else { return nil }
        return (question, question + 1, start)
    }

    /// The first token at the same nesting depth as `start`, on its line, that matches; a bracket that closes
    /// the expression or a line break ends the search.
    private func topLevel(from start: Int, forward: Bool, _ tokens: [Token], where matches: (Token) -> Bool) -> Int? {
        var depth = 0
        var current = start
        let line = tokens[start].line
        while current > 0, current < tokens.count, abs(current - start) < 64, tokens[current].line == line {
            let token = tokens[current]
            if token.kind == .punctuation {
                let opens = ["(", "[", "{"].contains(token.text)
                let closes = [")", "]", "}"].contains(token.text)
                if opens || closes {
                    depth += (opens == forward) ? 1 : -1
                    if depth < 0 { return nil }
                }
                if depth == 0, token.text == "," || token.text == ";" { return nil }
            }
            if depth == 0, current != start || !forward, matches(token) { return current }
            current += forward ? 1 : -1
        }
        return nil
    }

    /// `isOn ? .green : .gray`: one choice between two literal colors is one finding, reported at its first branch.
    private func isSecondBranchOfReportedChoice(_ position: Int, _ tokens: [Token], reported: Set<Int>) -> Bool {
        let start = expressionStart(position, tokens)
        guard let choice = conditional(around: start, tokens), choice.whenFalse == start else { return false }
        let first = isPunctuation(tokens[choice.whenTrue], ".") ? choice.whenTrue + 1 : choice.whenTrue
        return reported.contains(first)
    }

    /// `background.brightness > 0.6 ? .black : .white`: black or white picked for legibility against a color
    /// measured at run time. No theme role can name it, and it already adapts to what it is drawn on.
    private func isContrastChoice(_ position: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
        guard let choice = conditional(around: expressionStart(position, tokens), tokens) else { return false }
        let hues = [choice.whenTrue, choice.whenFalse].map { grayScaleEnd(at: $0, tokens, colorTypes: colorTypes) }
        guard Set(hues.compactMap { $0 }) == ["black", "white"] else { return false }
        var current = choice.question - 1
        let line = tokens[choice.question].line
        var depth = 0
        while current > 0, choice.question - current < 32, tokens[current].line == line {
            let token = tokens[current]
            if token.kind == .punctuation {
                if [")", "]"].contains(token.text) { depth += 1 }
                if ["(", "[", "{"].contains(token.text) { if depth == 0 { break } else { depth -= 1 } }
                if depth == 0, token.text == "," { break }
            }
            if token.kind == .operator, depth == 0, ["=", "?"].contains(token.text), token.followsSpace { break }
            if token.kind == .operator, [">", "<", ">=", "<="].contains(token.text) { return true }
            current -= 1
        }
        return false
    }

    /// `black` or `white` when the expression starting at `start` is `.black`, `Color.white` and the like.
    private func grayScaleEnd(at start: Int, _ tokens: [Token], colorTypes: Set<String>) -> String? {
        var name = start + 1
        if colorTypes.contains(tokens[start].text), start + 2 < tokens.count, isPunctuation(tokens[start + 1], ".") {
            name = start + 2
        } else if !isPunctuation(tokens[start], ".") {
            return nil
        }
        guard name < tokens.count, ["black", "white"].contains(tokens[name].text) else { return nil }
        return tokens[name].text
    }

    /// `@State private var tint: Color = .red` whose binding the screen hands to an input
    /// (`ColorPicker("Tint", selection: $tint)`): the initial value of a color the user edits.
    private func isUserEditedBinding(_ position: Int, _ tokens: [Token]) -> Bool {
        guard let declaration = propertyInitialized(at: position, tokens), declaration.isWrapped else { return false }
        let property = declaration.name
        let binding = "$" + property
        return tokens.indices.contains { offset in
            offset > 0 && tokens[offset].kind == .identifier && tokens[offset].text == binding
                && (isPunctuation(tokens[offset - 1], ":") || isPunctuation(tokens[offset - 1], "(") || isPunctuation(tokens[offset - 1], ","))
        }
    }

    /// `switch name.lowercased() { case "orange": return .orange … }`: a switch whose every case matches
    /// string literals translates color names read from data (settings, a server) into colors.
    private func isInStringNameSwitch(_ position: Int, _ tokens: [Token]) -> Bool {
        guard let brace = enclosingBrace(of: position, tokens, within: 512),
              let keyword = (max(0, brace - 16)..<brace).last(where: { tokens[$0].kind == .keyword && tokens[$0].text == "switch" }),
              tokens[keyword].line == tokens[brace].line, let end = TokenLookup.bodyEnd(from: brace - 1, in: tokens) else { return false }
        var depth = 0
        var cases = 0
        for offset in brace + 1..<end {
            let token = tokens[offset]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            guard depth == 0, token.kind == .keyword, token.text == "case" else { continue }
            guard offset + 1 < end, tokens[offset + 1].kind == .string else { return false }
            cases += 1
        }
        return cases > 0
    }

    /// `var tint: TintColor = .purple` where the package declares `enum TintColor { case red, …, purple }`: a case
    /// of the project's own choices, named for the color it stands for, not a color.
    private func isCase(_ name: String, ofEnum type: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: type).contains { $0.kind == .enum && index.members(of: type, in: $0.module).contains(name) }
    }

    /// `.gray` as an argument of a color-taking call, or assigned to a `…Color` property.
    private func colorContext(of position: Int, in tokens: [Token], arguments: Set<String>) -> String? {
        let previous = tokens[position - 1]
        if previous.kind == .operator, previous.text == "=" {
            guard position >= 2, tokens[position - 2].kind == .identifier, tokens[position - 2].text.hasSuffix("Color") else { return nil }
            return tokens[position - 2].text
        }
        guard let callee = EnclosingCall.callee(of: position, in: tokens), arguments.contains(tokens[callee].text) else { return nil }
        return tokens[callee].text
    }

    /// `static let ink900 = UIColor(hex: "#1B1B1B")`: the value of a static constant on this line, or the body
    /// of a static accessor typed as a color (`static func accent() -> UIColor { UIColor(hex: "#3FD2E6") }`),
    /// which names the color for the rest of the app.
    private func definesPaletteEntry(_ position: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
        isInitialValueOfStaticConstant(position, tokens) || isInStaticColorAccessor(position, tokens, colorTypes: colorTypes)
    }

    /// `0.5`, `"#FF0000"`, `-1`: a value written in the code, not one decoded from data (`UIColor(hex: podcast.tint)`).
    private func isLiteralValue(_ token: Token) -> Bool {
        token.kind == .number || token.kind == .string || token.kind == .operator && token.text == "-"
    }

    /// Whether the static member declared last at or before `line` belongs to a screen (`…View`, `…Cell`,
    /// `…ViewController`, a SwiftUI `View`): a screen's own color constants are its choice of hue, not the palette.
    private func isScreenMember(atLine line: Int, _ declared: [TypeDecl]) -> Bool {
        var owner: TypeDecl?
        var ownerLine = -1
        for type in declared {
            for member in type.members where member.line <= line && member.line > ownerLine
                && (member.modifiers.contains("static") || member.modifiers.contains("class")) {
                owner = type
                ownerLine = member.line
            }
        }
        guard let owner else { return false }
        return Self.screenSuffixes.contains(where: owner.name.hasSuffix) || owner.inherits("View")
    }

    private static let screenSuffixes = ["View", "ViewController", "Controller", "Cell"]

    /// In a member of a theme or palette type (`DefaultTheme`, `struct Dark: Theme`), or in a `switch self` of an
    /// enum (or an extension of one) mapping color roles to hues.
    private func isPaletteMember(_ position: Int, atLine line: Int, _ declared: [TypeDecl], _ tokens: [Token], suffixes: [String]) -> Bool {
        var owner: TypeDecl?
        var ownerLine = -1
        for type in declared {
            for member in type.members where member.line <= line && member.line > ownerLine {
                owner = type
                ownerLine = member.line
            }
        }
        guard let owner else { return false }
        // A screen's own `private struct Colors` is its choice of hue, as its static colors are.
        if let parent = owner.parent, parent < declared.count, isScreen(declared[parent]) { return false }
        let names = [owner.name] + owner.inheritance.map(\.name)
        if names.contains(where: { name in suffixes.contains(where: name.hasSuffix) }) { return true }
        // A color-role enum (`ThemeColors.Color`), not a status or log level that picks a hue per case.
        let isColorRole = owner.name.contains("Color") || owner.name.contains("Colour")
        return isColorRole && (owner.kind == .enum || owner.kind == .extension) && isInSwitchOnSelf(position, tokens)
    }

    private func isScreen(_ type: TypeDecl) -> Bool {
        Self.screenSuffixes.contains(where: type.name.hasSuffix) || type.inherits("View")
    }

    /// Inside the braces of a `switch self { … }` that encloses `position`.
    private func isInSwitchOnSelf(_ position: Int, _ tokens: [Token]) -> Bool {
        guard let brace = enclosingBrace(of: position, tokens, within: 512), brace > 1 else { return false }
        return tokens[brace - 1].text == "self" && tokens[brace - 2].kind == .keyword && tokens[brace - 2].text == "switch"
    }

    /// The `{` that opens the block holding `position`, looked for up to `limit` tokens back.
    private func enclosingBrace(of position: Int, _ tokens: [Token], within limit: Int) -> Int? {
        var depth = 0
        var current = position - 1
        while current > 0, position - current < limit {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "}" { depth += 1 }
            if token.kind == .punctuation, token.text == "{" {
                if depth == 0 { return current }
                depth -= 1
            }
            current -= 1
        }
        return nil
    }

    /// `@Published var ringColor: Color = .green`: the initial value of a property the user edits.
    private func isUserDataDefault(_ position: Int, _ tokens: [Token], attributes: Set<String>) -> Bool {
        var current = position - 1
        var sawAssignment = false
        while current >= 0, position - current <= 16, tokens[current].line == tokens[position].line {
            let token = tokens[current]
            if token.kind == .operator, token.text == "=" {
                sawAssignment = true
            } else if token.kind == .punctuation, ["{", "}", ";"].contains(token.text) {
                return false
            } else if sawAssignment, token.kind == .attribute, attributes.contains(token.text) {
                return true
            }
            current -= 1
        }
        return false
    }

    private func isInStaticColorAccessor(_ position: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
        // The accessor's body is short; a palette entry is not buried deep in a long function.
        enclosingBrace(of: position, tokens, within: 64).map { isStaticColorDeclaration(endingAt: $0, tokens, colorTypes: colorTypes) } ?? false
    }

    /// `static func name(…) -> UIColor {` or `static var name: Color {` just before the brace at `brace`.
    private func isStaticColorDeclaration(endingAt brace: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
        var current = brace - 1
        var sawColorType = false
        while current > 0, brace - current < 32 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { return false }
            if token.kind == .identifier, colorTypes.contains(token.text) { sawColorType = true }
            if token.kind == .keyword, token.text == "func" || token.text == "var" {
                let modifier = tokens[current - 1]
                return sawColorType && modifier.kind == .keyword && (modifier.text == "static" || modifier.text == "class")
            }
            current -= 1
        }
        return false
    }

    private func isInitialValueOfStaticConstant(_ position: Int, _ tokens: [Token]) -> Bool {
        var current = position - 1
        var sawAssignment = false
        // The declaration starts a few tokens back; a long line must not be scanned per token.
        while current >= 0, position - current <= 12, tokens[current].line == tokens[position].line {
            let token = tokens[current]
            if token.kind == .operator, token.text == "=" {
                sawAssignment = true
            } else if token.kind == .punctuation, token.text != ":" && token.text != "." && token.text != "?" {
                return false
            } else if sawAssignment, token.kind == .keyword, token.text == "let" || token.text == "var" {
                return current > 0 && tokens[current - 1].kind == .keyword && tokens[current - 1].text == "static"
            }
            current -= 1
        }
        return false
    }

    /// `UIColor.black.hexString()`: a member called on the color, a few members on, turns it into data.
    private func isConvertedToData(_ position: Int, _ tokens: [Token], words: [String]) -> Bool {
        guard !words.isEmpty else { return false }
        var current = position + 1
        var members = 0
        while current + 1 < tokens.count, members < 6 {
            if isPunctuation(tokens[current], "(") {
                // A short argument list (`hexString(alpha: true)`) is skipped; a long one ends the chain.
                guard let close = tokens[current...].prefix(16).firstIndex(where: { isPunctuation($0, ")") }) else { return false }
                current = close + 1
                continue
            }
            guard isPunctuation(tokens[current], "."), tokens[current + 1].kind == .identifier else { return false }
            if words.contains(where: tokens[current + 1].text.lowercased().contains) { return true }
            current += 2
            members += 1
        }
        return false
    }

    /// `private let regularColor = Color.white` whose every use in the file sits inside a mask, directly
    /// (`.mask(regularColor)`) or through members of the file using it (`.mask { gradient }`).
    private func isPrivatePropertyUsedOnlyInMasks(_ position: Int, _ tokens: [Token], _ declared: [TypeDecl], _ words: [String]) -> Bool {
        guard !words.isEmpty, let property = privatePropertyInitialized(at: position, tokens) else { return false }
        return isUsedOnlyInMasks(property, tokens, declared, words, through: 2)
    }

    /// The name of the `private` or `fileprivate` property whose initial value, on its declaration line, holds `position`.
    private func privatePropertyInitialized(at position: Int, _ tokens: [Token]) -> String? {
        propertyInitialized(at: position, tokens).flatMap { $0.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) ? $0.name : nil }
    }

    /// The name and modifiers of the property whose initial value, on its declaration line, holds `position`, and
    /// whether a property wrapper (`@State`) stores it.
    private func propertyInitialized(at position: Int, _ tokens: [Token]) -> (name: String, modifiers: [String], isWrapped: Bool)? {
        var current = position - 1
        var sawAssignment = false
        while current > 0, position - current <= 12, tokens[current].line == tokens[position].line {
            let token = tokens[current]
            if token.kind == .operator, token.text == "=" { sawAssignment = true }
            if sawAssignment, token.kind == .keyword, token.text == "let" || token.text == "var" {
                let name = tokens[current + 1]
                let leading = tokens[..<current].reversed().prefix { $0.line == token.line && ($0.kind == .keyword || $0.kind == .attribute) }
                let modifiers = leading.filter { $0.kind == .keyword }.map(\.text)
                return name.kind == .identifier ? (name.text, modifiers, leading.contains { $0.kind == .attribute }) : nil
            }
            current -= 1
        }
        return nil
    }

    /// Whether every use of `name` is inside a mask, or in a member of the file used only inside masks, `depth` members deep.
    private func isUsedOnlyInMasks(_ name: String, _ tokens: [Token], _ declared: [TypeDecl], _ words: [String], through depth: Int) -> Bool {
        let uses = tokens.indices.filter { offset in
            tokens[offset].kind == .identifier && tokens[offset].text == name
                && !(offset > 0 && tokens[offset - 1].kind == .keyword && ["let", "var", "func"].contains(tokens[offset - 1].text))
        }
        return !uses.isEmpty && uses.allSatisfy { use in
            if isInsideNonVisualCall(use, tokens, words) { return true }
            guard depth > 0, let member = member(enclosingLine: Int(tokens[use].line), declared), member != name else { return false }
            return isUsedOnlyInMasks(member, tokens, declared, words, through: depth - 1)
        }
    }

    /// The member declared last at or before `line` in the file's types.
    private func member(enclosingLine line: Int, _ declared: [TypeDecl]) -> String? {
        declared.flatMap(\.members).filter { $0.line <= line }.max { $0.line < $1.line }?.name
    }

    /// `mask.fillColor = UIColor.red.cgColor`: the target of the assignment on this line names a mask.
    private func assignsToNonVisual(_ position: Int, _ tokens: [Token], _ words: [String]) -> Bool {
        guard !words.isEmpty else { return false }
        var current = position - 1
        var sawAssignment = false
        // A handful of tokens back is the assignment's target; a long line must not be scanned per token.
        while current >= 0, position - current <= 12, tokens[current].line == tokens[position].line {
            let token = tokens[current]
            if token.kind == .operator, token.text == "=" { sawAssignment = true }
            if sawAssignment, token.kind == .identifier, words.contains(where: token.text.lowercased().contains) { return true }
            current -= 1
        }
        return false
    }

    /// `.mask { LinearGradient(colors: [.black, .clear], …) }` or `.mask(Color.white.opacity(0.5))`: a call
    /// whose name holds one of `words` encloses the color, through a few levels of arguments and closures.
    private func isInsideNonVisualCall(_ position: Int, _ tokens: [Token], _ words: [String]) -> Bool {
        guard !words.isEmpty else { return false }
        var depth = 0
        var current = position - 1
        var levels = 0
        // Masks are short view expressions; a color deep in a long body is not inside one.
        while current > 0, position - current < 256, levels < 4 {
            let token = tokens[current]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]", "}": depth += 1
                case "(", "[", "{":
                    if depth > 0 {
                        depth -= 1
                    } else {
                        levels += 1
                        let callee = tokens[current - 1]
                        if callee.kind == .identifier, words.contains(where: callee.text.lowercased().contains) { return true }
                    }
                default: break
                }
            }
            current -= 1
        }
        return false
    }

    private func isImplicitMemberStart(_ token: Token) -> Bool {
        switch token.kind {
        case .punctuation: token.text == "(" || token.text == "," || token.text == ":"
        case .operator: token.text == "=" || token.text == "?" || token.text == "??"
        default: false
        }
    }

    private func next(_ tokens: [Token], _ position: Int) -> Token? {
        position + 1 < tokens.count ? tokens[position + 1] : nil
    }

    private func isPunctuation(_ token: Token, _ text: String) -> Bool {
        token.kind == .punctuation && token.text == text
    }
}
