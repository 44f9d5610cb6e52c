import GuardrailsCore

/// Conformers whose empty witnesses are their whole job, told by shape: a null object named as empty or disabled that
/// does nothing at all, a dead object whose every other method refuses with an error, and a witness handed a `Void`
/// value to write into its sinks.
enum InertConformers {
    /// Words that, starting a type's name as a whole camel-case word, name a null object (`EmptySignpost`,
    /// `DisabledTracker`, `SilentHaptics`, `BlankCompactor`) when the type is nothing but empty methods. Not `Quiet`,
    /// which also names real handlers of quiet periods.
    private static let nullPrefixes = ["Empty", "Disabled", "Silent", "Blank", "Inert", "Idle"]

    /// `struct EmptySignpost: Signposting { func end() {} }`: named as empty, disabled, silent or blank, storing nothing, and every member an
    /// empty method or initializer: the stand-in handed out when the feature is off. A type so named that stores or
    /// computes anything (`EmptyStateView` with its labels or `body`) is a real type, and its empty witnesses are reported.
    /// The word may be the whole name (`struct Empty {}`, a protocol's `associatedtype Loader: Reloading = Empty`): such a
    /// type, whose declarations store nothing (`index`), is the null object itself.
    static func isNamedNullObject(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let name = type.name.drop { $0 == "_" }
        guard nullPrefixes.contains(where: { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase || $0 == "_" } ?? true
        }) else { return false }
        if nullPrefixes.contains(String(name)), index.declarations(named: type.name).contains(where: \.hasStoredProperties) { return false }
        // A case without a payload (`enum EmptyGenerator { case instance; … }`) is how an enum names its one value: it stores nothing.
        return type.members.contains(where: { $0.kind != .enumCase }) && type.members.allSatisfy { member in
            (member.kind == .enumCase && !member.hasAssociatedValues)
                || ((member.kind == .function || member.kind == .initializer) && (member.body == .empty || member.body == .commentOnly))
        }
    }

    /// A conformer whose every other instance method refuses with an error (`throw Failure.closed`, or a stream it
    /// hands back finished at once, `output.finish(throwing: Failure.closed)`): a dead object, the session a closed
    /// connection hands out, with nothing to flush or close. An error saying the work is not done yet
    /// (`notImplemented`, `todo`) marks an unfinished type instead, which stays reported.
    static func isDeadObject(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        var refusals = 0
        for method in type.members where method.kind == .function && !method.modifiers.contains("static") {
            switch method.body {
            case .empty, .commentOnly:
                continue
            case .none, .nonEmpty:
                guard let body = bodyTokens(of: method, tokens), refuses(body) else { return false }
                refusals += 1
            }
        }
        return refusals > 0
    }

    /// `func encode(_ value: Void, into buffer: inout Buffer) {}` of a conformer binding the protocol's value type to
    /// `Void` (`typealias Output = Void`): the value carries nothing, so writing it into the `inout` sinks it is handed
    /// writes nothing. Every parameter is such a value or an `inout` sink, one of them a value.
    static func writesVoidValue(_ method: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let types = parameterTypes(of: method, tokens) else { return false }
        let aliases = voidAliases(tokens)
        var values = 0
        for type in types {
            if type.first == "inout" { continue }
            guard type == ["Void"] || type == ["(", ")"] || (type.count == 1 && aliases.contains(type[0])) else { return false }
            values += 1
        }
        return values > 0
    }

    /// `func writeValued(to encoder: Encoder) throws {}`: a witness handed nothing but the `Encoder` (`any`/`some` too), one pass
    /// of an encoding split across requirements; a conformer with nothing to write in that pass writes nothing, its whole job.
    static func writesOnlyToEncoder(_ method: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let types = parameterTypes(of: method, tokens), types.count == 1, let type = types.first else { return false }
        return type == ["Encoder"] || type.count == 2 && type[1] == "Encoder" && (type[0] == "any" || type[0] == "some")
    }

    /// The tokens of each parameter's type, after its colon (`inout` included), or `nil` when the declaration is not found.
    private static func parameterTypes(of method: MemberDecl, _ tokens: [Token]) -> [[String]]? {
        guard let keyword = keyword(of: method, tokens) else { return nil }
        let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
        guard let opening = tokens[keyword..<parameters.end].firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }) else { return nil }
        var types: [[String]] = []
        var current: [String]?
        var depth = 0
        for position in (opening + 1)..<parameters.end {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case "," where depth == 0:
                    types.append(current ?? [])
                    current = nil
                    continue
                case ":" where depth == 0 && current == nil:
                    current = []
                    continue
                default: break
                }
            }
            current?.append(token.text)
        }
        if let current { types.append(current) }
        return types
    }

    /// Names the file aliases to `Void`: `typealias Output = Void`, `typealias Reply = ()`.
    private static func voidAliases(_ tokens: [Token]) -> Set<String> {
        var aliases: Set<String> = []
        for position in tokens.indices where tokens[position].text == "typealias" && position + 3 < tokens.count && tokens[position + 2].text == "=" {
            let value = tokens[position + 3]
            if value.text == "Void" || (value.text == "(" && position + 4 < tokens.count && tokens[position + 4].text == ")") {
                aliases.insert(tokens[position + 1].text)
            }
        }
        return aliases
    }

    /// The `func` keyword of `method`, past the attributes and modifiers its declaration starts with.
    private static func keyword(of method: MemberDecl, _ tokens: [Token]) -> Int? {
        guard let start = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return nil }
        return tokens[start...].prefix(24).firstIndex { $0.kind == .keyword && $0.text == "func" }
    }

    /// The tokens between a method's braces.
    static func bodyTokens(of method: MemberDecl, _ tokens: [Token]) -> ArraySlice<Token>? {
        guard let keyword = keyword(of: method, tokens) else { return nil }
        let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
        guard let brace = tokens[parameters.end...].prefix(64).firstIndex(where: { $0.kind == .punctuation && $0.text == "{" }),
              let end = TokenLookup.bodyEnd(from: parameters.end, in: tokens), brace < end else { return nil }
        return tokens[(brace + 1)..<end]
    }

    /// Every statement throws, or finishes a continuation with an error (`output.finish(throwing: Failure.closed)`), also
    /// inside the stream or value it returns (`.init { output, input in … }`); and no error says the work is unfinished.
    static func refuses(_ body: ArraySlice<Token>) -> Bool {
        var body = body
        if body.first?.text == "return" { body = body.dropFirst() }
        // `.init { output, input in … }`, `AsyncThrowingStream { continuation in … }`: the value handed back, built refusing.
        if let open = body.firstIndex(where: { $0.kind == .punctuation && $0.text == "{" }), open > body.startIndex, open - body.startIndex <= 4,
           body[body.startIndex..<open].allSatisfy({ $0.kind == .identifier || $0.text == "." || $0.text == "init" }),
           body.last?.text == "}", let inKeyword = body[open...].prefix(12).firstIndex(where: { $0.text == "in" }) {
            body = body[(inKeyword + 1)..<(body.endIndex - 1)]
        }
        guard !body.isEmpty, !body.contains(where: { token in
            let text = token.text.lowercased()
            return text.contains("implement") || text.contains("todo")
        }) else { return false }
        var statements: [ArraySlice<Token>] = []
        var start = body.startIndex
        for position in body.indices where position > start && body[position].startsLine {
            statements.append(body[start..<position])
            start = position
        }
        statements.append(body[start..<body.endIndex])
        return statements.allSatisfy { statement in
            guard let first = statement.first else { return true }
            if first.text == "throw" { return true }
            let texts = statement.prefix(6).map(\.text)
            return texts.count == 6 && texts[1] == "." && texts[2] == "finish" && texts[3] == "(" && texts[4] == "throwing" && texts[5] == ":"
        }
    }
}

