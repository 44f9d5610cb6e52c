/// Statements: declarations, assignments, `if`/`#if` (every branch), `for`-in, `return`.
extension ManifestEvaluator {
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "static", "final", "nonisolated", "lazy", "override", "open",
        "dynamic", "indirect", "mutating", "nonmutating", "convenience", "required", "weak", "unowned", "class",
        "try", "await",
    ]
    /// Names whose change inside a statement the reader skips would change the targets it reads.
    static let targetWords: Set<String> = ["targets", "dependencies", "path", "sources", "exclude"]

    /// Runs statements to the end of the current range; returns how many ran and the value of the last
    /// one if it was an expression (a closure's or function's implicit result).
    @discardableResult
    mutating func runStatements() -> (count: Int, last: ManifestValue?) {
        var count = 0
        var last: ManifestValue?
        while !isAtEnd {
            let before = position
            last = statement()
            if position == before { advance() }
            count += 1
        }
        return (count, last)
    }

    /// One statement; an expression statement returns its value.
    mutating func statement() -> ManifestValue? {
        let token = current
        switch token.kind {
        case .pound:
            poundDirective(token)
        case .attribute:
            advance()
            if current.isPunctuation("("), !current.followsSpace { skipGroup() }
        case .keyword:
            return keywordStatement(token)
        case .punctuation where token.text == ";" || token.text == "}" || token.text == ")" || token.text == "]":
            advance()
        default:
            return expressionStatement()
        }
        return nil
    }

    private mutating func poundDirective(_ token: ManifestToken) {
        advance()
        switch token.text {
        case "#if": poundIfDepth += 1
        case "#endif": poundIfDepth = max(0, poundIfDepth - 1)
        case "#else", "#elseif": break
        default:
            if current.isPunctuation("("), !current.followsSpace { skipGroup() }
        }
    }

    private mutating func keywordStatement(_ token: ManifestToken) -> ManifestValue? {
        switch token.text {
        case "import", "typealias", "throw", "case", "default", "precedencegroup", "operator":
            skipLine()
        case "let", "var":
            declaration()
        case "func":
            advance()
            if let function = functionDeclaration(named: nil) { functions[function.name] = functions[function.name] ?? function }
        case "class" where peek().kind == .identifier, "extension", "struct", "enum", "actor", "protocol":
            skipToBrace()
            if current.isPunctuation("{") { skipGroup() }
        case "if":
            ifStatement()
        case "guard":
            advance()
            skipToBrace(orKeyword: "else")
            if current.isKeyword("else") { advance() }
            if current.isPunctuation("{") { skipGroup() }
        case "for":
            forStatement()
        case "do":
            advance()
            if current.isPunctuation("{") { runBlock(skipGroup()) }
            while current.isKeyword("catch") {
                skipToBrace()
                if current.isPunctuation("{") { skipGroup() }
            }
        case "switch", "while", "repeat", "defer":
            skipStatement(named: "`\(token.text)` statement")
        case "return":
            returnStatement()
        case "package" where peek().isPunctuation("."):
            return expressionStatement()
        case "self", "Self", "super", "true", "false", "nil":
            return expressionStatement()
        default:
            advance()
        }
        return nil
    }

    /// Runs the statements of a block in place (an `if` branch, a loop body): variables it declares
    /// stay local to it.
    mutating func runBlock(_ range: Range<Int>) {
        frames.append([:])
        within(range) { $0.runStatements() }
        frames.removeLast()
    }

    private mutating func ifStatement() {
        advance()
        while !isAtEnd {
            skipToBrace()
            guard current.isPunctuation("{") else { return }
            conditionalDepth += 1
            runBlock(skipGroup())
            conditionalDepth -= 1
            guard current.isKeyword("else") else { return }
            advance()
            if current.isKeyword("if") {
                advance()
            } else if current.isPunctuation("{") {
                conditionalDepth += 1
                runBlock(skipGroup())
                conditionalDepth -= 1
                return
            } else {
                return
            }
        }
    }

    private mutating func forStatement() {
        let line = current.line
        advance()
        guard current.kind == .identifier || current.isKeyword("_") || current.text == "_", peek().isKeyword("in") else {
            skipStatement(named: "`for` loop over a pattern")
            return
        }
        let name = current.text
        advance()
        advance()
        trailingClosuresAllowed = false
        let sequence = expression()
        trailingClosuresAllowed = true
        let hasWhere = current.isKeyword("where")
        skipToBrace()
        guard current.isPunctuation("{") else { return }
        let body = skipGroup()
        guard case .array(let elements) = sequence, !hasWhere else {
            let construct = hasWhere ? "`for` loop with `where`" : "`for` loop over \(describe(sequence))"
            noteIfChangesTargets(body, line: line, construct: construct)
            return
        }
        for element in elements where stopped == nil {
            frames.append([name: element])
            within(body) { $0.runStatements() }
            frames.removeLast()
        }
    }

    private mutating func returnStatement() {
        advance()
        let value: ManifestValue
        if isAtEnd || current.startsLine || current.isPunctuation("}") {
            value = .nothing
        } else {
            value = expression()
        }
        guard !returns.isEmpty else { return }
        returns[returns.count - 1].append(value)
    }

    /// Skips a statement the reader does not evaluate, noting it when its body mentions targets.
    private mutating func skipStatement(named construct: String) {
        let line = current.line
        advance()
        skipToBrace()
        guard current.isPunctuation("{") else { return }
        let body = skipGroup()
        if construct.contains("repeat") { skipLine() }
        noteIfChangesTargets(body, line: line, construct: construct)
    }

    mutating func noteIfChangesTargets(_ body: Range<Int>, line: Int, construct: String) {
        let mentionsTargets = body.contains { index in
            tokens[index].kind == .identifier && Self.targetWords.contains(tokens[index].text)
        }
        if mentionsTargets {
            note(line, construct, "the changes it makes to targets are not read")
        }
    }

    // MARK: Declarations and assignments

    private mutating func declaration() {
        let line = current.line
        guard let name = propertyName() else {
            skipLine()
            return
        }
        if current.isOperator("=") {
            advance()
            declare(name, expression())
        } else if current.isPunctuation("{") {
            let body = skipGroup()
            if functions[name] == nil {
                functions[name] = ManifestFunction(name: name, parameters: [], body: body, isClosure: false, isExpression: false, line: line)
            }
        } else {
            declare(name, .nothing)
        }
    }

    private mutating func expressionStatement() -> ManifestValue? {
        let (value, place) = postfixExpression()
        guard current.kind == .operator else {
            return value
        }
        switch current.text {
        case "=":
            advance()
            write(expression(), to: place, appending: false)
            return nil
        case "+=":
            advance()
            write(expression(), to: place, appending: true)
            return nil
        default:
            return binaryTail(value)
        }
    }

    /// Writes an assigned or appended value where it belongs; inside a branch, lists merge and an
    /// unknown value leaves the old one in place.
    mutating func write(_ value: ManifestValue, to place: ManifestPlace?, appending: Bool) {
        guard let place else { return }
        let old = read(place)
        var new = appending ? add(old, value) : value
        if isConditional {
            new = appending ? (value.isUnknown ? old : new) : old.merged(with: value)
        }
        switch place {
        case .variable(let name):
            if let index = frames.lastIndex(where: { $0[name] != nil }) {
                frames[index][name] = new
            } else {
                declare(name, new)
            }
        case .packageList(let list):
            packageLists[list] = new
        case .targetProperty(let index, let property):
            drafts[index].arguments[property] = new
        case .ignored:
            break
        }
    }

    func read(_ place: ManifestPlace) -> ManifestValue {
        switch place {
        case .variable(let name): lookup(name) ?? .nothing
        case .packageList(let list): packageLists[list] ?? .array([])
        case .targetProperty(let index, let property): drafts[index].arguments[property] ?? .nothing
        case .ignored: .opaque
        }
    }

    /// Skips a type annotation: names, dots, generic arguments and bracketed groups.
    mutating func skipType() {
        let start = position
        var angles = 0
        while !isAtEnd {
            let token = current
            if angles == 0, position > start, token.startsLine { return }
            if angles == 0, token.isOperator("=") || token.isPunctuation("{") || token.isPunctuation(",") || token.isPunctuation(")") { return }
            if token.isPunctuation("(") || token.isPunctuation("[") {
                skipGroup()
                continue
            }
            if token.kind == .operator, token.text != "->" {
                angles += token.text.filter { $0 == "<" }.count
                angles = max(0, angles - token.text.filter { $0 == ">" }.count)
            }
            advance()
        }
    }
}
