import GuardrailsCore

/// The property wrappers through which a SwiftUI view holds an observable class of another layer (`observationWrappers`),
/// and the view's own alias for that class (`typealias Model = CartModel<Service>` beside `@State var model: Model`).
enum ObservationWrappers {
    /// Whether a property marked `attribute` and typed as the observable class `declaration` holds it through an observation
    /// wrapper: one of `configured`; `@State` holding an `@Observable` class, iOS 17's form of `@StateObject` (so only while
    /// that is configured; a `@State` of a value holds no reference); or a property wrapper the package declares over one of
    /// them (`@propertyWrapper struct Injected<Model: ObservableObject>: DynamicProperty { @ObservedObject var model: Model }`),
    /// which accepts nothing but an observable class either. `@Environment` reads values too (`\.colorScheme`), so a wrapper
    /// storing only that is none.
    static func accepts(_ attribute: String, holding declaration: IndexedType, configured: Set<String>, _ index: PackageIndex) -> Bool {
        if configured.contains(attribute) { return true }
        guard declaration.kind == .class else { return false }
        if attribute == "State" { return configured.contains("StateObject") && declaration.attributes.contains("Observable") }
        guard ObservedObjectRelays.isObservable(declaration),
              index.propertyCount(of: attribute, withAnyOf: configured.subtracting(["Environment"])) > 0 else { return false }
        return index.declarations(named: attribute).contains { $0.attributes.contains("propertyWrapper") && !$0.isTest }
    }

    /// The names the enclosing type gives, through a property carrying an observation wrapper, to a type other than
    /// `declaration` (`@State var model: Model`), with where each such property is declared (the rule keeps one whose initial
    /// value, `= .init()`, has the view build the object): a nested `typealias` of one of them naming `declaration` is that property's type.
    static func aliasCandidates(
        in type: TypeDecl, holding declaration: IndexedType, configured: Set<String>, _ index: PackageIndex
    ) -> [(name: String, line: Int, column: Int)] {
        var candidates: [(name: String, line: Int, column: Int)] = []
        for member in type.members where member.kind == .variable && !member.attributes.isEmpty {
            guard let annotated = member.propertyType, annotated.isAnnotated, annotated.name != declaration.name,
                  member.attributes.contains(where: { accepts($0, holding: declaration, configured: configured, index) }) else { continue }
            candidates.append((annotated.name, member.line, member.column))
        }
        return candidates
    }

    /// `typealias Model = Module.CartModel<…>` up to the name at `position`: the alias's name.
    static func aliasName(before position: Int, in tokens: [Token]) -> String? {
        var current = position - 1
        // `Module.` qualifiers between `=` and the name.
        while current >= 1, tokens[current].text == ".", tokens[current - 1].kind == .identifier { current -= 2 }
        guard current >= 2, tokens[current].kind == .operator, tokens[current].text == "=",
              tokens[current - 1].kind == .identifier, tokens[current - 2].text == "typealias" else { return nil }
        return tokens[current - 1].text
    }
}
