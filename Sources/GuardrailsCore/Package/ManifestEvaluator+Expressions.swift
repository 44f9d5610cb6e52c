/// Expressions: literals, names, `+`, ternaries, member chains and calls.
extension ManifestEvaluator {
    mutating func expression() -> ManifestValue {
        let line = currentLine
        return nested("expressions", line: line, orElse: .unknown(construct: "a deeply nested expression", line: line)) { evaluator in
            evaluator.binaryTail(evaluator.prefixed())
        }
    }

    /// Binary operators and ternaries after a first operand. Only `+` (strings, lists) and `??` keep a
    /// value; comparisons and logic are conditions, which the reader never decides.
    mutating func binaryTail(_ first: ManifestValue) -> ManifestValue {
        var value = first
        while !isAtEnd {
            let token = current
            if token.isKeyword("as") || token.isKeyword("is") {
                advance()
                if current.kind == .operator, current.text == "?" || current.text == "!" { advance() }
                skipType()
                continue
            }
            guard token.kind == .operator else { return value }
            switch token.text {
            case "=", "+=", "-=", "*=", "/=", "->", "...", "..<":
                return value
            case "?" where token.followsSpace:
                advance()
                conditionalDepth += 1
                let whenTrue = expression()
                if current.isPunctuation(":") { advance() }
                let whenFalse = expression()
                conditionalDepth -= 1
                value = merge(whenTrue, whenFalse)
            case "+":
                advance()
                append(prefixed(), to: &value)
            case "??":
                advance()
                value = merge(value, prefixed())
            case "!", "?":
                advance()
            default:
                advance()
                _ = prefixed()
                // A comparison or arithmetic is a condition the reader never decides; an operator the manifest
                // declares itself (`"x-kit" => "XCore"`) builds a value it cannot follow, so say which.
                value = Self.standardOperators.contains(token.text)
                    ? .opaque : .unknown(construct: "the operator '\(token.text)'", line: token.line)
            }
        }
        return value
    }

    static let standardOperators: Set<String> = [
        "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "~=", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
        "&+", "&-", "&*",
    ]

    /// A postfix expression after optional prefix operators (`!`, `-`) and `try`/`await`.
    mutating func prefixed() -> ManifestValue {
        while current.isKeyword("try") || current.isKeyword("await") {
            advance()
            if current.kind == .operator, current.text == "?" || current.text == "!" { advance() }
        }
        if current.kind == .operator, current.text != "." {
            let isNegation = current.text == "!" || current.text == "-" || current.text == "~"
            advance()
            let value = postfixExpression().value
            return isNegation ? .opaque : value
        }
        return postfixExpression().value
    }

    /// A primary expression and its member accesses, calls and subscripts, with the place it was read
    /// from when assigning to it makes sense.
    mutating func postfixExpression() -> (value: ManifestValue, place: ManifestPlace?) {
        var (value, place) = primary()
        while !isAtEnd {
            let token = current
            if token.isPunctuation("."), peek().isName || peek().kind == .number {
                advance()
                let name = current.text
                advance()
                (value, place) = member(of: consume value, at: place, named: name)
            } else if token.isPunctuation("("), !token.startsLine {
                let inside = partners[position] > position ? (position + 1)..<partners[position] : position..<position
                let arguments = callArguments()
                if case .closure(let function) = value, !function.isClosure {
                    // A top-level call of the manifest's own function may declare targets through a helper it cannot follow.
                    var result = ManifestValue.nothing
                    recoveringTargets(of: "a call to '\(function.name)'", arguments: inside, line: token.line) { evaluator in
                        result = evaluator.call(value, arguments, line: token.line)
                    }
                    value = result
                } else {
                    value = call(value, arguments, line: token.line)
                }
                place = nil
            } else if token.isPunctuation("{"), !token.startsLine, trailingClosuresAllowed, case .closure = value {
                let arguments = callArguments()
                value = call(value, arguments, line: token.line)
                place = nil
            } else if token.isPunctuation("["), !token.startsLine, !token.followsSpace {
                skipGroup()
                value = value.isUnknown ? value : .unknown(construct: "a subscript", line: token.line)
                place = nil
            } else if token.kind == .operator, token.text == "!" || token.text == "?", !token.followsSpace {
                advance()
            } else {
                break
            }
        }
        return (value, place)
    }

    private mutating func primary() -> (value: ManifestValue, place: ManifestPlace?) {
        let token = current
        switch token.kind {
        case .string:
            advance()
            return (string(token), nil)
        case .number, .regex:
            advance()
            return (.opaque, nil)
        case .identifier, .keyword:
            return name(token)
        case .pound:
            advance()
            if current.isPunctuation("("), !current.followsSpace { skipGroup() }
            return (.unknown(construct: "`\(token.text)`", line: token.line), nil)
        case .punctuation:
            switch token.text {
            case ".":
                advance()
                guard current.isName else { return (.unknown(construct: "a lone `.`", line: token.line), nil) }
                let name = current.text
                advance()
                return (implicitMember(name, line: token.line, column: token.column), nil)
            case "(":
                let group = skipGroup()
                let values = within(group) { $0.argumentList() }
                return (values.count == 1 && values[0].label == nil ? values[0].value : .opaque, nil)
            case "[":
                return (arrayLiteral(), nil)
            case "{":
                return (closureLiteral(), nil)
            default:
                return (.unknown(construct: "`\(token.text)`", line: token.line), nil)
            }
        default:
            advance()
            return (.unknown(construct: "`\(token.text)`", line: token.line), nil)
        }
    }

