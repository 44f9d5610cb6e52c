import GuardrailsCore

/// `protocol StoreCommand { var writes: Bool { get }; func run(in store: StoreContext) throws }` that two or more of the
/// package's structs and enums (or classes storing only constants) adopt, each carrying its inputs: commands, every one run against an object of a framework
/// handed in (a database, a drawing context). Whatever executes them holds the framework object and is the seam; tests run
/// real commands against a real (in-memory) object, and a double of one command would test nothing but the executor.
/// An `async` or `mutating` method, a closure, more than one parameter, a package type or a standard value as the
/// parameter, or a class conformer with a `var` keeps it a seam.
struct CommandFamilies {
    let index: PackageIndex

    private static let standardValues: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Data", "Date", "URL", "UUID", "Decimal", "Any", "AnyObject", "Self",
    ]

    func describesCommandFamily(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        let methods = type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }
        guard !methods.isEmpty, !type.members.contains(where: { $0.isAsync || $0.kind == .initializer || $0.modifiers.contains("mutating") }),
              methods.allSatisfy({ runsAgainstFrameworkObject($0, tokens) }) else { return false }
        let conformers = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        guard Set(conformers.map(\.name)).count > 1 else { return false }
        return conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name) : [conformer]
            let values = declared.filter { $0.kind != .extension }
            // A class storing only constants is a command object too (one its subclasses specialize); state keeps it a seam.
            return !values.isEmpty && values.allSatisfy { $0.kind == .struct || $0.kind == .enum || $0.kind == .class && !$0.hasMutableState }
        }
    }

    /// `protocol ToolCommand: AsyncParsableCommand, Loggable { func body() async throws }`: a refinement of a command-line
    /// parser's command protocol (`commandProtocols`, directly or through package protocols). Its conformers are the tool's
    /// subcommands, which the parser builds from the arguments, its extensions their shared run plumbing: a mixin of
    /// the composition's commands, and no code is handed a command it could be given a fake one instead of.
    func refinesParserCommand(_ type: TypeDecl, commandProtocols: Set<String>) -> Bool {
        !commandProtocols.isEmpty && !index.supertypes(of: type.name).isDisjoint(with: commandProtocols)
    }

    /// One parameter, typed by a name the package does not declare and that is no standard value: `(in store: StoreContext)`.
    private func runsAgainstFrameworkObject(_ method: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
        let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
        guard parameters.names.count == 1, let colon = tokens[keyword..<parameters.end].lastIndex(where: { $0.kind == .punctuation && $0.text == ":" }),
              colon + 2 == parameters.end, tokens[colon + 1].kind == .identifier else { return false }
        let name = tokens[colon + 1].text
        return name.first?.isUppercase == true && !Self.standardValues.contains(name)
            && index.declarations(named: name).isEmpty && index.nestedDeclarations(named: name).isEmpty
    }
}
