/// Type headers: name, generic parameters, inheritance and the brace that opens the body.
extension SourceModelBuilder {
    mutating func readTypeHeader(kind: TypeKind) {
        let line = tokens[index].line, column = tokens[index].column
        var position = index + 1
        var name: String
        var qualifier: String?
        var qualifyingPath: String?
        let sugared = kind == .extension ? sugaredCollection(at: position) : nil
        if let sugared {
            // `[K: V]` has no qualifier or generic arguments to skip.
            name = sugared.name
            position = sugared.closing
        } else {
            guard position < tokens.count, tokens[position].kind == .identifier else { return }
            name = tokens[position].text
        }
        if kind == .extension {
            while sugared == nil, isPunctuation(position + 1, "."), position + 2 < tokens.count, tokens[position + 2].kind == .identifier {
                qualifyingPath = qualifyingPath.map { "\($0).\(name)" } ?? name
                qualifier = name
                name = tokens[position + 2].text
                position += 2
            }
        } else {
            declarationName = position
        }
        position += 1
        let afterName = position
        position = skipGenericParameters(from: position)
        let isGeneric = kind != .extension && position != afterName
        var inheritance: [InheritedType] = []
        if isPunctuation(position, ":") {
            (inheritance, position) = readInheritance(from: position + 1)
        }
        guard let brace = openingBrace(from: position) else { return }
        let typeIndex = types.count
        types.append(TypeDecl(
            kind: kind, name: name, attributes: pendingAttributes, modifiers: pendingModifiers, inheritance: inheritance,
            isGeneric: isGeneric, parent: enclosingType >= 0 ? Int(enclosingType) : nil, qualifier: qualifier, qualifyingPath: qualifyingPath, line: Int(line), column: Int(column)
        ))
        if debugBranches.isInDebugBranch { types[typeIndex].isDebugOnly = true }
        pendingBrace = brace
        pendingScope = Scope(enclosingType: Int32(typeIndex), isTypeBody: true)
    }

    /// `extension [String: Value]: Stub` extends `Dictionary`, `extension [Item]: Stub` `Array`: the conformance is
    /// recorded under the sugared type's name. Only a conforming extension is read; others keep being skipped.
    @inline(__always) private func sugaredCollection(at position: Int) -> (name: String, closing: Int)? {
        guard isPunctuation(position, "[") else { return nil }
        let closing = closingIndex(from: position, open: "[", close: "]")
        guard closing > position, isPunctuation(closing + 1, ":") else { return nil }
        var depth = 0
        var isDictionary = false
        for current in (position + 1)..<closing where tokens[current].kind == .punctuation {
            switch tokens[current].text {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case ":" where depth == 0: isDictionary = true
            default: break
            }
        }
        return (isDictionary ? "Dictionary" : "Array", closing)
    }

    @inline(__always) func skipGenericParameters(from position: Int) -> Int {
        guard position < tokens.count, tokens[position].kind == .operator, tokens[position].firstByte == UInt8(ascii: "<") else { return position }
        var depth = 0
        var current = position
        while current < tokens.count, current - position < Self.headerLimit {
            if tokens[current].kind == .operator, tokens[current].text != "->" {
                for byte in tokens[current].text.utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            } else if isPunctuation(current, "{") || isPunctuation(current, "}") {
                return current
            } else if isHeaderStop(at: current) {
                return current
            }
            current += 1
            if depth <= 0 { return current }
        }
        return current
    }

