import GuardrailsCore

/// Subjects whose own name is the natural name of their suite, since no implementation hides behind it.
enum ValueSuiteSubjects {
    /// `struct SemanticVersion: Hashable { let major, minor, patch: Int; init?(_ string: String) }` with `<` and `description`
    /// in extensions: a value adopting only value protocols, with constant stored properties and no method of its instances
    /// beyond equality, hashing and coding witnesses, its extensions included (`TypeTraits.declaresOnlyData`). What its suite
    /// proves is how the value is made, compared and printed: the value is the concept, and `SemanticVersionTests` names it. One
    /// with an action (`func activeFlags(withBuild:)`), a `var`, or a `private` declaration stays reported. So is an enum
    /// coding itself (`enum Theme: String, Codable` with its own `init(from:)`), the index judging it as such a value.
    static func isPlainValue(_ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { declaration in
            (declaration.kind == .struct && declaration.hasStoredProperties || declaration.kind == .enum) && !declaration.hasMutableState
                && !declaration.modifiers.contains("private") && !declaration.modifiers.contains("fileprivate")
                && index.traits(of: declaration).contains(.declaresOnlyData)
        } && !index.isExtendedWithActions(declared[0].name)
    }

    /// `InferenceTests` beside `private struct Inference` of another file: no test can reach a `private` or `fileprivate` type,
    /// so the suite's word is the behaviour it proves through other API (`inferOptions(…)`), which the helper type happens to spell.
    static func isOutOfReach(_ production: [IndexedType], from file: LintFile) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { declaration in
            declaration.path != file.path && (declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate"))
        }
    }
}
