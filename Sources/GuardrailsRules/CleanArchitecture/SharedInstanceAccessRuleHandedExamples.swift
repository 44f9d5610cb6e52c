import GuardrailsCore

/// The examples of `shared-instance-access` about instances nothing could be given instead: a read-only query about a path
/// the function was handed, a view helper's system menu, a local naming a UIKit notification, a singleton's storage wrapper
/// and a class the framework instantiates by name.
enum SharedInstanceAccessRuleHandedExamples {
    static let triggering: [RuleExample] = [
        // A free function of the container's file reading its public face: any file could, a locator's use.
        RuleExample(
            "Sources/Feature/PartsBox.swift",
            "public final class PartsBox {\n    public static let shared = PartsBox()\n    public var parts: [String: Any] = [:]\n}\n\npublic func part<T>(_ type: T.Type) -> T {\n    PartsBox.shared.parts[String(describing: type)] as! T\n}"
        ),
        // The path handed in goes on to a collaborator, which could be given a double: the query is part of a component's work.
        RuleExample(
            "Sources/Feature/PhraseLoader.swift",
            "protocol PhraseStore {\n    func open(_ path: String)\n}\n\nfinal class PhraseLoader {\n    let phrases: PhraseStore\n    init(phrases: PhraseStore) { self.phrases = phrases }\n    func load(path: String) {\n        if FileManager.default.isReadableFile(atPath: path) {\n            phrases.open(path)\n        }\n    }\n}"
        ),
        // A namespace's static check of a handed file: no record, no read of its own; callers could be given a checker.
        RuleExample(
            "Sources/Feature/UploadChecks.swift",
            "enum UploadChecks {\n    static func isPresent(_ file: URL) -> Bool {\n        FileManager.default.fileExists(atPath: file.path)\n    }\n}"
        ),
        // The path is one the reader picks itself: tests cannot redirect it.
        RuleExample(
            "Sources/Feature/NotesReader.swift",
            "struct NotesReader {\n    func read() throws -> String {\n        let url = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(\"notes.txt\")\n        guard FileManager.default.fileExists(atPath: url.path) else { return \"\" }\n        return try String(contentsOf: url)\n    }\n}"
        ),
        // A class keeping state it changes is an object, not a record: its lookup could be handed a file manager.
        RuleExample(
            "Sources/Feature/BuildQueue.swift",
            "class BuildQueue: Codable {\n    var pending: [String]\n    class func load(from bundle: URL) -> BuildQueue? {\n        let index = bundle.appendingPathComponent(\"queue.json\")\n        guard FileManager.default.fileExists(atPath: index.path) else { return nil }\n        return nil\n    }\n}"
        ),
        // The wrapper reads the singleton's public face: any type could, and each hides the dependency.
        RuleExample(
            "Sources/Feature/Vault.swift",
            "@propertyWrapper\nstruct Remembered {\n    var wrappedValue: String? { Vault.shared.token }\n}\n\npublic final class Vault {\n    public static let shared = Vault()\n    public var token: String?\n}"
        ),
        // A managed object the package builds and configures: it could be handed its defaults.
        RuleExample(
            "Sources/Feature/LedgerEntry.swift",
            "import CoreData\n\nfinal class LedgerEntry: NSManagedObject {\n    override func awakeFromInsert() {\n        super.awakeFromInsert()\n        UserDefaults.standard.set(true, forKey: \"ledgerTouched\")\n    }\n}"
        ),
        // One initializer leaves the stored default in place: the instance may keep the singleton.
        RuleExample(
            "Sources/Feature/LaunchCounter.swift",
            "final class LaunchCounter {\n    var center: NotificationCenter = .default\n    init() {}\n    init(center: NotificationCenter) {\n        self.center = center\n    }\n}"
        ),
        // A file-private holder's singleton read by a public function doing its own work with it: hidden from the caller.
        RuleExample(
            "Sources/Feature/Link.swift",
            "private actor PoolLoader {\n    static let shared = PoolLoader()\n    func pool() -> WirePool { WirePool() }\n}\n\npublic struct Link {\n    public static func ping(_ host: String) async {\n        await PoolLoader.shared.pool().send(host)\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A file-private holder of the library's default, offered whole by a public accessor and passed by a forwarding overload.
        RuleExample(
            "Sources/Feature/Link.swift",
            "public extension WirePooling where Self == WirePool {\n    static var client: some WirePooling {\n        get async throws {\n            try await PoolLoader.shared.pool()\n        }\n    }\n}\n\npublic struct Link {\n    public static func open(to host: String) async throws -> Link {\n        try await open(to: host, pool: PoolLoader.shared.pool())\n    }\n    public static func open(to host: String, pool: some WirePooling) async throws -> Link { Link() }\n}\n\nprivate actor PoolLoader {\n    static let shared = PoolLoader()\n    func pool() -> WirePool { WirePool() }\n}"
        ),
        // Every initializer overwrites the stored default with its parameter (or delegates to one that does): a dead default.
        RuleExample(
            "Sources/Feature/LaunchCounter.swift",
            "final class LaunchCounter {\n    var center: NotificationCenter = .default\n    init(center: NotificationCenter) {\n        self.center = center\n    }\n    convenience init(label: String) {\n        self.init(center: NotificationCenter())\n    }\n}"
        ),
        // The container's own resolving function beside it, reading the file-private registry it keeps.
        RuleExample(
            "Sources/Feature/PartsBox.swift",
            "public final class PartsBox {\n    public static let shared = PartsBox()\n    fileprivate var parts: [String: Any] = [:]\n    public func register<T>(_ part: T) { parts[String(describing: T.self)] = part }\n}\n\npublic func part<T>(_ type: T.Type) -> T {\n    PartsBox.shared.parts[String(describing: type)] as! T\n}"
        ),
        // Prechecks of the file the caller names, read next with Foundation's own reader, which has no seam either.
        RuleExample(
            "Sources/Feature/SnippetFormatter.swift",
            "enum SnippetError: Error { case unreadable, folder }\n\nstruct SnippetFormatter {\n    func format(source: String) -> String { source }\n    func format(contentsOf url: URL) throws -> String {\n        guard FileManager.default.isReadableFile(atPath: url.path) else { throw SnippetError.unreadable }\n        var isFolder: ObjCBool = false\n        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { throw SnippetError.folder }\n        return format(source: try String(contentsOf: url, encoding: .utf8))\n    }\n}"
        ),
        // A settings record's static lookup walking up from the caller's URL.
        RuleExample(
            "Sources/Feature/LintSettings.swift",
            "enum IndentStyle: Codable {\n    case spaces, tabs\n}\n\nstruct LintSettings: Codable {\n    var indent: IndentStyle\n    static func file(applyingTo url: URL) -> URL? {\n        var folder = url.standardized\n        repeat {\n            folder.deleteLastPathComponent()\n            let candidate = folder.appendingPathComponent(\".lintsettings\")\n            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate }\n        } while folder.path != \"/\"\n        return nil\n    }\n}"
        ),
        // A decoded record made a class, checking for the file it is handed before decoding it.
        RuleExample(
            "Sources/Feature/BuildLog.swift",
            "final class BuildStep: Codable {\n    let title: String\n}\n\nclass BuildLog: Codable {\n    let steps: [BuildStep]\n    let summary: BuildStep?\n    class func load(from bundle: URL) -> BuildLog? {\n        let index = bundle.appendingPathComponent(\"index.json\")\n        guard FileManager.default.fileExists(atPath: index.path) else { return nil }\n        return parse(index)\n    }\n    private static func parse(_ url: URL) -> BuildLog? { nil }\n}"
        ),
        // A file walker's free helper asking about the item it is handed, through a nested function and a local copy.
        RuleExample(
            "Sources/Feature/TreeWalker.swift",
            "struct TreeWalker {\n    let roots: [URL]\n    func kinds() -> [FileAttributeType] { roots.compactMap { itemKind(at: $0, followLinks: true)?.1 } }\n}\n\nprivate func itemKind(at url: URL, followLinks: Bool) -> (URL, FileAttributeType)? {\n    func kindOfItem(at url: URL) -> FileAttributeType? {\n        try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType\n    }\n    guard var kind = kindOfItem(at: url) else { return nil }\n    var url = url\n    while followLinks && kind == .typeSymbolicLink, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {\n        url = URL(fileURLWithPath: target, relativeTo: url)\n        guard let next = kindOfItem(at: url) else { return nil }\n        kind = next\n    }\n    return (url, kind)\n}"
        ),
        // A UI-layer helper observing UIKit's memory warning, its name held in a local first.
        RuleExample(
            "Sources/UI/GutterLayout.swift",
            "import UIKit\n\nfinal class GutterLayout {\n    init() {\n        let warning = UIApplication.didReceiveMemoryWarningNotification\n        NotificationCenter.default.addObserver(self, selector: #selector(purge), name: warning, object: nil)\n    }\n    @objc private func purge() {}\n}"
        ),
        // A view's helper, handed the view it shows the edit menu over (the only handle on that menu before iOS 16).
        RuleExample(
            "Sources/UI/MarkupMenuPresenter.swift",
            "import UIKit\n\nfinal class MarkupMenuPresenter: NSObject {\n    func present(from view: UIView, over rect: CGRect) {\n        installItems()\n        UIMenuController.shared.showMenu(from: view, rect: rect)\n    }\n}\n\nprivate extension MarkupMenuPresenter {\n    func installItems() {\n        UIMenuController.shared.menuItems = [UIMenuItem(title: \"Wrap\", action: NSSelectorFromString(\"wrapSelection\"))]\n    }\n}"
        ),
        // The singleton's storage wrapper, reading the file-private store it keeps its own properties in.
        RuleExample(
            "Sources/Feature/Vault.swift",
            "@propertyWrapper\nstruct VaultItem {\n    let key: String\n    var wrappedValue: String? {\n        get { Vault.shared.store[key] }\n        set { Vault.shared.store[key] = newValue }\n    }\n}\n\npublic final class Vault {\n    public static let shared = Vault()\n    fileprivate var store: [String: String] = [:]\n    @VaultItem(key: \"token\") public var token: String?\n}"
        ),
        // Core Data builds a migration policy from the mapping model by its class name: nobody could hand it anything.
        RuleExample(
            "Sources/Feature/LedgerMigrationPolicy.swift",
            "import CoreData\n\n@objc(LedgerMigrationPolicy)\nclass LedgerMigrationPolicy: NSEntityMigrationPolicy {\n    override func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {\n        try super.createDestinationInstances(forSource: sInstance, in: mapping, manager: manager)\n        UserDefaults.standard.set(true, forKey: \"ledgerMigrated\")\n    }\n}"
        ),
    ]
}
