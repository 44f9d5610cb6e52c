import GuardrailsCore

/// `threadPool: NIOThreadPool = .singleton` as the whole default of a parameter, of any access level, in a module a
/// `.library` product vends that no program of the package drives (`VendedLibrary.isDrivenByProgram`: a load-test stand-in
/// server naming nothing of it does not): the library has no composition root, so the
/// parameter is the seam its callers (and tests) pass another instance through; the singleton only spares the argument.
/// A default doing more with the singleton (`Pool.shared.worker()`), or the singleton read in a body or stored, stays reported.
enum LibraryParameterDefault {
    static func isWholeDefault(_ reference: Reference, _ file: LintFile, _ context: RuleContext) -> Bool {
        let types = file.model.types
        guard let module = file.module, context.index.package.vendedModules.contains(module),
              reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens),
              let member = types[Int(reference.enclosingType)].members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .function || member.kind == .initializer,
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: file.tokens), keyword < position,
              let own = ParameterDefaults.defaults(declaredAt: keyword, in: file.tokens).first(where: { $0.range.contains(position) }),
              isWhole(own.range, endingAt: position, file.tokens) else { return false }
        return !VendedLibrary.isDrivenByProgram(module, context)
    }

    /// `.singleton`, `NIOThreadPool.singleton`: a member path ending at the singleton, with no call or operator around it.
    private static func isWhole(_ range: Range<Int>, endingAt position: Int, _ tokens: [Token]) -> Bool {
        guard range.upperBound - 1 == position else { return false }
        var expectsName = tokens[range.lowerBound].text != "."
        for index in range {
            let token = tokens[index]
            if expectsName {
                guard token.kind == .identifier else { return false }
            } else {
                guard token.text == "." else { return false }
            }
            expectsName.toggle()
        }
        return true
    }
}
