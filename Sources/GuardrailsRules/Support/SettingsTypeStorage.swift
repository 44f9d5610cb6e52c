import GuardrailsCore

/// Whether user defaults (`UserDefaults.standard`, or the package's suite on `UserDefaults`) are read by the settings type
/// itself, a type (or an extension, or a type nested in one) named for the settings it holds (`ReaderPreferences`,
/// `AppSettings`), or a property wrapper persisting what it wraps (`@propertyWrapper struct StoredToggle`, as `@AppStorage`):
/// the defaults are its storage, and it is what the rest of the code is given. A screen of that name
/// (a `View` or view controller) is no settings type.
enum SettingsTypeStorage {
    private static let screens: Set<String> = ["View", "UIViewController", "NSViewController"]

    static func isStorage(_ reference: Reference, of type: String, suffixes: [String], _ types: [TypeDecl]) -> Bool {
        guard type == "UserDefaults" || type == "NSUserDefaults", !suffixes.isEmpty else { return false }
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let enclosing = current, enclosing < types.count {
            let declaration = types[enclosing]
            if declaration.inheritance.contains(where: { screens.contains($0.name) }) { return false }
            if suffixes.contains(where: declaration.name.hasSuffix) || declaration.attributes.contains("propertyWrapper") { return true }
            current = declaration.parent
        }
        return false
    }
}
