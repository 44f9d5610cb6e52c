import GuardrailsCore

/// `class PendingResult<Value>`-like futures: a generic class named as a future or promise (`…Promise`, `…Future`, `Promised…`),
/// the type a library's asynchronous calls hand back. Naming it (`func connect() -> ReplyPromise<Message>`) speaks the library's
/// result vocabulary; a caller resolves or chains the one it is given, and no composition root creates or swaps it.
enum ResultFutures {
    static func isFuture(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, declaration.isGeneric,
              declaration.name.hasSuffix("Promise") || declaration.name.hasSuffix("Future") || declaration.name.hasPrefix("Promised"),
              !declaration.inheritance.contains(where: { name in index.declarations(named: name).contains { $0.kind == .class } })
        else { return false }
        // Callbacks it stores are what a future keeps; a session, store or shell it drives (its extensions' too) makes it a client.
        let own = [declaration] + index.declarations(named: declaration.name).filter { $0.kind == .extension && $0.module == declaration.module }
        guard own.allSatisfy({ index.traits(of: $0).isDisjoint(with: ioTraits) }) else { return false }
        // A stored protocol or actor is a collaborator; a package class only when it is its own file's `private` helper (a latch).
        let nested = Set(index.nestedTypes(in: declaration.name).map(\.name))
        return index.storedInstanceTypes(of: declaration).allSatisfy { name in
            name == declaration.name || nested.contains(name) || index.declarations(named: name).allSatisfy { other in
                other.kind == .extension || other.kind == .struct || other.kind == .enum
                    || other.kind == .class && other.path == declaration.path && other.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
            }
        }
    }

    private static let ioTraits: TypeTraits = [
        .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore, .holdsStoreThroughWrapper, .wrapsSoleLibraryImport, .runsShellOnly,
    ]
}
