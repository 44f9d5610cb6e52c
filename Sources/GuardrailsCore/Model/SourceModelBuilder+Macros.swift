/// Macro declarations and the attributes that apply macros.
extension SourceModelBuilder {
    /// `@attached(extension, conformances: RawRepresentable, Hashable)` before a `macro`: the conformances the role adds to
    /// every type the macro annotates, kept for the `macro` keyword. Reads from the `(` at `open` to its `)`, keywords
    /// included (`extension` is a role, not a declaration), and returns that `)`; without one, the `(` itself.
    mutating func readMacroRole(from open: Int) -> Int {
        var position = open + 1
        var depth = 1
        var inConformances = false
        while position < tokens.count, position - open < Self.headerLimit {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.firstByte == UInt8(ascii: "(") { depth += 1 } else if token.firstByte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return position }
                } else if token.firstByte == UInt8(ascii: "{") {
                    break
                }
            } else if token.kind == .identifier || token.kind == .keyword, depth == 1 {
                // A label (`names:`, `conformances:`) opens the next argument; a qualifier (`Swift.Hashable`) names nothing yet.
                if isPunctuation(position + 1, ":") {
                    inConformances = token.text == "conformances"
                } else if inConformances, token.kind == .identifier, !isPunctuation(position + 1, ".") {
                    pendingMacroConformances.append(token.text)
                }
            }
            position += 1
        }
        return open
    }

    /// `public macro Tolerant<T>() = #externalMacro(…)`: records the conformances its `@attached` roles declared.
    mutating func readMacroDeclaration() {
        guard !pendingMacroConformances.isEmpty, enclosingType < 0, let name = token(index + 1), name.kind == .identifier else { return }
        macroConformances[name.text, default: []].append(contentsOf: pendingMacroConformances)
    }

    /// A token of an attribute's generic arguments (`String` of `@Tolerant<String>`): a name is still a reference, and the
    /// attribute and modifiers read so far still decorate the declaration that follows.
    mutating func readAttributeArgument() {
        guard tokens[index].kind == .identifier else { return }
        let attributes = pendingAttributes
        let modifiers = pendingModifiers
        handleIdentifier()
        pendingAttributes = attributes
        pendingModifiers = modifiers
    }
}
