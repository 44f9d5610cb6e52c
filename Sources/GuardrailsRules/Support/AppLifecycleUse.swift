import GuardrailsCore

/// The app's lifecycle API named through a UI framework's application type (its notifications, background tasks, state):
/// an adapter reacts to it like any system event.
enum AppLifecycleUse {
    /// The lifecycle types the file names only for lifecycle API: `UIApplication.didEnterBackgroundNotification`,
    /// `UIApplication.shared.beginBackgroundTask`, a cast or parameter of the type (a lifecycle callback's
    /// `application: UIApplication`), its launch and open-URL option keys, its shared instance held as is in a file
    /// observing the type's lifecycle notifications (the observers' `object:`) or reached through the package's own accessor (`extension UIApplication { static var
    /// current: UIApplication? }`, whose body is how it reaches the instance); any other member of it
    /// (`UIApplication.shared.open(url)`, `.keyWindow`) makes the type's use UI work, and it is left out.
    /// `alsoAccepting` adds members a live client may reach (`UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)`,
    /// `UIApplication.shared.isIdleTimerDisabled`).
    static func lifecycleTypes(_ file: LintFile, _ types: Set<String>, alsoAccepting extra: (String) -> Bool) -> Set<String> {
        guard !types.isEmpty else { return [] }
        var accepted = types
        for (global, type) in Self.sharedApplicationGlobals where types.contains(type) { accepted.insert(global) }
        let model = file.model
        let accessorExtensions = Set(model.types.indices.filter { index in
            let type = model.types[index]
            return type.kind == .extension && types.contains(type.name) && !type.members.isEmpty
                && type.members.allSatisfy { $0.kind == .variable && $0.modifiers.contains("static") && $0.propertyType?.name == type.name }
        })
        var accessors = Set<String>()
        for index in accessorExtensions { accessors.formUnion(model.types[index].members.map { "\(model.types[index].name).\($0.name)" }) }
        let references = model.references
        let observed = Set(references.compactMap { $0.name.hasSuffix("Notification") ? $0.base : nil })
        for (offset, reference) in references.enumerated() {
            // `NSApp`, AppKit's global for `NSApplication.shared`: judged by the member read off it, as the shared instance is.
            if reference.base == nil, let type = Self.sharedApplicationGlobals[reference.name], accepted.contains(reference.name) {
                let next = offset + 1 < references.count ? references[offset + 1] : nil
                let isLifecycleUse = next.map { Self.isChained($0, after: reference) } == true
                    ? next.map { Self.lifecycleMembers.contains($0.name) || extra($0.name) } == true
                    : observed.contains(type) || next.map { Self.readsBoundInstance($0, after: reference, accepting: extra) } == true
                if !isLifecycleUse { accepted.remove(reference.name) }
                continue
            }
            guard let base = reference.base, accepted.contains(base), !reference.name.hasSuffix("Notification"), reference.name != "State", !extra(reference.name),
                !Self.lifecycleNestedTypes.contains(reference.name), !accessorExtensions.contains(Int(reference.enclosingType)) else { continue }
            let next = offset + 1 < references.count ? references[offset + 1] : nil
            let isInstance = reference.name == "shared" || accessors.contains("\(base).\(reference.name)")
            let chained = next.map { Self.isChained($0, after: reference) } == true
            let isLifecycleUse = isInstance
                && (chained ? next.map { Self.lifecycleMembers.contains($0.name) || extra($0.name) } == true : observed.contains(base))
            if !isLifecycleUse { accepted.remove(base) }
        }
        return accepted
    }

    /// What the shared application says about the user's settings, read for a description of the environment (an analytics
    /// adapter's metadata): its text size and layout direction.
    static let environmentReads: Set<String> = ["preferredContentSizeCategory", "userInterfaceLayoutDirection"]

    /// Globals naming a lifecycle type's shared instance: AppKit's `NSApp` is `NSApplication.shared`.
    static let sharedApplicationGlobals = ["NSApp": "NSApplication"]

    /// `if let app = NSApp { return app.userInterfaceLayoutDirection … }`: the shared instance bound to a local, whose first
    /// use, on the same line or the next, reads an accepted member off it.
    private static func readsBoundInstance(_ next: Reference, after reference: Reference, accepting extra: (String) -> Bool) -> Bool {
        guard let base = next.base, base.first?.isLowercase == true, next.line - reference.line <= 1 else { return false }
        return lifecycleMembers.contains(next.name) || extra(next.name)
    }

    /// `next` is read off `reference`'s result: `UIApplication.shared.open(url)`, or watchOS's accessor method
    /// `WKExtension.shared().openSystemURL(url)`, where the member follows `()` and so has no base name of its own.
    private static func isChained(_ next: Reference, after reference: Reference) -> Bool {
        guard next.line == reference.line else { return false }
        return next.base == reference.name
            || next.base?.isEmpty != false && Int(next.column) == Int(reference.column) + reference.name.utf8.count + 3
    }

    /// The file uses the app's lifecycle API itself: a lifecycle notification, a background task or the app's state
    /// (`UIApplication.didEnterBackgroundNotification`, a `UIBackgroundTaskIdentifier`), not only the type's name (a
    /// shared layer hanging version helpers on `extension UIApplication` needs no UI framework).
    static func usesLifecycleAPI(_ file: LintFile, _ types: Set<String>) -> Bool {
        file.model.references.contains { reference in
            guard let base = reference.base else { return reference.name.hasPrefix("UIBackground") && types.contains(reference.name) }
            return types.contains(base) && reference.name.hasSuffix("Notification") || Self.lifecycleMembers.contains(reference.name)
        }
    }

    /// A member of the application a live client's closures may reach: a service of the app (`open` of the settings URL,
    /// `isIdleTimerDisabled`, the badge), not its windows, scenes, menus or delegate, which are its UI. `shared` is not one:
    /// the member read off it is what is judged.
    static func isApplicationService(_ member: String) -> Bool {
        member != "shared" && !applicationUIWords.contains { member.localizedCaseInsensitiveContains($0) }
    }

    /// Words in the names of the application's members that reach its UI (`keyWindow`, `connectedScenes`, `sendAction`).
    private static let applicationUIWords = ["window", "scene", "view", "menu", "delegate", "sendAction", "sendEvent", "presentError", "orderFront"]

    /// Members of the shared application that serve its lifecycle: background tasks and the app's state.
    /// Registering for remote notifications is the only way to APNs, platform plumbing of a push adapter.
    private static let lifecycleMembers: Set<String> = [
        "beginBackgroundTask", "endBackgroundTask", "backgroundTimeRemaining", "applicationState", "isProtectedDataAvailable",
        "registerForRemoteNotifications", "unregisterForRemoteNotifications", "isRegisteredForRemoteNotifications",
    ]

    /// Types nested in a lifecycle type that describe its launch and its callbacks' options: the keys of the launch
    /// options a lifecycle callback receives and of the options an app-delegate URL callback receives.
    private static let lifecycleNestedTypes: Set<String> = ["LaunchOptionsKey", "OpenURLOptionsKey"]
}