    @inline(__always) func readInheritance(from start: Int) -> ([InheritedType], Int) {
        var entries: [InheritedType] = []
        var attributes: [String] = []
        var name: String?
        var isQualified = false
        var qualifier: String?
        var depth = 0
        var position = start
        while position < tokens.count, position - start < Self.headerLimit {
            // Read in place: a copy of each token retains and releases its text.
            let kind = tokens[position].kind
            if depth == 0, isPunctuation(position, "{") || isPunctuation(position, "}") || isPunctuation(position, ";") { break }
            if depth == 0, kind == .keyword, tokens[position].text == "where" { break }
            if kind == .keyword, Self.headerStops.contains(tokens[position]) { break }
            switch kind {
            case .attribute where depth == 0:
                attributes.append(tokens[position].text)
            case .identifier where depth == 0:
                name = tokens[position].text
                isQualified = isPunctuation(position - 1, ".")
                qualifier = isQualified && position - 2 >= start && tokens[position - 2].kind == .identifier ? tokens[position - 2].text : nil
            case .keyword where depth == 0 && (tokens[position].text == "class" || tokens[position].text == "any" || tokens[position].text == "AnyObject"):
                name = tokens[position].text
                isQualified = false
                qualifier = nil
            case .operator where depth == 0 && tokens[position].text == "&":
                // `protocol Session: UserSaving & NoteSaving`: a composition inherits each of its members.
                if let name { entries.append(InheritedType(name: name, attributes: attributes, isQualified: isQualified, qualifier: qualifier)) }
                name = nil
            case .operator where tokens[position].text != "->":
                for byte in tokens[position].text.utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth = max(0, depth - 1) }
                }
            case .punctuation where isPunctuation(position, "(") || isPunctuation(position, "["):
                depth += 1
            case .punctuation where isPunctuation(position, ")") || isPunctuation(position, "]"):
                depth = max(0, depth - 1)
            case .punctuation where depth == 0 && isPunctuation(position, ","):
                if let name { entries.append(InheritedType(name: name, attributes: attributes, isQualified: isQualified, qualifier: qualifier)) }
                name = nil
                attributes = []
            default:
                break
            }
            position += 1
        }
        if let name { entries.append(InheritedType(name: name, attributes: attributes, isQualified: isQualified, qualifier: qualifier)) }
        return (entries, position)
    }

    /// The `{` that opens the body of the declaration whose header continues at `start`.
    @inline(__always) func openingBrace(from start: Int) -> Int? {
        var depth = 0
        var position = start
        while position < tokens.count, position - start < Self.headerLimit, !isHeaderStop(at: position) {
            if tokens[position].kind == .punctuation {
                switch Unicode.Scalar(tokens[position].firstByte) {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "{" where depth <= 0: return position
                case "}", ";": return nil
                default: break
                }
            }
            position += 1
        }
        return nil
    }
}

/// Top-level type aliases: the names on the right of `=`, read on the alias's line only.
extension SourceModelBuilder {
    /// `= (Event) -> Void`, `= @Sendable (Int) async -> Bool`: an arrow on the alias's line after `=` (or on the line closing its parameters).
    @inline(__always) func aliasesFunctionType(after equals: Int, line: Int32) -> Bool {
        var position = equals + 1
        // A parameter list may run over several lines (`typealias Handler = (\n    _ id: String\n) -> Void`): inside its
        // parentheses the alias goes on past the line it starts on, to the line closing them.
        var depth = 0
        var line = line
        while let token = token(position), token.line == line || depth > 0, position - equals < Self.headerLimit {
            if token.kind == .operator, token.text == "->" { return true }
            if token.kind == .punctuation {
                switch token.text {
                case "{", "}", ";": return false
                case "(": depth += 1
                case ")":
                    depth -= 1
                    line = token.line
                default: break
                }
            }
            position += 1
        }
        return false
    }

    mutating func readTypeAlias() {
        let keyword = tokens[index]
        guard let nameToken = token(index + 1), nameToken.kind == .identifier else { return }
        var position = skipGenericParameters(from: index + 2)
        guard let equals = token(position), equals.kind == .operator, equals.text == "=" else { return }
        if aliasesFunctionType(after: position, line: keyword.line) { functionAliases.insert(nameToken.text) }
        // A nested alias (`typealias Body = …` in a view) names something only inside its type.
        guard enclosingType < 0 else { return }
        position += 1
        var names: [String] = []
        var current: String?
        var depth = 0
        var line = keyword.line
        var isUntyped = false
        while let token = token(position), position - index < Self.headerLimit, !isHeaderStop(token) {
            if token.line != line {
                // `typealias Full =\n    Reading & Writing &\n    Syncing`: a composition goes on past a line ending in `=` or `&`,
                // or into a line opening with `&`.
                let previous = tokens[position - 1]
                guard (previous.kind == .operator && (previous.text == "=" || previous.text == "&")) || (token.kind == .operator && token.text == "&") else { break }
                line = token.line
                typealiasEndLine = line
            }
            // `typealias Payload = [String: Any]`: bare `Any` anywhere in the aliased type (`any Codable` is not).
            if token.kind == .identifier, token.text == "Any" || token.text == "AnyObject" { isUntyped = true }
            switch token.kind {
            case .identifier where depth == 0:
                current = token.text
            case .operator where token.text == "->":
                // A function type names no supertype.
                return
            case .operator where depth == 0 && token.text == "&":
                if let name = current { names.append(name) }
                current = nil
            case .operator:
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth = max(0, depth - 1) }
                }
            case .punctuation where token.text == "(" || token.text == "[":
                depth += 1
            case .punctuation where token.text == ")" || token.text == "]":
                depth = max(0, depth - 1)
            case .punctuation where token.text == "{" || token.text == "}" || token.text == ";":
                position = tokens.count
                continue
            default:
                break
            }
            position += 1
        }
        if let name = current { names.append(name) }
        guard !names.isEmpty || isUntyped else { return }
        aliases.append(TypeAliasDecl(name: nameToken.text, aliasedNames: names, isUntyped: isUntyped))
    }
}
