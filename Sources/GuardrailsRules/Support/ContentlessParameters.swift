import GuardrailsCore

/// `func configure(with item: SpacerRow) {}` where `SpacerRow`, declared in the same file, is made only by initializers taking
/// nothing and stores no `var`: every value of it is alike, so the method is handed nothing to act on. A static cell (a
/// spacer, an empty state, a skeleton) witnessing a generic cell protocol's `configure(with: Item)` has nothing to configure,
/// and the generic data source calling it on every cell keeps the protocol from being narrowed. A row carrying data
/// (`let title: String` its initializer fills in) is something to show, and its empty witness is still reported.
enum ContentlessParameters {
    static func takesOnlyContentlessValue(_ method: MemberDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard let start = TokenLookup.position(line: method.line, column: method.column, in: tokens),
              let keyword = tokens[start...].prefix(24).firstIndex(where: { $0.kind == .keyword && $0.text == "func" }) else { return false }
        let header = FunctionParameters.names(declaredAt: keyword, in: tokens)
        guard header.names.count == 1, let name = header.names.first,
              let typeName = FunctionParameters.type(of: name, declaredAt: keyword, in: tokens) else { return false }
        // One declaration, in this file, so all it stores is seen here (a type of another file is not read).
        let declarations = file.model.types.filter { $0.name == typeName && $0.kind != .extension }
        guard declarations.count == 1, let type = declarations.first, type.kind == .class || type.kind == .struct, !type.isGeneric,
              index.declarations(named: typeName).filter({ $0.kind != .extension }).count == 1 else { return false }
        // A superclass of the package may store what the subclass's initializer hands it.
        guard !type.inheritance.contains(where: { inherited in index.declarations(named: inherited.name).contains { $0.kind == .class } }) else { return false }
        let instanceMembers = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        guard !instanceMembers.contains(where: \.isStoredVar) else { return false }
        let initializers = instanceMembers.filter { $0.kind == .initializer }
        return !initializers.isEmpty && initializers.allSatisfy { takesNothing($0, tokens) }
    }

    /// `init() {}`, `init?()`: the parameter list is empty.
    private static func takesNothing(_ initializer: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: initializer.line, column: initializer.column, in: tokens),
              let keyword = tokens[start...].prefix(24).firstIndex(where: { $0.kind == .keyword && $0.text == "init" }) else { return false }
        var position = keyword + 1
        while position < tokens.count, tokens[position].text == "?" || tokens[position].text == "!" { position += 1 }
        return position + 1 < tokens.count && tokens[position].text == "(" && tokens[position + 1].text == ")"
    }
}
