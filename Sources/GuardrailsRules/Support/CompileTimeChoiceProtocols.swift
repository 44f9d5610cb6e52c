import GuardrailsCore

/// Protocols whose conformer is chosen at compile time or by the OS (a static strategy built from a type parameter, an
/// `if #available` shim), never handed in where a test could replace it.
enum CompileTimeChoiceProtocols {
    /// `protocol LockStrategy { static func make() -> Self; func lock(); func unlock() }` adopted by two or more production
    /// types and held as no property: code builds its conformer from a generic parameter (`final class Core<Lock: LockStrategy>`,
    /// `Lock.make()`), a specialization chosen at compile time (a real lock, a no-op one), not a collaborator handed in that a
    /// test could replace. A protocol some type stores (`let lock: any LockStrategy`) stays a seam.
    static func isStaticStrategy(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.members.contains(where: { member in
            member.kind == .function && member.modifiers.contains("static") && member.declaresResult && !member.returnsOtherType && member.argumentLabels?.isEmpty == true
        }), !index.isHeldAsProperty(type.name) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return Set(conformers.map(\.name)).count >= 2
    }

    /// An OS-availability shim: the protocol's file builds its `@available` conformer in an `if #available` branch and
    /// the fallback in the `else` (`UseLock` on newer systems, `FallbackUseLock` before), and builds every production
    /// conformer there. The protocol only gives both one type; nothing chooses between them but the OS.
    static func choosesByAvailability(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        let gated = Set(conformers.filter { $0.attributes.contains("available") }.map(\.name))
        guard !gated.isEmpty else { return false }
        let choice = AvailabilityChoice(tokens)
        let names = Set(conformers.map(\.name))
        return names.count > 1 && names.isSubset(of: choice.newer.union(choice.fallback)) && !gated.isDisjoint(with: choice.newer)
            && !names.subtracting(gated).isDisjoint(with: choice.fallback)
    }
}
