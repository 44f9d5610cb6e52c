import GuardrailsCore

/// Features receive their collaborators; they never go and look them up.
public struct ServiceLocatorRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "service-locator",
        summary: "Domain, feature and presentation modules name no DI container, resolver, coordinator, router or dependency provider type.",
        rationale: """
        Guardrail "do not reference a DI container, coordinator or router from a feature module": a feature that \
        asks a locator for its dependencies hides them from its initializer (the Service Locator anti-pattern). \
        Such objects, when needed at all, live in the composition root. The rule judges types, not words: a \
        locator is a class, actor or protocol the package declares whose name ends in one of `nameSuffixes` \
        after a prefix (`AppCoordinator`, `FeedRouter`; a bare `Coordinator` when other types of the package \
        conform to it under that suffix) and that navigates or hands out dependencies (`start()`, \
        `childCoordinators`, a navigation controller, `push`/`present`/`show…(…)`/`dismiss…`/`route…` \
        actions, or `locatorMembers`, on the type or a supertype: a now-playing publisher or a toast's \
        visibility holder named `…Coordinator` is neither, and a stored collaborator named like an action, `pushLogger`, is no \
        navigation), any such type named for dependency lookup (`containerSuffixes`: \
        `AppDIContainer`, `DependencyProvider`; a bare `…Locator`, `evidenceSuffixes`, only when a member hands instances out, \
        `resolve`/`make…`, not one computing where a package's files lie), or a type whose name means other things as often (`…Container`, \
        `…Resolver`) that declares all of `locatorMembers` (`register` and `resolve`): a locator takes factories \
        in and hands instances back by type. A registry that only collects what is registered with it \
        (`register(provider: SensorProvider.Type)`, then `isEnabled(…)`) is the feature's own aggregate, and a \
        `resolve(error:)` alone maps values; neither is a locator (set `locatorMembers` to `["register"]` to \
        report every registering container). Structs and enums are values, never locators, whatever their ending (a code \
        generator's `struct …DependencyProvider` of `let`s modelling what it emits, an `enum …Locator` of cases saying \
        where a file lies, also one declared in a function); functions, nested types (and a locator's name qualifying one: \
        `FlowCoordinator.State` names the nested value, not the coordinator), UI classes (a \
        `…Container` that is a `UIView`), subclasses of framework types with the same ending \
        (`NSPersistentContainer`) and framework types are never locators either, and a name means the referencing module's \
        own type when it declares one (its `struct …Locator` shadows another module's class); third-party DI types are listed in \
        `thirdPartyTypes` as `Module.Type` and count where the file imports that module. A type naming itself \
        in its own body or extensions (`static let shared = Self()`, its `DependencyKey` conformance) is its \
        implementation, not a lookup. A type adopting a DI library's module protocol (`assemblyProtocols`: Swinject's \
        `Assembly`, whose `assemble(container:)` registers the module's factories) is the composition root's fragment \
        kept beside the module: the container it is handed is not looked up by the module's types. A router or container built \
        inside a preview (`#Preview { PinView(router: SignupRouter()) }`, a `PreviewProvider`) composes the screen for a canvas, \
        as the composition root does for the app, and is not reported (a `#if DEBUG` branch of production code is); nor is test \
        doubles' plumbing, in a doubles folder (`Mocks/`) or inside a type named as a double (`MockFactory`). Tests are not checked \
        (option `checkTests`): a test composes its subject, and a locator's own tests must name it.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["Coordinator", "Router"]), "Role endings that make a package class, actor or protocol a locator."),
            RuleOption(
                "containerSuffixes", .strings(["DIContainer", "DependencyContainer", "DependencyProvider", "ServiceLocator", "Locator", "Injector"]),
                "Endings that make any package class, actor or protocol a locator."
            ),
            RuleOption("evidenceSuffixes", .strings(["Locator"]), "Endings among `containerSuffixes` that also name where a file lies: such a type counts only when a member hands instances out (`handOutMembers`)."),
            RuleOption("handOutMembers", .strings(["resolve", "register", "make", "get", "service", "instance", "provide"]), "Member names, alone or followed by more words (`makeStore`), that hand instances out."),
            RuleOption("memberCheckedSuffixes", .strings(["Container", "Resolver"]), "Endings that make a type a locator only when it declares all of `locatorMembers`."),
            RuleOption("locatorMembers", .strings(["register", "resolve"]), "Member names that together mark a `memberCheckedSuffixes` type as a DI container."),
            RuleOption(
                "thirdPartyTypes", .strings(["Swinject.Container", "Swinject.Resolver", "Swinject.Assembler", "Factory.Container", "FactoryKit.Container", "Resolver.Resolver", "Dip.DependencyContainer"]),
                "DI types of other libraries, as `Module.Type`: a locator where the file imports the module."
            ),
            RuleOption(
                "assemblyProtocols", .strings(["Swinject.Assembly"]),
                "DI libraries' module protocols, as `Module.Protocol`: where the file imports the module, a type adopting one is the module's composition fragment, whose body may name the container."
            ),
            RuleOption("layerKinds", .strings(["domain", "feature", "presentation"]), "Layer kinds the rule applies to."),
            RuleOption("checkTests", .bool(false), "Also check test targets (they compose their subject, like a composition root)."),
        ],
        triggering: [
            RuleExample(
                ExampleFile("Sources/App/AppDIContainer.swift", "final class AppDIContainer {\n    func makeStore() -> FeedStore { InMemoryStore() }\n}"),
                ExampleFile("Sources/Feature/Loader.swift", "struct Loader {\n    let container: AppDIContainer\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/ListCoordinator.swift", "protocol ListCoordinator {\n    func showDetail(for id: Int)\n}"),
                ExampleFile("Sources/Feature/ListModel.swift", "final class ListModel {\n    let coordinator: ListCoordinator\n    init(coordinator: ListCoordinator) { self.coordinator = coordinator }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/AppCoordinator.swift", "@MainActor final class AppCoordinator {\n    func start() {}\n}"),
                ExampleFile("Sources/Presentation/Presenter.swift", "final class P { weak var coordinator: AppCoordinator? }")
            ),
            RuleExample(
                ExampleFile("Sources/App/Provider.swift", "protocol AppDependencyProvider {\n    var client: HTTPClient { get }\n}"),
                ExampleFile("Sources/Feature/Loader.swift", "func load(from provider: AppDependencyProvider) {}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/Coordinator.swift", "protocol Coordinator: AnyObject { func start() }\nfinal class FeedCoordinator: Coordinator { func start() {} }"),
                ExampleFile("Sources/Presentation/Presenter.swift", "final class P { weak var coordinator: Coordinator? }")
            ),
            RuleExample(
                ExampleFile("Sources/App/Services.swift", "final class ServicesContainer {\n    func register<T>(_ make: @escaping () -> T) {}\n    func resolve<T>() -> T { fatalError() }\n}"),
                ExampleFile("Sources/Feature/Loader.swift", "struct Loader { let services: ServicesContainer }")
            ),
            RuleExample("Sources/Feature/Loader.swift", "import Swinject\n\nstruct Loader {\n    init(resolver: Resolver) {}\n}"),
            RuleExample(
                "Sources/Feature/FeedAssembly.swift",
                "import Swinject\n\nfinal class FeedAssembly: Assembly {\n    func assemble(container: Container) {\n        container.register(FeedLoading.self) { _ in RemoteFeedLoader() }\n    }\n}\nstruct FeedScreenFactory {\n    let resolver: Resolver\n}"
            ),
            RuleExample(
                ExampleFile(
                    "Sources/App/ServiceResolver.swift",
                    "protocol ServiceResolver {\n    func resolve<Service>(_ type: Service.Type) -> Service\n}\nextension ServiceResolver {\n    func register<Service>(_ type: Service.Type, _ make: () -> Service) {}\n}"
                ),
                ExampleFile("Sources/Feature/Loader.swift", "final class Loader {\n    init(services: ServiceResolver) {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/App/ToolLocator.swift", "final class ToolLocator {\n    func make<Tool>(_ type: Tool.Type) -> Tool { fatalError() }\n}"),
                ExampleFile("Sources/Feature/Builder.swift", "struct Builder {\n    let tools: ToolLocator\n}")
            ),
            RuleExample("Sources/Feature/Settings.swift", "import FactoryKit\n\nfinal class SettingsModel {\n    init(container: Container) {}\n}"),
            // Its nested step type names no locator, but asking the coordinator's static instance is a lookup.
            RuleExample(
                ExampleFile("Sources/UI/CheckoutCoordinator.swift", "final class CheckoutCoordinator {\n    enum Step { case cart, payment }\n    static let main = CheckoutCoordinator()\n    func start() {}\n}"),
                ExampleFile("Sources/Feature/StepMachine.swift", "struct StepMachine {\n    var current: CheckoutCoordinator.Step\n    func restart() { CheckoutCoordinator.main.start() }\n}")
            ),
            // Outside the preview, the view building the router itself looks it up.
            RuleExample(
                ExampleFile("Sources/UI/SignupRouter.swift", "protocol SignupRoutes: AnyObject {\n    func showTerms(animated: Bool)\n}\nfinal class SignupRouter: SignupRoutes {\n    func showTerms(animated: Bool) {}\n}"),
                ExampleFile(
                    "Sources/Presentation/PasscodeView.swift",
                    "struct PasscodeView: View {\n    let routes: SignupRoutes\n    init() { routes = SignupRouter() }\n    var body: some View { Text(\"\") }\n}\n\n#Preview {\n    PasscodeView()\n}"
                )
            ),
            // The spy beside it is a stand-in; the production type in the same file still looks the container up.
            RuleExample(
                ExampleFile("Sources/App/AppDependencyContainer.swift", "final class AppDependencyContainer {\n    func makeTill() -> Till { Till() }\n}"),
                ExampleFile("Sources/Feature/CheckoutWiring.swift", "final class CheckoutWiring {\n    let container: AppDependencyContainer\n    init(container: AppDependencyContainer) { self.container = container }\n}\nfinal class CheckoutWiringSpy {\n    let container: AppDependencyContainer\n    init(container: AppDependencyContainer) { self.container = container }\n}")
            ),
        ],
        nonTriggering: [
            // Test doubles' plumbing kept in a production target: a `Mocks` folder, or a type named as a double.
            RuleExample(
                ExampleFile("Sources/App/AppDependencyContainer.swift", "final class AppDependencyContainer {\n    func makeTill() -> Till { Till() }\n}"),
                ExampleFile("Sources/Feature/Mocks/TillFactoryHelper.swift", "final class TillFactoryHelper {\n    unowned let container: AppDependencyContainer\n    init(container: AppDependencyContainer) { self.container = container }\n}"),
                ExampleFile("Sources/Feature/CheckoutDoubles.swift", "final class FakeCheckout {\n    final class Wiring {\n        let container: AppDependencyContainer\n        init(container: AppDependencyContainer) { self.container = container }\n    }\n}")
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/WorkspaceLocator.swift",
                    "protocol WorkspaceLocator {\n    var rootFolder: URL { get }\n}\nextension WorkspaceLocator {\n    var cacheFolder: URL { rootFolder.appending(component: \".cache\") }\n    func archivePath(for name: String) -> URL { cacheFolder.appending(component: name) }\n}"
                ),
                ExampleFile("Sources/Feature/Packer.swift", "struct Packer {\n    let workspace: any WorkspaceLocator\n}")
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/UploadCoordinator.swift",
                    "final class UploadCoordinator {\n    private let pushLogger: Logger\n    private static let openBatchGuard = BatchGuard()\n    init(pushLogger: Logger) { self.pushLogger = pushLogger }\n    func upload(_ file: URL) async {}\n    func cancel() {}\n}"
                ),
                ExampleFile("Sources/Feature/Uploader.swift", "final class Uploader {\n    private var running: [UploadCoordinator] = []\n}")
            ),
            RuleExample(
                "Sources/Feature/FeedAssembly.swift",
                "import Swinject\n\npublic final class FeedAssembly: Assembly {\n    public init() {}\n    public func assemble(container: Container) {\n        container.register(FeedLoading.self) { (resolver: Resolver) in\n            RemoteFeedLoader(client: resolver.resolve(HTTPClient.self)!)\n        }\n    }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Generator/EmittedDependencyProvider.swift", "struct EmittedDependencyProvider {\n    let path: [String]\n    let dependency: String\n}"),
                ExampleFile("Sources/Feature/Emitter.swift", "func emit(_ providers: [EmittedDependencyProvider]) -> String { \"\" }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/SourceLocator.swift", "enum SourceLocator: Comparable {\n    case folder(String)\n    case archive(String)\n}"),
                ExampleFile("Sources/Feature/Build.swift", "func build(at source: SourceLocator) {}")
            ),
            RuleExample(
                "Sources/Feature/Lookup.swift",
                "func toolPath(bundled: Bool) -> String {\n    enum ToolLocator { case bundled, system }\n    let place: ToolLocator = bundled ? .bundled : .system\n    return \"\\(place)\"\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/PageLocator.swift", "public final class PageLocator {\n    public func make<Page>() -> Page { fatalError() }\n}"),
                ExampleFile("Sources/Feature/PageLocator.swift", "struct PageLocator {\n    let index: Int\n}"),
                ExampleFile("Sources/Feature/Reader.swift", "func open(at page: PageLocator) {}")
            ),
            RuleExample(
                ExampleFile("Sources/App/DIContainer.swift", "struct DIContainer {\n    let interactors: Interactors\n}"),
                ExampleFile("Sources/Presentation/ListModel.swift", "struct ListModel {\n    let injected: DIContainer\n}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/AppCoordinator.swift", "final class AppCoordinator {}"),
                ExampleFile("Sources/App/Composer.swift", "let coordinator = AppCoordinator()")
            ),
            RuleExample("Sources/Feature/Loader.swift", "let router = \"AppRouter\"\nlet container = items"),
            RuleExample(
                ExampleFile("Sources/Feature/NowPlayingCoordinator.swift", "final class NowPlayingCoordinator {\n    var title: String?\n    func update(elapsed: Double) {}\n}"),
                ExampleFile("Sources/Feature/PlayerView.swift", "final class PlayerView {\n    private var nowPlaying: NowPlayingCoordinator?\n}")
            ),
            RuleExample(
                "Sources/Feature/ToastCoordinator.swift",
                "@Observable final class ToastCoordinator {\n    var isShowing = false\n    func show() { isShowing = true }\n}\nextension DependencyValues {\n    var toast: ToastCoordinator {\n        get { self[ToastCoordinator.self] }\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/SessionCoordinator.swift",
                "final class SessionCoordinator {\n    static let shared = SessionCoordinator()\n    func start() {}\n}\nextension SessionCoordinator: DependencyKey {\n    static var liveValue: SessionCoordinator { .shared }\n}"
            ),
            RuleExample("Sources/Infrastructure/Store.swift", "let container = NSPersistentContainer(name: \"Feed\")"),
            RuleExample(
                "Sources/Feature/Store.swift",
                "import CoreData\n\nfinal class CoreDataStore {\n    private let container: NSPersistentContainer\n    init(container: NSPersistentContainer) { self.container = container }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Media.swift", "func makeMediaContainer() -> [Int] { [] }\nstruct MediaContainer { let items: [Int] }"),
                ExampleFile("Sources/Feature/Gallery.swift", "let media = makeMediaContainer()\nlet box = MediaContainer(items: media)")
            ),
            RuleExample(
                "Sources/Presentation/MapView.swift",
                "struct MapView: UIViewRepresentable {\n    func makeCoordinator() -> Coordinator { Coordinator() }\n    final class Coordinator: NSObject {}\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Domain/Container.swift", "public protocol Container: AnyObject {\n    var folders: [String] { get }\n}"),
                ExampleFile("Sources/Feature/Tree.swift", "func count(in container: Container) -> Int { container.folders.count }")
            ),
            RuleExample(
                ExampleFile("Sources/UI/BadgeContainer.swift", "final class BadgeContainer: UIView {}"),
                ExampleFile("Sources/Presentation/Badge.swift", "struct BadgeStyle { let host: BadgeContainer }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Errors.swift", "protocol DataTransferErrorResolver {\n    func resolve(error: Error) -> Error\n}"),
                ExampleFile("Sources/Feature/Service.swift", "struct Service { let errorResolver: DataTransferErrorResolver }")
            ),
            RuleExample("Sources/Feature/Decoding.swift", "func decode<Container: KeyedDecodingContainerProtocol>(_ values: Container) {}\nlet values: KeyedDecodingContainer<Keys>"),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/PluginContainer.swift",
                    "final class PluginContainer {\n    private var plugins: [Plugin.Type] = []\n    func register(plugin: Plugin.Type) { plugins.append(plugin) }\n    func isEnabled(_ name: String) -> Bool { true }\n}"
                ),
                ExampleFile("Sources/Feature/Reporter.swift", "struct Reporter {\n    let plugins: PluginContainer\n}")
            ),
            RuleExample(
                ExampleFile("Sources/App/Services.swift", "final class ServicesContainer {\n    func register<T>(_ make: @escaping () -> T) {}\n    func resolve<T>() -> T { fatalError() }\n}"),
                ExampleFile("Tests/FeatureTests/ServicesContainerTests.swift", "@Test func resolvesWhatWasRegistered() {\n    let container = ServicesContainer()\n    container.register { 1 }\n    #expect(container.resolve() == 1)\n}")
            ),
            // A type nested in a coordinator, named through it, is a value: the coordinator is only its qualifier.
            RuleExample(
                ExampleFile("Sources/UI/CheckoutCoordinator.swift", "final class CheckoutCoordinator {\n    enum Step { case cart, payment }\n    func start() {}\n}"),
                ExampleFile("Sources/Feature/StepMachine.swift", "struct StepMachine {\n    var current: CheckoutCoordinator.Step\n    let steps: Set<CheckoutCoordinator.Step>\n}")
            ),
            // A router built for a canvas (`#Preview`, a `PreviewProvider`) is preview code, composed as the app's root would.
            RuleExample(
                ExampleFile("Sources/UI/SignupRouter.swift", "protocol SignupRoutes: AnyObject {\n    func showTerms(animated: Bool)\n}\nfinal class SignupRouter: SignupRoutes {\n    func showTerms(animated: Bool) {}\n}"),
                ExampleFile(
                    "Sources/Presentation/PasscodeView.swift",
                    "struct PasscodeView: View {\n    let routes: SignupRoutes\n    var body: some View { Text(\"\") }\n}\n\n#Preview {\n    PasscodeView(routes: SignupRouter())\n}\n\nstruct PasscodeView_Previews: PreviewProvider {\n    static var previews: some View {\n        PasscodeView(routes: SignupRouter())\n    }\n}"
                )
            ),
        ]
    )

    /// Tokens tell preview code apart; only a file with a finding to drop needs them.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        !findings(file, context).isEmpty
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let found = findings(file, context)
        guard !found.isEmpty else { return [] }
        // A router or container built for a canvas (`#Preview`, a `PreviewProvider`) is preview code, composed as the app's root would.
        let previews = PreviewCode.mask(file.tokens, types: file.model.types, includingDebugBranches: false)
        return found.filter { violation in
            TokenLookup.position(line: violation.line, column: violation.column, in: file.tokens).map { !previews[$0] } ?? true
        }
    }

    private func findings(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let kind = file.layerKind, context.strings("layerKinds").contains(kind), !file.isTestCode || context.flag("checkTests"),
              // A test double's plumbing kept in a production target (`Mocks/`, `Preview Content/`) looks up nothing for a feature.
              !TestDoubleCode.isInDoublesFolder(file.path) else { return [] }
        let judge = LocatorTypes(context: context, module: file.module, importedModules: Set(file.model.imports.map(\.module)))
        var violations: [Violation] = []
        let assemblies = assemblyTypes(file, context.strings("assemblyProtocols"))
        let doubles = TestDoubles(markers: TestDoubleCode.defaultMarkers)
        let references = file.model.references
        for offset in references.indices where references[offset].base == nil && judge.mayBeLocator(references[offset].name) {
            let reference = references[offset]
            guard !isInside(reference.name, reference, file.model.types), !isInAssembly(reference, file.model.types, assemblies), !isInDouble(reference, file.model.types, doubles),
                  !context.index.declaresNestedType(reference.name, in: file.module),
                  !qualifiesNestedType(offset, references, context.index), judge.isLocator(reference.name) else { continue }
            violations.append(Violation(reference, "'\(reference.name)' is a service locator type; inject the dependency instead and keep locators in the composition root"))
        }
        return violations
    }

    /// `FlowCoordinator.State`: the locator's name only qualifies a type declared inside it (or its extensions), a value the
    /// feature names without holding, building or asking the locator. `Locator.shared` or a static method is still a lookup.
    private func qualifiesNestedType(_ offset: Int, _ references: [Reference], _ index: PackageIndex) -> Bool {
        let reference = references[offset]
        guard offset + 1 < references.count else { return false }
        let member = references[offset + 1]
        guard member.base == reference.name, member.line == reference.line,
              member.column == reference.column + Int32(reference.name.utf8.count) + 1 else { return false }
        return index.nestedTypes(in: reference.name).contains { $0.name == member.name && $0.kind != .extension }
    }

    /// The positions of the file's types adopting a DI library's module protocol (`final class FeedAssembly: Assembly`,
    /// `assemblyProtocols` as `Module.Protocol`, counted where the file imports the module).
    private func assemblyTypes(_ file: LintFile, _ qualified: [String]) -> Set<Int> {
        let names = ImportedQualifiedNames.names(qualified, importedBy: file)
        guard !names.isEmpty else { return [] }
        return Set(file.model.types.indices.filter { file.model.types[$0].inheritance.contains { names.contains($0.name) } })
    }

    /// Inside a module's DI assembly (`func assemble(container: Container)` registering its factories): composition code.
    private func isInAssembly(_ reference: Reference, _ declared: [TypeDecl], _ assemblies: Set<Int>) -> Bool {
        guard !assemblies.isEmpty else { return false }
        if assemblies.contains(where: { declared[$0].line == Int(reference.line) }) { return true }
        var owner = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = owner {
            if assemblies.contains(index) { return true }
            owner = declared[index].parent
        }
        return false
    }

    /// Inside a type named as a test double (`MockCheckoutFactory`, `RouterSpy`), or nested in one: a stand-in wiring other
    /// stand-ins, as a `Mocks` folder holds.
    private func isInDouble(_ reference: Reference, _ declared: [TypeDecl], _ doubles: TestDoubles) -> Bool {
        var owner = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = owner {
            if doubles.isDouble(named: declared[index].name) { return true }
            owner = declared[index].parent
        }
        return false
    }

    /// A type naming itself in its own body, an extension of it or that extension's header (`static let shared = Self()`, its
    /// `DependencyKey` conformance) is its implementation, not a lookup.
    private func isInside(_ name: String, _ reference: Reference, _ declared: [TypeDecl]) -> Bool {
        if declared.contains(where: { $0.name == name && $0.line == Int(reference.line) }) { return true }
        let enclosing = reference.enclosingType
        var owner = enclosing >= 0 ? Int(enclosing) : nil
        while let index = owner {
            if declared[index].name == name { return true }
            owner = declared[index].parent
        }
        return false
    }
}
