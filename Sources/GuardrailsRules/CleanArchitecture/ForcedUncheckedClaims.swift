import GuardrailsCore

/// Classes whose `@unchecked Sendable` the language forces on them though the team asserts nothing of its own: a test double
/// that must answer a `Sendable` protocol synchronously, and an immutable class holding a `weak` reference before `weak let`.
enum ForcedUncheckedClaims {
    /// In test code of a package whose platforms predate Synchronization's `Mutex`, `open class CoreDouble: CoreProtocol,
    /// unchecked Sendable` adopting a package protocol that refines `Sendable` (directly or through the package's protocols),
    /// requiring a synchronous instance method beside an `async` one (`TypeTraits.mixesSyncAndAsyncMethods`), or whose method
    /// witnesses of its requirements are all synchronous: no actor or `@MainActor` class can answer a synchronous
    /// method, and a double records what it is handed, behind a lock no checked type offers there, so the claim is the
    /// doubled protocol's. A double of only `async` method requirements (one witnessed `async`) can be an actor, one witnessing only properties can
    /// store `let`s, and a test class claiming `Sendable` for no protocol (a spy of its own): all stay reported.
    /// The claim may sit in an extension of the double (`extension Suite.Recorder: unchecked Sendable {}`), judged by the
    /// class the file declares.
    static func doublesSynchronousSendableProtocol(_ claim: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard file.isTestCode, claim.kind == .class || claim.kind == .extension, LockPrimitiveBoxes.predatesSynchronization(index.package),
              let type = claim.kind == .class ? claim : declaredClass(extendedBy: claim, in: file.model) else { return false }
        var requirements: Set<String> = []
        for inherited in type.inheritance.map(\.name) where refinesSendable(inherited, index) {
            for name in [inherited] + index.supertypes(of: inherited) {
                for declaration in index.declarations(named: name) where declaration.kind == .protocol {
                    // A synchronous method requirement no actor answers with its state, whatever the double's other witnesses.
                    if index.traits(of: declaration).contains(.mixesSyncAndAsyncMethods) { return true }
                    requirements.formUnion(index.protocolMembers(of: name, in: declaration.module))
                }
            }
        }
        guard !requirements.isEmpty else { return false }
        let witnesses = type.members + file.model.types.filter { $0.kind == .extension && $0.parent == nil && $0.name == type.name }.flatMap(\.members)
        // Every method witness synchronous: one `async` witness says the protocol has asynchronous requirements an actor
        // could answer (a synchronous method may witness an `async` requirement too, so that alone proves nothing).
        let methods = witnesses.filter { $0.kind == .function && requirements.contains($0.name) && !$0.modifiers.contains("static") }
        return !methods.isEmpty && methods.allSatisfy { !$0.isAsync }
    }

    /// The class of the file an extension extends: top-level for `extension Recorder`, nested in its qualifier's type for
    /// `extension Suite.Recorder`.
    private static func declaredClass(extendedBy claim: TypeDecl, in model: SourceModel) -> TypeDecl? {
        guard claim.parent == nil else { return nil }
        return model.types.first { candidate in
            guard candidate.kind == .class, candidate.name == claim.name else { return false }
            guard let qualifier = claim.qualifier else { return candidate.parent == nil }
            return candidate.parent.map { model.types[$0].name == qualifier } == true
        }
    }

    /// A package protocol refining `Sendable`.
    private static func refinesSendable(_ name: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: name).contains { $0.kind == .protocol } && index.supertypes(of: name).contains("Sendable")
    }

    /// `final class FrameRelay: NSObject, unchecked Sendable { private weak var sink: FrameSink?; private let id: String }`
    /// in a package whose `swift-tools-version` predates 6.2: every stored property is a `let` of a standard value or of a
    /// package value or `Sendable` type, or a `weak var` of a package actor or `Sendable` class assigned nowhere but in an
    /// initializer. A weak reference must be a `var` before Swift 6.2's `weak let`, which alone keeps the compiler from checking
    /// the class; from 6.2 on `weak let` and a checked `Sendable` are the fix, and the claim is reported.
    static func isImmutableBesideWeakReferences(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .class, type.modifiers.contains("final"), let version = index.package.toolsVersion,
              version < (6, 2) else { return false }
        if let first = type.inheritance.first?.name, first != "NSObject", first != "Sendable",
           !index.declarations(named: first).contains(where: { $0.kind == .protocol }) { return false }
        let stored = type.members.filter { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let weak = stored.filter { $0.modifiers.contains("weak") }
        guard !weak.isEmpty, stored.allSatisfy({ member in
            guard let declared = member.propertyType?.name, !(member.propertyType?.isFunction ?? true) else { return false }
            if member.modifiers.contains("weak") { return member.isStoredVar && isSendableReference(declared, index) }
            return member.isLet && (standardValues.contains(declared) || isSendableValue(declared, index))
        }) else { return false }
        return weak.allSatisfy { assignedOnlyInInitializers($0.name, of: type, in: file) }
    }

    private static func isSendableReference(_ name: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: name).contains { declaration in
            declaration.kind == .actor || declaration.kind == .class && index.supertypes(of: name).contains("Sendable")
        }
    }

    private static func isSendableValue(_ name: String, _ index: PackageIndex) -> Bool {
        let declarations = index.declarations(named: name).filter { $0.kind != .extension }
        return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .enum || $0.kind == .struct || index.supertypes(of: name).contains("Sendable") }
    }

    /// Every `name = …` / `self.name = …` of the file sits in the body of an initializer of `type`.
    private static func assignedOnlyInInitializers(_ name: String, of type: TypeDecl, in file: LintFile) -> Bool {
        let tokens = file.tokens
        let bodies: [ClosedRange<Int>] = type.members.filter { $0.kind == .initializer }.compactMap { initializer in
            guard let start = TokenLookup.position(line: initializer.line, column: initializer.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return nil }
            return start...end
        }
        return tokens.indices.allSatisfy { offset in
            guard tokens[offset].text == name, offset + 1 < tokens.count, tokens[offset + 1].text == "=",
                  offset == 0 || !["var", "let"].contains(tokens[offset - 1].text) else { return true }
            return bodies.contains { $0.contains(offset) }
        }
    }

    private static let standardValues: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "CGFloat", "Data", "Date", "URL", "UUID", "Decimal", "TimeInterval",
    ]
}
