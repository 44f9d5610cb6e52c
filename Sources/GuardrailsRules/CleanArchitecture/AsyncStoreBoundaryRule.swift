import GuardrailsCore

/// Boundaries stay synchronous; the composition root chooses where they run.
public struct AsyncStoreBoundaryRule: Rule {
    public init() {}
    public static let readsTokens = true

    /// Only a protocol requiring an `async` `request…` reads its result type from the tokens (`isPermissionPrompt`).
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        // Reads the types and members in place: a closure over them would copy each one it is handed.
        let types = file.model.types
        for index in types.indices where types[index].kind == .protocol {
            let members = types[index].members
            for position in members.indices where members[position].isAsync && members[position].name.hasPrefix("request") { return true }
        }
        return false
    }

    public static let description = RuleDescription(
        id: "async-store-boundary",
        summary: "Warns when a requirement of a store or domain boundary protocol is `async`.",
        rationale: """
        Guardrail "do not make a domain or store boundary async because one implementation is": a \
        synchronous boundary can be wrapped in any execution context at composition time, while an async \
        one forces every implementation and caller into concurrency. A `…Store` named after the App Store is not a \
        data store: a protocol whose every production conformer (one named as a double aside) sits in a file importing a \
        store-front framework (`storeFrontModules`, `StoreKit`), beside the protocol or not, wraps a purchase API that is \
        async by nature, like an `HTTPClient`, and is left alone; a `…Store` with a conformer in a file importing none (a \
        calendar store over EventKit and a remote calendar, a disk cache of receipts) stays a store boundary, and a domain \
        protocol is one whatever its files import. Nor is a `…Store` protocol refining `ObservableObject` or `Observable`, itself \
        or through a package protocol it refines: the state a view observes, presentation whatever its name. A requirement a framework type witnesses \
        itself, adopted through a retroactive extension that does not implement it (`extension URLSession: DataFetching {}` \
        for `func data(for: URLRequest) async throws -> (Data, URLResponse)`), restates the framework's signature, which \
        the package cannot make synchronous: it is not reported. A library's `public` and `open` protocols in a target a \
        `.library` product vends (`checkVendedProtocols`) are ports its users implement (a remote artifact store) and \
        compose in their own code: the library has no composition root to pick an execution context in, so they are left alone. \
        Nor is the awaited outcome of an operation handle, a protocol requiring `cancel()` like `Task` (`var value: Receipt { get \
        async throws }`, its `async` methods still reported), nor a requirement every production conformer also witnesses for \
        another package protocol requiring a method of that name (`reset() async` of a plugin contract), whose `async` is that \
        contract's, when this rule leaves that protocol alone (a vended `public` port, or one neither of the domain nor named as \
        a store: two boundaries sharing a method excuse neither). Nor is a domain protocol named as a port to a remote system by one of \
        `remotePortWords`, matched per camel-case word whatever its case (`RemoteAuthDataSource`, `Networking`, `APIClient`, \
        `GatewayApi`): every implementation of it crosses the network, so \
        it is async by nature, like an `HTTPClient`, not because one implementation is; a `…Store` stays a boundary whatever its \
        words. Nor, for the same reason, is a domain protocol whose every production conformer (doubles aside) reaches the network, \
        itself (its body names `URLSession`, or its file imports one of `networkModules`, Alamofire, Moya, Apollo) or through what \
        it stores, a few hops deep (a fetcher holding the web API's client, a port so named, a repository so bound, a remote \
        adopting a package protocol whose declaration or extension's file imports one of them and makes the calls): a \
        repository refreshing from a web API, and the use case only awaiting it, are async because the work is remote I/O. So \
        is a conformer's file importing a system service whose API is async or completion-only (`systemServiceModules`: \
        UserNotifications, NetworkExtension, StoreKit, HealthKit, Photos, CloudKit), itself or in what the conformer holds (an \
        actor caching a StoreKit reader): a synchronous port over the notification center or the VPN preferences would block a \
        thread while the system answers. A conformer naming such a service's object (`UNUserNotificationCenter`, `NEVPNManager`, `HKHealthStore`, \
        `PHPhotoLibrary`, `CKContainer`) counts the same when its file imports the framework only through another (UIKit \
        brings UserNotifications along). Frameworks with \
        synchronous reads (EventKit, Contacts, Core Data, CoreLocation's values) are not among them. Nor is a protocol one \
        production conformer of which sits in a file importing a framework whose API exists only as `async` \
        (`asyncOnlyModules`: FoundationModels, whose `LanguageModelSession.respond` has no synchronous form): that conformer \
        could not witness a synchronous requirement without blocking; where every conformer is synchronous or only fakes the \
        latency (`Task.sleep`), the protocol is reported. A repository with one conformer reading only a local cache or store, one with no \
        conformer, and a `…Store` stay reported. \
        Nor is a protocol constrained to actors (`: AnyActor`, `: Actor`, or refining one): a call into an actor from outside \
        is async whatever the requirement says, so it cannot be synchronous. Nor is a protocol declared in test code (a test target or a test-support layer, beside the mock it shapes): no \
        production code crosses it, so it is no boundary. Nor is a requirement that only waits for work under way, named \
        `wait` or `waitFor…`/`waitUntil…` and handing back nothing (`func waitUntilFlushed() async`): a synchronous wait \
        would block its caller's thread, so waiting is async by nature; one handing back a value (`waitForReply() -> Reply`) \
        is a read like any other and is reported. Nor, for the same reason, is a request for a permission, named \
        `request…Permission`/`request…Authorization` and handing back the user's answer, a `Bool` or a `…Status` \
        (`func requestLocationPermission() async -> Bool`): it waits for the user to answer the system's prompt. Nor, for a \
        protocol not named as a store or repository, is an interactive sign-in or purchase operation (first word `signIn`, `signOut`, `login`, \
        `logout`, `purchase`, `buy`, or last word `Login`, `Logout`, `SignIn` after a provider, `appleLogin()`, or \
        `restorePurchases()`): it waits for the user to answer a system or vendor sheet (`ASAuthorizationController`) or for the \
        SDK's callback, async by nature; and a port requiring one whose file, or every production conformer's file, imports a \
        vendor SDK (a module neither the package's nor the system's) or AuthenticationServices is that SDK's port, its other \
        requirements (`loadOfferings()`) left alone too. A domain service made async by its network client \
        (`setLogoutState() async`, `withdraw() async`) is still reported.
        """,
        defaultSeverity: .warning,
        options: [
            RuleOption("storeSuffixes", .strings(["Store"]), "Protocol name suffixes that mark store boundaries."),
            RuleOption("checkVendedProtocols", .bool(false), "Also check the `public`/`open` protocols of targets a `.library` product vends (not those of an app's local package)."),
            RuleOption(
                "remotePortWords", .strings(["Remote", "Network", "Networking", "HTTP", "API"]),
                "Words naming a protocol a port to a remote system (`RemoteAuthDataSource`, `Networking`, `APIClient`): async by nature, not a boundary made async (a `…Store` stays one)."
            ),
            RuleOption(
                "networkModules", .strings(["Alamofire", "Moya", "Apollo", "AsyncHTTPClient", "GRPC"]),
                "Networking libraries: a type in a file importing one reaches the network, so a domain protocol whose every production conformer reaches one, itself or through what it holds, is async by nature (a `…Store` stays a boundary)."
            ),
            RuleOption(
                "systemServiceModules", .strings(["UserNotifications", "NetworkExtension", "StoreKit", "HealthKit", "Photos", "CloudKit"]),
                "System services whose API is async or completion-only: a conformer in a file importing one, or holding one that is, waits on the system as on a server, so a domain protocol all of whose production conformers do is async by nature (a `…Store` stays a boundary)."
            ),
            RuleOption(
                "asyncOnlyModules", .strings(["FoundationModels"]),
                "Frameworks whose API exists only as `async` (FoundationModels' `LanguageModelSession.respond`): a protocol one production conformer of which sits in a file importing one cannot be synchronous without blocking (a `…Store` stays a boundary)."
            ),
            RuleOption("storeFrontModules", .strings(["StoreKit"]), "Frameworks of a store front: a `…Store` protocol whose production conformers all sit in files importing one is a purchase client, not a store boundary."),
        ],
        triggering: [
            // A domain account service made async by the web client it awaits, whatever word of signing out its name holds; and
            // a port with no sign-in or purchase operation, whatever SDK its conformer imports.
            RuleExample(
                ExampleFile("Sources/Domain/MembershipService.swift", "public protocol MembershipService {\n    func setSignedOutFlag() async\n    func closeAccount() async\n}\npublic protocol PlanCatalog {\n    func plans() async -> [Int]\n}\npublic protocol AccountRepository {\n    func login(code: String) async throws\n}"),
                ExampleFile("Sources/Data/LiveMembership.swift", "import PaywallKit\nfinal class LiveMembership: MembershipService, PlanCatalog {\n    func setSignedOutFlag() async {}\n    func closeAccount() async {}\n    func plans() async -> [Int] { [] }\n}")
            ),
            // A request named for a permission but handing back data is a read like any other.
            RuleExample("Sources/Domain/ContactsRepository.swift", "public protocol ContactsRepository {\n    func requestContactsPermission() async -> [String]\n}"),
            // A wait handing back a value is a read like any other.
            RuleExample("Sources/Domain/OutboxStore.swift", "public protocol OutboxStore {\n    func waitForReply(to id: Int) async throws -> String\n}"),
            // The repository the remote source serves, and a store named remote, stay boundaries.
            RuleExample(
                "Sources/Domain/LedgerRepository.swift",
                "public protocol LedgerRepository {\n    func entries(page: Int) async throws -> [Int]\n}\npublic protocol RemoteLedgerStore {\n    func save(_ entry: Int) async throws\n}"
            ),
            // The same protocol declared in the domain module that the test target doubles: a boundary.
            RuleExample(
                ExampleFile("Sources/Domain/LedgerFeed.swift", "protocol LedgerFeed {\n    func entries() async throws -> [Int]\n}"),
                ExampleFile("Tests/DomainTests/LedgerFeedSpy.swift", "final class LedgerFeedSpy: LedgerFeed {\n    func entries() async throws -> [Int] { [] }\n}")
            ),
            RuleExample("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() async throws -> Int\n}"),
            RuleExample("Sources/Domain/Loader.swift", "public protocol FeedLoader {\n    func load() async -> [Int]\n}"),
            RuleExample("Sources/Feature/Store.swift", "protocol ImageStore {\n    var count: Int { get async }\n}"),
            RuleExample(
                ExampleFile("Sources/App/ReceiptStore.swift", "import StoreKit\nprotocol ReceiptStore {\n    func receipts() async -> [Int]\n}"),
                ExampleFile("Sources/App/DiskReceiptStore.swift", "final class DiskReceiptStore: ReceiptStore {\n    func receipts() async -> [Int] { [] }\n}")
            ),
            RuleExample("Sources/Domain/Purchases.swift", "import StoreKit\nprotocol PurchaseStore {\n    func buy(_ id: String) async throws\n}\nfinal class AppStorePurchases: PurchaseStore {\n    func buy(_ id: String) async throws {}\n}"),
            RuleExample(
                ExampleFile("Sources/Domain/PageLoading.swift", "public protocol PageLoading {\n    func page(_ number: Int) async -> [Int]\n}"),
                ExampleFile("Sources/Domain/URLSession+PageLoading.swift", "extension URLSession: PageLoading {\n    public func page(_ number: Int) async -> [Int] { [] }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/App/PassStore.swift", "import Combine\nprotocol PassStore {\n    func restore() async throws\n}"),
                ExampleFile("Sources/App/AppStorePasses.swift", "import StoreKit\nfinal class AppStorePasses: PassStore {\n    func restore() async throws { try await AppStore.sync() }\n}"),
                ExampleFile("Sources/App/CachedPasses.swift", "import Foundation\nfinal class CachedPasses: PassStore {\n    func restore() async throws {}\n}")
            ),
            // A handle's `get async` outcome is left alone, but an `async` method of it is still a boundary made async.
            RuleExample("Sources/Domain/ExportHandle.swift", "protocol ExportHandle {\n    var progress: Double { get async }\n    func output() async throws -> [UInt8]\n    func cancel()\n}"),
            // Two domain boundaries sharing a method excuse neither: each is judged.
            RuleExample(
                ExampleFile("Sources/Domain/FeedLoading.swift", "protocol FeedLoading {\n    func load() async -> [Int]\n}\nprotocol FeedCaching {\n    func load() async -> [Int]\n}"),
                ExampleFile("Sources/Domain/RemoteFeed.swift", "final class RemoteFeed: FeedLoading, FeedCaching {\n    func load() async -> [Int] { [] }\n}")
            ),
            // Not every conformer reaches the network: the one reading the local cache makes the refresh a boundary made async.
            RuleExample(
                ExampleFile("Sources/Domain/TideRepository.swift", "public protocol TideRepository {\n    func reloadTides() async\n}"),
                ExampleFile("Sources/Data/TideService.swift", "import Alamofire\nstruct TideService {\n    func tides() async throws -> [Int] { [] }\n}"),
                ExampleFile("Sources/Data/Tides.swift", "struct RemoteTides: TideRepository {\n    let service: TideService\n    func reloadTides() async {}\n}\nstruct CachedTides: TideRepository {\n    let cache: TideCache\n    func reloadTides() async {}\n}\nfinal class TideCache {\n    var tides: [Int] = []\n}")
            ),
            // A use case awaiting nothing remote: its repository's conformer only reads a local cache.
            RuleExample(
                ExampleFile("Sources/Domain/ReloadTidesUseCase.swift", "public protocol ReloadTidesUseCase {\n    func invoke() async\n}\npublic protocol TideRepository {\n    func tides() -> [Int]\n}"),
                ExampleFile("Sources/Data/ReloadTides.swift", "struct ReloadTides: ReloadTidesUseCase {\n    let repository: TideRepository\n    func invoke() async { _ = repository.tides() }\n}\nstruct CachedTides: TideRepository {\n    let cache: TideCache\n    func tides() -> [Int] { cache.tides }\n}\nfinal class TideCache {\n    var tides: [Int] = []\n}")
            ),
            // A `…Store` over the network stays a store boundary.
            RuleExample(
                ExampleFile("Sources/Domain/TideStore.swift", "public protocol TideStore {\n    func load() async -> [Int]\n}"),
                ExampleFile("Sources/Data/SessionTideStore.swift", "final class SessionTideStore: TideStore {\n    let session: URLSession\n    init(session: URLSession) { self.session = session }\n    func load() async -> [Int] { [] }\n}")
            ),
            // A protocol that any class may adopt is no actor's: its requirement could be synchronous.
            RuleExample("Sources/Domain/GlyphRendering.swift", "public protocol GlyphRendering: AnyObject {\n    func render(_ code: Int) async -> [UInt8]\n}\nactor GlyphRenderer: GlyphRendering {\n    func render(_ code: Int) async -> [UInt8] { [] }\n}"),
            // A conformer adopting another protocol that requires a method of another name leaves `reset()` its own choice.
            RuleExample(
                ExampleFile("Sources/Toolkit/PluginFlushing.swift", "public protocol PluginFlushing {\n    func flush() async\n}"),
                ExampleFile("Sources/Domain/SectionConfigurable.swift", "protocol SectionConfigurable: AnyObject {\n    func configure()\n    func reset() async\n}"),
                ExampleFile("Sources/Domain/MailSection.swift", "final class MailSection: SectionConfigurable, PluginFlushing {\n    func configure() {}\n    func flush() async {}\n    func reset() async {}\n}")
            ),
        ] + systemServiceTriggeringExamples + remoteChainTriggeringExamples,
        nonTriggering: [
            // A port over interactive sign-in, and one over a vendor store-front SDK whose conformer imports it: async by nature.
            RuleExample(
                ExampleFile("Sources/Domain/GuestSignIn.swift", "public protocol GuestSignIn {\n    func signInWithApple() async -> String?\n    func partnerLogin() async -> String?\n    func partnerLogout() async\n}"),
                ExampleFile("Sources/Domain/MembershipBilling.swift", "public protocol MembershipBilling: Sendable {\n    func loadPlans(offering: String) async -> [Int]\n    func purchase(_ plan: Int) async\n}"),
                ExampleFile("Sources/Data/PaywallKitBilling.swift", "import PaywallKit\nfinal class PaywallKitBilling: MembershipBilling {\n    func loadPlans(offering: String) async -> [Int] { [] }\n    func purchase(_ plan: Int) async {}\n}")
            ),
            // Asking the user for a permission: the answer comes when they tap the system's prompt.
            RuleExample(
                "Sources/Domain/TrailUseCase.swift",
                "public protocol TrailUseCase {\n    func requestMotionPermission() async -> Bool\n    func requestPhotoAuthorization() async throws -> PhotoAccessStatus\n}"
            ),
            // Waiting for work under way: a synchronous wait would block its caller.
            RuleExample("Sources/Domain/OutboxStore.swift", "public protocol OutboxStore {\n    func enqueue(_ note: String)\n    func waitUntilFlushed() async\n    func waitForPendingSends() async throws\n}"),
            // A handle of a running operation (it requires `cancel()`, like `Task`): its `get async` properties are the awaited outcome.
            RuleExample(
                "Sources/Domain/UploadHandle.swift",
                "protocol UploadHandle {\n    associatedtype Receipt\n    var value: Receipt { get async throws }\n    var progress: AsyncStream<Double> { get async }\n    func pause()\n    func cancel()\n}"
            ),
            // Every conformer also adopts a plugin contract whose `reset()` is async: one method witnesses both, the async is the contract's.
            RuleExample(
                ExampleFile("Sources/Toolkit/PluginResetting.swift", "public protocol PluginResetting {\n    func reset() async\n}"),
                ExampleFile("Sources/Domain/SectionConfigurable.swift", "protocol SectionConfigurable: AnyObject {\n    func configure()\n    func reset() async\n}"),
                ExampleFile("Sources/Domain/MailSection.swift", "final class MailSection: SectionConfigurable {\n    func configure() {}\n}\nextension MailSection: PluginResetting {\n    func reset() async {}\n}")
            ),
            // The state a view observes, named `…Store`: presentation, not a data store.
            RuleExample(
                "Sources/StateKit/BasketStore.swift",
                "import Combine\n@MainActor\npublic protocol BasketStore: ObservableObject {\n    init()\n}\n@MainActor\npublic protocol SavedBasketStore: BasketStore {\n    func restore() async\n}"
            ),
            // Declared in a test target beside its mock: test scaffolding, no boundary.
            RuleExample("Tests/DomainTests/LedgerFeedSpy.swift", "protocol LedgerFeed {\n    func entries() async throws -> [Int]\n}\nfinal class LedgerFeedSpy: LedgerFeed {\n    func entries() async throws -> [Int] { [] }\n}"),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Bundles\",\n    products: [.library(name: \"BundleStorage\", targets: [\"BundleStorage\"])],\n    targets: [.target(name: \"BundleStorage\")]\n)"
                ),
                ExampleFile("Sources/BundleStorage/BundleStore.swift", "public protocol BundleStore: Sendable {\n    func upload(_ bundle: URL, key: String) async throws\n    func download(key: String, to folder: URL) async throws\n}")
            ),
            RuleExample("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() throws -> Int\n}"),
            RuleExample("Sources/Feature/Client.swift", "public protocol HTTPClient {\n    func get() async throws -> Int\n}"),
            // Every production conformer reaches the web API through the fetcher it holds (its file imports Alamofire): the
            // refresh is remote I/O, and so is the use case only awaiting it. The preview stand-in is no implementation.
            RuleExample(
                ExampleFile("Sources/Domain/TideRepository.swift", "import Combine\npublic protocol TideRepository {\n    func tidesPublisher() -> AnyPublisher<[Int], Never>\n    func reloadTides() async\n}\npublic protocol ReloadTidesUseCase {\n    func invoke() async\n}"),
                ExampleFile("Sources/Data/TideService.swift", "import Alamofire\nstruct TideService {\n    func tides() async throws -> [Int] { [] }\n}"),
                ExampleFile("Sources/Data/TideFetcher.swift", "struct TideFetcher {\n    let service: TideService\n    func fetch() async throws -> [Int] { try await service.tides() }\n}"),
                ExampleFile("Sources/Data/TideRepositoryImpl.swift", "import Combine\nstruct TideRepositoryImpl: TideRepository {\n    let fetcher: TideFetcher\n    let cache: TideCache\n    func tidesPublisher() -> AnyPublisher<[Int], Never> { cache.subject.eraseToAnyPublisher() }\n    func reloadTides() async {}\n}\nfinal class TideCache {\n    let subject = CurrentValueSubject<[Int], Never>([])\n}\nstruct PreviewTides: TideRepository {\n    func tidesPublisher() -> AnyPublisher<[Int], Never> { Empty().eraseToAnyPublisher() }\n    func reloadTides() async {}\n}"),
                ExampleFile("Sources/Domain/ReloadTidesUseCaseImpl.swift", "struct ReloadTidesUseCaseImpl: ReloadTidesUseCase {\n    let repository: TideRepository\n    func invoke() async { await repository.reloadTides() }\n}")
            ),
            // A class sending requests over its own session, and one holding a port named as remote: both reach the network.
            RuleExample(
                ExampleFile("Sources/Domain/MenuRepository.swift", "public protocol MenuRepository {\n    func refreshMenu() async throws\n}\npublic protocol OrderRepository {\n    func submit(_ order: Int) async throws\n}"),
                ExampleFile("Sources/Data/MenuRepositoryImpl.swift", "final class MenuRepositoryImpl: MenuRepository {\n    private let session: URLSession\n    init(session: URLSession) { self.session = session }\n    func refreshMenu() async throws { _ = try await session.data(from: URL(string: \"https://menu.example\")!) }\n}"),
                ExampleFile("Sources/Data/OrderRepositoryImpl.swift", "protocol OrderAPIClient {\n    func post(_ order: Int) async throws\n}\nfinal class OrderRepositoryImpl: OrderRepository {\n    private let client: OrderAPIClient\n    init(client: OrderAPIClient) { self.client = client }\n    func submit(_ order: Int) async throws { try await client.post(order) }\n}")
            ),
            // Only actors conform, and a call into an actor from outside it is async anyway.
            RuleExample(
                "Sources/Domain/GlyphRendering.swift",
                "public protocol GlyphRendering: AnyActor {\n    func render(_ code: Int) async -> [UInt8]\n}\npublic protocol Warming: Actor {}\npublic protocol GlyphCache: Warming {\n    func warm() async\n}\nactor GlyphRenderer: GlyphRendering {\n    func render(_ code: Int) async -> [UInt8] { [] }\n}"
            ),
            // A domain port to the server, named so: async because every implementation crosses the network.
            RuleExample(
                ExampleFile("Sources/Domain/RemoteLedgerDataSource.swift", "public protocol RemoteLedgerDataSource {\n    func entries(page: Int) async throws -> [Int]\n}"),
                ExampleFile("Sources/Domain/Networking.swift", "public protocol Networking {\n    func send(_ path: String) async throws -> [UInt8]\n}")
            ),
            RuleExample("Sources/Feature/Store.swift", "final class DiskStore {\n    func retrieve() async throws -> Int { 0 }\n}"),
            RuleExample("Sources/App/Tips.swift", "import StoreKit\nprotocol TipStore {\n    func purchase(_ id: String) async throws -> Bool\n}\nfinal class AppStoreTips: TipStore {\n    func purchase(_ id: String) async throws -> Bool {\n        try await Product.products(for: [id]).isEmpty == false\n    }\n}"),
            RuleExample(
                ExampleFile("Sources/Domain/PageFetching.swift", "public protocol PageFetching {\n    func data(for request: URLRequest) async throws -> (Data, URLResponse)\n}"),
                ExampleFile("Sources/Domain/URLSession+PageFetching.swift", "extension URLSession: PageFetching {}")
            ),
            RuleExample(
                ExampleFile("Sources/App/PassStore.swift", "import Combine\nprotocol PassStore {\n    func restore() async throws\n}"),
                ExampleFile("Sources/App/AppStorePasses.swift", "import StoreKit\nfinal class AppStorePasses: PassStore {\n    func restore() async throws { try await AppStore.sync() }\n}"),
                ExampleFile("Sources/App/PreviewPasses.swift", "final class PreviewPasses: PassStore {\n    func restore() async throws {}\n}"),
                ExampleFile("Tests/AppTests/PassStoreSpy.swift", "final class PassStoreSpy: PassStore {\n    func restore() async throws {}\n}")
            ),
        ] + systemServiceNonTriggeringExamples + remoteChainNonTriggeringExamples
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let stores = StoreProtocolMatcher(context)
        // A vended library's public ports are implemented and composed by its users, outside the package.
        let skipsPublic = !context.flag("checkVendedProtocols") && file.module.map(context.index.package.vendedModules.contains) == true
        let remoteWords = context.stringSet("remotePortWords")
        let network = NetworkBoundProtocols(context)
        let asyncOnly = context.stringSet("asyncOnlyModules")
        return file.model.types.filter { type in
            guard !(skipsPublic && type.modifiers.contains { $0 == "public" || $0 == "open" }) && stores.isBoundary(type, in: file, context.index),
                  type.members.contains(where: \.isAsync), !Self.isActorConstrained(type, context.index) else { return false }
            // Judged last, for the few boundaries left with an `async` requirement: the walk reads other files' facts.
            return stores.suffixes.contains(where: { type.name.hasSuffix($0) })
                || !RemotePortNames.isRemotePort(type.name, words: remoteWords) && !network.isNetworkBound(type.name, module: file.module)
                    && !Self.wrapsAsyncOnlyFramework(type.name, module: file.module, asyncOnly, context.index)
                    && !SessionSDKPorts.isSDKSessionPort(type, in: file, context.index)
        }.flatMap { type in
            let isHandle = Self.isOperationHandle(type)
            // `signInWithApple()`, `purchase(_:)` of a port that is no `…Store`: waits for the user or the vendor SDK by nature.
            // A store or repository stays a boundary: `IAuthRepository.login` made async by the web client it awaits.
            let isStore = stores.suffixes.contains(where: { type.name.hasSuffix($0) }) || type.name.contains("Repository")
            return type.members.filter { member in
                member.isAsync && !Self.isWait(member) && (isStore || !SessionSDKPorts.namesSessionOperation(member.name)) && !Self.isPermissionPrompt(member, file.tokens) && !isWitnessedByFramework(member, of: type, context.index) && !(isHandle && member.kind == .variable)
                    && !isInheritedContract(member, of: type, context, skipsVended: !context.flag("checkVendedProtocols"))
            }.map {
                Violation(line: $0.line, column: $0.column, message: "'\(type.name).\($0.name)' is async; keep the boundary synchronous and choose the execution context in the composition root")
            }
        }
    }

    /// `protocol SummaryWriting { func summary(of:) async throws -> String }` with a production conformer in a file importing
    /// FoundationModels (`asyncOnly`), awaiting `LanguageModelSession.respond`, which has no synchronous form: that conformer
    /// could not implement a synchronous requirement without blocking, so the `async` is not one implementation's choice.
    /// A conformer that is synchronous or only fakes latency (`Task.sleep`) imports no such framework and excuses nothing.
    private static func wrapsAsyncOnlyFramework(_ name: String, module: String?, _ modules: Set<String>, _ index: PackageIndex) -> Bool {
        guard !modules.isEmpty else { return false }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return index.conformersThroughRefinements(of: name, declaredIn: module).contains { conformer in
            conformer.kind != .protocol && !conformer.isTest && !doubles.isDouble(named: conformer.name)
                && !index.imports(ofFile: conformer.path).isDisjoint(with: modules)
        }
    }

    /// `protocol ThumbnailLoading: AnyActor`, `: Actor`, or refining a protocol that is: only actors conform, and a call into an
    /// actor from outside it is `async` whatever the requirement says, so the requirement cannot be made synchronous.
    private static func isActorConstrained(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let actorProtocols: Set<String> = ["Actor", "AnyActor", "DistributedActor"]
        return type.inheritance.contains { actorProtocols.contains($0.name) } || !index.supertypes(of: type.name).isDisjoint(with: actorProtocols)
    }

    /// `protocol TransferHandle { var value: Output { get async throws }; func cancel() }`: a handle of a running operation,
    /// which a `cancel()` requirement marks, like `Task`. Its `get async` properties are the operation's awaitable outcome
    /// (`Task.value`), not a store read made async by one implementation.
    private static func isOperationHandle(_ type: TypeDecl) -> Bool {
        type.members.contains { $0.kind == .function && $0.name == "cancel" && $0.argumentLabels?.isEmpty != false && !$0.modifiers.contains("static") }
    }

    /// `func waitUntilFlushed() async`, `func wait() async`: waiting for work already under way, handing back nothing. A
    /// synchronous version would block the caller's thread, so the `async` is the operation's, not one implementation's.
    private static func isWait(_ requirement: MemberDecl) -> Bool {
        guard requirement.kind == .function, !requirement.declaresResult, requirement.name.hasPrefix("wait") else { return false }
        let rest = requirement.name.dropFirst(4)
        return rest.isEmpty || rest.hasPrefix("For") || rest.hasPrefix("Until")
    }

    /// `func requestLocationPermission() async -> Bool`, `func requestCameraAuthorization() async -> AccessStatus`: asking the
    /// user through the system's prompt and handing back the answer (a `Bool` or a `…Status`). The answer comes when the user
    /// taps, so a synchronous version would block its caller; like a wait, the `async` is the operation's. Only the name is
    /// read for most requirements; the result type is read from the tokens of a requirement so named.
    private static func isPermissionPrompt(_ requirement: MemberDecl, _ tokens: [Token]) -> Bool {
        let name = requirement.name
        guard requirement.kind == .function, requirement.declaresResult, name.hasPrefix("request"),
              name.hasSuffix("Permission") || name.hasSuffix("Permissions") || name.hasSuffix("Authorization"),
              let start = TokenLookup.position(line: requirement.line, column: requirement.column, in: tokens) else { return false }
        var arrow = FunctionParameters.names(declaredAt: start, in: tokens).end + 1
        while arrow < tokens.count, tokens[arrow].kind == .keyword, ["async", "throws"].contains(tokens[arrow].text) { arrow += 1 }
        guard arrow + 1 < tokens.count, tokens[arrow].text == "->", tokens[arrow + 1].kind == .identifier else { return false }
        let result = tokens[arrow + 1].text
        return result == "Bool" || result.hasSuffix("Status")
    }

    /// `func reset() async` of a protocol every production conformer of which also adopts another package protocol
    /// requiring `reset()` (a plugin contract whose `reset()` is `async`): one method witnesses both, so the `async` is that
    /// contract's, not one implementation's choice. The contract must be one this rule leaves alone (a vended `public`
    /// port, or a protocol neither of the domain nor named as a store): two boundaries sharing a method excuse neither.
    private func isInheritedContract(_ requirement: MemberDecl, of boundary: TypeDecl, _ context: RuleContext, skipsVended: Bool) -> Bool {
        guard requirement.kind == .function else { return false }
        let index = context.index
        let suffixes = context.strings("storeSuffixes")
        let conformers = index.conformers(of: boundary.name).filter { !$0.isTest && $0.kind != .protocol }
        let own = index.supertypes(of: boundary.name).union([boundary.name])
        func isUnjudgedContract(_ declaration: IndexedType) -> Bool {
            guard declaration.kind == .protocol, !declaration.isTest,
                  index.methodRequirements(of: declaration.name, in: declaration.module).contains(requirement.name) else { return false }
            let module = declaration.module ?? ""
            if skipsVended && index.package.vendedModules.contains(module) && declaration.modifiers.contains(where: { $0 == "public" || $0 == "open" }) { return true }
            return context.configuration.layer(ofModule: module)?.kind != "domain" && !suffixes.contains(where: { declaration.name.hasSuffix($0) })
        }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            index.supertypes(of: conformer.name).subtracting(own).contains { other in index.declarations(named: other).contains(where: isUnjudgedContract) }
        }
    }

    /// `extension URLSession: DataFetching {}`: a type the package does not declare adopts the protocol without
    /// implementing the requirement, so the framework's own method witnesses it and the signature is the framework's.
    private func isWitnessedByFramework(_ requirement: MemberDecl, of boundary: TypeDecl, _ index: PackageIndex) -> Bool {
        index.conformers(of: boundary.name).contains { conformer in
            conformer.kind == .extension && !conformer.isTest && index.declarations(named: conformer.name).isEmpty
                && index.nestedDeclarations(named: conformer.name).isEmpty
                && !index.members(of: conformer.name, in: conformer.module).contains(requirement.name)
        }
    }
}
