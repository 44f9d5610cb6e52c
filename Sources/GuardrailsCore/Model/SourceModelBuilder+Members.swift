/// Member headers: functions, variables and enum cases.
extension SourceModelBuilder {
    mutating func readFunctionHeader(keyword: String) {
        let line = tokens[index].line, column = tokens[index].column
        var position = index + 1
        var name = keyword
        var isFailable = false
        if keyword == "func" {
            guard position < tokens.count else { return }
            name = tokens[position].text
            declarationName = position
            position += 1
        } else if position < tokens.count, tokens[position].kind == .operator, tokens[position].text == "?" || tokens[position].text == "!" {
            isFailable = true
            position += 1
        }
        let afterName = position
        position = skipGenericParameters(from: position)
        let isGeneric = position != afterName
        var parameters: (opening: Int, closing: Int)?
        if isPunctuation(position, "(") {
            let closing = closingIndex(from: position, open: "(", close: ")")
            if keyword == "func" || keyword == "init", closing > position { parameters = (position, closing) }
            position = closing + 1
        }
        let (isAsync, brace, arrow) = readEffectsAndBody(from: position)
        guard let typeIndex = directType else {
            // A free function building a view controller (a share sheet helper): the index answers what it returns.
            if scopes.isEmpty, keyword == "func", let arrow, let result = controllerResult(arrow) { freeControllerFactories.append("\(name):\(result)") }
            // A free function taking a closure (`withTracer(tracer) { … }`): a scope the caller's code runs in.
            if scopes.isEmpty, keyword == "func", let parameters, (parameters.opening..<parameters.closing).contains(where: { tokens[$0].text == "->" }),
               !freeScopeFunctions.contains(name) {
                freeScopeFunctions.append(name)
            }
            if let brace { pendingBrace = brace; pendingScope = Scope(enclosingType: enclosingType, isTypeBody: false) }
            return
        }
        var body = MemberBody.none
        if let brace {
            if isPunctuation(brace + 1, "}") {
                let explained = tokens[brace + 1].followsComment || brace + 2 < tokens.count && tokens[brace + 2].followsTrailingComment
                body = explained ? .commentOnly : .empty
            } else {
                body = .nonEmpty
            }
            pendingBrace = brace
            pendingScope = Scope(enclosingType: Int32(typeIndex), isTypeBody: false)
        }
        // Only a protocol's requirements, empty bodies and the initializers of types and extensions (a test module's own way
        // to build a type, `init(products:)`; which of a type's initializers a test calls) are ever matched by full name;
        // labels cost a string per function. A protocol's initializer requirements keep their plain name.
        let isProtocol = types[typeIndex].kind == .protocol
        let matchedByFullName = keyword == "init" ? !isProtocol : body != .nonEmpty || isProtocol
        let labels = matchedByFullName ? parameters.map { ArgumentLabels.read(from: $0.opening, to: $0.closing, in: tokens) } : nil
        let kind: MemberKind = switch keyword {
        case "init": .initializer
        case "deinit": .deinitializer
        case "subscript": .subscriptDecl
        default: .function
        }
        // Asked outside a closure: a closure calling a method would capture (copy) the whole builder.
        var returnsOther = false
        if keyword == "func", !isGeneric, let arrow { returnsOther = returnsOtherType(arrow, brace: brace, ofTypeAt: typeIndex) }
        types[typeIndex].members.append(MemberDecl(
            kind: kind, name: name, attributes: pendingAttributes, modifiers: pendingModifiers, isAsync: isAsync, body: body,
            declaresResult: arrow.map { namesValueResult($0) } ?? false, controllerResult: arrow.flatMap { controllerResult($0) },
            returnsOtherType: returnsOther,
            argumentLabels: labels,
            parsesRawValue: keyword == "init" && parameters.map { ParsingInitializers.parsesRawValue(parameters: $0, isFailable: isFailable, body: brace, in: tokens) } ?? false,
            isGeneric: keyword == "func" && isGeneric,
            line: Int(line), column: Int(column),
            bodyLine: brace.map { tokens[$0].line } ?? 0, bodyColumn: brace.map { tokens[$0].column } ?? 0
        ))
    }

