import GuardrailsCore

/// Where a hue is the palette itself, not a screen's styling: extensions of color types, static constants and
/// accessors outside screens, members of theme and palette types, a color-role enum's `switch self` (`hardcoded-color`).
enum ColorPalette {
    /// Tokens inside an extension of a color type (`extension UIColor { … }`, or of a type alias of one,
    /// `extension UXColor` with `typealias UXColor = NSColor`): the palette itself, its constants, accessors,
    /// initializers and the fallbacks of its parsers (`convenience init(hex:)`).
    static func paletteExtensionMask(_ tokens: [Token], _ model: SourceModel, colorTypes: Set<String>) -> [Bool] {
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

    /// `static let ink900 = UIColor(hex: "#1B1B1B")`: the value of a static constant on this line, or the body
    /// of a static accessor typed as a color (`static func accent() -> UIColor { UIColor(hex: "#3FD2E6") }`),
    /// which names the color for the rest of the app.
    static func definesPaletteEntry(_ position: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
        isInitialValueOfStaticConstant(position, tokens, colorTypes: colorTypes) || isInStaticColorAccessor(position, tokens, colorTypes: colorTypes)
    }

    /// Whether the static member declared last at or before `line` belongs to a screen (`…View`, `…Cell`,
    /// `…ViewController`, a SwiftUI `View`) or a type nested in one: a screen's own color constants are its choice of
    /// hue, not the palette.
    static func isScreenMember(atLine line: Int, _ declared: [TypeDecl]) -> Bool {
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
        // A screen's own nested `struct Colors` holds its choice of hue too.
        if let parent = owner.parent, parent < declared.count, isScreen(declared[parent]) { return true }
        return isScreen(owner)
    }

    private static let screenSuffixes = ["View", "ViewController", "Controller", "Cell"]

    /// In a member of a theme or palette type (`DefaultTheme`, `struct Dark: Theme`), or in a `switch self` of an
    /// enum (or an extension of one) mapping color roles to hues.
    static func isPaletteMember(_ position: Int, atLine line: Int, _ declared: [TypeDecl], _ tokens: [Token], suffixes: [String]) -> Bool {
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
        if isColorRole && (owner.kind == .enum || owner.kind == .extension) && isInSwitchOnSelf(position, tokens) { return true }
        // An enum of the app's appearances (`enum Appearance { case light, dark, sepia }`): each case is a theme, and its
        // `switch self` defines that theme's colors once, as a theme type does.
        return owner.kind == .enum && isAppearanceEnum(owner) && isInSwitchOnSelf(position, tokens)
    }

    /// An enum whose cases include both `light` and `dark`: the appearances (themes) an app offers.
    static func isAppearanceEnum(_ type: TypeDecl) -> Bool {
        let cases = Set(type.members.filter { $0.kind == .enumCase }.map { $0.name.lowercased() })
        return cases.contains("light") && cases.contains("dark")
    }

    static func isScreen(_ type: TypeDecl) -> Bool {
        Self.screenSuffixes.contains(where: type.name.hasSuffix) || type.inherits("View")
    }

    /// Inside the braces of a `switch self { … }` that encloses `position`.
    static func isInSwitchOnSelf(_ position: Int, _ tokens: [Token]) -> Bool {
        guard let brace = TokenLookup.enclosingBrace(of: position, tokens, within: 512), brace > 1 else { return false }
        return tokens[brace - 1].text == "self" && tokens[brace - 2].kind == .keyword && tokens[brace - 2].text == "switch"
    }

    static func isInStaticColorAccessor(_ position: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
        // The accessor's body is short; a palette entry is not buried deep in a long function.
        TokenLookup.enclosingBrace(of: position, tokens, within: 64).map { isStaticColorDeclaration(endingAt: $0, tokens, colorTypes: colorTypes) } ?? false
    }

    /// `static func name(…) -> UIColor {` or `static var name: Color {` just before the brace at `brace`.
    static func isStaticColorDeclaration(endingAt brace: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
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

    static func isInitialValueOfStaticConstant(_ position: Int, _ tokens: [Token], colorTypes: Set<String> = []) -> Bool {
        isInitialValueOfConstant(position, tokens, isStatic: true, colorTypes: colorTypes)
    }

    /// `private let fallbackTint = UIColor(hex: "#1E1F1E")` as a stored `let` of a type named for colors that is not a
    /// screen (`ArtworkColorSource`, `…Palette`, `…Theme`): the source's fallback palette, the same entry a `static let`
    /// would define. A screen's or another type's instance constant is still its own choice of hue.
    static func definesColorSourceConstant(_ position: Int, atLine line: Int, _ tokens: [Token], _ declared: [TypeDecl], suffixes: [String]) -> Bool {
        guard isInitialValueOfConstant(position, tokens, isStatic: false) else { return false }
        var owner: TypeDecl?
        var ownerLine = -1
        var declaresLet = false
        for type in declared {
            for member in type.members where member.line <= line && member.line > ownerLine {
                owner = type
                ownerLine = member.line
                declaresLet = member.isLet && member.line == line
            }
        }
        guard let owner, declaresLet, owner.kind != .extension, !isScreen(owner) else { return false }
        let names = [owner.name] + owner.inheritance.map(\.name)
        return owner.name.contains("Color") || owner.name.contains("Colour") || names.contains { name in suffixes.contains(where: name.hasSuffix) }
    }

    /// The initial value of a `let` or `var` declared on this line, `static` (or `class`) or not as `isStatic` asks;
    /// also as the argument of a color type's initializer (`static let warning = Color(nsColor: .systemOrange)`).
    private static func isInitialValueOfConstant(_ position: Int, _ tokens: [Token], isStatic: Bool, colorTypes: Set<String> = []) -> Bool {
        var current = position - 1
        var sawAssignment = false
        // The declaration starts a few tokens back; a long line must not be scanned per token.
        while current >= 0, position - current <= 12, tokens[current].line == tokens[position].line {
            let token = tokens[current]
            if token.kind == .operator, token.text == "=" {
                sawAssignment = true
            } else if token.kind == .punctuation, token.text != ":" && token.text != "." && token.text != "?",
                      !(token.text == "(" && current > 0 && tokens[current - 1].kind == .identifier && colorTypes.contains(tokens[current - 1].text)) {
                return false
            } else if sawAssignment, token.kind == .keyword, token.text == "let" || token.text == "var" {
                let isStaticMember = current > 0 && tokens[current - 1].kind == .keyword && tokens[current - 1].text == "static"
                return isStatic ? isStaticMember : !isStaticMember && token.text == "let"
            }
            current -= 1
        }
        return false
    }
}
