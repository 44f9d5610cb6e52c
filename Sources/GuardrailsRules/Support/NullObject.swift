import GuardrailsCore

/// A conformer whose methods do nothing of their own: each hands back its input (`return data`), answers a constant
/// (`nil`, `false`, `0`, `[]`, `Data()`, `.none`, or a stored `let` fixed at init), also through the callback it is handed (`completion(nil)`), or is empty. That
/// is a Null Object (a cipher for the "no encryption" choice that returns what it is given and has nothing to wipe),
/// whatever it is called: its empty methods are its job.
enum NullObject {
    /// True when `type` stores no `var`, and its instance methods are empty, comment-only or answer their input or a
    /// constant, at least one of them answering (a type whose methods are all empty does nothing visibly on purpose).
    static func isNullObject(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        answers(of: type, tokens).map { $0 > 0 } ?? false
    }

    /// True when `type` (a declaration, not an extension of a type declared elsewhere) stores no `var` and its instance
    /// methods are all empty, comment-only or answer their input or a constant, none of them required to answer: a type
    /// that does nothing (`struct SilentHaptics: HapticsPlaying { func play(_ kind: HapticKind) {} }`). Whether that is
    /// a null object depends on the other conformers, which do the work it leaves out.
    static func doesNothing(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        type.kind != .extension && type.kind != .protocol && answers(of: type, tokens) != nil
    }

    /// The number of instance methods answering their input or a constant, when every other one is empty and `type`
    /// stores no `var`; `nil` for a type that does anything else.
    private static func answers(of type: TypeDecl, _ tokens: [Token]) -> Int? {
        guard !type.members.contains(where: \.isStoredVar) else { return nil }
        let storedLets = storedConstants(of: type)
        var answers = 0
        for method in type.members where method.kind == .function && !method.modifiers.contains("static") {
            switch method.body {
            case .empty, .commentOnly:
                continue
            case .none, .nonEmpty:
                guard answersInputOrConstant(method, storedLets: storedLets, tokens) else { return nil }
                answers += 1
            }
        }
        return answers
    }

    /// A `let` fixed at init is a constant of the instance (`func list() -> [Int] { self.list }` of a strategy that
    /// ignores updates). A closure-typed one is behaviour, not a constant.
    static func storedConstants(of type: TypeDecl) -> Set<String> {
        Set(type.members.filter { $0.isLet && !$0.modifiers.contains("static") && $0.propertyType?.isFunction != true }.map(\.name))
    }

