/// Functions, computed properties and static members, registered before the statements run, as Swift
/// lets top-level code call functions and extensions declared further down the file.
extension ManifestEvaluator {
    mutating func hoistDeclarations() {
        position = 0
        while !isAtEnd {
            let token = current
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                skipGroup()
            } else if token.isKeyword("import") {
                skipLine()
            } else if token.isKeyword("if") || token.isKeyword("guard") || token.isKeyword("while") {
                // `if let name {` binds a value; it declares no computed property.
                advance()
                skipToBrace(orKeyword: "else")
            } else if token.isKeyword("func") {
                advance()
                if let function = functionDeclaration(named: nil) { register(function, qualifiers: []) }
            } else if token.isKeyword("var") || token.isKeyword("let") {
                hoistComputedProperty(qualifiers: [])
            } else if ["extension", "struct", "enum", "actor"].contains(token.text) && token.kind == .keyword
                        || token.isKeyword("class") && peek().kind == .identifier {
                hoistType()
            } else {
                advance()
            }
        }
    }

    /// `var name: Type { … }` becomes a function without parameters; a stored property is left to the
    /// statements (or, with a qualifier, registered as a lazily evaluated static).
    private mutating func hoistComputedProperty(qualifiers: Set<String>) {
        let line = currentLine
        guard let name = propertyName() else { return }
        if current.isPunctuation("{") {
            register(ManifestFunction(name: name, parameters: [], body: skipGroup(), isClosure: false, isExpression: false, line: line), qualifiers: qualifiers)
        } else if current.isOperator("="), !qualifiers.isEmpty {
            advance()
            register(ManifestFunction(name: name, parameters: [], body: position..<end, isClosure: false, isExpression: true, line: line), qualifiers: qualifiers)
            skipLine()
        }
    }

    /// After `let` or `var`: the property's name, its type annotation skipped; `nil` for a pattern
    /// (`let (a, b) = …`), which is not read.
    mutating func propertyName() -> String? {
        advance()
        guard current.isName else { return nil }
        let name = current.text
        advance()
        if current.isPunctuation(":") {
            advance()
            skipType()
        }
        return name
    }

    /// Registers the static members of `extension Target { … }`, `enum Modules { … }` and the like,
    /// under the type's name (`Target.Dependency`, without a `PackageDescription.` prefix) and its last part.
    private mutating func hoistType() {
        advance()
        var path = [current.text]
        advance()
        while current.isPunctuation("."), peek().isName {
            advance()
            path.append(current.text)
            advance()
        }
        if path.first == "PackageDescription", path.count > 1 { path.removeFirst() }
        let qualifiers = Set([path.joined(separator: "."), path[path.count - 1]])
        declaredTypes.formUnion(qualifiers)
        skipToBrace()
        guard current.isPunctuation("{") else { return }
        let body = skipGroup()
        within(body) { evaluator in
            while !evaluator.isAtEnd {
                let token = evaluator.current
                if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                    evaluator.skipGroup()
                } else if token.isKeyword("func") {
                    evaluator.advance()
                    if let function = evaluator.functionDeclaration(named: nil) {
                        for qualifier in qualifiers { evaluator.functions["\(qualifier)#\(function.name)"] = function }
                    }
                } else if token.isKeyword("static") || token.isKeyword("class") && !evaluator.peek().isName {
                    evaluator.advance()
                    while Self.modifiers.contains(evaluator.current.text), !evaluator.current.isKeyword("class") || evaluator.peek().kind == .keyword {
                        evaluator.advance()
                    }
                    if evaluator.current.isKeyword("func") {
                        evaluator.advance()
                        if let function = evaluator.functionDeclaration(named: nil) { evaluator.register(function, qualifiers: qualifiers) }
                    } else if evaluator.current.isKeyword("let") || evaluator.current.isKeyword("var") {
                        evaluator.hoistComputedProperty(qualifiers: qualifiers)
                    }
                } else {
                    evaluator.advance()
                }
            }
        }
    }

    /// A static member is found by `Type.name`, and by `.name` where only one type declares it; where
    /// several do (`Target.core` and `Product.core`), the list it appears in decides (see `resolve`).
    private mutating func register(_ function: ManifestFunction, qualifiers: Set<String>) {
        guard let qualifier = qualifiers.max(by: { $0.count < $1.count }) else {
            functions[function.name] = function
            return
        }
        for qualifier in qualifiers { functions["\(qualifier).\(function.name)"] = function }
        staticQualifiers[function.name, default: []].insert(qualifier)
        if staticQualifiers[function.name]?.count == 1 {
            functions[function.name] = function
        } else {
            functions[function.name] = nil
        }
    }

    /// After `func`: the name, parameters and body; `nil` for a declaration without a body.
    mutating func functionDeclaration(named: String?) -> ManifestFunction? {
        let line = currentLine
        guard current.isName || current.kind == .operator else { return nil }
        let name = current.text
        advance()
        if current.kind == .operator, current.text.hasPrefix("<") { skipGenericClause() }
        guard current.isPunctuation("(") else { return nil }
        let list = skipGroup()
        let parameters = within(list) { $0.parameters() }
        skipToBrace()
        guard current.isPunctuation("{") else { return nil }
        return ManifestFunction(name: name, parameters: parameters, body: skipGroup(), isClosure: false, isExpression: false, line: line)
    }

    private mutating func skipGenericClause() {
        var angles = 0
        repeat {
            if current.kind == .operator, current.text != "->" {
                angles += current.text.filter { $0 == "<" }.count
                angles -= current.text.filter { $0 == ">" }.count
            }
            advance()
        } while angles > 0 && !isAtEnd && !current.isPunctuation("(")
    }

    /// `label name: Type = default, _ name: Type...` between the parentheses of a declaration.
    private mutating func parameters() -> [ManifestFunction.Parameter] {
        var result: [ManifestFunction.Parameter] = []
        while !isAtEnd {
            while current.kind == .attribute { advance() }
            var names: [String] = []
            while current.isName || current.text == "_" {
                names.append(current.text)
                advance()
            }
            guard current.isPunctuation(":"), let name = names.last else {
                skipParameter()
                continue
            }
            advance()
            let typeStart = position
            skipType()
            let isVariadic = (typeStart..<position).contains { tokens[$0].text.hasSuffix("...") }
            var defaultValue: Range<Int>?
            if current.isOperator("=") {
                advance()
                let start = position
                skipToComma()
                defaultValue = start..<position
            }
            skipParameter()
            let label = names.count > 1 ? names[0] : name
            result.append(ManifestFunction.Parameter(label: label == "_" ? nil : label, name: name, defaultValue: defaultValue, isVariadic: isVariadic))
        }
        return result
    }

    /// Skips to just after the next top-level comma of a parameter list.
    private mutating func skipParameter() {
        skipToComma()
        if current.isPunctuation(",") { advance() }
    }

    /// Skips to the next top-level comma, or the end of the list.
    mutating func skipToComma() {
        while !isAtEnd, !current.isPunctuation(",") {
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                skipGroup()
            } else {
                advance()
            }
        }
    }
}
