import GuardrailsCore

/// Protocols that require methods and are named as types, yet are no seam a test double would stand in for:
/// polymorphism over plain values, the erased face of the package's own generics, and mixins whose every
/// method a protocol extension implements.
struct NonSeamProtocols {
    let index: PackageIndex

    /// Types whose instances are values: copying one copies its data, and no collaborator hides behind it.
    private static let standardValueTypes: Set<String> = [
        "Self", "Optional", "Array", "Dictionary", "Set", "String", "Substring", "Character", "Int", "Int64", "Int32", "UInt",
        "Double", "Float", "Bool", "Range", "ClosedRange", "Data", "Date", "URL", "UUID", "Decimal", "TimeInterval",
    ]

    /// Only the package's structs and enums adopt it, and every method requirement is synchronous, cannot throw,
    /// returns a value and takes only values, the protocol itself among them: an operation within a family of values
    /// (`func merge(with other: any ReviewSnapshot) -> any ReviewSnapshot` over tiers of fetched data). Another protocol
    /// only the package's values adopt is a family too (`func plainText(links: [String: any LinkTarget]) -> String`). Tests build
    /// such values for real. A closure parameter, `async`, `throws`, a class or another protocol in the signature (a
    /// loader's `func load() async throws -> [Item]`), or a signature without the family (a format's
    /// `func parse(_ text: String) -> Date?`, a strategy over values) keeps it a boundary.
    ///
    /// A step of a fluent builder passes whatever its parameters (`func filter(_ predicate: @escaping (Row) throws -> Bool)
    /// -> Self` of a query value): synchronous, not throwing itself, returning `Self` or the family, it yields a new value of
    /// the family, which tests build for real. A class adopting the protocol or one refining it keeps it a boundary.
    /// A `mutating` method taking only values, synchronous and not throwing (`mutating func reset()` beside
    /// `func validated() -> [String]` of settings records), changes the value itself and belongs to the family too.
    func describesValueFamily(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        let methods = type.members.filter { $0.kind == .function }
        guard !methods.isEmpty, isAdoptedOnlyByValues(type.name) else { return false }
        var buildsValues = false
        let isFamily = methods.allSatisfy { method in
            guard !method.isAsync, let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
            let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
            // `mutating func reset()` of a settings record: a state change of the value itself, as a state value's are.
            if method.modifiers.contains("mutating") {
                return signatureNamesOnlyValues(tokens, from: keyword + 1, parametersEnd: parameters.end, family: type.name) != .notOnlyValues
            }
            guard method.declaresResult else { return false }
            if !tokens[keyword..<parameters.end].contains(where: { $0.text == "->" }) {
                let values = signatureNamesOnlyValues(tokens, from: keyword + 1, parametersEnd: parameters.end, family: type.name)
                if values == .withFamily { return true }
                // `func eventParameters() -> [String: String]` of records that store their data: a computed property in
                // method form. A clock's `func now() -> Date` on a struct storing nothing stays a seam.
                if values == .withoutFamily, tokens[parameters.end - 1].text == "(", conformersStoreData(type.name) { return true }
            }
            buildsValues = true
            return returnsFamilyOnly(tokens, parametersEnd: parameters.end, family: type.name)
        }
        return isFamily && (!buildsValues || index.conformersThroughRefinements(of: type.name).allSatisfy { conformer in
            conformer.isTest || conformer.kind == .protocol || conformer.kind == .struct || conformer.kind == .enum
                || conformer.kind == .extension && isPackageValue(conformer.name)
        })
    }

    /// `) -> Self` or `) -> any Family`, the signature ending there (or at its `where` clause): no `throws`, no `async`,
    /// nothing wrapping the result (`Self?`, `[Self]`, `Self.Element`).
    private func returnsFamilyOnly(_ tokens: [Token], parametersEnd: Int, family: String) -> Bool {
        var position = parametersEnd + 1
        guard position < tokens.count, tokens[position].text == "->" else { return false }
        position += 1
        if position < tokens.count, tokens[position].text == "any" || tokens[position].text == "some" { position += 1 }
        guard position < tokens.count, tokens[position].text == "Self" || tokens[position].text == family else { return false }
        position += 1
        guard position < tokens.count else { return true }
        let next = tokens[position]
        return next.text == "}" || next.text == "where" || next.text == ";"
            || next.startsLine && (next.kind == .keyword || next.kind == .attribute || next.kind == .pound)
    }

    /// The signature runs past its parameters to the end of its line and the lines continuing it (`-> Summary`), up
    /// to the next declaration or the protocol's closing brace.
    private enum SignatureValues { case withFamily, withoutFamily, notOnlyValues }

