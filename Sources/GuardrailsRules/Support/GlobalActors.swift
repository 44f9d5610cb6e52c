import GuardrailsCore

/// Global actors: `@globalActor actor RadioActor { static let shared = RadioActor() }`, or an actor adopting `GlobalActor`.
/// `GlobalActor` requires that `shared` instance, and it is the actor itself: one instance by design, as `MainActor`'s is.
enum GlobalActors {
    /// The standard library's global actor, declared out of sight.
    private static let standard: Set<String> = ["MainActor"]

    static func isGlobalActor(_ type: TypeDecl) -> Bool {
        type.attributes.contains("globalActor") || type.inherits("GlobalActor")
    }

    /// `type` is an isolation domain: the standard library's global actor, or one the package declares (on its declaration or an
    /// extension) that keeps no mutable state (`nonisolated let queue`, its executor's, at most). Its `shared` instance is passed
    /// as the actor to isolate to (`Realm(actor: RealmActor.shared)`) or read for its executor (`RadioActor.shared.queue`):
    /// nothing to inject. A global actor storing a `var` (`private var pending: [Upload]`) is also a stateful service, whose
    /// methods called through `shared` are a hidden dependency like any singleton's.
    static func isIsolationDomain(named type: String, _ index: PackageIndex) -> Bool {
        if standard.contains(type) { return true }
        let declarations = index.declarations(named: type)
        return declarations.contains { $0.attributes.contains("globalActor") || $0.inheritance.contains("GlobalActor") }
            && !declarations.contains(where: \.hasMutableState)
    }
}
