/// What each kind of token does to the walk.
extension SourceModelBuilder {
    mutating func handlePunctuation() {
        switch Unicode.Scalar(tokens[index].firstByte) {
        case "{":
            var scope = index == pendingBrace ? pendingScope : Scope(enclosingType: enclosingType, isTypeBody: false)
            if index == pendingBrace { pendingBrace = -1 }
            // Preview code: inside a `#Preview` block or a `PreviewProvider`'s body, and everything nested in them.
            scope.isPreview = scopes.last?.isPreview == true || index == previewBrace
                || (scope.isTypeBody && types[Int(scope.enclosingType)].inherits("PreviewProvider"))
            if index == previewBrace { previewBrace = -1 }
            scopes.append(scope)
        case "}":
            if !scopes.isEmpty { scopes.removeLast() }
        // The index pass keeps capitalized members (`Handler.Callback`): they tell a qualifier from a use of the type.
        case "." where recordsEveryReference || startsWithCapital(index + 1):
            recordMemberAccess()
        default:
            break
        }
        clearPending()
    }

    mutating func recordMemberAccess() {
        let memberPosition = index + 1
        guard memberPosition < tokens.count, isWord(memberPosition) else { return }
        var basePosition = index - 1
        if isPostfixMark(basePosition) { basePosition -= 1 }
        let base = basePosition >= 0 && isWord(basePosition) ? tokens[basePosition].text : ""
        references.append(Reference(
            base: base, name: tokens[memberPosition].text, line: tokens[memberPosition].line, column: tokens[memberPosition].column,
            enclosingType: enclosingType, hasArguments: hasArguments(after: memberPosition)
        ))
    }

