import GuardrailsCore

/// For `shared-instance-access`: `var opener: LinkOpening = UIApplication.shared`, the whole initial value of a stored
/// `var` (not `private`) typed by a package protocol that has a test double. The property is the seam tests assign
/// the double to, as a defaulted initializer parameter is; the singleton is only its live default. A `let`, a
/// `private var` or a concrete type (`var session: URLSession = .shared`) leaves no such seam.
enum ProtocolTypedSeam {
    static func isDefault(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        // The whole value: nothing read off the singleton after it.
        guard start + 1 >= tokens.count || tokens[start + 1].startsLine || tokens[start + 1].text == "}" || tokens[start + 1].text == ";" else { return false }
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        if start >= 1, tokens[start - 1].text == "." { start -= 1 }
        guard start >= 1, tokens[start - 1].kind == .operator, tokens[start - 1].text == "=" else { return false }
        let line = Int(reference.line)
        guard let property = types[Int(reference.enclosingType)].members.last(where: { $0.line <= line }), property.line == line,
              property.kind == .variable, property.isStoredVar,
              !property.modifiers.contains("private"), !property.modifiers.contains("fileprivate"),
              let type = property.propertyType, type.isAnnotated, !type.isFunction, !type.name.isEmpty else { return false }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return index.declarations(named: type.name).contains { $0.kind == .protocol } && index.conformers(of: type.name).contains(where: doubles.isDouble)
    }
}
