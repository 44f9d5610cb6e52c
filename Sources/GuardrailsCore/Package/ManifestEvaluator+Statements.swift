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
        case "#if", Token.debugBranch: poundIfDepth += 1
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
        nested("blocks", line: lineOpening(range), orElse: ()) { evaluator in
            evaluator.frames.append([:])
            evaluator.within(range) { $0.runStatements() }
            evaluator.frames.removeLast()
        }
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
        let line = currentLine
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
        var condition: Range<Int>?
        if current.isKeyword("where") {
            advance()
            let start = position
            skipToBrace()
            condition = start..<position
        } else {
            skipToBrace()
        }
        guard current.isPunctuation("{") else { return }
        let body = skipGroup()
        guard case .array(var elements) = sequence else {
            noteIfChangesTargets(body, line: line, construct: "`for` loop over \(describe(sequence))")
            return
        }
        if let condition {
            guard let chosen = chosen(elements, by: condition, binding: [name]) else {
                noteIfChangesTargets(body, line: line, construct: "`for` loop with `where`")
                return
            }
            elements = chosen
        }
        for element in elements where stopped == nil {
            nested("loops", line: lineOpening(body), orElse: ()) { evaluator in
                evaluator.frames.append([name: element])
                evaluator.within(body) { $0.runStatements() }
                evaluator.frames.removeLast()
            }
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
        let line = currentLine
        advance()
        skipToBrace()
        guard current.isPunctuation("{") else { return }
        let body = skipGroup()
        if construct.contains("repeat") { skipLine() }
        noteIfChangesTargets(body, line: line, construct: construct)
    }

    mutating func noteIfChangesTargets(_ body: Range<Int>, line: Int, construct: String) {
        spend(body.count)
        let mentionsTargets = body.contains { index in
            tokens[index].kind == .identifier && Self.targetWords.contains(tokens[index].text)
        }
        if mentionsTargets {
            note(line, construct, "the changes it makes to targets are not read")
            if body.contains(where: { tokens[$0].kind == .identifier && tokens[$0].text == "dependencies" }) {
                unreadDependencyChanges(in: body)
            }
        }
    }

    /// Dependencies the skipped code may add (`package.targets[i].dependencies.append(…)` in a loop picking a target
    /// by name) leave what the reader has of them incomplete: for the targets the code names as plain string
    /// literals, or for every target when it names none another way.
    private mutating func unreadDependencyChanges(in body: Range<Int>) {
        var named: Set<String> = []
        for index in body where tokens[index].kind == .string {
            guard case .segments(let segments)? = tokens[index].literal, segments.count == 1, case .text(let name) = segments[0] else {
                dependenciesMayChangeAnywhere = true
                return
            }
            named.insert(name)
        }
        if named.isEmpty {
            dependenciesMayChangeAnywhere = true
        } else {
            targetsWithUnreadDependencies.formUnion(named)
        }
    }

    // MARK: Declarations and assignments

    private mutating func declaration() {
        let line = currentLine
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
        var (value, place) = postfixExpression()
        guard current.kind == .operator else {
            return value
        }
        switch current.text {
        case "=", "+=":
            let appending = current.text == "+="
            advance()
            // Only the place keeps the old value, so a list appended to grows in place.
            value = .nothing
            write(expression(), to: place, appending: appending)
            return nil
        default:
            return binaryTail(value)
        }
    }

    /// Writes an assigned or appended value where it belongs; inside a branch, lists merge and an
    /// unknown value leaves the old one in place. The old value is taken out while it changes, so a
    /// list appended to is extended in place rather than copied.
    mutating func write(_ value: ManifestValue, to place: ManifestPlace?, appending: Bool) {
        switch place {
        case .variable(let name)?:
            let index = frames.lastIndex { $0[name] != nil } ?? frames.count - 1
            var stored = frames[index].removeValue(forKey: name) ?? .nothing
            update(&stored, with: value, appending: appending)
            frames[index][name] = stored
        case .packageList(let list)?:
            var stored = packageLists.removeValue(forKey: list) ?? .array([])
            update(&stored, with: value, appending: appending)
            packageLists[list] = stored
        case .targetProperty(let index, let property)?:
            var stored = drafts[index].arguments.removeValue(forKey: property) ?? .nothing
            update(&stored, with: value, appending: appending)
            drafts[index].arguments[property] = stored
        case .someTargetProperty(let indices, let property, let line)?:
            writeToSomeTarget(indices, property, appending: appending, line: line)
        case .ignored?, nil:
            break
        }
    }

    private mutating func update(_ stored: inout ManifestValue, with value: ManifestValue, appending: Bool) {
        if appending {
            if !(isConditional && value.isUnknown) { append(value, to: &stored) }
        } else {
            stored = isConditional ? merge(stored, value) : value
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
