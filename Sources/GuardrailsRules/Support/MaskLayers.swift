import GuardrailsCore

/// Layers nobody sees: a layer assigned to a `mask`, and the sublayers added to such a layer, give the mask only the
/// alpha of what they draw, so the colors set on them are not a design decision (`hardcoded-color`).
enum MaskLayers {
    /// A color in the initializer of a `private` layer property (`private lazy var fade: CAGradientLayer = { … }()`),
    /// or assigned to a member of one (`fade.colors = [NSColor.red.cgColor]`), whose layer is only ever a mask or a
    /// sublayer of one.
    static func isSetOnMaskOnlyLayer(_ position: Int, _ tokens: [Token], _ declared: [TypeDecl], _ words: [String]) -> Bool {
        guard !words.isEmpty, let layer = privateProperty(holding: position, tokens, declared) ?? assignedLayer(at: position, tokens, declared) else { return false }
        return isMaskOnly(layer, tokens, declared, words, through: 3)
    }

    /// Every use of `name` as a value is a mask (`view.layer?.mask = name`, `.mask(name)`) or a sublayer added to a
    /// layer that is itself only a mask; a use as a receiver (`name.frame = bounds`) configures the layer without
    /// showing it.
    private static func isMaskOnly(_ name: String, _ tokens: [Token], _ declared: [TypeDecl], _ words: [String], through depth: Int) -> Bool {
        let uses = tokens.indices.filter { offset in
            tokens[offset].kind == .identifier && tokens[offset].text == name && !isDeclaration(offset, tokens) && !isMemberOfAnother(offset, tokens)
                && !isReceiver(offset, tokens)
        }
        return !uses.isEmpty && uses.allSatisfy { use in
            if InvisibleColors.assignsToNonVisual(use, tokens, words) || InvisibleColors.isInsideNonVisualCall(use, tokens, words) { return true }
            guard depth > 0, let host = sublayerHost(of: use, tokens, declared), host != name else { return false }
            return isMaskOnly(host, tokens, declared, words, through: depth - 1)
        }
    }

    /// `mask.addSublayer(name)`: the layer `name` is added to, a property of the file, or the one whose initializer
    /// adds it to the local layer it builds (`let l = CALayer(); l.addSublayer(name); return l`).
    private static func sublayerHost(of use: Int, _ tokens: [Token], _ declared: [TypeDecl]) -> String? {
        let argument = use >= 2 && tokens[use - 1].text == "." && tokens[use - 2].text == "self" ? use - 2 : use
        guard argument >= 4, tokens[argument - 1].text == "(", ["addSublayer", "insertSublayer"].contains(tokens[argument - 2].text),
              tokens[argument - 3].text == "." else { return nil }
        let receiver = tokens[argument - 4].text == "?" && argument >= 5 ? argument - 5 : argument - 4
        guard tokens[receiver].kind == .identifier, !isMemberOfAnother(receiver, tokens) else { return nil }
        if declared.contains(where: { $0.members.contains { $0.kind == .variable && $0.name == tokens[receiver].text } }) { return tokens[receiver].text }
        return privateProperty(holding: use, tokens, declared)
    }

    /// The `private` or `fileprivate` property whose declaration (its initializer closure or accessor) holds `position`.
    private static func privateProperty(holding position: Int, _ tokens: [Token], _ declared: [TypeDecl]) -> String? {
        let line = Int(tokens[position].line)
        guard let member = declared.flatMap(\.members).filter({ $0.line <= line }).max(by: { $0.line < $1.line }),
              member.kind == .variable, member.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }),
              let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens), start < position, position < end else { return nil }
        return member.name
    }

    /// `fade.colors = [NSColor.red.cgColor]` (or `self.fade.colors`): the `private` property whose member the line assigns.
    private static func assignedLayer(at position: Int, _ tokens: [Token], _ declared: [TypeDecl]) -> String? {
        var current = position - 1
        while current >= 0, position - current <= 12, tokens[current].line == tokens[position].line, !(tokens[current].kind == .operator && tokens[current].text == "=") {
            current -= 1
        }
        guard current >= 0, tokens[current].text == "=", tokens[current].line == tokens[position].line else { return nil }
        var start = current - 1
        while start >= 2, tokens[start].kind == .identifier, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        if tokens[start].text == "self" { start += 2 }
        guard start >= 0, start + 1 < current, tokens[start].kind == .identifier, tokens[start + 1].text == "." else { return nil }
        let name = tokens[start].text
        let isPrivate = declared.contains { type in
            type.members.contains { $0.kind == .variable && $0.name == name && $0.modifiers.contains { $0 == "private" || $0 == "fileprivate" } }
        }
        return isPrivate ? name : nil
    }

    private static func isDeclaration(_ offset: Int, _ tokens: [Token]) -> Bool {
        offset > 0 && tokens[offset - 1].kind == .keyword && ["let", "var", "func"].contains(tokens[offset - 1].text)
    }

    /// `other.name`: a member of something else, not the property; `self.name` is the property.
    private static func isMemberOfAnother(_ offset: Int, _ tokens: [Token]) -> Bool {
        offset >= 2 && tokens[offset - 1].text == "." && tokens[offset - 2].text != "self"
    }

    /// `name.frame = bounds`, `name?.removeFromSuperlayer()`: the layer is configured, not handed on.
    private static func isReceiver(_ offset: Int, _ tokens: [Token]) -> Bool {
        guard offset + 1 < tokens.count else { return false }
        return tokens[offset + 1].text == "." || (tokens[offset + 1].text == "?" && offset + 2 < tokens.count && tokens[offset + 2].text == ".")
    }
}
