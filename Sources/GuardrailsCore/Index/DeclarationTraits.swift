/// Reads the `TypeTraits` of a file's declarations and the static properties that hold an instance of their own
/// type, from its source model alone (the index pass keeps type names, not calls of functions).
enum DeclarationTraits {
    /// The traits of each declaration of `model.types`, by position.
    static func traits(of model: SourceModel) -> [TypeTraits] {
        let plain = plainStateHolders(in: model)
        return model.types.indices.map { index in
            let type = model.types[index]
            var traits: TypeTraits = plain.contains(index) ? [.holdsOnlyPlainState] : []
            if isConstantTable(type) { traits.insert(.isConstantTable) }
            return traits
        }
    }

    /// `static let current = Session()`, `static var main: Self = .init()`: stored static properties of a type holding
    /// an instance of that type.
    static func ownInstanceStatics(of type: TypeDecl) -> [String] {
        type.members.compactMap { member in
            guard member.kind == .variable, member.isLet || member.isStoredVar,
                  member.modifiers.contains("static") || member.modifiers.contains("class"),
                  let stored = member.propertyType, stored.name == type.name || stored.name == "Self",
                  stored.isConstructed || stored.isAnnotated else { return nil }
            return member.name.filter { $0 != "`" }
        }
    }

    private static func isConstantTable(_ type: TypeDecl) -> Bool {
        let initializers = type.members.filter { $0.kind == .initializer }
        let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        return type.kind == .struct && !initializers.isEmpty && !stored.isEmpty
            && initializers.allSatisfy { $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }
            && stored.allSatisfy { $0.isLet && ($0.propertyType.map { plainNames.contains($0.name) } ?? true) }
    }

    /// Observable classes (`@Observable`, `ObservableObject`: state a view watches) storing something, conforming only
    /// to value and observation protocols, whose bodies (nested types included) name no type but standard values, their
    /// nested types and their generic parameters.
    private static func plainStateHolders(in model: SourceModel) -> Set<Int> {
        let types = model.types
        var candidates = Set(types.indices.filter { index in
            let type = types[index]
            let isObservable = type.attributes.contains("Observable") || type.inheritance.contains { $0.name == "ObservableObject" }
            return type.kind == .class && isObservable && type.inheritance.allSatisfy { plainNames.contains($0.name) }
                && type.members.contains { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        })
        guard !candidates.isEmpty else { return [] }
        var ownNames: [Int: Set<String>] = [:]
        for index in types.indices {
            var ancestor = types[index].parent
            while let current = ancestor {
                if candidates.contains(current) { ownNames[current, default: []].insert(types[index].name) }
                ancestor = types[current].parent
            }
        }
        for reference in model.references where reference.base == nil && !plainNames.contains(reference.name) {
            // A generic class's header (`<T: Sendable>`) names its parameters, which its body then uses.
            for candidate in candidates where types[candidate].isGeneric && isInHeader(reference, of: types[candidate]) {
                ownNames[candidate, default: []].insert(reference.name)
            }
            var enclosing = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
            while let current = enclosing, current < types.count {
                if candidates.contains(current), ownNames[current]?.contains(reference.name) != true { candidates.remove(current) }
                enclosing = types[current].parent
            }
        }
        return candidates
    }

    private static func isInHeader(_ reference: Reference, of type: TypeDecl) -> Bool {
        Int(reference.line) == type.line && Int(reference.column) > type.column && Int(reference.enclosingType) == (type.parent ?? -1)
    }

    /// Standard value types, the protocols values and observable state conform to, and the concurrency primitives
    /// state loading runs on.
    static let plainNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Decimal", "String", "Substring", "Character", "Date", "TimeInterval", "Duration", "UUID", "URL", "Data", "IndexPath", "IndexSet",
        "CGPoint", "CGSize", "CGRect", "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "Error", "Never", "Void",
        "AnyHashable", "Hashable", "Equatable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable", "Comparable", "CaseIterable",
        "RawRepresentable", "CustomStringConvertible", "Observable", "ObservableObject", "Task", "MainActor", "CancellationError", "Self",
    ]
}
