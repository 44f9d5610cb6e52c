/// Reads a property's type from the tokens after its name: `: Type?`, `: (A) async -> B`, `= Type(…)`
/// or `= Type.member`. Looks at a bounded number of tokens, so malformed input costs little.
enum PropertyTypeReader {
    private static let limit = 256

    /// `start` is the position just after the property's name.
    static func read(_ tokens: [Token], after start: Int) -> PropertyType? {
        guard start < tokens.count else { return nil }
        if isPunctuation(tokens, start, ":") {
            return annotation(tokens, from: start + 1)
        }
        if isAssignment(tokens, start) {
            return initialValue(tokens, from: start + 1)
        }
        return nil
    }

    private static let argumentlessAttributes: Set<String> = ["Sendable", "escaping", "autoclosure", "MainActor"]

    private static func annotation(_ tokens: [Token], from start: Int) -> PropertyType? {
        var position = start
        while position < tokens.count, tokens[position].kind == .attribute
                || (tokens[position].kind == .keyword && (tokens[position].text == "any" || tokens[position].text == "some")) {
            // `@Sendable(URL) -> Void`: these attributes take no arguments, so a `(` right after one opens the function type.
            let hasArguments = tokens[position].kind == .attribute && !argumentlessAttributes.contains(tokens[position].text)
                && isPunctuation(tokens, position + 1, "(") && !tokens[position + 1].followsSpace
            position = hasArguments ? closing(tokens, from: position + 1) + 1 : position + 1
        }
        guard position < tokens.count else { return nil }
        if isPunctuation(tokens, position, "[") { return collection(tokens, from: position) }
        if isPunctuation(tokens, position, "(") {
            let close = closing(tokens, from: position)
            var after = close + 1
            while after < tokens.count, tokens[after].kind == .keyword, tokens[after].text == "async" || tokens[after].text == "throws" {
                after += 1
            }
            let isArrow = after < tokens.count && tokens[after].kind == .operator && tokens[after].text == "->"
            let innerArrow = tokens[min(position + 1, close)..<close].contains { $0.kind == .operator && $0.text == "->" }
            return PropertyType(name: "", isOptional: isOptionalMark(tokens, close + 1), isFunction: isArrow || innerArrow, isAnnotated: true)
        }
        guard tokens[position].kind == .identifier else { return nil }
        var name = tokens[position].text
        while isPunctuation(tokens, position + 1, "."), position + 2 < tokens.count, tokens[position + 2].kind == .identifier {
            name = tokens[position + 2].text
            position += 2
        }
        position += 1
        var isOptional = isOptionalMark(tokens, position)
        if position < tokens.count, tokens[position].kind == .operator, tokens[position].text.hasPrefix("<") {
            let end = genericEnd(tokens, from: position)
            isOptional = end.isOptional || isOptionalMark(tokens, end.next)
            position = end.next
        }
        var isConstructed = false
        if isAssignment(tokens, position), let value = initialValue(tokens, from: position + 1), value.name == name {
            isConstructed = value.isConstructed
        }
        return PropertyType(name: name, isOptional: isOptional, isAnnotated: true, isConstructed: isConstructed)
    }