    /// `{ return data }`, `{ data }`, `{ nil }`, `{ [] }`, `{ .none }`, `{ completion(nil) }`, where `data` and
    /// `completion` are parameters of the method.
    static func answersInputOrConstant(_ method: MemberDecl, storedLets: Set<String>, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: method.line, column: method.column, in: tokens),
              let open = (start..<min(tokens.count, start + 32)).first(where: { isPunctuation(tokens[$0], "(") }),
              let close = Parentheses.closing(opening: open, in: tokens),
              let brace = (close..<min(tokens.count, close + 64)).first(where: { isPunctuation(tokens[$0], "{") }),
              let end = TokenLookup.bodyEnd(from: close, in: tokens), brace < end else { return false }
        var parameters: Set<String> = []
        for position in open + 1..<close where isPunctuation(tokens[position], ":") && tokens[position - 1].kind == .identifier {
            parameters.insert(tokens[position - 1].text)
        }
        var body = Array(tokens[brace + 1..<end])
        if body.first?.kind == .keyword, body.first?.text == "return" { body.removeFirst() }
        if body.count == 3, body[0].text == "self", isPunctuation(body[1], ".") { body.removeFirst(2) }
        if body.count == 1, body[0].kind == .identifier, storedLets.contains(body[0].text), !parameters.contains(body[0].text) { return true }
        return isConstantOrParameter(body[...], parameters) || isCallbackWithConstants(body[...], parameters)
    }

    /// A parameter or a literal constant: `data`, `nil`, `true`, `0`, `""`, `[]`, `[:]`, `.none`, or an empty standard
    /// value built without arguments (`Data()`, `[Int]()`); `Date()` or `UUID()` is not constant and does not count.
    private static func isConstantOrParameter(_ value: ArraySlice<Token>, _ parameters: Set<String>) -> Bool {
        let value = Array(value)
        if value.count >= 3, isPunctuation(value[value.count - 2], "("), isPunctuation(value[value.count - 1], ")") {
            let type = value.dropLast(2)
            if type.count == 1 { return emptyValueTypes.contains(type[type.startIndex].text) }
            return type.count == 3 && isPunctuation(value[0], "[") && value[1].kind == .identifier && isPunctuation(value[2], "]")
        }
        // `([], nil)`: a tuple of constants or parameters is one too.
        if value.count >= 5, isPunctuation(value[0], "("), isPunctuation(value[value.count - 1], ")"),
           Parentheses.closing(opening: 0, in: value) == value.count - 1 {
            return topLevelElements(value[1..<(value.count - 1)]).allSatisfy { isConstantOrParameter($0, parameters) }
        }
        switch value.count {
        case 1:
            let token = value[0]
            return token.kind == .number || token.kind == .string || (token.kind == .identifier && parameters.contains(token.text))
                || (token.kind == .keyword && ["nil", "true", "false"].contains(token.text))
        case 2:
            return (isPunctuation(value[0], "[") && isPunctuation(value[1], "]")) || (isPunctuation(value[0], ".") && value[1].kind == .identifier)
        case 3:
            return isPunctuation(value[0], "[") && isPunctuation(value[1], ":") && isPunctuation(value[2], "]")
        default:
            return false
        }
    }

    /// The callback form of answering a constant: `completion(nil)`, `handler?(false, input)`, also handed to a queue or
    /// task first (`queue.async { completion(nil) }`, `Task { handler(.none) }`): a parameter called with parameters and constants.
    private static func isCallbackWithConstants(_ body: ArraySlice<Token>, _ parameters: Set<String>) -> Bool {
        var body = body
        if let open = body.firstIndex(where: { isPunctuation($0, "{") }), open > body.startIndex, open - body.startIndex <= 6,
           body[body.startIndex..<open].allSatisfy({ $0.kind == .identifier || isPunctuation($0, ".") }), let last = body.last, isPunctuation(last, "}") {
            body = body[(open + 1)..<(body.endIndex - 1)]
        }
        guard let callee = body.first, callee.kind == .identifier, parameters.contains(callee.text) else { return false }
        body = body.dropFirst()
        if let mark = body.first, mark.kind == .operator, mark.text == "?" { body = body.dropFirst() }
        guard let open = body.first, isPunctuation(open, "("), let close = body.last, isPunctuation(close, ")") else { return false }
        var arguments = body.dropFirst().dropLast()
        while !arguments.isEmpty {
            let comma = arguments.firstIndex { isPunctuation($0, ",") } ?? arguments.endIndex
            var argument = arguments[arguments.startIndex..<comma]
            if argument.count > 2, argument[argument.startIndex].kind == .identifier, isPunctuation(argument[argument.startIndex + 1], ":") {
                argument = argument.dropFirst(2)
            }
            guard isConstantOrParameter(argument, parameters) else { return false }
            arguments = comma < arguments.endIndex ? arguments[(comma + 1)...] : []
        }
        return true
    }

    /// The comma-separated elements of a tuple's contents, split only outside brackets and parentheses.
    private static func topLevelElements(_ tokens: ArraySlice<Token>) -> [ArraySlice<Token>] {
        var elements: [ArraySlice<Token>] = []
        var depth = 0
        var start = tokens.startIndex
        for position in tokens.indices where tokens[position].kind == .punctuation {
            switch tokens[position].text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                elements.append(tokens[start..<position])
                start = position + 1
            default: break
            }
        }
        elements.append(tokens[start..<tokens.endIndex])
        return elements
    }

    /// Standard types whose argumentless initializer builds an empty value.
    private static let emptyValueTypes: Set<String> = ["Data", "String", "Array", "Set", "Dictionary", "IndexSet", "Substring"]

    private static func isPunctuation(_ token: Token, _ text: String) -> Bool {
        token.kind == .punctuation && token.text == text
    }
}
