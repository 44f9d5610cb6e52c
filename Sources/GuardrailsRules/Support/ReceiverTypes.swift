import GuardrailsCore

/// The type a receiver holds when the code around it does not annotate it: a closure's parameter taking the elements of a
/// collection the file declares, or a property the file declares anywhere (`private let registry = PeerRegistry()`).
/// Whole-file reads: asked only for a site a rule is about to report.
enum ReceiverTypes {
    /// `row` of `meshRows.reduce(into: …) { counts, row in … }` or `rows.forEach { row in … }`: the element type of the collection
    /// the closure declaring it iterates, read from that collection's declaration in the file (`var meshRows: [PeerRow]`).
    static func iteratedElementType(of parameter: String, before position: Int, in tokens: [Token]) -> String? {
        var current = position
        for _ in 0..<6 {
            guard let opener = TokenLookup.enclosingBrace(of: current, tokens, within: 4096) else { return nil }
            current = opener
            var offset = opener + 1
            var names: [String] = []
            while offset < tokens.count, offset - opener < 16, tokens[offset].kind == .identifier || [",", "(", ")", "_"].contains(tokens[offset].text) {
                if tokens[offset].kind == .identifier { names.append(tokens[offset].text) }
                offset += 1
            }
            // A closure of other parameters (or a block): `parameter` comes from further out.
            guard offset < tokens.count, tokens[offset].text == "in", names.contains(parameter) else { continue }
            // `collection.method(…) {` or `collection.method {`.
            var method = opener - 1
            if tokens[method].text == ")" {
                guard let opening = Parentheses.opening(closing: method, in: tokens) else { return nil }
                method = opening - 1
            }
            guard method >= 2, tokens[method].kind == .identifier, tokens[method - 1].text == ".", tokens[method - 2].kind == .identifier else { return nil }
            return elementType(ofCollection: tokens[method - 2].text, in: tokens)
        }
        return nil
    }

    /// `meshRows: [PeerRow]`, `rows: Set<PeerRow>` or `rows: Array<PeerRow>` declared in the file: `PeerRow`.
    static func elementType(ofCollection name: String, in tokens: [Token]) -> String? {
        for offset in tokens.indices where tokens[offset].kind == .identifier && tokens[offset].text == name && offset + 5 < tokens.count && tokens[offset + 1].text == ":" {
            let opening = tokens[offset + 2].text
            let isWrapped = opening == "[" || (opening == "Set" || opening == "Array") && tokens[offset + 3].text == "<"
            let element = tokens[offset + (opening == "[" ? 3 : 4)]
            let closing = tokens[offset + (opening == "[" ? 4 : 5)].text
            if isWrapped, element.kind == .identifier, element.text.first?.isUppercase == true, closing == "]" || closing == ">" { return element.text }
        }
        return nil
    }

    /// `let registry = PeerRegistry()` or `var registry: PeerRegistry` declared anywhere in the file: `PeerRegistry`.
    static func declaredType(of name: String, in tokens: [Token]) -> String? {
        for offset in tokens.indices.dropFirst() where tokens[offset].kind == .identifier && tokens[offset].text == name {
            guard tokens[offset - 1].kind == .keyword, tokens[offset - 1].text == "let" || tokens[offset - 1].text == "var" else { continue }
            if let type = LocalDeclaration.annotatedOrConstructedType(after: offset, in: tokens) { return type }
        }
        return nil
    }
}