    /// Reads effects (`async`, `throws`) and the result type up to the body's `{`, or to where the next
    /// declaration starts when there is no body (protocol requirements); `arrow` is where the result type's `->` is.
    @inline(__always) func readEffectsAndBody(from start: Int) -> (isAsync: Bool, brace: Int?, arrow: Int?) {
        var isAsync = false
        var arrow: Int?
        var depth = 0
        var position = start
        // Tokens are read in place and punctuation by its byte: this walks every function header twice.
        while position < tokens.count, position - start < Self.headerLimit {
            if position > start, depth == 0, tokens[position].startsLine, startsDeclaration(tokens[position]) { return (isAsync, nil, arrow) }
            if isHeaderStop(at: position) { return (isAsync, nil, arrow) }
            switch tokens[position].kind {
            case .keyword where arrow == nil && tokens[position].text == "async":
                isAsync = true
            case .operator where arrow == nil && tokens[position].text == "->":
                arrow = position
            case .punctuation:
                switch Unicode.Scalar(tokens[position].firstByte) {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "{" where depth <= 0: return (isAsync, position, arrow)
                case "}", ";": return (isAsync, nil, arrow)
                default: break
                }
            default:
                break
            }
            position += 1
        }
        return (isAsync, nil, arrow)
    }

    /// The result type after the `->` at `arrow` when it names a view controller (`-> UIActivityViewController`).
    @inline(__always) func controllerResult(_ arrow: Int) -> String? {
        guard arrow + 1 < tokens.count, tokens[arrow + 1].kind == .identifier, tokens[arrow + 1].text.hasSuffix("Controller") else { return nil }
        return tokens[arrow + 1].text
    }

    /// For a static function, whether the result after the `->` at `arrow` (up to the body's `brace` or a `where`) names
    /// another type than the one at `typeIndex`: no `Self`, its name, name of its inheritance clause, `some` nor `any`.
    /// Takes the position, not the type: handing `types[i]` to a method of the builder copies the whole declaration.
    func returnsOtherType(_ arrow: Int, brace: Int?, ofTypeAt typeIndex: Int) -> Bool {
        guard pendingModifiers.contains(where: { $0 == "static" || $0 == "class" }) else { return false }
        var position = arrow + 1
        let end = min(brace ?? arrow + 16, tokens.count)
        while position < end {
            let token = tokens[position]
            if position > arrow + 1, token.startsLine || token.text == "where" { break }
            if token.kind == .identifier || token.kind == .keyword {
                let text = token.text
                if text == "Self" || text == "some" || text == "any" || text == types[typeIndex].name
                    || types[typeIndex].inheritance.contains(where: { $0.name == text }) { return false }
            }
            position += 1
        }
        return position > arrow + 1
    }

    /// Whether the result type after the `->` at `arrow` is a value, not `Void` or `()`: `-> Response`, `-> Int?`.
    @inline(__always) func namesValueResult(_ arrow: Int) -> Bool {
        var end = arrow + 1
        if end < tokens.count, tokens[end].text == "Void" {
            end += 1
        } else if isPunctuation(end, "("), isPunctuation(end + 1, ")") {
            end += 2
        } else {
            return true
        }
        guard end < tokens.count else { return false }
        return !(tokens[end].startsLine || isPunctuation(end, "{") || isPunctuation(end, "}") || isPunctuation(end, ";") || tokens[end].text == "where")
    }

