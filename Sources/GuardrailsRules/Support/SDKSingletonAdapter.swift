import GuardrailsCore

/// `Reader.shared.discover()` in `final class SDKCardReaderAdapter: CardReading` of an `infrastructure` layer file importing a
/// library (a module neither the package's nor the Apple SDKs'): a third-party SDK reachable only through its singleton, used
/// by the adapter that puts it behind the package's port. Consumers hold the protocol; the adapter is the seam, and injecting
/// the SDK's instance a level deeper buys nothing. Not for platform singletons (a prefixed name, `UIApplication`, or
/// Foundation's `URLCache`), which other rules of the adapter judge, nor a dependency container resolving collaborators
/// (`Container.shared.repository()`, a locator), nor an adapter adopting no package protocol or outside that layer.
/// A prefixed name counts when an imported library is named for it (`GIDSignIn` of `import GoogleSignIn`, `SDWebImageManager`
/// of `import SDWebImage`). In a module no layer maps (a one-target app), the same class is the adapter when the file imports
/// the singleton's library that way (by that name link, or, unprefixed, any library) and it is no presentation or business
/// type: not a view, controller, view model, presenter, interactor, use case, router or coordinator, by its name, its
/// supertypes or the package protocols it adopts (`OptionsInteractorInput` keeps `GIDSignIn.sharedInstance` reported).
enum SDKSingletonAdapter {
    private static let foundationShared: Set<String> = ["URLSession", "URLCache", "HTTPCookieStorage", "URLCredentialStorage"]
    /// Roles of the presentation and use-case code that should be handed its collaborators, never the SDK's adapter.
    private static let callerRoles = ["ViewModel", "Presenter", "Interactor", "UseCase", "Controller", "View", "Router", "Coordinator", "ViewState"]

    static func isSDKRead(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let unlayered = file.layer == nil
        guard file.layerKind == "infrastructure" || unlayered, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              !foundationShared.contains(singleton), !singleton.hasSuffix("Container"),
              index.declarations(named: singleton).isEmpty, index.nestedDeclarations(named: singleton).isEmpty else { return false }
        let libraries = file.model.imports.lazy.map(\.module).filter { !SystemModules.isSystemModule($0) && !index.modules.contains($0) }
        guard !libraries.isEmpty, !hasPlatformPrefix(singleton) || libraries.contains(where: { isNamed($0, for: singleton) }) else { return false }
        var outer = Int(reference.enclosingType)
        while let parent = types[outer].parent { outer = parent }
        let adapter = types[outer]
        // The adapter's declaration and extensions in the file: the package protocols they adopt.
        let adopted = types.filter { $0.parent == nil && $0.name == adapter.name }.flatMap { type in
            type.inheritance.filter { inherited in index.declarations(named: inherited.name).contains { $0.kind == .protocol } }
        }
        guard !adopted.isEmpty else { return false }
        guard unlayered else { return true }
        // With no layer to say it is the adapter, a class that is presentation or business code by its role is not.
        // The class may be declared in another file, the extension here adopting the port (`extension CloudStore: Uploading`).
        let declarations = index.declarations(named: adapter.name).filter { $0.kind != .extension }
        guard adapter.kind == .class || adapter.kind == .extension && declarations.contains(where: { $0.kind == .class }),
              !adapter.attributes.contains("Observable"), !declarations.contains(where: { $0.attributes.contains("Observable") }) else { return false }
        let names = [adapter.name] + types.filter { $0.parent == nil && $0.name == adapter.name }.flatMap { $0.inheritance.map(\.name) }
            + declarations.flatMap(\.inheritance)
        return !names.contains { name in name == "ObservableObject" || callerRoles.contains { name.contains($0) } }
    }

    /// `UIApplication`, `AVAudioSession`, `NSWorkspace`: two capitals before a word, as Apple's frameworks name their types.
    private static func hasPlatformPrefix(_ name: String) -> Bool {
        let letters = Array(name.prefix(3))
        return letters.count == 3 && letters[0].isUppercase && letters[1].isUppercase
    }

    /// `GoogleSignIn` for `GIDSignIn` (the name after its capital prefix), `FBSDKLoginKit` for `FBSDKLoginManager` (a prefix
    /// of three capitals or more), `SDWebImage` for `SDWebImageManager` (the start of the name): the imported library the
    /// prefixed type comes from. A two-letter prefix alone (`UI`, `NS`) links nothing, so Apple's types match no library.
    private static func isNamed(_ module: String, for singleton: String) -> Bool {
        let letters = Array(singleton)
        var run = 0
        while run < letters.count, letters[run].isUppercase { run += 1 }
        // The run's last capital starts the first word: `GIDS|ignIn` → prefix `GID`, rest `SignIn`.
        guard run >= 3, run < letters.count else { return false }
        let prefix = String(letters[..<(run - 1)]), rest = String(letters[(run - 1)...])
        return prefix.count >= 3 && module.hasPrefix(prefix) || singleton.hasPrefix(module) || rest.count >= 4 && module.contains(rest)
    }
}
