/// A metatype written as the type of a closed list of types: a constant table (`let passes: [any GraphPass.Type] =
/// [PruneLeaves.self, MergeEdges.self]`), or a computed property or function answering `any ReportWriter.Type` whose body
/// only picks one of its fixed metatypes (`switch self { case .plain: PlainWriter.self … }`, `return PlainWriter.self`).
/// Whatever holds that metatype holds one of the listed types, which the compiler checks adopt the protocol; nothing hands
/// it another. A `var` table, a parameter, an associated value or a body computing anything else can receive any type.
enum ClosedMetatypes {
    /// `P` of `P.Type` at `position` (already known to be followed by `.Type`).
    static func isClosed(typeAt position: Int, in tokens: [Token]) -> Bool {
        let start = position > 0 && tokens[position - 1].text == "any" ? position - 1 : position
        let after = position + 3
        guard start >= 1, after < tokens.count else { return false }
        if isMark(tokens, start - 1, "[") {
            // `let name: [P.Type] = [A.self, B.self]`
            guard isMark(tokens, after, "]"), start >= 4, isMark(tokens, start - 2, ":"), tokens[start - 4].text == "let",
                  after + 2 < tokens.count, tokens[after + 1].text == "=", isMark(tokens, after + 2, "[") else { return false }
            var entry = after + 3
            var listed = 0
            while entry + 2 < tokens.count, isCapitalized(tokens[entry]), isMark(tokens, entry + 1, "."), tokens[entry + 2].text == "self" {
                listed += 1
                entry += 3
                if isMark(tokens, entry, ",") { entry += 1 }
            }
            return listed > 0 && isMark(tokens, entry, "]")
        }
        // `var name: P.Type {` or `func name(…) -> P.Type {`
        guard isMark(tokens, after, "{"), isMark(tokens, start - 1, ":") || tokens[start - 1].kind == .operator && tokens[start - 1].text == "->" else { return false }
        var current = after + 1
        var depth = 0
        var listed = 0
        while current < tokens.count {
            let token = tokens[current]
            switch token.kind {
            case .punctuation:
                if token.text == "{" {
                    depth += 1
                } else if token.text == "}" {
                    if depth == 0 { return listed > 0 }
                    depth -= 1
                } else if !allowedPunctuation.contains(token.text) {
                    return false
                }
            case .keyword:
                guard allowedKeywords.contains(token.text) else { return false }
            case .attribute:
                // `@unknown default:`
                break
            case .identifier:
                if isCapitalized(token), current + 2 < tokens.count, isMark(tokens, current + 1, "."), tokens[current + 2].text == "self" {
                    listed += 1
                    current += 3
                    continue
                }
                // A case of the switch (`.plain`) or its subject (`switch style`); any other name is a value computed.
                guard isMark(tokens, current - 1, ".") || tokens[current - 1].text == "switch" else { return false }
            default:
                return false
            }
            current += 1
        }
        return false
    }

    private static let allowedPunctuation: Set = [":", ",", ".", ";"]
    private static let allowedKeywords: Set = ["switch", "case", "default", "return", "self"]

    private static func isMark(_ tokens: [Token], _ position: Int, _ text: String) -> Bool {
        position >= 0 && position < tokens.count && tokens[position].kind == .punctuation && tokens[position].text == text
    }

    private static func isCapitalized(_ token: Token) -> Bool {
        token.kind == .identifier && token.firstByte >= UInt8(ascii: "A") && token.firstByte <= UInt8(ascii: "Z")
    }
}