    private func signatureNamesOnlyValues(_ tokens: [Token], from start: Int, parametersEnd: Int, family: String) -> SignatureValues {
        var position = start
        var namesFamily = false
        while position < tokens.count {
            let token = tokens[position]
            if position > parametersEnd, token.text == "}" || token.text == "{"
                || token.startsLine && (token.kind == .keyword || token.kind == .attribute) { break }
            if ["throws", "rethrows", "async"].contains(token.text) { return .notOnlyValues }
            if token.text == family || token.text == "Self" { namesFamily = true }
            if token.kind == .identifier || token.text == "Self", let first = token.text.first, first.isUppercase,
               token.text != family, !Self.standardValueTypes.contains(token.text), !isPackageValue(token.text) {
                guard isValueProtocol(token.text) else { return .notOnlyValues }
                namesFamily = true
            }
            position += 1
        }
        return namesFamily ? .withFamily : .withoutFamily
    }

    /// Another protocol of the package only its structs and enums adopt (`any LinkTarget` over page links): its
    /// existentials are values too, and a method relating them to the family is an operation among values.
    private func isValueProtocol(_ name: String) -> Bool {
        index.declarations(named: name).contains { $0.kind == .protocol } && isAdoptedOnlyByValues(name)
    }

    /// Every production conformer, through refining protocols too, is a struct of the package with stored properties.
    private func conformersStoreData(_ name: String) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declarations = conformer.kind == .extension ? index.declarations(named: conformer.name) : [conformer]
            return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .struct && $0.hasStoredProperties }
        }
    }

    func isAdoptedOnlyByValues(_ name: String) -> Bool {
        let conformers = index.conformers(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension ? isPackageValue(conformer.name) : conformer.kind == .struct || conformer.kind == .enum
        }
    }

    private func isPackageValue(_ name: String) -> Bool {
        let declared = index.declarations(named: name) + index.nestedDeclarations(named: name)
        return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
    }

    /// An `@objc` protocol whose metatype production code hands to a call (`NSXPCInterface(with: BackupService.self)`):
    /// an interface the Objective-C runtime speaks across a connection, its other side a proxy the system builds from
    /// that metatype. It is a contract between processes, not a seam of one: nothing injects a conformer, and its
    /// shape is fixed by what the runtime can send. An app linted with its local package may hand over the package's
    /// protocol (the app's extension exporting it), unless the app declares a type of that name itself.
    func isRuntimeInterface(_ type: TypeDecl) -> Bool {
        guard type.attributes.contains("objc") else { return false }
        guard !index.isPassedAsMetatype(type.name), let clients = index.clients else { return index.isPassedAsMetatype(type.name) }
        return clients.isPassedAsMetatype(type.name) && clients.declarations(named: type.name).isEmpty
    }

    /// `protocol SettingsProvider: Provider {}` where the package's `Provider` requires only `init(resolver:)`: every
    /// requirement, its own and those of the package protocols it refines, is an initializer. It says how a container
    /// builds conformers (a construction or injection marker); no method of it is ever called, so neither a second
    /// strategy nor a double has anything to stand in for. `ObservableObject` and `Observable` among its parents add
    /// nothing to write (`protocol ScreenState: ObservableObject { init() }`: `objectWillChange` has its default), but any
    /// other framework protocol among them (requirements unseen), or a property, method or subscript anywhere in the
    /// chain, keeps it a boundary.
    /// Framework protocols that ask a class conformer to write nothing.
    private static let requirementFreeParents: Set<String> = ["AnyObject", "Sendable", "ObservableObject", "Observable"]

    func requiresOnlyInitializers(_ type: TypeDecl) -> Bool {
        guard type.members.allSatisfy({ $0.kind == .initializer }) else { return false }
        if addsOnlyInitializers(type) { return true }
        var hasInitializer = !type.members.isEmpty
        var pending = type.inheritance.map(\.name)
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if Self.requirementFreeParents.contains(name) { continue }
            let protocols = index.declarations(named: name).filter { $0.kind == .protocol }
            guard !protocols.isEmpty else { return false }
            for declaration in protocols {
                let required = index.protocolMembers(of: name, in: declaration.module)
                guard required.allSatisfy({ $0 == "init" }) else { return false }
                hasInitializer = hasInitializer || !required.isEmpty
                pending.append(contentsOf: declaration.inheritance)
            }
        }
        return hasInitializer
    }

    /// `protocol PrefixOp: Expression { init(operand: Expression) }`: its own requirements are initializers alone, over
    /// package protocols code names as types (and requirement-free framework ones). It says how a table of metatypes
    /// (`[String: PrefixOp.Type]`, `type.init(operand:)`) builds the parent's values: a construction contract. The
    /// parent is the seam, judged on its own since code holds it; a double or a second strategy of the refinement would
    /// stand in for nothing more. A parent only refinements name keeps the refinement judged (it would be the seam).
    private func addsOnlyInitializers(_ type: TypeDecl) -> Bool {
        !type.members.isEmpty && type.inheritance.contains { !Self.requirementFreeParents.contains($0.name) }
            && type.inheritance.allSatisfy { parent in
                Self.requirementFreeParents.contains(parent.name)
                    || index.isUsedAsType(parent.name) && index.declarations(named: parent.name).contains { $0.kind == .protocol }
            }
    }

    /// `protocol QueryArgument { var key: String { get }; func value() -> String }` that nothing in production adopts, named
    /// only as a generic parameter's constraint in its own file (`func adding<A: QueryArgument>(_ argument: A)`), requiring
    /// only properties and parameterless queries: that code reads values off its users' own values (enums of arguments);
    /// there is no implementation to substitute, and a double would be one more value. Taken as a type, it stays a seam.
    func isUnadoptedValueConstraint(_ type: TypeDecl, in file: LintFile) -> Bool {
        guard Self.asksOnlyValues(type), !file.tokens.isEmpty, !index.isHeldAsProperty(type.name),
              !index.conformersThroughRefinements(of: type.name).contains(where: { !$0.isTest && $0.kind != .protocol }) else { return false }
        let uses = file.model.references.filter { $0.base == nil && $0.name == type.name && !$0.statesCapability }
        guard !uses.isEmpty, uses.count >= index.typeUses(of: type.name) else { return false }
        let tokens = file.tokens
        // `<A: QueryArgument>` or `<Key, A: QueryArgument>`: a colon after a parameter's name opened by `<` or `,`.
        return uses.allSatisfy { use in
            guard let position = TokenLookup.position(line: Int(use.line), column: Int(use.column), in: tokens), position >= 3 else { return false }
            let (colon, parameter, opener) = (tokens[position - 1], tokens[position - 2], tokens[position - 3])
            return colon.text == ":" && parameter.kind == .identifier && (opener.text == "<" || opener.text == ",")
        }
    }

    /// Only properties (no closures) and parameterless queries, instance requirements all: values read off an adopter.
    static func asksOnlyValues(_ type: TypeDecl) -> Bool {
        !type.members.isEmpty && type.members.allSatisfy { member in
            guard !member.modifiers.contains("static"), !member.modifiers.contains("class") else { return false }
            return member.kind == .variable && member.propertyType?.isFunction != true
                || member.kind == .function && member.declaresResult && !member.isAsync && member.fullName.hasSuffix("()")
        }
    }

    /// Nothing in production conforms to it and no code names it: nothing to substitute, whatever it will become.
    func isUnused(_ name: String) -> Bool {
        !index.isMentioned(name) && !index.conformers(of: name).contains { !$0.isTest && $0.kind != .protocol }
    }

    /// Two or more of the package's generic property wrappers adopt it, wherever in its module they are declared, and
    /// nothing else: `AnyField` unifying `@propertyWrapper Field<Model, Value>` and `OptionalField<Model, Value>` so code
    /// can walk a model's properties without their parameters. It erases generics; a double would be one more wrapper.
    /// Generic types that are not wrappers (a query builder and a nested builder adopting a builder protocol) may
    /// still meet at a seam.
    func erasesGenericsAcrossFiles(_ type: TypeDecl, module: String?) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        guard Set(conformers.map(\.name)).count > 1 else { return false }
        return conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name).filter { $0.module == conformer.module } : [conformer]
            return !declared.isEmpty && declared.allSatisfy {
                $0.isGeneric && $0.kind != .protocol && $0.module == module && $0.attributes.contains("propertyWrapper")
            }
        }
    }

    /// Only the package's structs and enums of its module adopt it, no requirement is `async`, and it requires an
    /// `eraseTo…` method or counts among its conformers a model and its eraser (`struct AnyRow` beside `struct
    /// Row<Content>`), wherever they are declared: the vocabulary of the package's models, whose generic parameter the
    /// protocol erases. Tests build such models for real; a double would be one more model. Responders chained with
    /// `async` effects (`AnyBasicResponder` beside `BasicResponder`) stay a seam.
    func erasesPackageValues(_ type: TypeDecl, module: String?) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        guard !conformers.isEmpty, conformers.allSatisfy({ conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name).filter { $0.module == conformer.module } : [conformer]
            return !declared.isEmpty && declared.allSatisfy { ($0.kind == .struct || $0.kind == .enum) && $0.module == module }
        }) else { return false }
        guard !type.members.contains(where: { $0.kind == .function && $0.isAsync }) else { return false }
        let names = Set(conformers.map(\.name))
        return type.members.contains { $0.kind == .function && $0.name.hasPrefix("eraseTo") } || names.contains { names.contains("Any" + $0) }
    }

    /// Only package protocols refine it, and an extension of every one of them implements each method it requires
    /// (`extension Loader` implementing `anyRun` of the erased `AnyLoader` that `Loader: AnyLoader` refines): every
    /// conformer gets them, so it is a mixin; a double would be a conformer of the refinement.
    func isDefaultedByRefinements(_ type: TypeDecl) -> Bool {
        let requirements = Set(type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }.map(\.name))
        let conformers = index.conformers(of: type.name).filter { !$0.isTest }
        return !requirements.isEmpty && !conformers.isEmpty && conformers.allSatisfy { refiner in
            refiner.kind == .protocol && requirements.isSubset(of: index.extensionMembers(of: refiner.name, in: refiner.module))
        }
    }
}
