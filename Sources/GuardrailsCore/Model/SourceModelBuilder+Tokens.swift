/// What each kind of token does to the walk.
extension SourceModelBuilder {
    mutating func handlePunctuation(_ token: Token) {
        switch Unicode.Scalar(token.firstByte) {
        case "{":
            if index == pendingBrace {
                scopes.append(pendingScope)
                pendingBrace = -1
            } else {
                scopes.append(Scope(enclosingType: enclosingType, isTypeBody: false))
            }
        case "}":
            if !scopes.isEmpty { scopes.removeLast() }
        case ".":
            recordMemberAccess()
        default:
            break
        }
        clearPending()
    }

    mutating func recordMemberAccess() {
        guard let member = token(index + 1), member.kind == .identifier || member.kind == .keyword else { return }
        var basePosition = index - 1
        if let previous = token(basePosition), previous.kind == .operator, previous.text == "?" || previous.text == "!" {
            basePosition -= 1
        }
        let base = token(basePosition).flatMap { $0.kind == .identifier || $0.kind == .keyword ? $0.text : nil } ?? ""
        references.append(Reference(
            base: base, name: member.text, line: member.line, column: member.column, enclosingType: enclosingType,
            hasArguments: hasArguments(after: index + 1)
        ))
    }

    mutating func handleIdentifier(_ token: Token) {
        clearPending()
        guard index != declarationName, !isPunctuation(index - 1, ".") else { return }
        let first = token.text.utf8.first ?? 0
        let isCapitalized = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        let isCall = isPunctuation(index + 1, "(") && tokens[index + 1].followsSpace == false
        if isCapitalized || isCall {
            references.append(Reference(
                base: nil, name: token.text, line: token.line, column: token.column, enclosingType: enclosingType, statesCapability: followsCastKeyword() || inCapabilityClause(token),
                hasArguments: isCall && hasArguments(after: index)
            ))
        }
    }

    /// Inside `typealias X = A & B` (up to the end of its line) or the `where` clause of a type header.
    func inCapabilityClause(_ token: Token) -> Bool {
        (typealiasLine == token.line) || (whereClauseEnd > index)
    }

    /// `name(x)` rather than `name()` or `name` alone.
    func hasArguments(after position: Int) -> Bool {
        guard isPunctuation(position + 1, "("), tokens[position + 1].followsSpace == false else { return false }
        return !isPunctuation(position + 2, ")")
    }

    /// `as Name`, `as? Name`, `as! Name`, `is Name`.
    func followsCastKeyword() -> Bool {
        var previous = index - 1
        if let mark = token(previous), mark.kind == .operator, mark.text == "?" || mark.text == "!" { previous -= 1 }
        guard let keyword = token(previous), keyword.kind == .keyword else { return false }
        return keyword.text == "as" || keyword.text == "is"
    }

    mutating func handleKeyword(_ token: Token) {
        switch KeywordRole.byKeyword[token.text] {
        case .importDeclaration?:
            readImport()
        case .typeDeclaration(let kind)?:
            if kind == .class, isModifierUse(of: index) { return }
            readTypeHeader(kind: kind)
        case .function?:
            readFunctionHeader(keyword: token.text)
        case .variable?:
            readVariable()
        case .enumCase?:
            readEnumCase()
        case .typeAlias?:
            typealiasLine = token.line
            readTypeAlias()
        case .whereClause?:
            if pendingBrace > index && pendingScope.isTypeBody { whereClauseEnd = pendingBrace }
        case .modifier?:
            pendingModifiers.append(token.text)
            // `private(set)` qualifies the same declaration: keep its attributes.
            if isPunctuation(index + 1, "("), !tokens[index + 1].followsSpace {
                index = closingIndex(from: index + 1, open: "(", close: ")")
            }
            return
        case nil:
            break
        }
        clearPending()
    }

    /// `class func`, `class var` and `protocol P: class` use `class` as a modifier or constraint.
    func isModifierUse(of position: Int) -> Bool {
        guard let next = token(position + 1) else { return true }
        if next.kind == .keyword { return true }
        return next.kind != .identifier
    }
}
