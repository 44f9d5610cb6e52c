import GuardrailsCore

/// What surrounds a color literal in the tokens: the call or assignment it is for, the conditional it is a branch of,
/// and the constructs that make it data or a choice rather than styling (`hardcoded-color`).
enum ColorExpressionContext {
    /// Where the color expression reported at `position` starts: the `.` of an implicit member, else the name.
    static func expressionStart(_ position: Int, _ tokens: [Token]) -> Int {
        position > 0 && isPunctuation(tokens[position - 1], ".") ? position - 1 : position
    }

    /// The `?` of the conditional whose branch starts at `start` (after `?` or after `:`), the start of its
    /// true branch and the start of its false branch.
    static func conditional(around start: Int, _ tokens: [Token]) -> (question: Int, whenTrue: Int, whenFalse: Int)? {
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
    static func topLevel(from start: Int, forward: Bool, _ tokens: [Token], where matches: (Token) -> Bool) -> Int? {
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
    static func isSecondBranchOfReportedChoice(_ position: Int, _ tokens: [Token], reported: Set<Int>) -> Bool {
        let start = expressionStart(position, tokens)
        guard let choice = conditional(around: start, tokens), choice.whenFalse == start else { return false }
        let first = isPunctuation(tokens[choice.whenTrue], ".") ? choice.whenTrue + 1 : choice.whenTrue
        return reported.contains(first)
    }

    /// `UIColor(light: .white, dark: .black)`: the two halves of one appearance pair are one color choice, reported
    /// at its `light:` half; the `dark:` half is not reported again when that half was.
    static func isDarkHalfOfReportedPair(_ position: Int, _ tokens: [Token], reported: Set<Int>) -> Bool {
        let start = expressionStart(position, tokens)
        guard start >= 2, isPunctuation(tokens[start - 1], ":"), tokens[start - 2].kind == .identifier,
              tokens[start - 2].text.lowercased().contains("dark") else { return false }
        // Back to the comma before `dark:`, then to the start of the argument before it.
        var current = start - 3
        guard current > 0, isPunctuation(tokens[current], ",") else { return false }
        var depth = 0
        current -= 1
        while current > 0, start - current < 64 {
            let token = tokens[current]
            if token.kind == .punctuation {
                if [")", "]", "}"].contains(token.text) { depth += 1 }
                if ["(", "[", "{"].contains(token.text) { if depth == 0 { break } else { depth -= 1 } }
                if depth == 0, token.text == "," { break }
            }
            current -= 1
        }
        let label = current + 1
        guard label + 2 < start, tokens[label].kind == .identifier, tokens[label].text.lowercased().contains("light"),
              isPunctuation(tokens[label + 1], ":") else { return false }
        let value = label + 2
        return reported.contains(isPunctuation(tokens[value], ".") ? value + 1 : value)
    }

    /// `background.brightness > 0.6 ? .black : .white`: black or white picked for legibility against a color
    /// measured at run time. No theme role can name it, and it already adapts to what it is drawn on.
    static func isContrastChoice(_ position: Int, _ tokens: [Token], colorTypes: Set<String>) -> Bool {
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
    static func grayScaleEnd(at start: Int, _ tokens: [Token], colorTypes: Set<String>) -> String? {
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
    static func isUserEditedBinding(_ position: Int, _ tokens: [Token]) -> Bool {
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
    static func isInStringNameSwitch(_ position: Int, _ tokens: [Token]) -> Bool {
        guard let brace = TokenLookup.enclosingBrace(of: position, tokens, within: 512),
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
    static func isCase(_ name: String, ofEnum type: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: type).contains { $0.kind == .enum && index.members(of: type, in: $0.module).contains(name) }
    }

    /// `.gray` as an argument of a color-taking call, or assigned to a `…Color` property.
    static func colorContext(of position: Int, in tokens: [Token], arguments: Set<String>) -> String? {
        let previous = tokens[position - 1]
        if previous.kind == .operator, previous.text == "=" {
            guard position >= 2, tokens[position - 2].kind == .identifier, tokens[position - 2].text.hasSuffix("Color") else { return nil }
            return tokens[position - 2].text
        }
        guard let callee = EnclosingCall.callee(of: position, in: tokens), arguments.contains(tokens[callee].text) else { return nil }
        return tokens[callee].text
    }

    /// `0.5`, `"#FF0000"`, `-1`: a value written in the code, not one decoded from data (`UIColor(hex: podcast.tint)`).
    static func isLiteralValue(_ token: Token) -> Bool {
        token.kind == .number || token.kind == .string || token.kind == .operator && token.text == "-"
    }

    /// `@Published var ringColor: Color = .green`: the initial value of a property the user edits.
    static func isUserDataDefault(_ position: Int, _ tokens: [Token], attributes: Set<String>) -> Bool {
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

    /// `UIColor.black.hexString()`: a member called on the color, a few members on, turns it into data.
    static func isConvertedToData(_ position: Int, _ tokens: [Token], words: [String]) -> Bool {
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

    /// The name and modifiers of the property whose initial value, on its declaration line, holds `position`, and
    /// whether a property wrapper (`@State`) stores it.
    static func propertyInitialized(at position: Int, _ tokens: [Token]) -> (name: String, modifiers: [String], isWrapped: Bool)? {
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

    static func isImplicitMemberStart(_ token: Token) -> Bool {
        switch token.kind {
        case .punctuation: token.text == "(" || token.text == "," || token.text == ":"
        case .operator: token.text == "=" || token.text == "?" || token.text == "??"
        default: false
        }
    }

    static func next(_ tokens: [Token], _ position: Int) -> Token? {
        position + 1 < tokens.count ? tokens[position + 1] : nil
    }

    static func isPunctuation(_ token: Token, _ text: String) -> Bool {
        token.kind == .punctuation && token.text == text
    }
}
