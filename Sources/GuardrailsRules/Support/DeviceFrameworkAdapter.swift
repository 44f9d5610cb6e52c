import GuardrailsCore

/// A type adopting a package protocol in a file importing a framework that reaches a device or an OS service (`deviceFrameworks`:
/// `AVFoundation`, `CoreLocation`, `UserNotifications`, …) and no library (a module neither the package's nor of the Apple SDKs
/// or toolchain): that framework's adapter behind the package's port. `suite-named-by-behavior` proves such a class alone when
/// it stores only the framework's objects; `shared-instance-access` lets it reach the system's own singleton (`isSystemRead`).
enum DeviceFrameworkAdapter {
    /// The default of both rules' `deviceFrameworks` option.
    static let frameworks = [
        "AVFoundation", "CoreBluetooth", "CoreLocation", "CoreMotion", "CoreNFC", "Contacts", "EventKit", "HealthKit", "HomeKit",
        "LocalAuthentication", "Network", "Photos", "Speech", "UserNotifications", "Vision", "WatchConnectivity",
        // OS services the system runs for the app: sign-in and passkeys, calls, pushes, nearby peers, haptics, tracking consent.
        "AuthenticationServices", "CallKit", "PushKit", "MultipeerConnectivity", "CoreHaptics", "AppTrackingTransparency",
    ]

    /// Whether a file importing `imports` imports a library: a module neither the package's nor a system one.
    static func importsLibrary<Modules: Sequence<String>>(_ imports: Modules, _ index: PackageIndex) -> Bool {
        imports.contains { !SystemModules.isSystemModule($0) && !index.modules.contains($0) }
    }

    /// `AVAudioSession.sharedInstance()` or `UIApplication.shared.registerForRemoteNotifications()` read in `struct
    /// MicPermission: Permission`, a class or struct of a file importing one of `frameworks` and no library, adopting a package
    /// protocol (on its declaration or an extension of its file), storing nothing (or, a class, only objects other modules
    /// declare: `PackageIndex.storesOnlyForeignObjects`) and naming nothing of the package but its own types, the protocols
    /// it adopts and enums (values it maps the system's answers onto): the live side of the package's port, whose double tests
    /// pass; injecting the system's one instance a level deeper buys nothing. The caller passes only a system type's own
    /// singleton (`members`), not storage or buses. A view, controller, view model or observable state, a type naming a
    /// collaborator or a singleton of the package, or one adopting no package protocol stays reported.
    static func isSystemRead(
        _ reference: Reference, of singleton: String, members: Set<String>, frameworks: [String], _ file: LintFile, _ index: PackageIndex
    ) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              file.model.imports.contains(where: { frameworks.contains($0.module) }), !importsLibrary(file.model.imports.lazy.map(\.module), index),
              index.declarations(named: singleton).isEmpty else { return false }
        var outer = Int(reference.enclosingType)
        while let parent = types[outer].parent { outer = parent }
        let adapter = types[outer]
        guard adapter.kind == .struct || adapter.kind == .class, !adapter.attributes.contains("Observable"), !adapter.name.hasSuffix("ViewModel"),
              !adapter.inheritance.contains(where: { $0.name == "ObservableObject" || $0.name.hasSuffix("Controller") || $0.name.hasSuffix("View") })
        else { return false }
        // The adapter, its nested types and its extensions in the file.
        let own = types.indices.filter { position in
            var root = position
            while let parent = types[root].parent { root = parent }
            return root == outer || types[root].kind == .extension && types[root].name == adapter.name
        }
        let protocols = Set(own.flatMap { types[$0].inheritance.map(\.name) }.filter { name in
            index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest }
        })
        guard !protocols.isEmpty else { return false }
        if own.contains(where: { position in types[position].members.contains { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") } }) {
            guard adapter.kind == .class, let declared = index.declarations(named: adapter.name).first(where: { $0.kind == .class && $0.path == file.path }),
                  index.storesOnlyForeignObjects(declared) else { return false }
        }
        let allowed = protocols.union(own.map { types[$0].name })
        let inside = Set(own.map(Int32.init))
        return !file.model.references.contains { named in
            guard inside.contains(named.enclosingType) else { return false }
            // `Type.member` names its base, a bare `Type(…)` or `Type` itself; `.member` and `value.member` name no type.
            let name = named.base ?? named.name
            guard name.first?.isUppercase == true, !allowed.contains(name) else { return false }
            let declarations = index.declarations(named: name).filter { $0.kind != .extension }
            // An enum of the package is a value the adapter maps onto; its static singleton is not.
            let isValue = declarations.allSatisfy { $0.kind == .enum } && !(named.base != nil && members.contains(named.name))
            return !declarations.isEmpty && !isValue
        }
    }
}
