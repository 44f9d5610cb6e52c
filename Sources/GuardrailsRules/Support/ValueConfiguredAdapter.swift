import GuardrailsCore

/// Whether a system facility (`FileManager.default`, `UserDefaults.standard`: a `Type.member` pair of the rule's
/// `singletons`, on a type the package does not declare) is read inside the live adapter of a doubled port: a class or
/// struct conforming, on its declaration or an extension of its file, to a package protocol that has a test double,
/// that stores at least one property, each a `let` of a plain value (`let path: String`, `let key: String`). Such an
/// adapter is configured by where it reads or writes, and the facility is the I/O it exists to perform; consumers hold
/// the protocol and tests pass the double. An adapter storing nothing must still forward (`SingletonForwardingAdapter`),
/// and one storing a `var`, a package type or a framework object is a component with dependencies of its own.
enum ValueConfiguredAdapter {
    /// Plain values an adapter is configured with: its location, key or limits.
    private static let plainValues: Set<String> = [
        "String", "URL", "Int", "UInt", "Bool", "Double", "Float", "Data", "UUID", "Date", "TimeInterval", "Character", "Substring",
    ]

    static func contains(_ reference: Reference, of singleton: String, isFacility: Bool, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard isFacility, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              index.declarations(named: singleton).isEmpty else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.kind == .class || type.kind == .struct else { return false }
        let stored = type.members.filter { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        guard !stored.isEmpty, stored.allSatisfy({ member in
            member.isLet && member.propertyType.map { plainValues.contains($0.name) && !$0.isFunction } == true
        }) else { return false }
        return isDoubledConformer(type, index)
            || types.contains { $0.kind == .extension && $0.name == type.name && isDoubledConformer($0, index) }
    }

    private static func isDoubledConformer(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return type.inheritance.contains { inherited in
            index.declarations(named: inherited.name).contains { $0.kind == .protocol }
                && index.conformers(of: inherited.name).contains(where: doubles.isDouble)
        }
    }
}
