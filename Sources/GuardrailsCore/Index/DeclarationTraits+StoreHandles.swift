extension DeclarationTraits {
    /// Handles of a whole database: GRDB's connections, Core Data's and SwiftData's containers. A class storing one opens,
    /// migrates and queries that database: its store adapter. A context (`ModelContext`, `NSManagedObjectContext`) is
    /// handed to any service or screen that reads records, so holding one says nothing.
    private static let storeHandleTypes: Set<String> = [
        "DatabaseQueue", "DatabasePool", "DatabaseWriter", "DatabaseReader", "NSPersistentContainer", "NSPersistentCloudKitContainer",
        "ModelContainer",
    ]

    /// A class with an instance stored property annotated with a persistence framework's handle. Walks the members in
    /// place and builds nothing: asked of every declaration.
    static func holdsStoreHandle(_ type: TypeDecl) -> Bool {
        guard type.kind == .class else { return false }
        let members = type.members
        for position in members.indices where members[position].isLet || members[position].isStoredVar {
            guard let stored = members[position].propertyType, stored.isAnnotated, storeHandleTypes.contains(stored.name),
                  !members[position].modifiers.contains("static") else { continue }
            return true
        }
        return false
    }
}
