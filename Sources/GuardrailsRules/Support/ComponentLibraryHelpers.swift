import GuardrailsCore

/// A component library's UI plumbing that is no view: a toast presenter wrapping a toast library, a device-orientation
/// observer, a keyboard-height tracker. A screen of another component layer (`ui` naming `ui`) creates or reads it as it
/// composes the library's views; no team puts it behind a protocol the composition root fills. It is a class, not
/// observable (an observable is judged as component state), declared in a file importing a UI framework or wrapping a
/// library's object (`TypeTraits.wrapsSoleLibraryImport`, or storing only objects no file declares: a toast library's), adopting and subclassing nothing of the package (a seam
/// it adopts is what callers should name), and, in every declaration of it in its module, reaching no I/O: no session,
/// store handle, key-value store, file system, keychain or program, no `@AppStorage`. A library's services stay reported, and
/// so does a class holding a shared instance of itself (`static let shared = EventRelay()`): global state every screen reaches,
/// an event bus or a session, not plumbing a screen composes; unless it stores only standard values and names no broadcast
/// channel (`SharedPlumbingInstance`), a toast presenter whose `shared` is `shared-instance-access`'s finding.
enum ComponentLibraryHelpers {
    static func isHelper(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, !ObservedObjectRelays.isObservable(declaration),
              // A presenter keeping only its own `shared` and standard values is still plumbing (`SharedPlumbingInstance`).
              index.ownInstanceStatics(of: declaration.name).isEmpty || SharedPlumbingInstance.keepsOnlyPlainState(declaration, index),
              !declaration.inheritance.contains(where: { name in
                  index.declarations(named: name).contains { !$0.isTest && ($0.kind == .protocol || $0.kind == .class) }
              }) else { return false }
        let declared = index.declarations(named: declaration.name).filter { $0.module == declaration.module && !$0.isTest }
        guard declared.allSatisfy({ index.traits(of: $0).isDisjoint(with: io) }),
              index.propertyCount(of: declaration.name, withAnyOf: ["AppStorage"]) == 0 else { return false }
        return !index.imports(ofFile: declaration.path).isDisjoint(with: uiFrameworks)
            || index.traits(of: declaration).contains(.wrapsSoleLibraryImport) || index.storesOnlyForeignObjects(declaration)
    }

    private static let io: TypeTraits = [
        .holdsFrameworkIO, .holdsStoreHandle, .holdsKeyValueStore, .holdsStoreThroughWrapper, .reachesNetwork, .reachesFileSystem,
        .reachesSystemService, .isInjectionContainer,
    ]

    private static let uiFrameworks: Set = ["UIKit", "SwiftUI", "AppKit", "Cocoa"]
}
