import GuardrailsCore

/// Protocols naming the nodes of a tree the package builds from its own types: `protocol Pattern { func resolve(parser:
/// Parser, grammar: Grammar) -> [Rule] }` where `protocol Rule: Pattern`, adopted by two or more of the package's types
/// (`MatchRule`, `BeginEndRule`, `IncludePattern`, some storing more of them: `var patterns: [Pattern]`). Every method
/// answers more of the family, so the protocol is the polymorphism of a model the package walks, not a collaborator
/// injected into a subject: tests build the real nodes. A method answering anything else (`Void`, a value), `async` or
/// `throws`, or a conformer the package only extends keeps it a seam: a composite of collaborators (`FanOutLogger`
/// storing `[Logger]`, whose `log(_:)` answers nothing) stays one.
enum RecursiveModelFamilies {
    static func isRecursiveModelFamily(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let methods = type.members.filter { $0.kind == .function }
        guard !methods.isEmpty, methods.allSatisfy({ !$0.isAsync && $0.declaresResult }) else { return false }
        let adopters = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest }
        let conformers = adopters.filter { $0.kind != .protocol }
        guard Set(conformers.map(\.name)).count > 1, conformers.allSatisfy({ $0.kind != .extension }) else { return false }
        let parents = type.inheritance.map(\.name).filter { name in index.declarations(named: name).contains { $0.kind == .protocol } }
        let family = Set([type.name] + parents + adopters.filter { $0.kind == .protocol }.map(\.name))
        return methods.allSatisfy { method in
            guard let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
            return returnsFamily(tokens, parametersEnd: FunctionParameters.names(declaredAt: keyword, in: tokens).end, family: family)
        }
    }

    /// `protocol Rule: Pattern { var id: UUID { get } }`: only properties added to one package protocol whose every method
    /// answers a value and names the family in its signature (`-> [Rule]`), two or more of the package's types adopting it:
    /// a kind of node, its methods the parent's. Read from the index: the parent is declared in another file.
    static func refinesFamilyWithProperties(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Bool {
        guard !type.members.isEmpty, type.members.allSatisfy({ $0.kind == .variable }) else { return false }
        let parents = type.inheritance.map(\.name).filter { name in index.declarations(named: name).contains { $0.kind == .protocol } }
        guard parents.count == 1, let parent = parents.first else { return false }
        let methods = index.methodRequirements(of: parent, in: module)
        // Method requirements come by base name (`expand`), those spelling a type by full name (`expand(in:)`).
        let spelling = index.requirements(of: parent, in: module, spelling: type.name).union(index.requirements(of: parent, in: module, spelling: parent))
        guard !methods.isEmpty, index.actionRequirements(of: parent, in: module).isEmpty,
              methods.isSubset(of: Set(spelling.map { String($0.prefix { $0 != "(" }) }))
        else { return false }
        let conformers = index.conformersThroughRefinements(of: parent).filter { !$0.isTest && $0.kind != .protocol }
        return Set(conformers.map(\.name)).count > 1 && conformers.allSatisfy { $0.kind != .extension }
    }

    /// Read from the model alone, before the file's tokens: every method declares a result, none `async`, and the last type
    /// its one-line signature names is a protocol of the package (`-> [Rule]`). Only such a protocol's file is lexed for it.
    static func mayBeFamily(_ type: TypeDecl, in model: SourceModel, _ index: PackageIndex) -> Bool {
        let methods = type.members.filter { $0.kind == .function }
        guard !methods.isEmpty, methods.allSatisfy({ !$0.isAsync && $0.declaresResult }),
              let position = model.types.firstIndex(where: { $0.line == type.line && $0.column == type.column }) else { return false }
        return methods.allSatisfy { method in
            let last = model.references.last { reference in
                reference.enclosingType == Int32(position) && reference.line == Int32(method.line) && reference.column > Int32(method.column) && reference.base == nil
            }
            return last.map { reference in index.declarations(named: reference.name).contains { $0.kind == .protocol } } ?? false
        }
    }

    /// `) -> [Rule]`, `) -> any Pattern` or `) -> Rule?`: the family, bare, optional or in an array, and nothing after it
    /// but the body or a `where` clause (no `throws`, no `async` before the arrow).
    private static func returnsFamily(_ tokens: [Token], parametersEnd: Int, family: Set<String>) -> Bool {
        var position = parametersEnd + 1
        guard position < tokens.count, tokens[position].text == "->" else { return false }
        position += 1
        let inArray = position < tokens.count && tokens[position].text == "["
        if inArray { position += 1 }
        if position < tokens.count, tokens[position].text == "any" || tokens[position].text == "some" { position += 1 }
        guard position < tokens.count, family.contains(tokens[position].text) else { return false }
        position += 1
        if inArray {
            guard position < tokens.count, tokens[position].text == "]" else { return false }
            position += 1
        }
        if position < tokens.count, tokens[position].text == "?" { position += 1 }
        guard position < tokens.count else { return true }
        let next = tokens[position]
        return next.text == "}" || next.text == "where" || next.text == ";"
            || next.startsLine && (next.kind == .keyword || next.kind == .attribute || next.kind == .pound)
    }
}
