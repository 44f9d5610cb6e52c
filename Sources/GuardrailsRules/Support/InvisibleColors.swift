import GuardrailsCore

/// Colors nobody sees: drawn into a template image, assigned to or drawn inside a mask, or held by a `private`
/// property only masks use (`hardcoded-color`).
enum InvisibleColors {
    /// Bodies of functions that mark an image as a template (`image.isTemplate = true`,
    /// `.withRenderingMode(.alwaysTemplate)`, `.renderingMode(.template)`): the system recolors a template
    /// image and uses only the alpha of what was drawn into it, so the hues drawn there (`isDrawn`) are never seen.
    static func templateDrawingRanges(_ tokens: [Token], _ declared: [TypeDecl]) -> [ClosedRange<Int>] {
        // Markings found once: scanning each body for them costs a file of nested functions its depth times its size.
        let markings = tokens.indices.filter { isTemplateMarking($0, tokens) }
        guard !markings.isEmpty else { return [] }
        return declared.flatMap(\.members).filter { $0.kind == .function && $0.body == .nonEmpty }.compactMap { member in
            guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens), start < end,
                  markings.contains(where: (start...end).contains) else { return nil }
            return start...end
        }
    }

    /// `NSColor.black.setStroke()`, `context.setFillColor(UIColor.red.cgColor)`: the color paints what is drawn
    /// next, rather than tinting a view (`imageView.tintColor = .black` colors the template it shows).
    static func isDrawn(_ position: Int, _ tokens: [Token]) -> Bool {
        var current = position + 1
        while current + 1 < tokens.count, current - position < 8, ColorExpressionContext.isPunctuation(tokens[current], "."), tokens[current + 1].kind == .identifier {
            if ["set", "setFill", "setStroke"].contains(tokens[current + 1].text) { return true }
            current += 2
        }
        return EnclosingCall.callee(of: position, in: tokens).map { ["setFillColor", "setStrokeColor"].contains(tokens[$0].text) } ?? false
    }

    static func isTemplateMarking(_ position: Int, _ tokens: [Token]) -> Bool {
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

    /// `private let regularColor = Color.white` whose every use in the file sits inside a mask, directly
    /// (`.mask(regularColor)`) or through members of the file using it (`.mask { gradient }`).
    static func isPrivatePropertyUsedOnlyInMasks(_ position: Int, _ tokens: [Token], _ declared: [TypeDecl], _ words: [String]) -> Bool {
        guard !words.isEmpty, let property = privatePropertyInitialized(at: position, tokens) else { return false }
        return isUsedOnlyInMasks(property, tokens, declared, words, through: 2)
    }

    /// The name of the `private` or `fileprivate` property whose initial value, on its declaration line, holds `position`.
    static func privatePropertyInitialized(at position: Int, _ tokens: [Token]) -> String? {
        ColorExpressionContext.propertyInitialized(at: position, tokens).flatMap { $0.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) ? $0.name : nil }
    }

    /// `var gradientMask: some View { LinearGradient(colors: [.black, .clear], …) }` applied only as `.mask(gradientMask)`:
    /// a color in the body of a property or function of the file, `private` or named as a mask, whose every use in the
    /// file sits inside a mask. Like a color written in the mask, only its alpha is seen.
    static func isInMemberUsedOnlyInMasks(_ position: Int, atLine line: Int, _ tokens: [Token], _ declared: [TypeDecl], _ words: [String]) -> Bool {
        guard !words.isEmpty else { return false }
        let owners = declared.compactMap { type in type.members.filter { $0.line <= line }.max { $0.line < $1.line }.map { (type, $0) } }
        guard let (type, member) = owners.max(by: { $0.1.line < $1.1.line }), member.kind == .variable || member.kind == .function,
              member.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) || words.contains(where: member.name.lowercased().contains),
              let typeStart = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let typeEnd = TokenLookup.bodyEnd(from: typeStart, in: tokens), position < typeEnd else { return false }
        return isUsedOnlyInMasks(member.name, tokens, declared, words, through: 1)
    }

    /// Whether every use of `name` is inside a mask, or in a member of the file used only inside masks, `depth` members deep.
    static func isUsedOnlyInMasks(_ name: String, _ tokens: [Token], _ declared: [TypeDecl], _ words: [String], through depth: Int) -> Bool {
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
    static func member(enclosingLine line: Int, _ declared: [TypeDecl]) -> String? {
        declared.flatMap(\.members).filter { $0.line <= line }.max { $0.line < $1.line }?.name
    }

    /// `mask.fillColor = UIColor.red.cgColor`: the target of the assignment on this line names a mask.
    static func assignsToNonVisual(_ position: Int, _ tokens: [Token], _ words: [String]) -> Bool {
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
    static func isInsideNonVisualCall(_ position: Int, _ tokens: [Token], _ words: [String]) -> Bool {
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
}
