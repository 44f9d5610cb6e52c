extension DeclarationTraits {
    /// Handles of a whole database: GRDB's connections, Core Data's and SwiftData's containers. A class storing one opens,
    /// migrates and queries that database: its store adapter. A context (`ModelContext`, `NSManagedObjectContext`) is
    /// handed to any service or screen that reads records, so holding one says nothing.
    private static let storeHandleTypes: Set<String> = [
        "DatabaseQueue", "DatabasePool", "DatabaseWriter", "DatabaseReader", "NSPersistentContainer", "NSPersistentCloudKitContainer",
        "ModelContainer",
    ]

    /// Key-value stores: a class holding one and no other typed property but `let`s of standard values only reads and writes its keys,
    /// the store's adapter. One holding other collaborators beside it (a model keeping a flag in `UserDefaults`) is not.
    private static let keyValueStoreTypes: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore"]

    /// `holdsStoreHandle` for a class with an instance stored property annotated with a persistence framework's handle,
    /// `holdsKeyValueStore` for one whose only annotated instance stored property, `let`s of standard values aside, is a key-value store. Walks the members
    /// in place and builds nothing: asked of every declaration.
    static func storeTraits(_ type: TypeDecl) -> TypeTraits {
        guard type.kind == .class else { return [] }
        let members = type.members
        var keyValueStores = 0
        var others = 0
        for position in members.indices where members[position].isLet || members[position].isStoredVar {
            guard let stored = members[position].propertyType, stored.isAnnotated, !members[position].modifiers.contains("static") else { continue }
            if storeHandleTypes.contains(stored.name) { return .holdsStoreHandle }
            // A standard value beside the store (`let localUserID = "local"`, a key prefix) is a constant, not a collaborator.
            if keyValueStoreTypes.contains(stored.name) { keyValueStores += 1 } else if !(members[position].isLet && plainNames.contains(stored.name)) {
                others += 1
            }
        }
        return keyValueStores == 1 && others == 0 ? .holdsKeyValueStore : []
    }
}
