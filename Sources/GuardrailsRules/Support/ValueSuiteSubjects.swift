import GuardrailsCore

/// Subjects whose own name is the natural name of their suite, since no implementation hides behind it.
enum ValueSuiteSubjects {
    /// `struct SemanticVersion: Hashable { let major, minor, patch: Int; init?(_ string: String) }` with `<` and `description`
    /// in extensions: a value adopting only value protocols, with constant stored properties and no method of its instances
    /// beyond equality, hashing and coding witnesses, its extensions included (`TypeTraits.performsNoInstanceAction`). What its
    /// suite proves is how the value is made, compared and printed: the value is the concept, and `SemanticVersionTests` names
    /// it. One with an action (`func activeFlags(withBuild:)`), a `var`, or a `private` declaration stays reported. So is an
    /// enum of value protocols and a raw type coding itself (`enum Theme: String, Codable` with its own `init(from:)`).
    static func isPlainValue(_ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { declaration in
            (declaration.kind == .struct && declaration.hasStoredProperties && declaration.inheritance.allSatisfy(valueProtocols.contains)
                || declaration.kind == .enum && isSelfCodingEnum(declaration, index))
                && !declaration.hasMutableState
                && !declaration.modifiers.contains("private") && !declaration.modifiers.contains("fileprivate")
                && index.traits(of: declaration).contains(.performsNoInstanceAction)
        } && !index.isExtendedWithActions(declared[0].name)
    }

    /// `struct RingLog<Entry>`, `struct Shelf<Item>`: a generic struct storing no collaborator (no property typed as a protocol,
    /// class or actor of the package, no closure, nothing whose type is not written), not a view: a data structure over its
    /// parameter. A value type has no collaborator to split out and is copied, not shared, so naming its suite after it ties
    /// the tests to nothing but the structure's own API. A class, a struct holding a service or a closure, and a non-generic
    /// struct or enum (whose other distinctions this rule already draws) stay reported.
    static func isCollaboratorFreeValue(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        guard !declared.isEmpty, declared.allSatisfy({ $0.kind == .struct && $0.isGeneric }),
              !([subject] + index.supertypes(of: subject)).contains(where: { name in viewWords.contains { name.hasSuffix($0) } }) else { return false }
        return declared.allSatisfy { declaration in
            index.heldInstanceTypes(of: declaration).allSatisfy { name in
                guard name != "->", name != "?" else { return false }
                let others = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { !$0.isTest }
                // Not the package's: a standard or framework value, or the struct's own generic parameter (`Element`).
                guard !others.isEmpty else { return SingleValueLockBoxes.standardValues.contains(name) || declaration.isGeneric }
                return others.allSatisfy { other in
                    (other.kind == .struct || other.kind == .enum || other.kind == .extension)
                        && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
                }
            }
        }
    }

    /// A view, cell or controller is a screen's part whatever its kind; its suites are judged by `showsComponent`.
    private static let viewWords = ["View", "Cell", "Controller", "ViewModifier", "App", "Scene"]

    /// Adopting only value protocols and a raw type, one of them a coding protocol, and declaring its own coding.
    private static func isSelfCodingEnum(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.inheritance.allSatisfy { valueProtocols.contains($0) || rawValueTypes.contains($0) }
            && declaration.inheritance.contains { codingProtocols.contains($0) }
            && !index.members(of: declaration.name, in: declaration.module).isDisjoint(with: ["init", "encode"])
    }

    /// What a value adopts: a record's value protocols, and comparison, text and literal conversions.
    private static let valueProtocols = SuiteSubjects.valueProtocols.union([
        "Comparable", "CustomDebugStringConvertible", "LosslessStringConvertible", "RawRepresentable", "ExpressibleByStringLiteral",
    ])
    private static let codingProtocols = RecordCodingSuites.codingProtocols
    private static let rawValueTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Character", "Double"]

    /// `InferenceTests` beside `private struct Inference` of another file: no test can reach a `private` or `fileprivate` type,
    /// so the suite's word is the behaviour it proves through other API (`inferOptions(…)`), which the helper type happens to spell.
    static func isOutOfReach(_ production: [IndexedType], from file: LintFile) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { declaration in
            declaration.path != file.path && (declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate"))
        }
    }
}