    private mutating func name(_ token: ManifestToken) -> (value: ManifestValue, place: ManifestPlace?) {
        advance()
        switch token.text {
        case "true", "false": return (.opaque, nil)
        case "nil": return (.nothing, nil)
        default: break
        }
        if let value = lookup(token.text) { return (value, .variable(token.text)) }
        // Inside a method of `extension Package`, `targets` is `self.targets`.
        if case .package? = lookup("self"), let list = ManifestPackageList(rawValue: token.text) {
            return (packageLists[list] ?? .array([]), .packageList(list))
        }
        if token.text == "Package", current.isPunctuation("(") {
            return (packageDeclaration(callArguments()), nil)
        }
        // Inside a method of `extension Package`, `addModule(…)` is `self.addModule(…)`.
        if case .package? = lookup("self"), lookup(token.text) == nil, let method = functions["Package#\(token.text)"],
           current.isPunctuation("("), !current.startsLine {
            return (invoke(method, [ManifestArgument(label: "self", value: .package)] + callArguments(), line: token.line), nil)
        }
        if let function = functions[token.text] {
            if function.parameters.isEmpty, !current.isPunctuation("(") || current.startsLine {
                return (value(of: function, line: token.line), nil)
            }
            return (.closure(function), nil)
        }
        // `self` bound to nothing is the type of a static member (`self.target(…)` in `extension Target`): `Self`.
        if let first = token.text.first, first.isUppercase || token.text == "self" && current.isPunctuation(".") {
            return (qualifiedName(token), nil)
        }
        return (.unknown(construct: "'\(token.text)'", line: token.line), nil)
    }

    /// `Target.target(…)`, `Target.Dependency.product(…)`, `Modules.core`: a type name used as a
    /// qualifier; the member is read as an implicit member, or as a static member of that type.
    private mutating func qualifiedName(_ token: ManifestToken) -> ManifestValue {
        var qualifier = token.text == "self" ? "Self" : token.text
        while current.isPunctuation("."), peek().isName {
            let member = peek().text
            advance()
            advance()
            if let function = functions["\(qualifier).\(member)"] {
                if function.parameters.isEmpty, !current.isPunctuation("(") { return value(of: function, line: token.line) }
                return .closure(function)
            }
            if let first = member.first, first.isUppercase, !current.isPunctuation("(") {
                qualifier = member
                continue
            }
            guard Self.descriptionTypes.contains(qualifier) || declaredTypes.contains(qualifier) else {
                return .unknown(construct: "'\(token.text).\(member)'", line: token.line)
            }
            return implicitMember(member, line: token.line, column: token.column)
        }
        return .unknown(construct: "'\(qualifier)'", line: token.line)
    }

    /// `PackageDescription` types whose members the reader knows by name (`Target.target(…)`); members
    /// of other types (`FileManager.default`, `ProcessInfo.processInfo`) are not evaluated.
    static let descriptionTypes: Set<String> = [
        "PackageDescription", "Package", "Target", "Product", "Dependency", "Resource", "TargetDependencyCondition",
        "BuildSettingCondition", "Platform", "SupportedPlatform", "SwiftSetting", "SwiftVersion", "SwiftLanguageMode",
        "CSetting", "CXXSetting", "LinkerSetting", "PluginCapability", "PluginCommandIntent", "PluginPermission",
        "SystemPackageProvider", "Version", "Trait", "Self",
    ]

    /// `[a, b, #if … c #endif]` (every branch kept); a dictionary literal is not read.
    private mutating func arrayLiteral() -> ManifestValue {
        let line = currentLine
        let group = skipGroup()
        return within(group) { evaluator in
            var elements: [ManifestValue] = []
            while !evaluator.isAtEnd {
                let token = evaluator.current
                if token.kind == .pound || token.isPunctuation(",") {
                    evaluator.advance()
                    continue
                }
                if token.isPunctuation(":") { return .unknown(construct: "a dictionary literal", line: line) }
                let before = evaluator.position
                let element = evaluator.expression()
                if evaluator.current.isPunctuation(":") { return .unknown(construct: "a dictionary literal", line: line) }
                elements.append(element)
                if evaluator.position == before { evaluator.advance() }
                guard elements.count <= Self.listLimit else { return .unknown(construct: "a list too long to read", line: line) }
            }
            return .array(elements)
        }
    }

    /// `{ name in … }` or `{ … $0 … }`: a closure, evaluated when it is called.
    mutating func closureLiteral() -> ManifestValue {
        let line = currentLine
        let body = skipGroup()
        var names: [String] = []
        var index = body.lowerBound
        var inType = false
        var hasHeader = false
        while index < body.upperBound, index - body.lowerBound < 40 {
            let token = tokens[index]
            if token.isKeyword("in") {
                hasHeader = true
                break
            }
            if token.kind == .string || token.kind == .number || token.isPunctuation("{") || token.isOperator("=")
                || token.kind == .keyword && !Self.closureHeaderKeywords.contains(token.text) {
                break
            }
            if token.isPunctuation(":") {
                inType = true
            } else if token.isPunctuation(",") {
                inType = false
            } else if token.kind == .identifier, !inType {
                names.append(token.text)
            }
            index += 1
        }
        let parameters = hasHeader ? names.map { ManifestFunction.Parameter(label: nil, name: $0, defaultValue: nil, isVariadic: false) } : []
        let start = hasHeader ? index + 1 : body.lowerBound
        return .closure(ManifestFunction(name: "closure", parameters: parameters, body: start..<body.upperBound, isClosure: true, isExpression: false, line: line))
    }

    static let closureHeaderKeywords: Set<String> = ["inout", "some", "any", "throws", "async", "rethrows", "Self"]
}