    @inline(__always) func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .attribute, .pound: return true
        case .keyword: return Self.declarationStarters.contains(token) || Self.modifiers.contains(token)
        default: return false
        }
    }

    mutating func readVariable() {
        guard let typeIndex = directType, index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return }
        declarationName = index + 1
        var isAsync = false
        if types[typeIndex].kind == .protocol, let accessors = accessorBlock(after: index + 2) {
            isAsync = tokens[accessors].contains { $0.kind == .keyword && $0.text == "async" }
        }
        let isStoredVar = tokens[index].text == "var" && storesValue(after: index + 2)
        if tokens[index].text == "var", !isStoredVar, let facet = selfFacet(after: index + 2), !selfFacetNames.contains(facet) { selfFacetNames.append(facet) }
        types[typeIndex].members.append(MemberDecl(
            kind: .variable, name: tokens[index + 1].text, attributes: pendingAttributes, modifiers: pendingModifiers, isAsync: isAsync, body: .none,
            propertyType: PropertyTypeReader.read(tokens, after: index + 2), isStoredVar: isStoredVar, isLet: tokens[index].text == "let",
            line: Int(tokens[index].line), column: Int(tokens[index].column)
        ))
    }

    /// The type of a computed property whose body is only `self` (`: LedgerInputs { self }`, `: any LedgerInputs { return self }`),
    /// read from the colon at `start`.
    @inline(__always) func selfFacet(after start: Int) -> String? {
        guard isPunctuation(start, ":") else { return nil }
        let typePosition = isText(start + 1, "any") ? start + 2 : start + 1
        guard typePosition < tokens.count, tokens[typePosition].kind == .identifier, isPunctuation(typePosition + 1, "{") else { return nil }
        let body = isText(typePosition + 2, "return") ? typePosition + 3 : typePosition + 2
        return isText(body, "self") && isPunctuation(body + 1, "}") ? tokens[typePosition].text : nil
    }

    /// Whether the property whose name ends before `start` stores a value: it reaches an `=` or its end
    /// before a getter block (`{ get }`, `{ … }`); observers (`{ didSet … }`) store one too.
    @inline(__always) func storesValue(after start: Int) -> Bool {
        var depth = 0
        var position = start
        while position < tokens.count, position - start < 64 {
            if position > start, depth == 0, tokens[position].startsLine, startsDeclaration(tokens[position]) { return true }
            if tokens[position].kind == .operator, tokens[position].text == "=", depth == 0 { return true }
            if tokens[position].kind == .punctuation {
                switch Unicode.Scalar(tokens[position].firstByte) {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "{" where depth <= 0: return isText(position + 1, "willSet") || isText(position + 1, "didSet")
                case "}", ";": return true
                default: break
                }
            }
            position += 1
        }
        return true
    }

    /// The `{ get async throws }` range of a protocol property requirement.
    @inline(__always) func accessorBlock(after start: Int) -> Range<Int>? {
        var position = start
        while position < tokens.count, position - start < 64 {
            if isPunctuation(position, "{") {
                var end = position + 1
                while end < tokens.count, end - position < 64, !isPunctuation(end, "}") { end += 1 }
                return position..<min(end, tokens.count)
            }
            if position > start, tokens[position].startsLine { return nil }
            position += 1
        }
        return nil
    }

    /// `case a, b(Int), c = 3`: one member per case, each knowing whether it carries values.
    mutating func readEnumCase() {
        guard let typeIndex = directType, types[typeIndex].kind == .enum,
              index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return }
        declarationName = index + 1
        var position = index + 1
        while position < tokens.count, tokens[position].kind == .identifier, position - index < Self.headerLimit {
            var next = position + 1
            let hasValues = isPunctuation(next, "(")
            var carriesClosure = false
            if hasValues {
                let close = closingIndex(from: next, open: "(", close: ")")
                carriesClosure = (next..<close).contains { tokens[$0].kind == .operator && tokens[$0].text == "->" }
                next = close + 1
            }
            types[typeIndex].members.append(MemberDecl(
                kind: .enumCase, name: tokens[position].text, attributes: pendingAttributes, modifiers: pendingModifiers, isAsync: false, body: .none,
                hasAssociatedValues: hasValues, carriesClosure: carriesClosure, line: Int(tokens[index].line), column: Int(tokens[index].column)
            ))
            if next < tokens.count, tokens[next].kind == .operator, tokens[next].text == "=" {
                next += 2
                if next - 1 < tokens.count, tokens[next - 1].kind == .operator, tokens[next - 1].text == "-" { next += 1 }
            }
            guard isPunctuation(next, ","), next > position else { break }
            position = next + 1
        }
    }

    /// The index of the token that closes the bracket opened at `start`; when it is not closed within
    /// the header limit, `start` itself, so malformed input costs bounded work.
    func closingIndex(from start: Int, open: String, close: String) -> Int {
        // Punctuation is one byte: comparing first bytes spares a copy of each token and two string comparisons.
        let openByte = open.utf8.first ?? 0
        let closeByte = close.utf8.first ?? 0
        var depth = 0
        var position = start
        while position < tokens.count, position - start < Self.headerLimit, !isHeaderStop(at: position) {
            if tokens[position].kind == .punctuation {
                let byte = tokens[position].firstByte
                if byte == openByte { depth += 1 } else if byte == closeByte { depth -= 1 }
                if depth == 0 { return position }
            }
            position += 1
        }
        return start
    }
}
