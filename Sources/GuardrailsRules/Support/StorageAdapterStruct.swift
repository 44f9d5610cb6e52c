import GuardrailsCore

/// `struct LocalSettings { private let defaults: UserDefaults; func value(for key: String) -> Any?; func set(_:forKey:) }`:
/// a struct keeping, in private `let`s, a key-value store or the file system (beside plain values configuring it: a key, a
/// folder) and offering methods over it. An adapter of that storage, behaviour whatever its name or layer, not a model to compare.
enum StorageAdapterStruct {
    static func matches(_ type: TypeDecl) -> Bool {
        guard type.kind == .struct, type.members.contains(where: { $0.kind == .function && !$0.modifiers.contains("static") }) else { return false }
        let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") }
        var keepsStore = false
        for property in stored {
            guard property.isLet, property.modifiers.contains("private") || property.modifiers.contains("fileprivate"),
                  let name = property.propertyType?.name else { return false }
            if stores.contains(name) { keepsStore = true } else if !plainValues.contains(name) { return false }
        }
        return keepsStore
    }

    /// The storage facilities: the user defaults, the iCloud key-value store, the file system.
    private static let stores: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore", "FileManager", "NSFileManager"]

    /// What such an adapter is configured with: its key prefix, folder or suite name.
    private static let plainValues: Set<String> = ["String", "URL", "Bool", "Int"]
}
