/// A metatype written as the type of a closed list of types (or an instance picked from one, `isClosedPick`): a constant table (`let passes: [any GraphPass.Type] =
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
        // `let name: [String: any P.Type] = ["a": A.self, B.key: B.self]`: a lookup table keyed by a name.
        if isMark(tokens, start - 1, ":"), isMark(tokens, after, "]") {
            guard start >= 6, isMark(tokens, start - 3, "["), isMark(tokens, start - 4, ":"), tokens[start - 6].text == "let",
                  after + 2 < tokens.count, tokens[after + 1].text == "=", isMark(tokens, after + 2, "[") else { return false }
            return listedEntries(from: after + 3, in: tokens) > 0
        }
        // `var name: P.Type {` or `func name(…) -> P.Type {`
        guard isMark(tokens, after, "{"), isMark(tokens, start - 1, ":") || tokens[start - 1].kind == .operator && tokens[start - 1].text == "->" else { return false }
        return (picks(from: after + 1, in: tokens, instances: false) ?? 0) > 0
    }

    /// `P` of `func resolver() -> P {` or `var resolver: any P {` (already known to be followed by `{`) whose body only
    /// picks one instance of two or more listed types, one per case: `switch self { case let .luck(odds): return LuckStep(odds: odds) …
    /// default: fatalError("…") }`, each pick a capitalized type's initializer (its arguments and trailing closure are
    /// not read). The instance form of a closed list: the function builds one of a fixed set of types, which the compiler
    /// checks adopt the protocol; nothing hands it another, so no double could be put in their place. A body returning
    /// anything but such an initializer (a stored value, a parameter, a call of another function) can hand out any value.
    /// Cases may sit in conditional compilation branches (`#if CAMERA_MODULE … #else fatalError(…) #endif`).
    static func isClosedPick(typeAt position: Int, in tokens: [Token]) -> Bool {
        let start = position > 0 && tokens[position - 1].text == "any" ? position - 1 : position
        guard start >= 3 else { return false }
        let opener = tokens[start - 1]
        guard opener.kind == .operator && opener.text == "->" || isMark(tokens, start - 1, ":") && tokens[start - 3].text == "var" else { return false }
        // A `public`, `open` or `package` pick hands its result to clients beyond the package, which may hold it.
        guard !isPublished(before: start - 1, in: tokens) else { return false }
        // A switch over cases, the body's whole: one initializer alone (`-> SecurityService { SecurityServiceImpl(…) }`) is a
        // factory handing out the composition root's choice, not a pick among a closed family.
        var current = position + 2
        if current < tokens.count, tokens[current].text == "return" { current += 1 }
        guard current < tokens.count, tokens[current].text == "switch" else { return false }
        return (picks(from: current, in: tokens, instances: true) ?? 0) > 1
    }

    /// How many `key: A.self` entries a dictionary literal starting at `start` (after its `[`) holds, 0 unless each is
    /// one: a key of a few literal or dotted-name tokens (`"profile"`, `ProfileLink.host`, `.profile`), then a metatype.
    private static func listedEntries(from start: Int, in tokens: [Token]) -> Int {
        var entry = start
        var listed = 0
        while entry < tokens.count, !isMark(tokens, entry, "]") {
            var colon = entry
            while colon < tokens.count, colon - entry < 6, tokens[colon].kind == .string || tokens[colon].kind == .identifier || tokens[colon].kind == .number
                    || isMark(tokens, colon, ".") { colon += 1 }
            guard colon > entry, isMark(tokens, colon, ":"), colon + 3 < tokens.count, isCapitalized(tokens[colon + 1]), isMark(tokens, colon + 2, "."),
                  tokens[colon + 3].text == "self" else { return 0 }
            listed += 1
            entry = colon + 4
            if isMark(tokens, entry, ",") { entry += 1 }
        }
        return entry < tokens.count ? listed : 0
    }

    /// `P` of `func link(for url: URL) -> P? {` (already known to be followed by `{`, or `?` and `{`) whose every `return`
    /// answers `nil` or builds an instance from a metatype the body looked up in a table (`guard let kind = known[host]
    /// else { return nil }; return kind.init()`), one build at least. What it hands out is one of the table's types; whether
    /// that table is closed is told by the table's own use (`isClosed`), an open one (`var`, a parameter) counting apart.
    static func isBuiltFromTable(typeAt position: Int, in tokens: [Token]) -> Bool {
        let start = position > 0 && tokens[position - 1].text == "any" ? position - 1 : position
        guard start >= 1, tokens[start - 1].kind == .operator, tokens[start - 1].text == "->" else { return false }
        guard !isPublished(before: start - 1, in: tokens) else { return false }
        var current = isMark(tokens, position + 1, "{") ? position + 2 : position + 3
        var depth = 0
        var looked: Set<String> = []
        var built = 0
        while current < tokens.count {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                if depth == 0 { return built > 0 }
                depth -= 1
            }
            // `let kind = known[host]`: a metatype looked up in a table.
            if token.text == "let", current + 4 < tokens.count, tokens[current + 1].kind == .identifier, tokens[current + 2].text == "=",
               tokens[current + 3].kind == .identifier, isMark(tokens, current + 4, "[") {
                looked.insert(tokens[current + 1].text)
            }
            if token.text == "return", current + 1 < tokens.count {
                let value = tokens[current + 1]
                if value.text == "nil" {
                    current += 2
                    continue
                }
                guard looked.contains(value.text), current + 4 < tokens.count, isMark(tokens, current + 2, "."), tokens[current + 3].text == "init",
                      isMark(tokens, current + 4, "(") else { return false }
                built += 1
            }
            current += 1
        }
        return false
    }

    /// How many types the body starting at `start` (after its `{`) picks, `nil` if it does anything but switch over cases
    /// to answer them: a metatype (`PlainWriter.self`), or with `instances` an initializer (`Step(odds: odds)`, `Step { … }`,
    /// its arguments and trailing closure not read); `fatalError(…)` may end a case.
    private static func picks(from start: Int, in tokens: [Token], instances: Bool) -> Int? {
        var current = start
        var depth = 0
        var listed = 0
        while current < tokens.count {
            let token = tokens[current]
            switch token.kind {
            case .punctuation:
                if token.text == "(" || token.text == "{" {
                    depth += 1
                } else if token.text == ")" {
                    depth -= 1
                } else if token.text == "}" {
                    if depth == 0 { return listed }
                    depth -= 1
                } else if !allowedPunctuation.contains(token.text) {
                    return nil
                }
            case .keyword:
                // A contextual keyword a pattern binds as a name (`case let .play(card, actor)`) is a name.
                guard allowedKeywords.contains(token.text) || isMark(tokens, current - 1, "(") || isMark(tokens, current - 1, ",") else { return nil }
            case .attribute:
                // `@unknown default:`
                break
            case .pound:
                // `case .camera:` then `#if CAMERA_MODULE return CameraAccess() #else fatalError(…) #endif`: the cases a build
                // compiles in pick all the same; a condition (the rest of its line) is no value computed.
                switch token.text {
                case "#if", Token.debugBranch, "#elseif":
                    current += 1
                    while current < tokens.count, !tokens[current].startsLine { current += 1 }
                    continue
                case "#else", "#endif": break
                default: return nil
                }
            case .identifier:
                if !instances, isCapitalized(token), current + 2 < tokens.count, isMark(tokens, current + 1, "."), tokens[current + 2].text == "self" {
                    listed += 1
                    current += 3
                    continue
                }
                if instances && isCapitalized(token) || token.text == "fatalError" || token.text == "preconditionFailure" {
                    guard let after = skipGroups(from: current + 1, in: tokens), after > current + 1 else { return nil }
                    if isCapitalized(token) { listed += 1 }
                    current = after
                    continue
                }
                // A case (`.luck`), the switch's subject, or a name a pattern binds (`case let .luck(odds)`, `.exact(let count)`);
                // any other name is a value computed.
                let previous = tokens[current - 1].text
                guard previous == "." || previous == "switch" || previous == "(" || previous == "," || previous == "let" || previous == "var" else { return nil }
            default:
                return nil
            }
            current += 1
        }
        return nil
    }

    /// The `func` or `var` declaring the result at `position` carries `public`, `open` or `package` among the words before it.
    private static func isPublished(before position: Int, in tokens: [Token]) -> Bool {
        var current = position
        var depth = 0
        while current > 0, position - current < 96 {
            let text = tokens[current].text
            if tokens[current].kind == .punctuation, text == ")" || text == "]" { depth += 1 }
            if tokens[current].kind == .punctuation, text == "(" || text == "[" { depth -= 1 }
            if depth == 0, text == "{" || text == "}" || text == ";" { return false }
            if depth == 0, text == "func" || text == "var" { break }
            current -= 1
        }
        return tokens[max(0, current - 4)..<current].contains { $0.text == "public" || $0.text == "open" || $0.text == "package" }
    }

    /// The position after the parenthesized arguments and trailing closures starting at `position`, if balanced.
    private static func skipGroups(from position: Int, in tokens: [Token]) -> Int? {
        var current = position
        while current < tokens.count, isMark(tokens, current, "(") || isMark(tokens, current, "{") {
            var depth = 0
            repeat {
                if isMark(tokens, current, "(") || isMark(tokens, current, "{") || isMark(tokens, current, "[") { depth += 1 }
                if isMark(tokens, current, ")") || isMark(tokens, current, "}") || isMark(tokens, current, "]") { depth -= 1 }
                current += 1
            } while depth > 0 && current < tokens.count
            guard depth == 0 else { return nil }
        }
        return current
    }

    private static let allowedPunctuation: Set = [":", ",", ".", ";"]
    private static let allowedKeywords: Set = ["switch", "case", "default", "return", "self", "let", "var"]

    private static func isMark(_ tokens: [Token], _ position: Int, _ text: String) -> Bool {
        position >= 0 && position < tokens.count && tokens[position].kind == .punctuation && tokens[position].text == text
    }

    private static func isCapitalized(_ token: Token) -> Bool {
        token.kind == .identifier && token.firstByte >= UInt8(ascii: "A") && token.firstByte <= UInt8(ascii: "Z")
    }
}
