import GuardrailsCore

/// `URLSession.shared.data(from: mediaURL)` in a media picker's delegate callback
/// (`imagePickerController(_:didFinishPickingMediaWithInfo:)`), `mediaURL` bound from that callback's `info` dictionary
/// (`if let mediaURL = info[.mediaURL] as? URL`): the picker hands a local file, which the session only reads off the disk. No
/// request reaches the network, so no configured session would change what is loaded; the session a component builds for
/// its requests stays `injectableTypes`' finding.
enum PickedMediaRead {
    private static let loads: Set<String> = ["data", "bytes", "download"]

    static func isRead(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        let types = file.model.types
        guard type == "URLSession", reference.name == "shared", reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 7 < tokens.count, tokens[position + 1].text == ".", loads.contains(tokens[position + 2].text), tokens[position + 3].text == "(",
              tokens[position + 4].text == "from", tokens[position + 5].text == ":", tokens[position + 6].kind == .identifier,
              tokens[position + 7].text == ")" else { return false }
        let at = (Int32(reference.line), Int32(reference.column))
        guard let method = types[Int(reference.enclosingType)].members.last(where: { (Int32($0.line), Int32($0.column)) < at }),
              method.kind == .function, method.name == "imagePickerController", method.bodyLine > 0, (method.bodyLine, method.bodyColumn) < at,
              let start = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
        // The internal name of the `didFinishPickingMediaWithInfo` parameter.
        var current = start
        var info: String?
        while current + 2 < position, (tokens[current].line, tokens[current].column) < (method.bodyLine, method.bodyColumn) {
            if tokens[current].text == "didFinishPickingMediaWithInfo" {
                info = tokens[current + 1].text == ":" ? tokens[current].text : tokens[current + 1].text
                break
            }
            current += 1
        }
        guard let info else { return false }
        let local = tokens[position + 6].text
        // `let mediaURL = info[…]` (also in `if let`/`guard let`) before the read.
        while current + 3 < position {
            if tokens[current].text == "let", tokens[current + 1].text == local, tokens[current + 2].text == "=", tokens[current + 3].text == info,
               current + 4 < tokens.count, tokens[current + 4].text == "[" { return true }
            current += 1
        }
        return false
    }
}