    /// A token at `position`, if any, whose first byte is an ASCII capital.
    @inline(__always) func startsWithCapital(_ position: Int) -> Bool {
        guard position < tokens.count else { return false }
        let first = tokens[position].firstByte
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// `_XPCService`: a name an underscore hides, a capital after it.
    @inline(__always) func startsWithUnderscoredCapital(_ position: Int) -> Bool {
        guard position < tokens.count, tokens[position].firstByte == UInt8(ascii: "_") else { return false }
        let second = tokens[position].text.utf8.dropFirst().first ?? 0
        return second >= UInt8(ascii: "A") && second <= UInt8(ascii: "Z")
    }

    /// An identifier or keyword at `position`, which must be in range.
    @inline(__always) func isWord(_ position: Int) -> Bool {
        tokens[position].kind == .identifier || tokens[position].kind == .keyword
    }

    /// `?` or `!` written after a value (`a?.b`, `a!.b`).
    @inline(__always) func isPostfixMark(_ position: Int) -> Bool {
        guard position >= 0, position < tokens.count, tokens[position].kind == .operator, tokens[position].text.utf8.count == 1 else { return false }
        let byte = tokens[position].firstByte
        return byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
    }

    mutating func handleIdentifier() {
        clearPending()
        guard index != declarationName, !isPunctuation(index - 1, ".") else { return }
        let isCapitalized = startsWithCapital(index)
        let isCall = isPunctuation(index + 1, "(") && tokens[index + 1].followsSpace == false
        let first = tokens[index].firstByte
        let isLowercase = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
        // `(any _XPCService).self` handed to a call: an underscored type's metatype, told as a capitalized name's is.
        let isMetatype = (isCapitalized || first == UInt8(ascii: "_") && startsWithUnderscoredCapital(index)) && isMetatypeArgument()
        if isCapitalized, isPunctuation(index + 1, "."), index + 2 < tokens.count, tokens[index + 2].text == "Type", ClosedMetatypes.isClosed(typeAt: index, in: tokens) {
            closedMetatypeNames.append(tokens[index].text)
        } else if isCapitalized, isPunctuation(index + 1, "{"), ClosedMetatypes.isClosedPick(typeAt: index, in: tokens) {
            closedMetatypeNames.append(tokens[index].text)
        } else if isCapitalized, isPunctuation(index + 1, "{") || isPostfixMark(index + 1) && isPunctuation(index + 2, "{"),
                  ClosedMetatypes.isBuiltFromTable(typeAt: index, in: tokens) {
            closedMetatypeNames.append(tokens[index].text)
        }
        if isCapitalized || isMetatype || isCall && (recordsEveryReference || !isLowercase) {
            let isCast = followsCastKeyword()
            if isCast, isCapitalized {
                let name = castTypeName()
                if !castNames.contains(name) { castNames.append(name) }
            }
            references.append(Reference(
                base: nil, name: tokens[index].text, line: tokens[index].line, column: tokens[index].column, enclosingType: enclosingType,
                statesCapability: isCast || inCapabilityClause() || namesSelectorOwner() || namesOpaqueResult(),
                hasArguments: isCall && hasArguments(after: index), isMetatypeArgument: isMetatype,
                isInPreview: scopes.last?.isPreview == true
            ))
        }
    }

    /// `Name.self` as an argument: straight after `(`, `,` or a label's `:`; also parenthesized, as an existential's
    /// metatype is spelled (`NSXPCInterface(with: (any Name).self)`).
    @inline(__always) func isMetatypeArgument() -> Bool {
        guard index + 2 < tokens.count else { return false }
        if isPunctuation(index + 1, "."), tokens[index + 2].text == "self" {
            return startsArgument(index - 1)
        }
        guard index + 3 < tokens.count, isPunctuation(index + 1, ")"), isPunctuation(index + 2, "."), tokens[index + 3].text == "self" else { return false }
        let opening = index > 0 && tokens[index - 1].text == "any" ? index - 2 : index - 1
        return isPunctuation(opening, "(") && startsArgument(opening - 1)
    }

    /// `(`, `,` or a label's `:` at `position`: what an argument follows.
    private func startsArgument(_ position: Int) -> Bool {
        isPunctuation(position, "(") || isPunctuation(position, ",") || isPunctuation(position, ":")
    }

    /// Inside `typealias X = A & B` (up to the end of its line, or of the last line it composes on) or the `where` clause of a type header.
    @inline(__always) func inCapabilityClause() -> Bool {
        (typealiasLine <= tokens[index].line && tokens[index].line <= typealiasEndLine) || (whereClauseEnd > index)
    }

    /// The type a `#selector` names its method through (`#selector((any Reloading).reload)`, `#selector(getter: Item.title)`):
    /// it spells a message, and holds or receives no value of the type.
    /// Asked of every capitalized name, so tokens are told apart by their first byte before any text is compared.
    @inline(__always) func namesSelectorOwner() -> Bool {
        var position = index - 1
        while position >= 0, index - position <= 6, Self.mayLeadToSelectorOwner(tokens[position]) { position -= 1 }
        return position >= 0 && tokens[position].firstByte == UInt8(ascii: "#") && tokens[position].text == "#selector"
    }

    /// `(`, `any`, `getter`, `setter` or `:`: what stands between `#selector` and the type it names.
    private static func mayLeadToSelectorOwner(_ token: Token) -> Bool {
        switch token.firstByte {
        case UInt8(ascii: "("), UInt8(ascii: ":"): token.text.utf8.count == 1
        case UInt8(ascii: "a"): token.text == "any"
        case UInt8(ascii: "g"): token.text == "getter"
        case UInt8(ascii: "s"): token.text == "setter"
        default: false
        }
    }

    /// `name(x)` rather than `name()` or `name` alone.
    @inline(__always) func hasArguments(after position: Int) -> Bool {
        guard isPunctuation(position + 1, "("), tokens[position + 1].followsSpace == false else { return false }
        return !isPunctuation(position + 2, ")")
    }

    /// A function's opaque result (`-> some Name`): the function picks the conformer, so the name only states what its
    /// callers may ask of the value; nothing hands the function one.
    @inline(__always) func namesOpaqueResult() -> Bool {
        let previous = index - 1
        guard previous > 0, tokens[previous].firstByte == UInt8(ascii: "s"), tokens[previous].text == "some" else { return false }
        return tokens[previous - 1].kind == .operator && tokens[previous - 1].text == "->"
    }

    /// `as Name`, `as? Name`, `as! Name`, `is Name`, also through an existential (`as? any Name`).
    /// The type a cast names, from its first name: the last capitalized name of a qualified one (`as? Keys.Prompting`).
    func castTypeName() -> String {
        var position = index
        while isPunctuation(position + 1, "."), !tokens[position + 1].followsSpace, position + 2 < tokens.count,
              tokens[position + 2].kind == .identifier, startsWithCapital(position + 2) {
            position += 2
        }
        return tokens[position].text
    }

    @inline(__always) func followsCastKeyword() -> Bool {
        var previous = index - 1
        if previous >= 0, tokens[previous].firstByte == UInt8(ascii: "a"), tokens[previous].text == "any" { previous -= 1 }
        if isPostfixMark(previous) { previous -= 1 }
        guard previous >= 0, tokens[previous].kind == .keyword, tokens[previous].text.utf8.count == 2 else { return false }
        return tokens[previous].text == "as" || tokens[previous].text == "is"
    }

    mutating func handleKeyword() {
        switch KeywordRole.of(tokens[index].text, firstByte: tokens[index].firstByte) {
        case .importDeclaration?:
            readImport()
        case .typeDeclaration(let kind)?:
            if kind == .class, isModifierUse(of: index) {
                // `class func`, `class var`: a type member, like `static`; `protocol P: class` declares nothing.
                if index + 1 < tokens.count, tokens[index + 1].kind == .keyword { pendingModifiers.append("class") }
                return
            }
            readTypeHeader(kind: kind)
        case .function?:
            readFunctionHeader(keyword: tokens[index].text)
        case .variable?:
            readVariable()
        case .enumCase?:
            readEnumCase()
        case .typeAlias?:
            typealiasLine = tokens[index].line
            typealiasEndLine = typealiasLine
            readTypeAlias()
        case .associatedType?:
            // `associatedtype Record` in a protocol: a requirement the members do not list.
            if let typeIndex = directType, types[typeIndex].kind == .protocol { types[typeIndex].declaresAssociatedType = true }
        case .macroDeclaration?:
            readMacroDeclaration()
        case .whereClause?:
            if pendingBrace > index && pendingScope.isTypeBody { whereClauseEnd = pendingBrace }
        case .modifier?:
            pendingModifiers.append(tokens[index].text)
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
    @inline(__always) func isModifierUse(of position: Int) -> Bool {
        guard position + 1 < tokens.count else { return true }
        return tokens[position + 1].kind != .identifier
    }
}
