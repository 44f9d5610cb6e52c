extension DeclarationTraits {
    /// Handles of a whole database: GRDB's connections, Core Data's and SwiftData's containers. A class storing one opens,
    /// migrates and queries that database: its store adapter. A context (`ModelContext`, `NSManagedObjectContext`) is
    /// handed to any service or screen that reads records, so holding one says nothing.
    private static let storeHandleTypes: Set<String> = [
        "DatabaseQueue", "DatabasePool", "DatabaseWriter", "DatabaseReader", "NSPersistentContainer", "NSPersistentCloudKitContainer",
        "ModelContainer",
    ]

    /// The system's shared stores a class reaches through one object (`let pasteboard = NSPasteboard.general`): a class
    /// keeping it reads and writes that store, its adapter, whether the type is written or read from the initial value.
    private static let systemStoreTypes: Set<String> = ["NSPasteboard", "UIPasteboard"]

    /// Key-value stores: a class holding one and no other typed property but `let`s of standard values only reads and writes its keys,
    /// the store's adapter. One holding other collaborators beside it (a model keeping a flag in `UserDefaults`) is not.
    private static let keyValueStoreTypes: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore"]

    /// Framework primitives a class may wrap whole: in-memory caches, and CryptoKit's hash functions.
    private static let primitiveTypes: Set<String> = ["NSCache", "URLCache", "SHA256", "SHA384", "SHA512", "HMAC"]

    /// `final class PreviewCache { private let storage = NSCache<NSURL, Preview>() }`, `class Checksum { var hash = SHA256() }`:
    /// a class whose one instance stored property, annotated or built in its initial value, is one of `primitiveTypes`.
    /// Holding nothing else, its methods can only drive that primitive with what they are passed. Walks the members in place.
    static func wrapsFrameworkPrimitive(_ type: TypeDecl) -> Bool {
        guard type.kind == .class else { return false }
        var primitives = 0
        for member in type.members where member.isLet || member.isStoredVar {
            guard !member.modifiers.contains("static"), !member.modifiers.contains("class") else { continue }
            guard let stored = member.propertyType, !stored.isCollection, primitiveTypes.contains(stored.name) else { return false }
            primitives += 1
        }
        return primitives == 1
    }

    /// `final class Git { private let shellExecutor: IShellExecutor }`: a class or actor whose only instance `let` annotated with a
    /// type other than a standard value is typed by a name holding `Shell` (`var`s, its caches, aside). Its one collaborator
    /// runs command lines: the class is the adapter to the program it drives. Walks the members in place.
    static func runsShellOnly(_ type: TypeDecl) -> Bool {
        guard type.kind == .class || type.kind == .actor else { return false }
        let members = type.members
        var shells = 0
        for position in members.indices where members[position].isLet {
            guard !members[position].modifiers.contains("static"), !members[position].modifiers.contains("class"),
                  let stored = members[position].propertyType, stored.isAnnotated, !plainNames.contains(stored.name) else { continue }
            guard !stored.isFunction, NameSearch.contains("Shell", in: stored.name) else { return false }
            shells += 1
        }
        return shells == 1
    }

    /// `holdsStoreHandle` for a class with an instance stored property annotated with a persistence framework's handle or
    /// holding a system store, or for a class of static members only whose static property holds such a handle (`static var
    /// container: NSPersistentContainer`, the store adapter used as a namespace); `holdsKeyValueStore` for one whose only
    /// annotated instance stored property, `let`s of standard values aside, is a key-value store. Walks the members in place
    /// and builds nothing: asked of every declaration.
    static func storeTraits(_ type: TypeDecl) -> TypeTraits {
        guard type.kind == .class else { return [] }
        let members = type.members
        var keyValueStores = 0
        var others = 0
        var instanceStored = 0
        var staticHandle = false
        for position in members.indices where members[position].isLet || members[position].isStoredVar {
            let isStatic = members[position].modifiers.contains("static") || members[position].modifiers.contains("class")
            if !isStatic { instanceStored += 1 }
            guard let stored = members[position].propertyType else { continue }
            if !isStatic, systemStoreTypes.contains(stored.name) { return .holdsStoreHandle }
            guard stored.isAnnotated else { continue }
            if isStatic {
                staticHandle = staticHandle || storeHandleTypes.contains(stored.name)
                continue
            }
            if storeHandleTypes.contains(stored.name) { return .holdsStoreHandle }
            // A standard value beside the store (`let localUserID = "local"`, a key prefix) is a constant, not a collaborator.
            if keyValueStoreTypes.contains(stored.name) { keyValueStores += 1 } else if !(members[position].isLet && plainNames.contains(stored.name)) {
                others += 1
            }
        }
        // A class with instance state beside a static handle (`static var queue: DatabaseQueue?`, `let folder: URL`) is
        // an object that borrows a shared database, not the database's adapter.
        if staticHandle, instanceStored == 0 { return .holdsStoreHandle }
        return keyValueStores == 1 && others == 0 ? .holdsKeyValueStore : []
    }
}
