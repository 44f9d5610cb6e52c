import GuardrailsCore

/// For `shared-instance-access`: `init(keys: Keys = Keys.shared)`, a singleton that is the whole default value of a
/// parameter of a (non-`private`) initializer, when some test builds the type passing that argument
/// (`Uploader(keys: TestKeys())`): the seam exists and is used, and the default only spares the composition root the
/// argument. When no test passes it, the default is the only wiring and stays reported.
enum TestPassedDefault {
    static func isPassedByTests(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let member = type.members.last(where: { $0.line <= Int(reference.line) }), member.kind == .initializer,
              !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate"),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens), keyword < position,
              position < FunctionParameters.names(declaredAt: keyword, in: tokens).end,
              let own = ParameterDefaults.defaults(declaredAt: keyword, in: tokens).first(where: { $0.range.contains(position) }),
              isWholeSingleton(own.range, at: position, tokens),
              let opening = tokens[keyword...].prefix(64).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }),
              let parameter = ParameterDefaults.declaration(holding: position, opening: opening, in: tokens),
              let label = parameter.first, label.kind == .identifier || label.kind == .keyword, label.text != "_" else { return false }
        return index.argumentLabelsTestsPass(toInitializerOf: type.name).contains(label.text)
    }

    /// `var launchHandler: LaunchHandling = LaunchHandler.shared`, a stored instance `var` (not `private`) whose whole initial
    /// value is the singleton, when some test assigns that member (`config.launchHandler = LaunchHandlerDouble()`): the
    /// property is the seam and tests use it, as with a parameter default tests pass. A `let`, a `static` one, or one no test
    /// assigns stays reported.
    static func isAssignedByTests(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard let member = EnclosingMember.of(reference, in: file.model.types)?.member,
              member.kind == .variable, member.isStoredVar, member.line == Int(reference.line),
              !member.modifiers.contains("static"), !member.modifiers.contains("class"),
              !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate"),
              ProtocolTypedSeam.isWholeInitialValue(reference, file.tokens) else { return false }
        return index.isAssignedByTests(member: member.name)
    }

    /// `= Keys.shared`, `= .shared`, `= Tracker.shared()`: the singleton itself, not a value looked up through it
    /// (`= Container.shared.resolve()`, a service locator).
    private static func isWholeSingleton(_ range: Range<Int>, at position: Int, _ tokens: [Token]) -> Bool {
        var end = range.upperBound
        if end - 2 > position, tokens[end - 2].text == "(", tokens[end - 1].text == ")" { end -= 2 }
        return end == position + 1 && range.lowerBound >= position - 2
    }
}