extension InertConformers {
    /// First words (whole) of a wrapper over a resource it does not own (`UnownedIOCloser`, `BorrowedHandle`).
    private static let nonOwningPrefixes = ["Unowned", "Borrowed"]

    /// `struct BorrowedCloser: Closer { func close() throws {} }`: a wrapper named as not owning what it wraps leaves its
    /// end-of-life hooks (`close`, `dispose`, `release`, `invalidate`) empty on purpose, since the owner closes the resource;
    /// an empty `write()` of it is still judged.
    static func releasesNothingItDoesNotOwn(_ type: TypeDecl, _ method: MemberDecl) -> Bool {
        let name = type.name.drop { $0 == "_" }
        guard nonOwningPrefixes.contains(where: { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase || $0 == "_" } == true
        }) else { return false }
        let first = method.name.prefix { $0.isLowercase }
        return EventCallbacks.namesEndOfLifeHook(method.name) || ["release", "invalidate", "free", "deallocate", "unmap"].contains(String(first))
    }

    /// `func visit<T>(_: T) throws {}` beside `func visit(_ node: Branch)` (and `func visit(_ world: World) {}` beside that
    /// generic one): a double-dispatch visitor's catch-all, witnessing every node kind its pass ignores. Doing nothing for an
    /// ignored node is the visitor's job; the protocol's overloads of one name over node types cannot be narrowed per pass.
    /// The pass's other generic catch-alls count with it (`visitPost<T>` beside `visit<T>` and `visit(_ node: Branch)`).
    static func isDispatchCatchAll(_ method: MemberDecl, of type: TypeDecl) -> Bool {
        let functions = type.members.filter { $0.kind == .function }
        if method.isGeneric {
            // Some name of the type is overloaded by a generic catch-all beside a specific node kind.
            return functions.contains { generic in
                generic.isGeneric && functions.contains { $0.name == generic.name && $0.line != generic.line && !$0.isGeneric }
            }
        }
        return functions.contains { other in
            other.line != method.line && other.isGeneric && (other.body == .empty || other.body == .commentOnly) && other.fullName == method.fullName
        }
    }
}
