import GuardrailsCore

/// `@main struct NotesApp: App`: the SwiftUI app's entry point, whose `init` and `body` put its scenes and their
/// collaborators together. In an app no layer mapping describes, it is the one place known to be the composition root.
enum AppEntryPoint {
    /// The reference sits in the `@main` `App` type, or in a type nested in it or an extension of it in the same file.
    static func encloses(_ reference: Reference, _ types: [TypeDecl]) -> Bool {
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = current, index < types.count {
            let type = types[index]
            guard let parent = type.parent else {
                let name = type.name
                return types.contains { $0.name == name && $0.kind != .extension && $0.attributes.contains("main") && $0.inherits("App") }
            }
            current = parent
        }
        return false
    }

    /// The module builds an application: it declares the app's entry point, a SwiftUI `App` marked `@main`, or its
    /// delegate (`UIApplicationDelegate`, `NSApplicationDelegate`). An app has no public API of its own.
    static func isApplicationModule(_ module: String, _ index: PackageIndex) -> Bool {
        index.conformers(of: "App").contains { $0.module == module && !$0.isTest && $0.attributes.contains("main") }
            || ["UIApplicationDelegate", "NSApplicationDelegate"].contains { delegate in
                index.conformers(of: delegate).contains { $0.module == module && !$0.isTest }
            }
    }
}
