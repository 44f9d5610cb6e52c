import GuardrailsCore

/// Dependencies are handed out by the provider, not grabbed from globals.
public struct SingletonDeclarationRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "singleton-declaration",
        summary: "No `static let shared = …` singletons outside a configurable allowlist.",
        rationale: """
        app-dependency-provider, "avoid singletons, use dependency injection": a `shared` instance can be \
        reached from anywhere, so its users hide the dependency and tests cannot replace it. Register the \
        service in the dependency provider behind a protocol; keep singletons for the few pieces of truly \
        app-wide state listed in `allowedTypes`.
        A global actor (`@globalActor`, or an actor adopting `GlobalActor`) must declare `static let shared`: that is the actor, not a singleton \
        of the app, and it is not reported.
        Nor is an optional `static var shared: T?` of a `private` or `fileprivate` type: no other file can \
        reach it, and it starts empty, so it is a slot that keeps one in-flight helper alive (a delegate set \
        before a system request and cleared in its completion), not an instance handed around.
        Nor is a computed property whose getter only builds a value (`static var shared: Store { Store(suite: \
        "group") }`): each access makes a new instance, so it names a preset, not one instance; a getter that \
        returns a stored instance (`{ storage }`) still declares a singleton.
        Nor is the `shared` of a `private` or `fileprivate` type that, outside the type itself, only helpers of its \
        file read (an `extension NSImage` on a type the package does not declare, a free function): that is the \
        file's memo, which `shared-instance-access` lets those helpers read; a read from one of the package's own \
        types in the file still makes it that type's hidden dependency. Nor is the `shared` of a class named for a \
        callback role a framework holds weakly, and adopting one (`retainedRoleSuffixes`: `…Delegate`, \
        `…DataSource`), that stores no instance property of its own nor inherits a package class: every instance \
        is the same, and the static one only keeps the delegate alive (`picker.delegate = PickerDelegate.shared`). \
        A stateless singleton that is a service (`final class Analytics { static let shared = Analytics(); func \
        track(…) }`, a `SyncManager` that also adopts a delegate) still hides what its methods reach, and is reported.
        Nor is a protocol's requirement (`static var shared: Self { get }`): it declares no instance. Nor are \
        stand-ins that previews compile against (`doubleNameMarkers`): a file named as a double (`MockDatabase.swift` \
        declaring a `Database` with its own `shared`), one in a `Mocks`/`Preview Content` folder, or one of a \
        target made for previews or doubles (`AppPreviews`, `NetworkMocks`): they never ship.
        Nor is a framework value object configured once and kept as a constant (`static let instance: \
        NumberFormatter = { … }()`) in a caseless enum, a namespace of constants, or in an extension of its own \
        type (`extension DateFormatter { static let shared = … }`): a formatter or coder (`valueObjectSuffixes`) \
        holds settings, not state nor dependencies, so sharing it hides nothing. A type the package declares, or \
        one kept in a class or struct, is still reported.
        Nor is the `shared` of a struct that stores nothing and has no method, only computed properties answering a \
        framework protocol it adopts (`struct SwitcherTip: Tip { static let shared = SwitcherTip(); var title: Text { … } }`): \
        every instance is the same declarative value, so `shared` names a constant; a stateless struct with methods \
        (`StorageStats.shared.compute()`) is a service and is reported. Nor is the `shared` of a constant lookup table: a \
        struct whose initializers are all private, storing only `let`s of standard values, with no method, computed \
        property or extension (`struct Keys { static let shared = Keys(); let apiKey: String; private init() { … } }`, values \
        read once from the bundle), which `shared-instance-access` also treats as a constant; with a method it is reported.
        Nor is a `shared` that only backs the accessor a framework requires: a parameterless `static` or `class` function \
        with one of the `names` returning a protocol the type adopts and the package does not declare (`static func \
        sharedInstance() -> SDKSessionService { shared }`, an Objective-C SDK asking its service for the one instance); one \
        returning the type itself is the type's own accessor and is reported.
        Besides `names`, a mutable static property that holds a new instance of its own class is a singleton whatever \
        it is called (`static var current = Navigator()`, reached as `Navigator.current` and swappable by anyone); a \
        `let` with another name is a preset (`static let preview = Store()`) and a `private` one the type's own, neither reported.
        Nor is the `shared` of a dependency-injection container, the provider the rule asks services to be registered in: \
        a type adopting a DI library's container protocol that requires it (`containerProtocols`: `final class AppContainer: \
        SharedContainer { static let shared = AppContainer() }`), or, in the composition root, a type named for one \
        (`containerSuffixes`: `AppDependencyContainer`). A container so named outside the composition root, and any \
        other singleton there, are still reported.
        Nor is a computed property whose getter only hands on an instance a framework owns (`static var shared: AppDelegate \
        { UIApplication.shared.delegate as! AppDelegate }`): the type keeps no instance, the framework made it; a getter \
        reading the package's own types or its own stored statics is still reported. So is a `static weak var shared: AppDelegate?` \
        of a class the framework creates (`@main`, an application, scene or extension delegate) that sets it to `self`: a weak \
        handle keeps nothing alive; a strong or non-optional one, or one of a type the app creates, is reported.
        Test targets are not checked (option `checkTests`): a test's static instance is a double's, which no app code reaches.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("names", .strings(["shared", "sharedInstance", "instance"]), "Static property names that declare a singleton."),
            RuleOption("allowedTypes", .strings(["AppDependencyProvider"]), "Types allowed to declare a singleton."),
            RuleOption(
                "retainedRoleSuffixes", .strings(["Delegate", "DataSource"]),
                "Protocol-name endings of callback roles a framework holds weakly: a stateless class adopting one may keep its instance in `shared`."
            ),
            RuleOption(
                "doubleNameMarkers", .strings(TestDoubleCode.defaultMarkers),
                "File-name prefixes and suffixes of stand-ins for previews (`MockDatabase.swift`), whose singletons never ship."
            ),
            RuleOption(
                "valueObjectSuffixes", .strings(["Formatter", "Encoder", "Decoder"]),
                "Name endings of framework types that are configured values (`NumberFormatter`, `JSONDecoder`): a constant of one in a namespace enum or in its own type's extension is not a singleton."
            ),
            RuleOption(
                "containerProtocols", .strings(["SharedContainer"]),
                "Protocols of dependency-injection libraries whose containers must declare `shared` (Factory's `SharedContainer`): an adopter is the dependency provider."
            ),
            RuleOption(
                "containerSuffixes", .strings(["DependencyContainer", "DIContainer", "DependencyProvider", "CompositionRoot"]),
                "Name endings of dependency containers: in the composition root, such a type's `shared` is the dependency provider."
            ),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
        ],
        triggering: [
            RuleExample("Sources/Feature/FeatureManager.swift", "final class FeatureManager {\n    static let shared = FeatureManager()\n    private init() {}\n}"),
            RuleExample("Sources/Feature/Analytics.swift", "enum Analytics {\n    static var shared = AnalyticsClient()\n}"),
            RuleExample("Sources/Feature/DownloadService+Shared.swift", "extension DownloadService {\n    public static let sharedInstance = DownloadService()\n}"),
            RuleExample("Sources/Feature/Session.swift", "final class Session {\n    static var shared: Session?\n}"),
            RuleExample("Sources/Feature/Library.swift", "final class Library {\n    static let shared = Library()\n}\nstruct Library_Previews: PreviewProvider {}"),
            RuleExample("Sources/Feature/Cache.swift", "private final class Cache {\n    static let shared = Cache()\n}"),
            RuleExample("Sources/Feature/Player.swift", "final class Player {\n    private static let current = Player()\n    static var shared: Player { current }\n}"),
            RuleExample(
                "Sources/Feature/Thumbnails.swift",
                "private final class ThumbnailCache {\n    static let shared = ThumbnailCache()\n    private var images: [String: Data] = [:]\n}\nextension Data {\n    func thumbnail() -> Data { ThumbnailCache.shared.image(for: self) }\n}\nstruct Gallery {\n    func cover() -> Data { ThumbnailCache.shared.image(for: Data()) }\n}"
            ),
            RuleExample("Sources/Feature/Analytics.swift", "final class Analytics {\n    static let shared = Analytics()\n    func track(_ event: String) { Backend.send(event) }\n}"),
            RuleExample("Sources/Feature/SyncManager.swift", "final class SyncManager: NSObject, SyncEngineDelegate {\n    static let shared = SyncManager()\n    func engineDidSync() { Library.reload() }\n}"),
            RuleExample(
                "Sources/Feature/LocationDelegate.swift",
                "final class LocationDelegate: NSObject, CLLocationManagerDelegate {\n    static let shared = LocationDelegate()\n    let updates = PassthroughSubject<CLLocation, Never>()\n}"
            ),
            RuleExample(
                "Sources/Feature/SearchDataSource.swift",
                "final class SearchDataSource: BaseSource, UITableViewDataSource {\n    static let shared = SearchDataSource()\n}\nclass BaseSource: NSObject {\n    var rows: [String] = []\n}"
            ),
            RuleExample(
                "Sources/Feature/PriceFormatting.swift",
                "final class PriceFormatting {\n    static let shared: NumberFormatter = NumberFormatter()\n}\nenum Pricing {\n    static let instance: PriceFormatter = { PriceFormatter() }()\n}\nfinal class PriceFormatter {\n    var lastPrice: Double = 0\n}"
            ),
            RuleExample(
                "Sources/Feature/Navigator.swift",
                "final class Navigator {\n    static var `default` = Navigator()\n    func show(_ screen: Screen) {}\n}\nextension Router {\n    public static var current = Router()\n}\nfinal class Router {}"
            ),
            RuleExample(
                "Sources/Feature/StorageStats.swift",
                "struct StorageStats: Sendable {\n    static let shared = StorageStats()\n    var label: String { \"Storage\" }\n    func compute() -> Int { FileManager.default.usage() }\n}"
            ),
            RuleExample(
                "Sources/App/SessionStore.swift",
                "final class SessionStore: ObservableObject, Resolving {\n    static let shared = SessionStore()\n    @Published var token: String?\n}"
            ),
            RuleExample("Sources/Feature/FeatureDependencyContainer.swift", "final class FeatureDependencyContainer {\n    static let shared = FeatureDependencyContainer()\n}"),
            RuleExample(
                "Sources/Feature/Secrets.swift",
                "struct Secrets {\n    static let shared = Secrets()\n    let apiToken: String\n    private init() { apiToken = Bundle.main.object(forInfoDictionaryKey: \"Token\") as? String ?? \"\" }\n    func signed(_ request: URLRequest) -> URLRequest { request }\n}"
            ),
            RuleExample(
                "Sources/Feature/PlaybackSession.swift",
                "final class PlaybackSession: NSObject, VendorSessionService {\n    static let shared = PlaybackSession()\n    static func sharedInstance() -> PlaybackSession { shared }\n}"
            ),
            RuleExample(
                "Sources/Feature/Tracker.swift",
                "final class Tracker {\n    static var shared: Tracker { Registry.current.tracker }\n}\nfinal class Registry {\n    static let current = Registry()\n    let tracker = Tracker()\n}"
            ),
            RuleExample("Sources/Feature/Theme.swift", "final class Theme {\n    private static let stored = Theme()\n    static var shared: Theme { Theme.stored }\n}"),
            RuleExample("Sources/Feature/Player.swift", "final class Player {\n    static weak var shared: Player?\n    init() { Player.shared = self }\n}"),
        ],
        nonTriggering: [
            RuleExample(
                "Sources/Feature/SwitcherTip.swift",
                "struct SwitcherTip: Tip {\n    static let shared = SwitcherTip()\n    var title: Text { Text(\"Switch\") }\n    var image: Image? { Image(systemName: \"square.stack\") }\n}"
            ),
            RuleExample(
                "Sources/Feature/Store.swift",
                "final class Store {\n    static let preview = Store()\n    private static var cache = Store()\n    static var limit = Limit()\n}\nstruct Limit {\n    static var standard = Limit()\n}"
            ),
            RuleExample("Sources/Library/Registry.swift", "public protocol Registry {\n    static var shared: Self { get }\n    static var instance: Self { get set }\n}"),
            RuleExample("Sources/App/MockLibrary.swift", "final class Library {\n    static let shared = Library()\n}"),
            RuleExample("Sources/AppPreviews/Flags.swift", "struct Flags {\n    static let shared = Flags()\n}"),
            RuleExample("Sources/App/Preview Content/Sessions.swift", "final class Sessions {\n    static let shared = Sessions()\n}"),
            RuleExample("Sources/App/AppDependencyProvider.swift", "final class AppDependencyProvider {\n    static let shared = AppDependencyProvider()\n}"),
            RuleExample("Sources/Feature/FeatureManager.swift", "final class FeatureManager: FeatureManagerProtocol {\n    func performAction() {}\n}"),
            RuleExample("Sources/Feature/Config.swift", "struct Config {\n    static let defaultTimeout = 30.0\n    let shared: Bool\n}"),
            RuleExample("Sources/Feature/DatabaseActor.swift", "@globalActor actor DatabaseActor {\n    static let shared = DatabaseActor()\n}"),
            RuleExample(
                "Sources/Feature/Permissions.swift",
                "func requestAccess() {\n    PermissionRequest.shared = PermissionRequest()\n}\n\nprivate final class PermissionRequest: NSObject {\n    static var shared: PermissionRequest?\n    func finish() { Self.shared = nil }\n}"
            ),
            RuleExample(
                "Sources/Feature/Store+Group.swift",
                "extension Store {\n    static var shared: Store { Store(suiteName: \"group.example\")! }\n    static var instance: Store {\n        return .init(suiteName: \"backup\")\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/Data+Thumbnail.swift",
                "extension Data {\n    func thumbnail() -> Data { ThumbnailCache.shared.image(for: self) }\n}\nfunc clearThumbnails() { ThumbnailCache.shared.removeAll() }\n\nprivate final class ThumbnailCache {\n    static let shared = ThumbnailCache()\n    private var images: [String: Data] = [:]\n    func removeAll() { Self.shared.images = [:] }\n}"
            ),
            RuleExample(
                "Sources/Feature/Formatters.swift",
                "enum Percent {\n    static let instance: NumberFormatter = {\n        let formatter = NumberFormatter()\n        formatter.numberStyle = .percent\n        return formatter\n    }()\n}\nextension DateFormatter {\n    static let shared = DateFormatter()\n}"
            ),
            RuleExample(
                "Sources/Feature/ShareActions.swift",
                "func share(_ url: URL) {\n    let picker = NSSharingServicePicker(items: [url])\n    picker.delegate = SharePickerDelegate.shared\n}\n\nfinal class SharePickerDelegate: NSObject, NSSharingServicePickerDelegate {\n    static let shared = SharePickerDelegate()\n    private static let log = Logger()\n    var title: String { \"Share\" }\n    func sharingServicePicker(_ picker: NSSharingServicePicker, sharingServicesForItems items: [Any], proposedSharingServices proposed: [NSSharingService]) -> [NSSharingService] { proposed }\n}"
            ),
            RuleExample(
                "Sources/App/ServicesContainer.swift",
                "final class ServicesContainer: SharedContainer, AutoRegistering {\n    static let shared = ServicesContainer()\n    let manager = ContainerManager()\n}\nextension ServicesContainer {\n    var clock: Factory<any Clock> { self { SystemClock() } }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Feature/ScreensContainer.swift", "final class ScreensContainer: SharedContainer {\n    let manager = ContainerManager()\n}"),
                ExampleFile("Sources/Feature/ScreensContainer+Shared.swift", "extension ScreensContainer {\n    static let shared = ScreensContainer()\n}")
            ),
            RuleExample("Sources/App/AppDependencyContainer.swift", "final class AppDependencyContainer {\n    static let shared = AppDependencyContainer()\n    lazy var store = Store()\n}"),
            RuleExample(
                "Sources/Feature/Secrets.swift",
                "struct Secrets {\n    static let shared = Secrets()\n    let apiToken: String\n    let groupName: String\n    private init() {\n        let info = Bundle.main.infoDictionary ?? [:]\n        apiToken = info[\"Token\"] as? String ?? \"\"\n        groupName = info[\"Group\"] as? String ?? \"\"\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/PlaybackSession.swift",
                "final class PlaybackSession: NSObject, VendorSessionService {\n    static let shared = PlaybackSession()\n    static func sharedInstance() -> VendorSessionService {\n        PlaybackSession.shared\n    }\n    func begin(event: String) -> Bool { true }\n}"
            ),
            RuleExample("Tests/AppTests/ClockTests.swift", "final class ClockTests: XCTestCase {}\nprivate final class FrozenClock: Clock {\n    static var shared = FrozenClock()\n}"),
            RuleExample(
                "Sources/App/SceneDelegate.swift",
                "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    static var shared: SceneDelegate { UIApplication.shared.connectedScenes.first?.delegate as! SceneDelegate }\n    var window: UIWindow?\n}"
            ),
            RuleExample(
                "Sources/App/AppDelegate.swift",
                "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    static weak var shared: AppDelegate?\n    var window: UIWindow?\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        Self.shared = self\n        return true\n    }\n}"
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // A test's statics hold doubles no app code reaches.
        if file.isTest, !context.flag("checkTests") { return [] }
        guard !TestDoubleCode.isDoubleFile(file, markers: context.strings("doubleNameMarkers")) else { return [] }
        let names = context.stringSet("names")
        let allowed = context.stringSet("allowedTypes")
        return file.model.types.flatMap { type -> [Violation] in
            guard type.kind != .protocol, !allowed.contains(type.name), !GlobalActors.isGlobalActor(type),
                  !isDependencyContainer(type, in: file, context) else { return [] }
            let keepsDelegate = isStatelessDelegate(type, roles: context.strings("retainedRoleSuffixes"), file.tokens, context.index)
            return type.members.compactMap { member in
                guard isSingleton(member, of: type, names: names, context.index), !keepsDelegate,
                      !isKeepAliveSlot(member, of: type), !isWeakHandleToFrameworkInstance(member, of: type, context.index), !isFactory(member, file.tokens), !forwardsFrameworkInstance(member, of: type, file.tokens, context.index), !isDeclarativeConstant(member, of: type, in: file.module, context.index),
                      !isConfiguredValue(member, of: type, suffixes: context.strings("valueObjectSuffixes"), context.index),
                      !isConstantTable(member, of: type, in: file, context.index),
                      !backsFrameworkAccessor(type, names: names, file.tokens, context.index),
                      !FileMemo.isMemo(member, of: type, in: file.model, context.index) else { return nil }
                return Violation(member, "singleton '\(type.name).\(member.name)'; register it in the dependency provider behind a protocol, or add '\(type.name)' to allowedTypes if it is truly app-wide state")
            }
        }
    }

    /// Only the tokens of a computed property's getter tell a factory from an accessor of a stored instance, and
    /// a delegate's `let` from a computed property.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let names = context.stringSet("names")
        let roles = context.strings("retainedRoleSuffixes")
        return file.model.types.contains { type in
            let singletons = type.members.filter { isSingleton($0, of: type, names: names, context.index) }
            return singletons.contains { !$0.isStoredVar } || !singletons.isEmpty && (playsRole(type, roles) || type.members.contains { $0.kind == .function && names.contains($0.name) })
        }
    }

    /// A static property with one of the singleton `names`, or a mutable one that holds a new instance of its own class
    /// whatever its name (`static var current = Navigator()`): one instance everybody reaches and anybody may swap.
    /// A `let` with another name is a preset (`static let preview = Store()`), and a `private` one is the type's own.
    private func isSingleton(_ member: MemberDecl, of type: TypeDecl, names: Set<String>, _ index: PackageIndex) -> Bool {
        guard member.kind == .variable, member.modifiers.contains("static") else { return false }
        if names.contains(member.name) { return true }
        guard member.isStoredVar, !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate"),
              let value = member.propertyType, value.isConstructed, value.name == type.name || value.name == "Self" else { return false }
        return type.kind == .class || type.kind == .extension && index.declarations(named: type.name).contains { $0.kind == .class }
    }

    /// `struct TimelineTip: Tip { static let shared = TimelineTip(); var title: Text { … } }`: a struct that stores
    /// nothing, has no method and only computed properties answering a framework protocol it adopts is a declarative
    /// value; every instance is the same, so `shared` names a constant. A stateless struct with methods is a service.
    private func isDeclarativeConstant(_ member: MemberDecl, of type: TypeDecl, in module: String?, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, member.isLet, let value = member.propertyType, value.name == type.name || value.name == "Self",
              type.inheritance.contains(where: { index.declarations(named: $0.name).isEmpty }) else { return false }
        let storesOrActs = type.members.contains { other in
            switch other.kind {
            case .function, .subscriptDecl: return true
            case .variable: return other.isStoredVar || other.isLet && !other.modifiers.contains("static")
            default: return false
            }
        }
        return !storesOrActs && index.extensionMembers(of: type.name, in: module).isEmpty
    }

    /// `struct Keys { static let shared = Keys(); let apiKey: String; private init() { … } }`: a struct whose initializers
    /// are all private, storing only `let`s of standard values (`shared-instance-access`'s constant table), with no
    /// method, computed property or extension: it reads its values once and nobody can make another, so `shared` names
    /// a constant lookup table, not a service.
    private func isConstantTable(_ member: MemberDecl, of type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, member.isLet, let value = member.propertyType, value.name == type.name || value.name == "Self",
              let declaration = index.declarations(named: type.name).first(where: { $0.path == file.path && $0.line == type.line && $0.kind == .struct }),
              index.traits(of: declaration).contains(.isConstantTable) else { return false }
        let acts = type.members.contains { other in
            switch other.kind {
            case .function, .subscriptDecl: return true
            case .variable: return !other.isStoredVar && !other.isLet && !other.modifiers.contains("static")
            default: return false
            }
        }
        return !acts && index.extensionMembers(of: type.name, in: file.module).isEmpty
    }

    /// `class ItemSession: NSObject, SDKSessionService { static let shared = ItemSession(); static func sharedInstance()
    /// -> SDKSessionService { shared } }`: a parameterless `static` or `class` accessor with one of the singleton `names`
    /// returning a protocol the type adopts and the package does not declare is the witness a framework requires (an
    /// Objective-C SDK asking its service for the one instance); the stored `shared` only backs it.
    private func backsFrameworkAccessor(_ type: TypeDecl, names: Set<String>, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let adopted = Set(type.inheritance.dropFirst(type.kind == .class ? 1 : 0).map(\.name).filter { index.declarations(named: $0).isEmpty })
        guard !adopted.isEmpty else { return false }
        return type.members.contains { member in
            guard member.kind == .function, names.contains(member.name), member.modifiers.contains("static") || member.modifiers.contains("class"),
                  let start = TokenLookup.position(line: member.line, column: member.column, in: tokens), start + 5 < tokens.count else { return false }
            let texts = tokens[start + 2...start + 5].map(\.text)
            return texts[0] == "(" && texts[1] == ")" && texts[2] == "->" && adopted.contains(texts[3])
        }
    }

    /// `final class PickerDelegate: NSObject, NSSharingServicePickerDelegate { static let shared = … }` with no stored
    /// instance property (nor a package superclass that could hold one): every instance is the same, and the static
    /// one only keeps alive the object a framework holds weakly (`picker.delegate = PickerDelegate.shared`).
    private func isStatelessDelegate(_ type: TypeDecl, roles: [String], _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard playsRole(type, roles),
              !type.inheritance.contains(where: { inherited in index.declarations(named: inherited.name).contains { $0.kind == .class } }) else { return false }
        return !type.members.contains { member in
            guard member.kind == .variable, !member.modifiers.contains("static"), !member.modifiers.contains("class") else { return false }
            if member.isStoredVar { return true }
            // A `let` always stores; a `var` that stores nothing is computed.
            return TokenLookup.position(line: member.line, column: member.column, in: tokens).map { tokens[$0].text != "var" } ?? true
        }
    }

    /// A class that is a callback object and nothing else: named for a role (`…Delegate`, `…DataSource`) and adopting
    /// one, which its framework holds weakly. A `SyncManager` that also adopts a delegate is a service callers reach.
    private func playsRole(_ type: TypeDecl, _ roles: [String]) -> Bool {
        guard type.kind == .class, roles.contains(where: type.name.hasSuffix) else { return false }
        return type.inheritance.contains { inherited in roles.contains { inherited.name.hasSuffix($0) } }
    }

    /// A computed property whose getter is one initializer call (`{ Store(…) }`, `{ return .init(…)! }`).
    private func isFactory(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard !member.isStoredVar, let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              tokens[start].text == "var", let end = TokenLookup.bodyEnd(from: start, in: tokens),
              let open = tokens[start..<end].firstIndex(where: { $0.kind == .punctuation && $0.text == "{" }) else { return false }
        func text(_ index: Int) -> String { index < end ? tokens[index].text : "" }
        var position = open + 1
        if text(position) == "get", text(position + 1) == "{" { position += 2 }
        if text(position) == "return" { position += 1 }
        if text(position) == ".", text(position + 1) == "init" {
            position += 2
        } else if position < end, tokens[position].kind == .identifier || text(position) == "Self", text(position).first?.isUppercase == true {
            position += 1
            if text(position) == ".", text(position + 1) == "init" { position += 2 }
        } else {
            return false
        }
        guard position < end, tokens[position].kind == .punctuation, tokens[position].text == "(", !tokens[position].followsSpace else { return false }
        var depth = 0
        while position < end {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == "(" { depth += 1 } else if tokens[position].text == ")" { depth -= 1 }
            }
            position += 1
            if depth == 0 { break }
        }
        if position < end, tokens[position].kind == .operator, tokens[position].text == "!" { position += 1 }
        while position < end, tokens[position].kind == .punctuation, tokens[position].text == "}" { position += 1 }
        return position == end
    }

    /// `static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }`: a computed getter that starts from
    /// a type (or global) the package does not declare and names none of the package's types nor this type's members
    /// hands on an instance the framework made and keeps; this type stores none.
    private func forwardsFrameworkInstance(_ member: MemberDecl, of type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard !member.isStoredVar, let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              tokens[start].text == "var", let end = TokenLookup.bodyEnd(from: start, in: tokens),
              let open = tokens[start..<end].firstIndex(where: { $0.kind == .punctuation && $0.text == "{" }) else { return false }
        var position = open + 1
        if position + 1 < end, tokens[position].text == "get", tokens[position + 1].text == "{" { position += 2 }
        if position < end, tokens[position].text == "return" { position += 1 }
        guard position + 1 < end, tokens[position].kind == .identifier, tokens[position].text.first?.isUppercase == true,
              tokens[position + 1].text == "." else { return false }
        let own = Set(type.members.map(\.name)).union(["Self", "self"])
        return (position..<end).allSatisfy { at in
            let token = tokens[at]
            // A member read off another value (`UIApplication.shared`) is not this type's member of the same name.
            guard token.kind == .identifier, at == 0 || tokens[at - 1].text != "." else { return true }
            // The cast that types the framework's instance (`as! AppDelegate`) names the type without reading it.
            if token.text == type.name { return isCastTarget(at, tokens) }
            return !own.contains(token.text) && (token.text.first?.isUppercase != true || index.declarations(named: token.text).isEmpty)
        }
    }

    /// Whether the token at `position` is the type of an `as`, `as!` or `as?` cast.
    private func isCastTarget(_ position: Int, _ tokens: [Token]) -> Bool {
        var before = position - 1
        if before >= 0, tokens[before].text == "!" || tokens[before].text == "?" { before -= 1 }
        return before >= 0 && tokens[before].text == "as"
    }

    /// `enum Percent { static let instance: NumberFormatter = { … }() }`, `extension DateFormatter { static let shared = … }`:
    /// a framework value object configured once, kept in a namespace of constants or on its own type.
    private func isConfiguredValue(_ member: MemberDecl, of type: TypeDecl, suffixes: [String], _ index: PackageIndex) -> Bool {
        guard member.isLet, let valueType = member.propertyType?.name, suffixes.contains(where: valueType.hasSuffix),
              index.declarations(named: valueType).isEmpty else { return false }
        if type.kind == .extension { return type.name == valueType }
        return type.kind == .enum && !type.members.contains { $0.kind == .enumCase }
    }

    /// `final class AppContainer: SharedContainer { static let shared = AppContainer() }`: a DI library's container,
    /// whose protocol requires `shared`, or in the composition root a type named for one: the dependency provider itself.
    private func isDependencyContainer(_ type: TypeDecl, in file: LintFile, _ context: RuleContext) -> Bool {
        let protocols = context.stringSet("containerProtocols")
        if type.inheritance.contains(where: { protocols.contains($0.name) }) || !context.index.supertypes(of: type.name).isDisjoint(with: protocols) { return true }
        return file.isCompositionRoot && context.strings("containerSuffixes").contains { type.name.hasSuffix($0) }
    }

    /// `static weak var shared: AppDelegate?` in a class the framework instantiates (`@main`, `@UIApplicationMain`, an adopter
    /// of the framework's application, scene or extension delegate protocol), set to `self` once the framework made it: a
    /// weak reference neither creates nor keeps an instance, so it is a handle to what the framework owns, like a computed
    /// getter reading `UIApplication.shared.delegate`.
    private func isWeakHandleToFrameworkInstance(_ member: MemberDecl, of type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard member.modifiers.contains("weak"), let value = member.propertyType, value.isOptional, !value.isConstructed,
              value.name == type.name || value.name == "Self" else { return false }
        if type.attributes.contains(where: Self.entryPointAttributes.contains) { return true }
        return type.inheritance.contains { inherited in
            Self.frameworkOwnedRoles.contains(where: inherited.name.hasSuffix) && index.declarations(named: inherited.name).isEmpty
        }
    }

    /// Attributes that make the framework create the type at launch.
    private static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]
    /// Endings of the framework protocols whose adopters the framework creates itself (`UIApplicationDelegate`,
    /// `UIWindowSceneDelegate`, `WKExtensionDelegate`).
    private static let frameworkOwnedRoles = ["ApplicationDelegate", "SceneDelegate", "ExtensionDelegate"]

    /// `private static var shared: Helper?` in a file-private type: empty until the file fills it.
    private func isKeepAliveSlot(_ member: MemberDecl, of type: TypeDecl) -> Bool {
        guard type.isFilePrivate, let propertyType = member.propertyType else { return false }
        return propertyType.isOptional && !propertyType.isConstructed
    }
}
