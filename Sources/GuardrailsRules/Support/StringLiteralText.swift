import GuardrailsCore

/// The lexer keeps no string content: the text of a one-line string literal is read back from the source, from the
/// opening quote of its token to the next quote, for the few rules that judge a literal's words.
enum StringLiteralText {
    /// The literal's text up to 200 bytes, or nil when the token does not open a plain `"` literal on one line.
    static func text(of literal: Token, in source: [UInt8]) -> String? {
        guard literal.kind == .string else { return nil }
        var line = 1
        var offset = 0
        while offset < source.count, line < Int(literal.line) {
            if source[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        var start = offset + Int(literal.column) - 1
        guard start >= 0, start < source.count, source[start] == UInt8(ascii: "\"") else { return nil }
        start += 1
        guard let end = source[start...].prefix(200).firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }) else { return nil }
        return String(decoding: source[start..<end], as: UTF8.self)
    }
}
