import GuardrailsCore

/// For `shared-instance-access`: `var opener: LinkOpening = UIApplication.shared`, the whole initial value of a stored
/// `var` (not `private`) typed by a package protocol that has a test double. The property is the seam tests assign
/// the double to, as a defaulted initializer parameter is; the singleton is only its live default. A `let`, a
/// `private var` or a concrete type (`var session: URLSession = .shared`) leaves no such seam.
enum ProtocolTypedSeam {
    static func isDefault(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count, isWholeInitialValue(reference, tokens) else { return false }
        let line = Int(reference.line)
        guard let property = types[Int(reference.enclosingType)].members.last(where: { $0.line <= line }), property.line == line,
              property.kind == .variable, property.isStoredVar,
              !property.modifiers.contains("private"), !property.modifiers.contains("fileprivate"),
              let type = property.propertyType, type.isAnnotated, !type.isFunction, !type.name.isEmpty else { return false }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return index.declarations(named: type.name).contains { $0.kind == .protocol } && index.conformers(of: type.name).contains(where: doubles.isDouble)
    }
}

extension ProtocolTypedSeam {
    /// `init(opener: LinkOpening = UIApplication.shared)` (a framework's singleton, not one the package declares), or `= { #if os(iOS) UIApplication.shared #else … #endif }()`: the
    /// default value of a parameter typed by a package protocol, of any function or initializer. The
    /// parameter is the seam callers and tests pass another conformer through; the singleton, the whole default, is only
    /// the live adapter a caller gets by omitting the argument. A value
    /// looked up through a singleton (`= Container.shared.repo()`, a service locator) stays reported. A concrete type (`files: FileManager = .default`)
    /// hardwires the singleton's type and stays reported, and so does a closure-typed parameter's default other than one of the
    /// singleton's methods named unapplied, or a closure only forwarding its arguments to one (`send: … = { try await
    /// URLSession.shared.data(for: $0).0 }`, which may reach anything): both only when the function is exported, see the rule.
    static func isParameterDefault(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let keyword = functionKeyword(of: reference, at: position, file), keyword < position,
              position < FunctionParameters.names(declaredAt: keyword, in: tokens).end,
              let opening = tokens[keyword...].prefix(64).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }),
              opening < position, let parameter = ParameterDefaults.declaration(holding: position, opening: opening, in: tokens),
              InjectedParameterDefault.isInjectable(parameter, index) else { return false }
        // A framework's singleton (`URLSession.shared`): the package's own (`QueueBarrier.shared`) is a lifetime it chose.
        if let base = reference.base, index.declarations(named: base).contains(where: { $0.kind != .extension }) { return false }
        // A closure parameter defaulting to one of the singleton's methods, unapplied (`fileExists: (String) -> Bool =
        // FileManager.default.fileExists(atPath:)`): the method is the live adapter, as the singleton is for a protocol.
        if parameter.contains(where: { $0.text == "->" }) {
            return isUnappliedMethod(after: parameter.endIndex, tokens) || isForwardingClosure(after: parameter.endIndex, tokens)
        }
        return isWholeLiveAdapter(after: parameter.endIndex, tokens)
    }

    /// The `func` or `init` keyword of the member the reference sits in, or, outside any type, of the free function
    /// (`func createFolder(in path: String, files: FileSystem = FileManager.default)`) whose parameter clause holds it:
    /// the same seam, at any access level, as a method's.
    private static func functionKeyword(of reference: Reference, at position: Int, _ file: LintFile) -> Int? {
        let types = file.model.types
        let tokens = file.tokens
        if reference.enclosingType >= 0 {
            guard Int(reference.enclosingType) < types.count,
                  let member = types[Int(reference.enclosingType)].members.last(where: { $0.line <= Int(reference.line) }),
                  member.kind == .function || member.kind == .initializer else { return nil }
            return TokenLookup.position(line: member.line, column: member.column, in: tokens)
        }
        guard let opening = ExportedForwarding.openingParenthesis(before: position - 1, tokens, within: 399) else { return nil }
        let cursor = TokenLookup.nameBefore(parameterList: opening, tokens)
        guard cursor >= 1, tokens[cursor].kind == .identifier, tokens[cursor - 1].text == "func" else { return nil }
        return cursor - 1
    }

    /// `= URLSession.shared`, `= .shared`, or `= { #if os(iOS) UIApplication.shared #else NSWorkspace.shared #endif }()`: the
    /// default is the singleton itself, the live adapter adopting the protocol. A value looked up through it
    /// (`= Container.shared.resolve()`, a service locator) is not.
    private static func isWholeLiveAdapter(after equals: Int, _ tokens: [Token]) -> Bool {
        var cursor = equals + 1
        var closing: Int?
        if cursor < tokens.count, tokens[cursor].text == "{" {
            guard let end = TokenLookup.bodyEnd(from: cursor - 1, in: tokens), end + 2 < tokens.count,
                  tokens[end + 1].text == "(", tokens[end + 2].text == ")" else { return false }
            closing = end
            cursor += 1
        }
        var line = -1
        var directive = false
        while cursor < tokens.count {
            let token = tokens[cursor]
            if let closing {
                if cursor == closing { return true }
            } else if token.text == "," || token.text == ")" {
                return true
            }
            if token.line != line { line = Int(token.line); directive = token.text.hasPrefix("#") }
            guard directive || token.kind == .identifier || token.text == "." || token.text == "return" else { return false }
            cursor += 1
        }
        return false
    }

    /// `FileManager.default.fileExists` from its first name at `cursor`: how many `.member` steps follow it; `cursor` ends
    /// on the token after the chain.
    private static func memberChain(from cursor: inout Int, _ tokens: [Token]) -> Int {
        var members = 0
        while cursor + 2 < tokens.count, tokens[cursor + 1].text == ".", tokens[cursor + 2].kind == .identifier {
            cursor += 2
            members += 1
        }
        cursor += 1
        return members
    }

    /// `= FileManager.default.fileExists(atPath:)` or `= NotificationCenter.default.post`: a method named, not called, as
    /// the whole default; a closure literal or a call (`= { … }`, `= Store.shared.loader()`) may reach anything.
    private static func isUnappliedMethod(after equals: Int, _ tokens: [Token]) -> Bool {
        var cursor = equals + 1
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return false }
        let members = memberChain(from: &cursor, tokens)
        guard members >= 2, cursor < tokens.count else { return false }
        if tokens[cursor].text == "(", !tokens[cursor].followsSpace {
            cursor += 1
            var labels = 0
            while cursor + 1 < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].text == "_", tokens[cursor + 1].text == ":" {
                cursor += 2
                labels += 1
            }
            guard labels > 0, cursor < tokens.count, tokens[cursor].text == ")" else { return false }
            cursor += 1
        }
        return cursor < tokens.count && (tokens[cursor].text == "," || tokens[cursor].text == ")")
    }

    /// `= { FileManager.default.fileExists(atPath: $0) }` (`try`/`await` allowed): a closure whose whole body is one call
    /// of the singleton's method passing the closure's own arguments, `$0`, `$1`, each whole, is that method named
    /// unapplied, written out; anything else in it (`.0` read off the result, another argument) may reach anything.
    private static func isForwardingClosure(after equals: Int, _ tokens: [Token]) -> Bool {
        var cursor = equals + 1
        guard cursor < tokens.count, tokens[cursor].text == "{" else { return false }
        cursor += 1
        while cursor < tokens.count, tokens[cursor].text == "try" || tokens[cursor].text == "await" { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return false }
        let members = memberChain(from: &cursor, tokens)
        guard members >= 2, cursor < tokens.count, tokens[cursor].text == "(", !tokens[cursor].followsSpace else { return false }
        cursor += 1
        var arguments = 0
        while cursor < tokens.count, tokens[cursor].text != ")" {
            if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword, tokens[cursor + 1].text == ":" { cursor += 2 }
            guard cursor < tokens.count, tokens[cursor].text.hasPrefix("$"), tokens[cursor].text.count > 1 else { return false }
            cursor += 1
            arguments += 1
            if cursor < tokens.count, tokens[cursor].text == "," { cursor += 1 }
        }
        guard arguments > 0, cursor + 2 < tokens.count, tokens[cursor + 1].text == "}" else { return false }
        return tokens[cursor + 2].text == "," || tokens[cursor + 2].text == ")"
    }

    /// `= UIApplication.shared` or `= .shared`: the singleton is the whole value after an `=`, nothing read off it after.
    /// An Objective-C class's accessor called bare (`= STPAPIClient.shared()`) is the same singleton.
    static func isWholeInitialValue(_ reference: Reference, _ tokens: [Token]) -> Bool {
        guard var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        var end = start + 1
        if end + 1 < tokens.count, tokens[end].text == "(", !tokens[end].followsSpace, tokens[end + 1].text == ")" { end += 2 }
        guard end >= tokens.count || tokens[end].startsLine || tokens[end].text == "}" || tokens[end].text == ";" else { return false }
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        if start >= 1, tokens[start - 1].text == "." { start -= 1 }
        return start >= 1 && tokens[start - 1].kind == .operator && tokens[start - 1].text == "="
    }

    /// `static var fetch: (URLRequest) -> Response = { URLSession.shared.response(for: $0) }`, not `private`: a stored
    /// function the whole process calls through, which tests (or callers) replace by assigning another closure. The
    /// variable is the seam and its initial value only the live default, as with a protocol-typed `var`. A `let`, a
    /// `private` one, or an instance property beside other state (`var send: (Data) -> Void = { … }` of a class) leaves
    /// nothing to replace it from outside and stays reported.
    /// A closure called in place (`static var setUp: () -> Void = { … }()`, run once) stores its result, not the closure.
    static func isStaticFunctionDefault(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let member = types[Int(reference.enclosingType)].members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .variable, member.isStoredVar, member.modifiers.contains("static"),
              !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate") else { return false }
        return isInClosureInitialValue(reference, of: member, tokens)
    }

    /// Whether the reference lies in the closure literal that is the initial value of the function-typed `member`
    /// (`var fetch: (URLRequest) -> Response = { URLSession.shared.response(for: $0) }`): the stored closure is a default
    /// a caller replaces by assigning another. A closure called in place (`= { … }()`) stores its result, not the closure.
    static func isInClosureInitialValue(_ reference: Reference, of member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        return isInClosureInitialValue(at: position, of: member, tokens)
    }

    /// The same for the token at `position`.
    static func isInClosureInitialValue(at position: Int, of member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard member.kind == .variable, member.propertyType?.isFunction == true,
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        // The `{` of the initial value: the first after the `=` that follows the annotation.
        var index = keyword
        var depth = 0
        while index < position {
            let text = tokens[index].text
            if text == "(" || text == "[" { depth += 1 } else if text == ")" || text == "]" { depth -= 1 }
            if depth == 0, tokens[index].kind == .operator, text == "=" { break }
            index += 1
        }
        guard index + 1 < position, tokens[index + 1].text == "{" else { return false }
        depth = 0
        var close = index + 1
        while close < tokens.count {
            if tokens[close].text == "{" { depth += 1 } else if tokens[close].text == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            close += 1
        }
        return close > position && (close + 1 >= tokens.count || tokens[close + 1].text != "(" || tokens[close + 1].startsLine)
    }
}
