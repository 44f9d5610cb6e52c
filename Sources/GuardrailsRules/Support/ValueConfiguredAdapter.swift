import GuardrailsCore

/// Whether a framework singleton (`FileManager.default`, `UserDefaults.standard`, `UIApplication.shared`: a type the package
/// does not declare) is read inside the live adapter of a doubled port: a class,
/// struct or actor conforming, on its declaration or any extension in the package, to a package protocol that has a test double
/// (in the package, or in the tests of an app using it linted in the same run),
/// that stores nothing but `let`s of plain values (`let path: String`, `let key: String`) and closures (`var onForeground: (() -> Void)?`,
/// the callbacks it reports through), besides private bookkeeping (for a facility of the rule's `singletons`, any: `private var cached: Content?`, a
/// framework lock built in place; for another singleton, only the framework's handles, a task id), or, wrapping storage (the file system, the user defaults), stores nothing at all; a private property only keeping the facility
/// (`private let files = FileManager.default`) is read like the facility itself, not counted as stored. Such an adapter is configured by where it reads or writes,
/// and the facility is the I/O it exists to perform; consumers hold the protocol and tests pass the double. One storing
/// a public `var`, a collaborator (a package type, even a protocol) or a framework object it is given is a component with
/// dependencies of its own.
enum ValueConfiguredAdapter {
    /// Plain values an adapter is configured with: its location, key or limits.
    private static let plainValues: Set<String> = [
        "String", "URL", "Int", "UInt", "Bool", "Double", "Float", "Data", "UUID", "Date", "TimeInterval", "Character", "Substring",
    ]

    private static let exposingAccess: Set<String> = ["public", "open", "package", "internal"]

    /// Storage facilities, the file system and the key-value stores: an adapter of one storing nothing is the package's
    /// storage port (`LocalDisk: Disk`, `DefaultsTrailStorage: TrailSource` reading and writing its keys).
    private static let stores: Set<String> = ["FileManager", "NSFileManager", "UserDefaults", "NSUbiquitousKeyValueStore"]

    static func contains(_ reference: Reference, of singleton: String, facilities: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        // Beside another singleton (`UIApplication.shared`) the adapter keeps no data of its own, only the framework's handles
        // (`private var taskID: UIBackgroundTaskIdentifier`): one caching a value (`cached ?? Store.shared.userID`) must mirror
        // the singleton (`SingletonForwardingAdapter`) to count as its adapter.
        let isFacility = facilities.contains("\(singleton).\(reference.name)")
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              index.declarations(named: singleton).isEmpty else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.kind == .class || type.kind == .struct || type.kind == .actor else { return false }
        // `private let files = FileManager.default` only keeps the facility the methods read: it counts as such a read, not as state.
        let stored = type.members.filter {
            ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") && !keepsFacility($0, facilities, file, index)
        }
        // Stateless, only a storage adapter (the file system, the user defaults) is the port by itself; one wrapping another
        // facility (the default center, a bus) must forward it (`SingletonForwardingAdapter`) rather than work with it.
        guard !stored.isEmpty || stores.contains(singleton),
              stored.allSatisfy({ isConfiguration($0) || isCallback($0) || (isFacility || isHandle($0, index)) && isBookkeeping($0, index) })
        else { return false }
        // The conformance may be written anywhere in the package (`extension FileStorage: ArchiveStorage` beside the protocol).
        return isDoubledConformer(type, index) || index.supertypes(of: type.name).contains { isDoubledProtocol($0, index) }
    }

    /// `let path: String`: where the adapter works. A collaborator it is given, even behind a protocol, makes it a
    /// component with logic of its own (a controller posting the app's notifications).
    private static func isConfiguration(_ member: MemberDecl) -> Bool {
        guard member.isLet, let type = member.propertyType, !type.isFunction else { return false }
        return plainValues.contains(type.name)
    }

    /// `private var taskID: UIBackgroundTaskIdentifier`, `private var token: NSObjectProtocol?`: a framework handle the API
    /// issued, kept to hand back (end the task, remove the observer), not a value the adapter works out or caches.
    private static let collections: Set<String> = ["Array", "Dictionary", "Set", "Optional"]
    private static func isHandle(_ member: MemberDecl, _ index: PackageIndex) -> Bool {
        guard let type = member.propertyType, type.isAnnotated, !type.isFunction, type.name.first?.isUppercase == true else { return false }
        return !plainValues.contains(type.name) && !collections.contains(type.name) && index.declarations(named: type.name).isEmpty
    }

    /// `var onForeground: (() -> Void)?`: a closure the adapter calls back or is handed, no object with behaviour of its own.
    private static func isCallback(_ member: MemberDecl) -> Bool {
        member.propertyType?.isFunction == true
    }

    /// `private var cached: Content?`, `private let lock = NSLock()`: state the adapter keeps for itself, as a `let` one
    /// of no package type built in place (a lock, not a collaborator handed in).
    private static func isBookkeeping(_ member: MemberDecl, _ index: PackageIndex) -> Bool {
        // `public private(set) var logger`: readable by every client, a collaborator the adapter exposes, not its own bookkeeping.
        guard member.modifiers.contains("private") || member.modifiers.contains("fileprivate"),
              !member.modifiers.contains(where: Self.exposingAccess.contains) else { return false }
        if member.isStoredVar { return true }
        guard let type = member.propertyType, type.isConstructed, !type.isFunction else { return false }
        return index.declarations(named: type.name).isEmpty
    }

    /// `private let files = FileManager.default` (or `: FileManager = .default`): a private property initialized from a facility,
    /// which the adapter's methods then read through it.
    private static func keepsFacility(_ member: MemberDecl, _ facilities: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard member.modifiers.contains("private") || member.modifiers.contains("fileprivate"),
              !member.modifiers.contains(where: Self.exposingAccess.contains),
              let type = member.propertyType, !type.isFunction, !type.isConstructed, index.declarations(named: type.name).isEmpty else { return false }
        return file.model.references.contains { reference in
            Int(reference.line) == member.line && !reference.hasArguments && (reference.base == type.name || reference.base == "")
                && facilities.contains("\(type.name).\(reference.name)")
        }
    }

    private static func isDoubledConformer(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { isDoubledProtocol($0.name, index) }
    }

    /// A package protocol with a test double: a conformer in the package, or in the code of the package's users linted with
    /// it (an app's test target beside its local package, `WalletSourceMock` in the app's tests), where they import its module.
    private static func isDoubledProtocol(_ name: String, _ index: PackageIndex) -> Bool {
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        guard let declaration = index.declarations(named: name).first(where: { $0.kind == .protocol }) else { return false }
        return index.conformers(of: name).contains(where: doubles.isDouble)
            || ClientConformers(index: index).conformers(of: name, module: declaration.module).contains(where: doubles.isDouble)
    }
}
