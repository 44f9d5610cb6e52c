import GuardrailsCore

/// For `hardcoded-color`: a color faded to (nearly) nothing, `Color.white.opacity(0.001)`, draws no hue anyone sees;
/// SwiftUI code writes one to give a view a tappable area, which `.clear` would not. Like a mask's colors, it is alpha.
enum NearlyTransparentColors {
    /// At or below this opacity a color is invisible on any background (under three levels of 255).
    static let threshold = 0.01

    /// The color at `position` (`Color.white`, or `.white`) is faded by `.opacity(…)` or `.withAlphaComponent(…)` to a
    /// literal at most `threshold`, or to a name (`opacity`) every number the file gives (a parameter's default, an
    /// argument, an assignment) is at most `threshold`: `func tapArea(opacity: CGFloat = 0.001)` passing it on.
    static func isNearlyTransparent(_ position: Int, _ tokens: [Token], _ source: [UInt8]) -> Bool {
        var current = position + 1
        while current + 2 < tokens.count, current - position < 8, ColorExpressionContext.isPunctuation(tokens[current], "."), tokens[current + 1].kind == .identifier {
            let member = tokens[current + 1].text
            if member == "opacity" || member == "withAlphaComponent", ColorExpressionContext.isPunctuation(tokens[current + 2], "(") {
                return isFaint(argumentAt: current + 3, tokens, source)
            }
            current += 2
        }
        return false
    }

    private static func isFaint(argumentAt start: Int, _ tokens: [Token], _ source: [UInt8]) -> Bool {
        guard start + 1 < tokens.count, ColorExpressionContext.isPunctuation(tokens[start + 1], ")") else { return false }
        let argument = tokens[start]
        if argument.kind == .number { return isFaint(argument, source) }
        guard argument.kind == .identifier else { return false }
        let values = numbersGiven(to: argument.text, tokens)
        return !values.isEmpty && values.allSatisfy { isFaint($0, source) }
    }

    /// The numbers written for `name` in the file: `name: CGFloat = 0.001`, `name: 0.001`, `name = 0.001`.
    private static func numbersGiven(to name: String, _ tokens: [Token]) -> [Token] {
        var values: [Token] = []
        for position in tokens.indices where tokens[position].kind == .identifier && tokens[position].text == name {
            var next = position + 1
            guard next < tokens.count else { continue }
            if ColorExpressionContext.isPunctuation(tokens[next], ":") {
                next += 1
                // Past a type annotation to its default (`: CGFloat = 0.001`).
                if next + 2 < tokens.count, tokens[next].kind == .identifier, tokens[next + 1].text == "=" { next += 2 }
            } else if tokens[next].text == "=" {
                next += 1
            } else { continue }
            if next < tokens.count, tokens[next].kind == .number { values.append(tokens[next]) }
        }
        return values
    }

    /// The lexer keeps no literal's text: the number is read from the source at the token's line and column.
    private static func isFaint(_ number: Token, _ source: [UInt8]) -> Bool {
        var line: Int32 = 1
        var offset = 0
        while offset < source.count, line < number.line {
            if source[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        let start = offset + Int(number.column) - 1
        guard start >= 0, start < source.count else { return false }
        let digits = source[start...].prefix(40).prefix { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "-")
        }
        return Double(String(decoding: digits, as: UTF8.self)).map { $0 <= threshold } ?? false
    }
}
