import GuardrailsCore

/// What kind of production type a suite is named after, where that kind lets a suite name it: a library's
/// contract, a namespace enum, an adapter behind one of the package's ports.
enum SuiteSubjects {
    /// `class ProductService: ProductAPI`: every declaration is a concrete type, and one implements a protocol the package declares.
    static func isPortAdapter(_ declarations: [IndexedType], _ index: PackageIndex) -> Bool {
        declarations.allSatisfy { $0.kind == .class || $0.kind == .struct || $0.kind == .actor }
            && declarations.contains { declaration in
                declaration.inheritance.contains { name in index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest } }
            }
    }

    /// `struct UIImageResource` beside `extension UIImageResource: Resource`, where `typealias Resource = ReplayResource` names a
    /// package protocol: every declaration a concrete type that adopts one of the package's protocols, in its declaration or
    /// an extension, directly or through a type alias (`isPortAdapter` reads declarations' own inheritance clauses only).
    static func adoptsPackageProtocol(_ subject: String, _ declarations: [IndexedType], _ index: PackageIndex) -> Bool {
        !declarations.isEmpty && declarations.allSatisfy { $0.kind == .class || $0.kind == .struct || $0.kind == .actor }
            && index.supertypes(of: subject).contains { name in index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest } }
    }

    /// A library's contract (`public protocol Cache`) with several conformers: the package's, or ones the
    /// suite's file declares to exercise it (`struct FooCache: Cache` beside the built-in one).
    static func isContract(_ declaration: IndexedType, exercisedIn model: SourceModel, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .protocol, declaration.modifiers.contains("public") || declaration.modifiers.contains("open") else { return false }
        let production = index.conformers(of: declaration.name).filter { !$0.isTest }.map(\.name)
        let local = model.types.filter { $0.kind != .extension && $0.inherits(declaration.name) }.map(\.name)
        return Set(production + local).count > 1
    }

    /// `itBehavesLike(ResolverBehavior.self) { Resolver.self }` beside `{ NewResolver.self }`, `for type in [Resolver.self,
    /// NewResolver.self]`: the suite runs one behaviour against the subject and another production conformer of a
    /// protocol they share, as metatypes. It is that protocol's contract suite, whichever conformer lends it its name.
    static func runsConformers(sharing subject: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let metatypes = Set(tokens.indices.compactMap { position -> String? in
            guard position + 2 < tokens.count, tokens[position].kind == .identifier, tokens[position + 1].text == ".",
                  tokens[position + 2].text == "self", position == 0 || tokens[position - 1].text != "." else { return nil }
            // `String(describing: Screen.self)` names a storyboard identifier, not a conformer to run.
            if let callee = EnclosingCall.callee(of: position, in: tokens), tokens[callee].text.first?.isUppercase == true { return nil }
            return tokens[position].text
        })
        guard metatypes.contains(subject) else { return false }
        let protocols = sharedProtocols(of: subject, index)
        return !protocols.isEmpty && metatypes.contains { $0 != subject && !sharedProtocols(of: $0, index).isDisjoint(with: protocols) }
    }

    /// The package's protocols a production type conforms to.
    private static func sharedProtocols(of name: String, _ index: PackageIndex) -> Set<String> {
        guard index.declarations(named: name).contains(where: { !$0.isTest && $0.kind != .protocol }) else { return [] }
        return index.supertypes(of: name).filter { index.declarations(named: $0).contains { $0.kind == .protocol && !$0.isTest } }
    }

    /// `struct Presentation: Equatable { let title: String }`: a record of constant stored properties that conforms to
    /// no more than value protocols (`Comparable` too: its `<` orders values, as `==` compares them). A suite that never
    /// names it shares only words with it.
    static func isPlainRecord(_ declarations: [IndexedType]) -> Bool {
        !declarations.isEmpty && declarations.allSatisfy { declaration in
            // A `private` record cannot be named by tests at all: never naming it says nothing.
            declaration.kind == .struct && declaration.hasStoredProperties && !declaration.hasMutableState
                && !declaration.modifiers.contains("private") && !declaration.modifiers.contains("fileprivate")
                && declaration.inheritance.allSatisfy { valueProtocols.contains($0) || $0 == "Comparable" }
        }
    }

    static let valueProtocols: Set<String> = ["Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Sendable", "Identifiable", "CustomStringConvertible"]

    /// `enum FormCoding { struct Key: CodingKey {} }`: an enum with no case nor member of its own, across its
    /// extensions, only groups nested types. A suite cannot exercise it without naming it. So does a struct declaring
    /// nested types and no property, method or initializer (`struct CheckoutScreen: Screen { struct State; enum Action;
    /// struct Reducer }`, a feature's parts under its name, whatever protocol of associated types it adopts): it has no
    /// behaviour of its own either. An empty struct with nothing nested is a marker value and does not count.
    static func isNamespace(_ declarations: [IndexedType], _ index: PackageIndex) -> Bool {
        !declarations.isEmpty && declarations.allSatisfy { declaration in
            (declaration.kind == .enum || declaration.kind == .struct) && index.members(of: declaration.name, in: declaration.module).isEmpty
        } && (declarations.allSatisfy { $0.kind == .enum } || !index.nestedTypes(in: declarations[0].name).isEmpty)
    }
}