    /// `[Item]`, `[Item]?`, `[[Item]]`, `[any Feed]`, `[String: Item]`: the element's named type (a dictionary's value, the
    /// keys being hashable values), marked as a collection. A collection of closures, tuples or metatypes stays unread, as before.
    private static func collection(_ tokens: [Token], from open: Int) -> PropertyType? {
        var depth = 0
        var element = open + 1
        var position = open
        while position < tokens.count, position - open < limit {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "[", "(": depth += 1
                case "]", ")": depth -= 1
                case ":" where depth == 1: element = position + 1
                case "{", "}": return nil
                default: break
                }
                if depth == 0 { break }
            } else if token.text == "Type" || token.text == "Protocol", isPunctuation(tokens, position - 1, ".") {
                // A collection of metatypes (`[Any.Type]`) holds no instances: left unread, as before.
                return nil
            }
            position += 1
        }
        guard depth == 0, let stored = annotation(tokens, from: element), !stored.isFunction, !stored.name.isEmpty else { return nil }
        return PropertyType(name: stored.name, isOptional: isOptionalMark(tokens, position + 1), isAnnotated: true, isCollection: true)
    }

    /// `Type(…)`, `Module.Type(…)` or `Type.member`: the capitalized name the value starts with; or the standard type of a
    /// lone literal (`= ""`, `= 3`, `= true`), which Swift infers as surely as an annotation.
    private static func initialValue(_ tokens: [Token], from start: Int) -> PropertyType? {
        var position = start
        // As sure as an annotation: `let limit = 3` reads as `let limit: Int = 3` everywhere.
        if let literal = literalType(tokens, at: start) { return PropertyType(name: literal, isAnnotated: true) }
        guard position < tokens.count, tokens[position].kind == .identifier, isCapitalized(tokens[position].text) else { return nil }
        var name = tokens[position].text
        while isPunctuation(tokens, position + 1, "."), position + 2 < tokens.count, tokens[position + 2].kind == .identifier,
              isCapitalized(tokens[position + 2].text) {
            name = tokens[position + 2].text
            position += 2
        }
        let isCall = isPunctuation(tokens, position + 1, "(") && !tokens[position + 1].followsSpace
        return PropertyType(name: name, isAnnotated: false, isConstructed: isCall)
    }

    /// `String`, `Int`, `Double` or `Bool` when the token at `position` is a literal that ends the declaration (the next token
    /// starts a line, closes the body or separates): `"a" + b` or an interpolation is left unread.
    private static func literalType(_ tokens: [Token], at position: Int) -> String? {
        guard position < tokens.count else { return nil }
        let token = tokens[position]
        let type: String
        switch token.kind {
        case .string: type = "String"
        case .number: type = token.text.contains(".") || (!token.text.hasPrefix("0x") && token.text.lowercased().contains("e")) ? "Double" : "Int"
        case .keyword where token.text == "true" || token.text == "false": type = "Bool"
        default: return nil
        }
        let next = position + 1
        guard next < tokens.count else { return type }
        let following = tokens[next]
        if following.startsLine || (following.kind == .punctuation && (following.text == "}" || following.text == ";")) { return type }
        return nil
    }

    // MARK: Tokens

    private static func isPunctuation(_ tokens: [Token], _ position: Int, _ text: String) -> Bool {
        position < tokens.count && tokens[position].kind == .punctuation && tokens[position].text == text
    }

    private static func isAssignment(_ tokens: [Token], _ position: Int) -> Bool {
        position < tokens.count && tokens[position].kind == .operator && tokens[position].text == "="
    }

    private static func isOptionalMark(_ tokens: [Token], _ position: Int) -> Bool {
        guard position < tokens.count, tokens[position].kind == .operator else { return false }
        return tokens[position].text.hasPrefix("?") || tokens[position].text.hasPrefix("!")
    }

    private static func isCapitalized(_ text: String) -> Bool {
        text.unicodeScalars.first?.properties.isUppercase == true
    }

    /// The `)` matching the `(` at `start`, or the last position examined when it is not closed nearby.
    private static func closing(_ tokens: [Token], from start: Int) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count, position - start < limit {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == "(" { depth += 1 } else if tokens[position].text == ")" { depth -= 1 }
                if depth == 0 { return position }
            }
            position += 1
        }
        return min(position, tokens.count - 1)
    }

    /// Skips `<…>`; a closing token such as `>?` also marks the type optional.
    private static func genericEnd(_ tokens: [Token], from start: Int) -> (next: Int, isOptional: Bool) {
        var depth = 0
        var position = start
        while position < tokens.count, position - start < limit {
            let token = tokens[position]
            if token.kind == .operator {
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 {
                    return (position + 1, token.text.hasSuffix("?") || token.text.hasSuffix("!"))
                }
            } else if token.kind == .punctuation, token.text == "{" || token.text == "}" {
                break
            }
            position += 1
        }
        return (position, false)
    }
}
