import GuardrailsCore

/// Conformers of a package's protocols in the code of the package's users linted in the same run (an app and its tests
/// beside its local package), counted only where the user's module imports the protocol's module.
struct ClientConformers {
    let index: PackageIndex

    /// Conformers in the code of the package's users linted with it (an app's tests beside its local package), in
    /// modules that import the protocol's module: `WalletStoreSpy` in the app's tests doubles the package's `WalletStore`.
    func conformers(of name: String, module: String?) -> [IndexedType] {
        guard let module, let clients = index.clients else { return [] }
        return clients.conformersThroughRefinements(of: name).filter { conformer in
            conformer.module.map { index.isSeen(module, byClientModule: $0) } ?? false
        }
    }

    /// Adopted only by the views and view controllers of the package's users (`extension EditorViewController:
    /// TouchValidating` in the app), held by nobody: a capability the package probes its users' screens for while
    /// walking a responder chain (`case let validator as any TouchValidating`), as for a package's own screens.
    func isAdoptedOnlyByScreens(_ name: String, module: String?) -> Bool {
        guard let clients = index.clients, !index.isHeldAsProperty(name), !clients.isHeldAsProperty(name),
              !index.conformers(of: name).contains(where: { !$0.isTest && $0.kind != .protocol }) else { return false }
        let conformers = conformers(of: name, module: module).filter { !$0.isTest && $0.kind != .protocol }
        let screens = MainActorClasses(frameworkRootsIn: clients)
        return !conformers.isEmpty && conformers.allSatisfy { screens.isFrameworkUIType($0.name) }
    }
}
