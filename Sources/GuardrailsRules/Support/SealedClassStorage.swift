import GuardrailsCore

/// `final` classes whose `unchecked Sendable` claims nothing the team's own code could break: every stored property goes
/// through a property wrapper class the package declares `Sendable` (the compiler forces `unchecked` on the `var` Swift backs
/// a wrapper with), or the class is an opaque retainer whose `private let`s nothing but its initializers ever reads.
enum SealedClassStorage {
    /// `final class Tally: unchecked Sendable { @Guarded var total: Int }` where the package declares `@propertyWrapper
    /// final class Guarded<T>: Sendable`: the backing `_total` is a `var` holding one reference, assigned in `init` and never
    /// again (`total = 1` goes through the wrapper class's own setter), so the claim is the wrapper's, judged where it is declared.
    /// A wrapper declared as a struct copies its storage into the `var` itself, and stays reported unless a protocol forces it.
    static func storesOnlyThroughSendableWrapperClasses(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .class, type.modifiers.contains("final"), hasNoSuperclass(type, index) else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: type)
        return !stored.isEmpty && stored.allSatisfy { member in
            member.isStoredVar && member.attributes.contains { wrapper in
                index.declarations(named: wrapper).contains { $0.kind == .class && $0.attributes.contains("propertyWrapper") }
                    && index.supertypes(of: wrapper).contains("Sendable")
            }
        } && stored.allSatisfy { !isAssigned("_" + $0.name, file.tokens) }
    }

    /// `final class KeepAlive<Owner: AnyObject>: unchecked Sendable { private let value: Value; init(_ value: Value) {…} }`:
    /// it keeps its values alive and offers nothing else (no method, computed property, `deinit`, nested type or extension of
    /// the file, where alone a `private` member is visible), so no thread can reach what it holds.
    static func isOpaqueRetainer(_ position: Int, in model: SourceModel, _ index: PackageIndex) -> Bool {
        let type = model.types[position]
        guard type.kind == .class, type.modifiers.contains("final"), hasNoSuperclass(type, index) else { return false }
        let stored = type.members.filter { $0.isLet }
        guard !stored.isEmpty, type.members.allSatisfy({ member in
            member.kind == .initializer
                || member.isLet && !member.modifiers.contains("static") && !member.modifiers.contains("class")
                    && (member.modifiers.contains("private") || member.modifiers.contains("fileprivate"))
        }) else { return false }
        return !model.types.contains { other in
            other.parent == position || other.kind == .extension && other.name == type.name && !other.members.isEmpty
        }
    }

    /// The inheritance clause starts with `Sendable`, `NSObject` (whose own state is none of the class's) or a package protocol.
    private static func hasNoSuperclass(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard let first = type.inheritance.first?.name else { return true }
        return first == "Sendable" || first == "NSObject" || index.declarations(named: first).contains { $0.kind == .protocol }
    }

    /// `_total = …` or `self._total = …` anywhere in the file.
    private static func isAssigned(_ name: String, _ tokens: [Token]) -> Bool {
        tokens.indices.contains { offset in
            tokens[offset].text == name && offset + 1 < tokens.count && tokens[offset + 1].text == "="
        }
    }
}
