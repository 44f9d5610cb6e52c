import GuardrailsCore

/// The examples `hardcoded-color` documents itself with: each triggering one fires, each non-triggering one stays silent.
enum HardcodedColorRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample(
            "Sources/UI/WarningLabel.swift",
            "struct WarningLabel: View {\n    static let tint = Color(nsColor: .systemOrange)\n    var body: some View { Text(\"!\").foregroundStyle(Color(nsColor: .systemOrange)) }\n}"
        ),
        RuleExample(
            "Sources/UI/HeroBannerView.swift",
            "struct HeroBannerView: View {\n    static var fade: LinearGradient {\n        LinearGradient(colors: [Color.black, Color.gray], startPoint: .top, endPoint: .bottom)\n    }\n    var body: some View { Rectangle().fill(Self.fade) }\n}"
        ),
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
            "Sources/UI/ArtworkColorSource.swift",
            "final class ArtworkColorSource {\n    private var lastTint = UIColor(hex: \"#222222\")\n    func tint(for id: String) -> UIColor {\n        let fallback = UIColor(hex: \"#333333\")\n        return fallback\n    }\n}\nfinal class ColorSwatchView: UIView {\n    private let ring = UIColor(hex: \"#444444\")\n}"
        ),
        RuleExample(
            "Sources/UI/ThemeColorPreview.swift",
            "struct ThemeColorPreview: View {\n    var body: some View { Capsule().stroke(Color.black.opacity(0.2)) }\n}"
        ),
        RuleExample(
            "Sources/UI/Bubble.swift",
            "struct Bubble: View {\n    var body: some View { Text(\"a\").mask { Capsule() }.background(Color.blue) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/Badge.swift", "struct Badge: View {\n    var body: some View { Circle().fill(.red) }\n}\n#Preview { Badge().background(.white) }"),
            ExampleFile("Sources/UI/Inbox.swift", "struct Inbox: View {\n    var body: some View { Badge() }\n}")
        ),
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
        RuleExample(
            "Sources/UI/BadgeController.swift",
            "final class BadgeController: NSViewController {\n    override func viewDidLoad() {\n        view.layer?.addSublayer(badge)\n        badge.mask = badgeShape\n    }\n    private lazy var badge: CALayer = {\n        let layer = CALayer()\n        layer.backgroundColor = NSColor.red.cgColor\n        return layer\n    }()\n}"
        ),
        RuleExample(
            "Sources/UI/Keyboard/ModifierKeyIcon.swift",
            "struct ModifierKeyIcon: View {\n    var body: some View { Text(\"⌘\").foregroundStyle(.black).background(Color(.systemGray)) }\n}"
        ),
        RuleExample(
            "Sources/UI/FadingFeed.swift",
            "struct FadingFeed: View {\n    var body: some View { List { Text(\"a\") }.mask(edgeMask).background(edgeMask) }\n    var edgeMask: some View {\n        LinearGradient(\n            colors: [Color(.black).opacity(0), Color.black],\n            startPoint: .top, endPoint: .bottom\n        )\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/Weight.swift",
            "enum Weight {\n    case light, heavy\n    var tint: UIColor {\n        switch self {\n        case .light: return .yellow\n        case .heavy: return UIColor(red: 0.5, green: 0.1, blue: 0.1, alpha: 1)\n        }\n    }\n}"
        ),
        RuleExample("Sources/UI/Debugger/BreakpointRow.swift", "let marker = Color.red"),
        RuleExample(
            "Sources/UI/View+Dimmed.swift",
            "struct Dimmer: ViewModifier {\n    let alpha: CGFloat\n    func body(content: Content) -> some View { content.overlay(Color.black.opacity(alpha)) }\n}\nextension View {\n    func dimmed(alpha: CGFloat = 0.001) -> some View { modifier(Dimmer(alpha: 0.4)) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/DesignSystem/SwatchBoard.swift", "struct SwatchBoard: View {\n    var body: some View { Text(\"Brand\").foregroundColor(Color.black) }\n}\n\n#Preview {\n    SwatchBoard()\n}"),
            ExampleFile("Sources/Settings/AboutView.swift", "struct AboutView: View {\n    var body: some View { SwatchBoard() }\n}")
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample(
            "Sources/DesignSystem/StatusTheme.swift",
            "enum StatusTheme {\n    enum Badge {\n        static let warning = Color(nsColor: .systemOrange)\n        static let failure = Color(uiColor: .systemRed)\n    }\n}"
        ),
        RuleExample(
            "Sources/DesignSystem/ColorSets.swift",
            "public protocol ColorSet {\n    var label: Color { get }\n}\npublic struct HarborNight: ColorSet {\n    public var label: Color = .white\n    public var tint: Color = .init(hex: 0x5A8DEE)\n}"
        ),
        RuleExample(
            "Sources/UI/ArtworkColorSource.swift",
            "final class ArtworkColorSource {\n    private let fallbackBackground = UIColor(hex: \"#3D3D3D\")\n    private let fallbackTint: UIColor = UIColor(hex: \"#1E1F1E\")\n    func tint(for id: String) -> UIColor { fallbackTint }\n}"
        ),
        RuleExample(
            "Sources/DesignSystem/BrandGradients.swift",
            "public enum BrandGradients {\n    public static func action(isEnabled: Bool) -> LinearGradient {\n        if isEnabled {\n            return LinearGradient(colors: [Brand.accent, Brand.accent.opacity(0.7)], startPoint: .top, endPoint: .bottom)\n        }\n        let first = Color.gray.opacity(0.5)\n        let second = Color.gray.opacity(0.3)\n        return LinearGradient(gradient: Gradient(colors: [first, second]), startPoint: .top, endPoint: .bottom)\n    }\n}"
        ),
        RuleExample(
            "Sources/DesignSystem/Surfaces.swift",
            "enum Surfaces {\n    static var dusk: LinearGradient {\n        LinearGradient(colors: [Color.indigo, Color.black], startPoint: .top, endPoint: .bottom)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/Icons/WarningIconView.swift",
            "struct WarningIconView: View {\n    let size: CGFloat\n    var body: some View {\n        RoundedRectangle(cornerRadius: size / 4)\n            .fill(LinearGradient(colors: [Color(.systemYellow), .orange], startPoint: .top, endPoint: .bottom))\n            .overlay { Image(systemName: \"exclamationmark\").foregroundStyle(.black) }\n    }\n}"
        ),
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
        RuleExample(
            "Sources/UI/RevealController.swift",
            "final class RevealController: NSViewController {\n    override func viewDidLoad() {\n        content.layer?.mask = revealMask\n    }\n    override func viewDidLayout() {\n        revealMask.frame = content.bounds\n        edgeFade.colors = [NSColor.black.withAlphaComponent(0).cgColor, NSColor.black.cgColor]\n    }\n    private lazy var revealMask: CALayer = {\n        let layer = CALayer()\n        layer.addSublayer(solidArea)\n        layer.addSublayer(self.edgeFade)\n        return layer\n    }()\n    private lazy var solidArea: CALayer = {\n        let layer = CALayer()\n        layer.backgroundColor = NSColor.green.cgColor\n        return layer\n    }()\n    private lazy var edgeFade = CAGradientLayer()\n}"
        ),
        RuleExample(
            "Sources/UI/FadingFeed.swift",
            "struct FadingFeed: View {\n    var body: some View { List { Text(\"a\") }.mask(edgeMask) }\n    var edgeMask: some View {\n        LinearGradient(\n            stops: [\n                .init(color: Color(.black).opacity(0), location: 0),\n                .init(color: Color.black, location: 0.1)\n            ],\n            startPoint: .top, endPoint: .bottom\n        )\n    }\n}"
        ),
        RuleExample(
            "Sources/Reader/ReaderTheme.swift",
            "enum ReaderMode {\n    case light, dark, paper\n    var pageColor: UIColor {\n        switch self {\n        case .light: return .white\n        case .dark: return UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)\n        case .paper: return UIColor(red: 0.96, green: 0.92, blue: 0.84, alpha: 1)\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/View+TapTarget.swift",
            "struct TapTarget: ViewModifier {\n    let alpha: CGFloat\n    func body(content: Content) -> some View { content.background(Color.white.opacity(alpha)) }\n}\nextension View {\n    func tapTarget(alpha: CGFloat = 0.001) -> some View { modifier(TapTarget(alpha: alpha)) }\n    func hitArea() -> some View { background(Color.black.opacity(0.002)) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/DesignSystem/SwatchBoard.swift", "struct SwatchBoard: View {\n    var body: some View { Text(\"Brand\").foregroundColor(Color.black) }\n}\n\n#Preview {\n    SwatchBoard()\n}"),
            ExampleFile("Sources/DesignSystem/View+Previews.swift", "extension View {\n    func onDarkPreview() -> some View {\n        background(Color.black)\n            .environment(\\.colorScheme, .dark)\n            .previewDisplayName(\"Dark\")\n    }\n}")
        ),
        RuleExample("Sources/App/Settings/DebugMenuView.swift", "struct DebugMenuView: View {\n    var body: some View { Text(\"Reset\").foregroundStyle(Color.red) }\n}"),
    ]
}
