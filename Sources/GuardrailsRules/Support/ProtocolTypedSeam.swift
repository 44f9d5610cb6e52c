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
    /// `= UIApplication.shared` or `= .shared`: the singleton is the whole value after an `=`, nothing read off it after.
    static func isWholeInitialValue(_ reference: Reference, _ tokens: [Token]) -> Bool {
        guard var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              start + 1 >= tokens.count || tokens[start + 1].startsLine || tokens[start + 1].text == "}" || tokens[start + 1].text == ";" else { return false }
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
        guard member.kind == .variable, member.propertyType?.isFunction == true,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
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
