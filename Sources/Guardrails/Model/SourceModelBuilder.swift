/// Reads declarations, imports and references out of a token stream.
///
/// One forward walk with an explicit scope stack. A declaration header is read ahead (bounded, never
/// recursive) to find its name, inheritance and the brace that opens its body; the walk then pushes
/// the right scope when it reaches that brace, so every token is still seen once as code.
struct SourceModelBuilder {
    private static let headerLimit = 4096
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override",
        "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned", "convenience", "required",
        "indirect", "dynamic", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]
    private static let declarationStarters: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype",
        "class", "struct", "enum", "protocol", "actor", "extension", "import",
    ]
    /// Keywords that cannot occur inside a declaration header: reaching one means the header ended
    /// (or was malformed), which keeps every look-ahead short on broken input.
    private static let headerStops: Set<String> = [
        "func", "struct", "enum", "protocol", "extension", "import", "actor", "init", "deinit", "subscript",
        "typealias", "associatedtype",
    ]
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias", "actor"]

    private let tokens: [Token]
    private var index = 0
    private var scopes: [Scope] = []
    private var imports: [ImportDecl] = []
    private var types: [TypeDecl] = []
    private var references: [Reference] = []
    private var pendingAttributes: [String] = []
    private var pendingModifiers: [String] = []
    private var pendingBrace = -1
    private var pendingScope = Scope(enclosingType: -1, isTypeBody: false)
    private var declarationName = -1

    private init(tokens: [Token]) {
        self.tokens = tokens
        references.reserveCapacity(tokens.count / 4)
    }

    static func build(_ lexed: LexedSource) -> SourceModel {
        var builder = SourceModelBuilder(tokens: lexed.tokens)
        builder.run()
        // Copy to exact size: models of every file stay in memory until all files are checked.
        let references = builder.references.withUnsafeBufferPointer { Array($0) }
        return SourceModel(
            imports: builder.imports, types: builder.types, references: references,
            directives: lexed.directives, lineCount: lexed.lineCount
        )
    }

    private mutating func clearPending() {
        pendingAttributes.removeAll()
        pendingModifiers.removeAll()
    }

    private var enclosingType: Int32 { scopes.last?.enclosingType ?? -1 }

    /// The type whose body directly holds the current token, if any.
    private var directType: Int? {
        guard let scope = scopes.last, scope.isTypeBody else { return nil }
        return Int(scope.enclosingType)
    }

    /// `class` also ends a header, except in an inheritance clause (`protocol P: class`).
    private func isHeaderStop(_ token: Token, allowingClass: Bool = false) -> Bool {
        token.kind == .keyword && (Self.headerStops.contains(token.text) || (!allowingClass && token.text == "class"))
    }

    private func token(_ position: Int) -> Token? {
        position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    private func isPunctuation(_ position: Int, _ text: Unicode.Scalar) -> Bool {
        guard position >= 0, position < tokens.count else { return false }
        return tokens[position].kind == .punctuation && tokens[position].firstByte == UInt8(ascii: text)
    }

    private mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .attribute:
                pendingAttributes.append(token.text)
                if isPunctuation(index + 1, "("), tokens[index + 1].followsSpace == false {
                    index = closingIndex(from: index + 1, open: "(", close: ")")
                }
            case .keyword:
                handleKeyword(token)
            case .punctuation:
                handlePunctuation(token)
            case .identifier:
                handleIdentifier(token)
            default:
                clearPending()
            }
            index += 1
        }
    }

    // MARK: Tokens

    private mutating func handlePunctuation(_ token: Token) {
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

    private mutating func recordMemberAccess() {
        guard let member = token(index + 1), member.kind == .identifier || member.kind == .keyword else { return }
        var basePosition = index - 1
        if let previous = token(basePosition), previous.kind == .operator, previous.text == "?" || previous.text == "!" {
            basePosition -= 1
        }
        let base = token(basePosition).flatMap { $0.kind == .identifier || $0.kind == .keyword ? $0.text : nil } ?? ""
        references.append(Reference(
            base: base, name: member.text, line: member.line, column: member.column, enclosingType: enclosingType
        ))
    }

    private mutating func handleIdentifier(_ token: Token) {
        clearPending()
        guard index != declarationName, !isPunctuation(index - 1, ".") else { return }
        let first = token.text.utf8.first ?? 0
        let isCapitalized = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        let isCall = isPunctuation(index + 1, "(") && tokens[index + 1].followsSpace == false
        if isCapitalized || isCall {
            references.append(Reference(
                base: nil, name: token.text, line: token.line, column: token.column, enclosingType: enclosingType
            ))
        }
    }

    private mutating func handleKeyword(_ token: Token) {
        switch token.text {
        case "import":
            readImport()
        case "class" where isModifierUse(of: index):
            return
        case "class", "struct", "enum", "protocol", "actor", "extension":
            readTypeHeader(kind: TypeKind(rawValue: token.text) ?? .class)
        case "func", "init", "deinit", "subscript":
            readFunctionHeader(keyword: token.text)
        case "var", "let":
            readVariable()
        case "case":
            readEnumCase()
        default:
            if Self.modifiers.contains(token.text) {
                pendingModifiers.append(token.text)
                // `private(set)` qualifies the same declaration: keep its attributes.
                if isPunctuation(index + 1, "("), !tokens[index + 1].followsSpace {
                    index = closingIndex(from: index + 1, open: "(", close: ")")
                }
            } else {
                clearPending()
            }
            return
        }
        clearPending()
    }

    /// `class func`, `class var` and `protocol P: class` use `class` as a modifier or constraint.
    private func isModifierUse(of position: Int) -> Bool {
        guard let next = token(position + 1) else { return true }
        if next.kind == .keyword { return true }
        return next.kind != .identifier
    }

    // MARK: Imports

    private mutating func readImport() {
        let start = tokens[index]
        var position = index + 1
        var kind: String?
        if let next = token(position), next.kind == .keyword, Self.importKinds.contains(next.text) {
            kind = next.text
            position += 1
        }
        var components: [String] = []
        while let part = token(position), part.kind == .identifier || part.kind == .keyword || part.kind == .operator {
            components.append(part.text)
            guard isPunctuation(position + 1, "."), token(position + 1)?.line == start.line else { break }
            position += 2
        }
        guard let module = components.first else { return }
        imports.append(ImportDecl(
            module: module, path: components.joined(separator: "."), kind: kind, attributes: pendingAttributes,
            line: Int(start.line), column: Int(start.column)
        ))
        index = position
    }

    // MARK: Types

    private mutating func readTypeHeader(kind: TypeKind) {
        let keyword = tokens[index]
        var position = index + 1
        guard let nameToken = token(position), nameToken.kind == .identifier else { return }
        var name = nameToken.text
        if kind == .extension {
            while isPunctuation(position + 1, "."), let part = token(position + 2), part.kind == .identifier {
                name = part.text
                position += 2
            }
        } else {
            declarationName = position
        }
        position += 1
        position = skipGenericParameters(from: position)
        var inheritance: [InheritedType] = []
        if isPunctuation(position, ":") {
            (inheritance, position) = readInheritance(from: position + 1)
        }
        guard let brace = openingBrace(from: position) else { return }
        let typeIndex = types.count
        types.append(TypeDecl(
            kind: kind, name: name, attributes: pendingAttributes, inheritance: inheritance,
            parent: enclosingType >= 0 ? Int(enclosingType) : nil, line: Int(keyword.line), column: Int(keyword.column)
        ))
        pendingBrace = brace
        pendingScope = Scope(enclosingType: Int32(typeIndex), isTypeBody: true)
    }

    private func skipGenericParameters(from position: Int) -> Int {
        guard let open = token(position), open.kind == .operator, open.text.hasPrefix("<") else { return position }
        var depth = 0
        var current = position
        while current < tokens.count, current - position < Self.headerLimit {
            let token = tokens[current]
            if token.kind == .operator, token.text != "->" {
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            } else if token.kind == .punctuation, token.text == "{" || token.text == "}" {
                return current
            } else if isHeaderStop(token) {
                return current
            }
            current += 1
            if depth <= 0 { return current }
        }
        return current
    }

    private func readInheritance(from start: Int) -> ([InheritedType], Int) {
        var entries: [InheritedType] = []
        var attributes: [String] = []
        var name: String?
        var depth = 0
        var position = start
        while let token = token(position), position - start < Self.headerLimit {
            if depth == 0, token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { break }
            if depth == 0, token.kind == .keyword, token.text == "where" { break }
            if isHeaderStop(token, allowingClass: true) { break }
            switch token.kind {
            case .attribute where depth == 0:
                attributes.append(token.text)
            case .identifier where depth == 0:
                name = token.text
            case .keyword where depth == 0 && (token.text == "class" || token.text == "any" || token.text == "AnyObject"):
                name = token.text
            case .operator:
                for byte in token.text.utf8 where token.text != "->" {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth = max(0, depth - 1) }
                }
            case .punctuation where token.text == "(" || token.text == "[":
                depth += 1
            case .punctuation where token.text == ")" || token.text == "]":
                depth = max(0, depth - 1)
            case .punctuation where token.text == "," && depth == 0:
                if let name { entries.append(InheritedType(name: name, attributes: attributes)) }
                name = nil
                attributes = []
            default:
                break
            }
            position += 1
        }
        if let name { entries.append(InheritedType(name: name, attributes: attributes)) }
        return (entries, position)
    }

    /// The `{` that opens the body of the declaration whose header continues at `start`.
    private func openingBrace(from start: Int) -> Int? {
        var depth = 0
        var position = start
        while let token = token(position), position - start < Self.headerLimit, !isHeaderStop(token) {
            if token.kind == .punctuation {
                switch token.text {
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

    // MARK: Members

    private mutating func readFunctionHeader(keyword: String) {
        let start = tokens[index]
        var position = index + 1
        var name = keyword
        if keyword == "func" {
            guard let nameToken = token(position) else { return }
            name = nameToken.text
            declarationName = position
            position += 1
        } else if let marker = token(position), marker.kind == .operator, marker.text == "?" || marker.text == "!" {
            position += 1
        }
        position = skipGenericParameters(from: position)
        if isPunctuation(position, "(") {
            position = closingIndex(from: position, open: "(", close: ")") + 1
        }
        let (isAsync, brace) = readEffectsAndBody(from: position)
        guard let typeIndex = directType else {
            if let brace { pendingBrace = brace; pendingScope = Scope(enclosingType: enclosingType, isTypeBody: false) }
            return
        }
        var body = MemberBody.none
        if let brace {
            body = isPunctuation(brace + 1, "}") ? .empty : .nonEmpty
            pendingBrace = brace
            pendingScope = Scope(enclosingType: Int32(typeIndex), isTypeBody: false)
        }
        let kind: MemberKind = switch keyword {
        case "init": .initializer
        case "deinit": .deinitializer
        case "subscript": .subscriptDecl
        default: .function
        }
        types[typeIndex].members.append(MemberDecl(
            kind: kind, name: name, attributes: pendingAttributes, modifiers: pendingModifiers, isAsync: isAsync, body: body,
            line: Int(start.line), column: Int(start.column)
        ))
    }

    /// Reads effects (`async`, `throws`) and the result type up to the body's `{`, or to where the next
    /// declaration starts when there is no body (protocol requirements).
    private func readEffectsAndBody(from start: Int) -> (isAsync: Bool, brace: Int?) {
        var isAsync = false
        var sawArrow = false
        var depth = 0
        var position = start
        while let token = token(position), position - start < Self.headerLimit {
            if position > start, depth == 0, token.startsLine, startsDeclaration(token) { return (isAsync, nil) }
            if isHeaderStop(token) { return (isAsync, nil) }
            switch token.kind {
            case .keyword where token.text == "async" && !sawArrow:
                isAsync = true
            case .operator where token.text == "->":
                sawArrow = true
            case .punctuation:
                switch token.text {
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                case "{" where depth <= 0: return (isAsync, position)
                case "}", ";": return (isAsync, nil)
                default: break
                }
            default:
                break
            }
            position += 1
        }
        return (isAsync, nil)
    }

    private func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .attribute, .pound: return true
        case .keyword: return Self.declarationStarters.contains(token.text) || Self.modifiers.contains(token.text)
        default: return false
        }
    }

    private mutating func readVariable() {
        guard let typeIndex = directType, let nameToken = token(index + 1), nameToken.kind == .identifier else { return }
        declarationName = index + 1
        var isAsync = false
        if types[typeIndex].kind == .protocol, let accessors = accessorBlock(after: index + 2) {
            isAsync = tokens[accessors].contains { $0.kind == .keyword && $0.text == "async" }
        }
        types[typeIndex].members.append(MemberDecl(
            kind: .variable, name: nameToken.text, attributes: pendingAttributes, modifiers: pendingModifiers, isAsync: isAsync, body: .none,
            propertyType: PropertyTypeReader.read(tokens, after: index + 2), line: Int(tokens[index].line), column: Int(tokens[index].column)
        ))
    }

    /// The `{ get async throws }` range of a protocol property requirement.
    private func accessorBlock(after start: Int) -> Range<Int>? {
        var position = start
        while let token = token(position), position - start < 64 {
            if token.kind == .punctuation, token.text == "{" {
                var end = position + 1
                while let inner = self.token(end), end - position < 64, !(inner.kind == .punctuation && inner.text == "}") { end += 1 }
                return position..<min(end, tokens.count)
            }
            if position > start, token.startsLine { return nil }
            position += 1
        }
        return nil
    }

    private mutating func readEnumCase() {
        guard let typeIndex = directType, types[typeIndex].kind == .enum,
              let nameToken = token(index + 1), nameToken.kind == .identifier else { return }
        declarationName = index + 1
        types[typeIndex].members.append(MemberDecl(
            kind: .enumCase, name: nameToken.text, attributes: pendingAttributes, modifiers: pendingModifiers, isAsync: false, body: .none,
            line: Int(tokens[index].line), column: Int(tokens[index].column)
        ))
    }

    /// The index of the token that closes the bracket opened at `start`; when it is not closed within
    /// the header limit, `start` itself, so malformed input costs bounded work.
    private func closingIndex(from start: Int, open: String, close: String) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count, position - start < Self.headerLimit, !isHeaderStop(tokens[position]) {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.text == open { depth += 1 } else if token.text == close { depth -= 1 }
                if depth == 0 { return position }
            }
            position += 1
        }
        return start
    }
}
