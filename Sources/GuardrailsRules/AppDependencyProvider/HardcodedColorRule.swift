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
        `PreviewProvider`, `#if DEBUG` code, where preview sample builders live, internal types that only previews name, and functions \
        applying a preview-only modifier such as `.previewDisplayName`) and test doubles compiled into the app (a type named as a double, a file in a `Mocks` \
        folder) are out of scope by default: they show a screen with sample styling and never \
        ship (options `checkTests`, `checkPreviews`, `doubleNameMarkers`), and so are internal debug screens named as \
        for `system-image` (`…DebugView…`, `…DebugMenu…`, a `debugScreenWords` word such as `QA`; option \
        `checkDebugScreens`): designers maintain no colors for them. A color nobody sees, assigned to a mask \
        (`mask.fillColor = UIColor.black.cgColor`) or drawn inside one (`.mask { LinearGradient(colors: [.black, \
        .clear], …) }`: only its alpha matters), is not a design decision (`nonVisualWords`), nor is one faded to an opacity of 0.01 or less, written or given to \
        the name it is faded by (`Color.white.opacity(0.001)`, a tappable area), nor one drawn in a \
        property or function, `private` or named as a mask, that the file only applies as one (`var gradientMask: some \
        View { LinearGradient(…) }` used as `.mask(gradientMask)`). The \
        palette itself is where hues belong: a hue or a color built from its components as the value of a \
        static constant (`static let brandBlue = UIColor(hex: "#1F6FEB")`, `static let unselected = Color.white`, \
        `static let warning = Color(nsColor: .systemOrange)`) \
        or returned by a static accessor \
        typed as a color (`static func accent() -> UIColor { UIColor(hex: "#3FD2E6") }`, or `class func`) or as a \
        gradient made of colors (`static func primaryButton() -> LinearGradient`, `gradientTypes`) names \
        it once for the rest of the app, so only the places that use such hues directly are reported; a \
        screen's own static colors (in a `…View`, `…Cell`, `…ViewController`) are its choice of hue and are \
        reported. So is an instance `let` of a type named for colors that is not a screen (`class ArtworkColorSource { \
        private let fallbackTint = UIColor(hex: "#1E1F1E") }`, a name holding `Color`/`Colour` or ending in one of \
        `paletteTypeSuffixes`): the source's fallback palette, as a `static let` would define it. A theme or palette type (named with one of `paletteTypeSuffixes`, `DefaultTheme`, `BrandColors`, `AppGradients`, `OceanColorSet`, or \
        conforming to a protocol so named, `struct DarkTheme: Theme`) is the palette too, whatever the form of its \
        members (`let tabBarTint = UIColor(light: .gray, dark: .black)`), and so is a color-role enum (named for \
        colors, `ThemeColor`) mapping its cases to hues in a `switch self`, and so is an enum of the app's appearances \
        (with both a `light` and a `dark` case, `enum Appearance { case light, dark, sepia }`) giving each its colors in a \
        `switch self`; a status or log-level enum that picks a \
        hue per case, or a screen's own nested `Colors`, is a screen's choice and is reported. A color built from values the code reads (`UIColor(hex: podcast.tintHex)`) \
        is data, not a literal, and so is the initial value of a property the user edits (`@Published var ringColor: \
        Color = .green`, attributes in `userDataAttributes`), and a color converted to data (`UIColor.black.hexString()`, \
        the default of a stored setting, `dataConversionWords`). A `private` color property used only inside a mask, \
        directly or through another member of its type (`.mask { gradient }` where `gradient` draws \
        `regularColor`), is invisible like a color written in the mask, and so is a color drawn in a function that \
        marks its image as a template (`image.isTemplate = true`, `.withRenderingMode(.alwaysTemplate)`): the system \
        recolors it and keeps only its alpha. A layer used only as a mask (`view.layer?.mask = fadeMask`) and the \
        sublayers added to it (`fadeMask.addSublayer(edgeGradient)`) show nothing either: the colors set on them, in a \
        `private` layer property's initializer or through it (`edgeGradient.colors = […]`), are alpha. Everything inside an extension of a color type (`extension UIColor`, \
        or of a type alias of one, `extension UXColor` with `typealias UXColor = NSColor`) is the palette, its \
        initializers' fallbacks included (`convenience init(hex:)` falling back to `.gray`). A `switch` whose every \
        case matches string literals (`case "orange": return Color.orange`) turns color names read from data into \
        colors; a case of the package's own enum named for the color it stands for (`var tint: TintColor = .purple`, \
        `enum TintColor { case red, purple }`) is a choice, not a color; the initial value of `@State` the screen hands to an input (`ColorPicker(selection: $tint)`) is \
        user data like `@Published`; and `brightness > 0.6 ? .black : .white` picks black or white for \
        legibility against a color measured at run time, which no theme role can name. A choice between two \
        literals on anything else (`isSelected ? .white : .black`) is one finding, not one per branch, and so is a \
        pair of literals for the two appearances (`UIColor(light: .white, dark: .black)`). A data enum \
        that gives each case a brand color (`case .chrome: Color(red: 0.98, green: 0.75, blue: 0.18)`) is still \
        reported, like a status enum: exact brand values belong in a palette type named once (`BrandColors`), \
        which the enum then maps to. An app's own icon set drawn in code (a folder named in `iconFolders`, `UI/Icons/`, \
        one view per icon) is the palette of its icons: the gradient hues of each icon are its artwork, like the pixels \
        of an image asset, defined once for every screen that shows it, and are not reported. A view named as an icon \
        elsewhere (`ModifierKeyIcon` drawing a key in a keyboard screen) is a screen's component and is reported; option \
        `iconTypeSuffixes` (`["Icon", "IconView"]`) makes every SwiftUI view so named an icon definition.
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
            RuleOption(
                "gradientTypes", .strings(["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient"]),
                "Gradient types: a static accessor typed as one, outside screens, is a palette entry like one typed as a color."
            ),
            RuleOption("paletteTypeSuffixes", .strings(["Theme", "Colors", "ColorSet", "Palette", "Gradients"]), "Type-name endings (of the type or a protocol it conforms to) of theme and palette types, whose colors are the palette."),
            RuleOption("iconFolders", .strings(["Icons"]), "Folders of an icon set drawn in code, whose hues are the icons' artwork."),
            RuleOption("iconTypeSuffixes", .strings([]), "Name endings of SwiftUI views that define an icon (`ErrorIconView`), wherever they are."),
            RuleOption("userDataAttributes", .strings(["Published", "AppStorage", "SceneStorage"]), "Property attributes of user-edited state, whose initial color is a default value, not a design choice."),
            RuleOption("nonVisualWords", .strings(["mask"]), "Words in an assignment's target, or calls around a color, that make it invisible (a layer mask)."),
            RuleOption("dataConversionWords", .strings(["hex"]), "Words in a member called on a color that turn it into data (`.hexString()`), not styling."),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
            RuleOption("checkPreviews", .bool(false), "Also check `#Preview` blocks, `PreviewProvider` types and `#if DEBUG` branches."),
            RuleOption(
                "doubleNameMarkers", .strings(TestDoubleCode.defaultMarkers),
                "Name prefixes and suffixes of test doubles compiled into the app (`MediaProviderMock`), skipped unless `checkTests` is on; `Preview` is left out because a view may be named for what it previews (`ColorPreview`)."
            ),
            RuleOption("checkDebugScreens", .bool(false), "Also check internal debug screens (a file or folder named `…DebugView…`, `…DebugMenu…`, …), as for `system-image`."),
            RuleOption(
                "debugScreenWords", .strings(["QA"]),
                "Whole words (`QA Features`, `QAToolsView`, not `SQAReport`) that mark a file or folder name as an internal debug screen, like `…DebugView…`."
            ),
        ],
        triggering: HardcodedColorRuleExamples.triggering,
        nonTriggering: HardcodedColorRuleExamples.nonTriggering
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let names = context.stringSet("colorNames")
        let types = context.stringSet("colorTypes")
        let arguments = context.stringSet("colorArguments")
        if file.isTest, !context.flag("checkTests") { return [] }
        if !context.flag("checkDebugScreens"), DebugScreens.isDebugScreen(file.path, words: context.strings("debugScreenWords")) { return [] }
        if IconArtwork.isInIconFolder(file.path, folders: context.strings("iconFolders")) { return [] }
        let tokens = file.tokens
        let previews = context.flag("checkPreviews") ? nil : PreviewOnlyHelpers.extend(
            PreviewOnlyTypes.extend(PreviewCode.mask(tokens, types: file.model.types), tokens, types: file.model.types), tokens, types: file.model.types, context.index
        )
        let doubles = context.flag("checkTests") ? nil : TestDoubleCode.mask(file, markers: context.strings("doubleNameMarkers"))
        let icons = IconArtwork.mask(tokens, file.model.types, suffixes: context.strings("iconTypeSuffixes"))
        let nonVisual = context.strings("nonVisualWords")
        let palettes = context.strings("paletteTypeSuffixes")
        let userData = context.stringSet("userDataAttributes")
        let conversions = context.strings("dataConversionWords")
        let paletteEntryTypes = types.union(context.strings("gradientTypes"))
        var violations: [Violation] = []
        for (position, token) in tokens.enumerated() where previews?[position] != true && doubles?[position] != true && icons?[position] != true {
            if token.kind == .pound, token.text == "#colorLiteral" {
                violations.append(Violation(token, "color literal; use a design-system color"))
            } else if token.kind == .identifier, types.contains(token.text), let member = ColorExpressionContext.next(tokens, position) {
                if ColorExpressionContext.isPunctuation(member, "."), let name = ColorExpressionContext.next(tokens, position + 1), names.contains(name.text) {
                    violations.append(Violation(token, "literal color '\(token.text).\(name.text)'; use a design-system color"))
                } else if ColorExpressionContext.isPunctuation(member, "("), !member.followsSpace, let label = ColorExpressionContext.next(tokens, position + 1),
                          Self.componentLabels.contains(label.text), ColorExpressionContext.next(tokens, position + 2).map({ ColorExpressionContext.isPunctuation($0, ":") }) == true,
                          ColorExpressionContext.next(tokens, position + 3).map(ColorExpressionContext.isLiteralValue) == true {
                    violations.append(Violation(token, "color built from components; use a design-system color"))
                }
            } else if ColorExpressionContext.isPunctuation(token, "."), let name = ColorExpressionContext.next(tokens, position), names.contains(name.text),
                      position > 0, ColorExpressionContext.isImplicitMemberStart(tokens[position - 1]),
                      let target = ColorExpressionContext.colorContext(of: position, in: tokens, arguments: arguments.union(types)),
                      !ColorExpressionContext.isCase(name.text, ofEnum: target, context.index) {
                violations.append(Violation(name, "literal color '.\(name.text)' in '\(target)'; use a design-system color"))
            }
        }
        guard !violations.isEmpty else { return [] }
        let palette = ColorPalette.paletteExtensionMask(tokens, file.model, colorTypes: types)
        let templates = InvisibleColors.templateDrawingRanges(tokens, file.model.types)
        let reported = Set(violations.compactMap { TokenLookup.position(line: $0.line, column: $0.column, in: tokens) })
        return violations.filter { violation in
            TokenLookup.position(line: violation.line, column: violation.column, in: tokens).map { position in
                !palette[position] && !(templates.contains(where: { $0.contains(position) }) && InvisibleColors.isDrawn(position, tokens))
                    && !ColorExpressionContext.isSecondBranchOfReportedChoice(position, tokens, reported: reported)
                    && !ColorExpressionContext.isDarkHalfOfReportedPair(position, tokens, reported: reported)
                    && !ColorExpressionContext.isContrastChoice(position, tokens, colorTypes: types)
                    && !ColorExpressionContext.isUserEditedBinding(position, tokens)
                    && !ColorExpressionContext.isInStringNameSwitch(position, tokens)
                    && !NearlyTransparentColors.isNearlyTransparent(position, tokens, file.source)
                    && !InvisibleColors.assignsToNonVisual(position, tokens, nonVisual) && !InvisibleColors.isInsideNonVisualCall(position, tokens, nonVisual)
                    && !(ColorPalette.definesPaletteEntry(position, tokens, colorTypes: paletteEntryTypes) && !ColorPalette.isScreenMember(atLine: violation.line, file.model.types))
                    && !ColorPalette.isPaletteMember(position, atLine: violation.line, file.model.types, tokens, suffixes: palettes)
                    && !ColorPalette.definesColorSourceConstant(position, atLine: violation.line, tokens, file.model.types, suffixes: palettes)
                    && !ColorExpressionContext.isUserDataDefault(position, tokens, attributes: userData)
                    && !ColorExpressionContext.isConvertedToData(position, tokens, words: conversions)
                    && !InvisibleColors.isPrivatePropertyUsedOnlyInMasks(position, tokens, file.model.types, nonVisual)
                    && !InvisibleColors.isInMemberUsedOnlyInMasks(position, atLine: violation.line, tokens, file.model.types, nonVisual)
                    && !MaskLayers.isSetOnMaskOnlyLayer(position, tokens, file.model.types, nonVisual)
            } ?? true
        }
    }
}
