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
        reported. Like the other design-system rules, tests and SwiftUI previews (`#Preview`, \
        `PreviewProvider`) are out of scope by default: they show a screen with sample styling and never \
        ship (options `checkTests`, `checkPreviews`). A color nobody sees, assigned to a mask (`mask.fillColor = \
        UIColor.black.cgColor`: only its alpha matters), is not a design decision (`nonVisualWords`).
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
            RuleOption("nonVisualWords", .strings(["mask"]), "Words in an assignment's target that make the color invisible (a layer mask)."),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
            RuleOption("checkPreviews", .bool(false), "Also check `#Preview` blocks and `PreviewProvider` types."),
        ],
        triggering: [
            RuleExample("Sources/UI/TitleView.swift", "struct TitleView: View {\n    var body: some View { Text(\"Title\").foregroundColor(.black) }\n}"),
            RuleExample("Sources/UI/Badge.swift", "let badgeTint = UIColor.systemRed\nlet shape = Rectangle().fill(.gray)"),
            RuleExample("Sources/UI/Toggle.swift", "let dot = Circle().foregroundStyle(isOn ? .green : highlight)"),
            RuleExample("Sources/UI/Brand.swift", "extension Color {\n    static let brand = Color(hex: \"#1F6FEB\")\n}"),
            RuleExample("Sources/UI/Cell.swift", "func style(_ label: Label) {\n    label.textColor = .red\n    label.layer.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6).cgColor\n}"),
            RuleExample("Sources/UI/Separator.swift", "let separatorTint = UIColor.systemGray3"),
            RuleExample("Sources/UI/Badge.swift", "struct Badge: View {\n    var body: some View { Circle().fill(.red) }\n}\n#Preview { Badge().background(.white) }"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/TitleView.swift", "struct TitleView: View {\n    var body: some View { Text(\"Title\").foregroundColor(Color(designSystemColor: .textPrimary)) }\n}"),
            RuleExample("Sources/Feature/Light.swift", "func action(_ light: Light) -> Action {\n    switch light { case .red: .stop; default: .go }\n}"),
            RuleExample("Sources/UI/Tag.swift", "let tag = Tag(kind: .red).padding(.horizontal)\nlet text = \"Color.red\" // UIColor.gray"),
            RuleExample("Sources/UI/Card.swift", "let card = Card().background(Color(uiColor: .systemBackground)).foregroundStyle(.secondary)"),
            RuleExample("Sources/UI/Badge.swift", "struct Badge: View {\n    var body: some View { Text(\"1\") }\n}\n#Preview(\"Dark\") { Badge().background(Color.black) }"),
            RuleExample(
                "Sources/UI/Badge.swift",
                "struct Badge: View {\n    var body: some View { Text(\"1\") }\n}\nstruct Badge_Previews: PreviewProvider {\n    static var previews: some View { Badge().foregroundColor(.red) }\n}"
            ),
            RuleExample("Sources/UI/Chevron.swift", "func shape(_ layer: CALayer) {\n    let mask = CAShapeLayer()\n    mask.fillColor = UIColor.red.cgColor\n    layer.mask = mask\n}"),
            RuleExample("Tests/UITests/BadgeSnapshotTests.swift", "@Test func badge() { snapshot(Badge().background(.black)) }"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let names = Set(context.strings("colorNames"))
        let types = Set(context.strings("colorTypes"))
        let arguments = Set(context.strings("colorArguments"))
        if file.isTest, !context.flag("checkTests") { return [] }
        let tokens = file.tokens
        let previews = context.flag("checkPreviews") ? nil : PreviewCode.mask(tokens, types: file.model.types)
        let nonVisual = context.strings("nonVisualWords")
        var violations: [Violation] = []
        for (position, token) in tokens.enumerated() where previews?[position] != true {
            if token.kind == .pound, token.text == "#colorLiteral" {
                violations.append(Violation(token, "color literal; use a design-system color"))
            } else if token.kind == .identifier, types.contains(token.text), let member = next(tokens, position) {
                if isPunctuation(member, "."), let name = next(tokens, position + 1), names.contains(name.text) {
                    violations.append(Violation(token, "literal color '\(token.text).\(name.text)'; use a design-system color"))
                } else if isPunctuation(member, "("), !member.followsSpace, let label = next(tokens, position + 1),
                          Self.componentLabels.contains(label.text), next(tokens, position + 2).map({ isPunctuation($0, ":") }) == true {
                    violations.append(Violation(token, "color built from components; use a design-system color"))
                }
            } else if isPunctuation(token, "."), let name = next(tokens, position), names.contains(name.text),
                      position > 0, isImplicitMemberStart(tokens[position - 1]),
                      let context = colorContext(of: position, in: tokens, arguments: arguments.union(types)) {
                violations.append(Violation(name, "literal color '.\(name.text)' in '\(context)'; use a design-system color"))
            }
        }
        return violations.filter { violation in
            TokenLookup.position(line: violation.line, column: violation.column, in: tokens).map { !assignsToNonVisual($0, tokens, nonVisual) } ?? true
        }
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
