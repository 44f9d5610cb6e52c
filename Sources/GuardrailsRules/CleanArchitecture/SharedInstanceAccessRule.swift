import GuardrailsCore

/// Singletons reached from components hide dependencies; the composition root owns lifetimes.
public struct SharedInstanceAccessRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "shared-instance-access",
        summary: "No `Type.shared` (or `FileManager.default`, `UserDefaults.standard`, …) singleton access outside the composition root.",
        rationale: """
        Guardrail "do not reach for .shared from a component": a component that fetches a global instance \
        cannot be given a test double or a different configuration. Inject the instance; the composition \
        root decides that there is only one. `members` (`shared`, and `singleton` as SwiftNIO names its global \
        event-loop group and thread pool) are singletons on any type, except as the implicit member of an enum \
        the package declares (`provider: GroupProvider = .singleton` is a case), as the explicit case of an enum \
        declaring it (`Visibility.shared` with `case shared`, also through `typealias Visibility = Proto_Visibility`; \
        an enum declared in another file counts when it has an inheritance clause, since a caseless namespace enum \
        holding a singleton has none), or read as `.rawValue` (`Access.shared.rawValue`: a case of a raw-value enum, \
        which is how a generated enum left out of the lint is recognised; an alias to a type out of sight is \
        otherwise still reported, as it may name a framework singleton), and such an option enum \
        resolving its own case (`case .singleton: return MultiThreadedEventLoopGroup.singleton`) is how callers \
        choose the shared instance, not a hidden one, as is an option's `case .default:` arm in a `switch` another arm of which \
        takes the caller's own instance (`case .provided(let client): self.client = client`). So is `JSONEncoder.shared` \
        (`JSONDecoder`, `PropertyListEncoder`, `PropertyListDecoder`) that the package's own extension of that coder declares: \
        a codec configured once, the package's format, holding no state (a singleton of the package's own class stays reported); `.default` \
        and `.standard` only on the types listed in `singletons` (`FileManager.default`), because on other \
        types they are enum cases (`UIBarMetrics.default`), factories (`Alert.Button.default(…)`) or fresh \
        values (`URLSessionConfiguration.default`). A call with arguments (`Engine.default(path:)`) builds a \
        new instance (`SKPaymentQueue.default()` returns the one there is). The implicit form counts where the declared type says which singleton it is \
        (`session: URLSession = .shared`). Tooling at the edge of the system (layer kind `support`) is its \
        own composition root and is exempt by default, and so are tests, which compose their subject, the `@main` SwiftUI `App` \
        of a file no layer maps (`@main struct NotesApp: App`, whose `init` and `body` put the app together) or a UIKit or \
        AppKit app delegate marked as the entry point there (`@UIApplicationMain class AppDelegate`), in any layer an app delegate's \
        launch method (`application(_:didFinishLaunchingWithOptions:)`, `applicationDidFinishLaunching(_:)`: the app's startup, where \
        it puts itself together) or a scene delegate's connect method (`scene(_:willConnectTo:options:)`, building the window), \
        either delegate's stored instance properties' initial values (what the system builds it with), a helper of the delegate its file calls only from there (`registerImageCoders()`) and its \
        termination method (`applicationWillTerminate(_:)`, a scene delegate's `sceneDidDisconnect(_:)`, ending what the launch began, \
        with a helper its file calls only from there, `removeObservers()`; its menu actions and other methods stay \
        reported), an app extension's principal class (`extensionPrincipalTypes`, a `UNNotificationServiceExtension` subclass, an \
        `NSExtensionRequestHandling` adopter, a view controller the extension's Info.plist names by its explicit Objective-C name, \
        `@objc(ComposeController)`, `extensionPrincipalControllers`: the system builds it, so it is the extension's composition root; the default center, \
        a bus, stays reported there), the top-level code of a \
        `main.swift` anywhere (a tool's entry point composing what it runs; not the functions it declares), and \
        modules whose name ends in `exemptModuleSuffixes` (`AudioClientLive`) and files that declare a \
        client's static live factory (`liveFactories`: `static let liveValue = Self(…)`, with the helper types \
        beside it, the files `ClipClient+Pasteboard.swift` of the same folder and module as a declaration or extension of a \
        `ClipClient` the module gives such a factory, any file of a module named `Live` + that type, `LiveClipClient`, and the file declaring a type its module gives such a factory, `static let live = MetadataStorage()` that a client's `liveValue` forwards to, and a type only such files name, \
        `let shelf = Shelf()` in `liveValue`, the engine of that live side, unless it conforms to a package protocol): a live client exists to wrap the singleton it is named for, and it is what the \
        composition root injects. A shared instance that could be configured and injected instead \
        (`URLSession.shared`, `injectableTypes`) stays a finding there too. The initial value of a closure-typed stored property of a struct \
        storing only closures (`var moveItem: (URL, URL) throws -> Void = { try FileManager.default.moveItem(at: $0, to: $1) }`, a struct of \
        clients tests replace one closure of) is that live side too, and so is that of a closure-typed `static var`, not `private` \
        (`static var send: (URLRequest) async throws -> Data = { try await URLSession.shared.data(for: $0).0 }`, which tests replace \
        by assigning another closure: the variable is the seam, also for `injectableTypes`; a `static let` leaves none and is reported, \
        nor does a closure called in place, `= { … }()`, which stores its result), \
        and so is an adapter conforming to a package \
        protocol that has a test double (a conformer in a test target, or named `Mock…`, `…Stub`, or one a macro generates, \
        `@Spyable`) when it stores nothing, every member names an SDK's type and every read of its singleton bridges the SDK's \
        callback into the protocol's `async` answer right inside a `withCheckedThrowingContinuation` closure (another singleton \
        reached in the callback stays reported), or when it stores \
        nothing, every method and property of it reaches the singleton's type and most forward to its member of \
        the same name (`var userID: String { Store.shared.userID }`; not an extension) or each is one expression rooted at it \
        (`NotificationCenter.default.publisher(for: .wake).map { _ in () }`), or, whatever it stores (its own callbacks, a value \
        worked out once), most of its computed properties and methods are each one expression rooted at the singleton reading \
        its member of the same name (`var firstDraw: Date? { Tracker.shared().firstDraw }`, or a stored copy of it, `var build = Release.shared.build`; not `cached ?? Store.shared.userID`): consumers hold the protocol, tests pass the double (`injectableTypes` stay findings). \
        So is a framework's or SDK's singleton read in a method that a doubled package protocol named as a factory (`factoryProtocolSuffixes`, \
        `…Factory`, `…Provider`) requires of its conformer and that returns a package protocol (`func makeSink(key:) -> MetricsSink` \
        configuring and returning `MetricsKitClient.shared`): consumers take the factory and tests pass its double, so the factory owns the \
        instance it hands out (a package singleton read there, `Container.shared.repo()`, is a locator and stays reported). Such an adapter (conforming on \
        its declaration or an extension of its file) storing only instances of the singleton's type and other framework types, taken \
        by its initializer, besides `private var` bookkeeping of its own (observers by key), may default that parameter to the singleton, also internally \
        (`init(files: FileManager = .default)`): it is the seam, and the default only spares its builder the argument. A read-only system preference \
        listed in `systemPreferences` (`NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, AppKit's only \
        API for it, static in UIKit) has no lifetime to own, and nor, in a `uiEnvironmentLayerKinds` file (or a module in no layer, \
        which nothing says is not the UI: `NSApplication.shared.windows` in a one-module app), has a read of the UI's \
        environment listed in `uiEnvironmentTraits` (`UIApplication.shared.userInterfaceLayoutDirection` in a view's drawing, the \
        scenes and key window a helper lays out against, the app delegate's `window` read for a trait, `delegate?.window??.textInputMode`; setting \
        it or calling the application is behaviour), nor, there, has the default center's observation of a UIKit or AppKit type's \
        notification by any type (`addObserver(forName: NSApplication.didUpdateNotification, …)` and removing it): the framework posts \
        only there. Nor does the shared instance of a package logger only forwarding to a logging \
        sink (`Log.default.info(…)`: named as `loggerSuffixes` say, `…Log`, `…Logger`, `…Logging`, or storing one of `logSinkTypes`, \
        `os.Logger`, `OSLog`, `XCGLogger`, `SwiftyBeaver`, it stores only sinks and plain values, names no other framework type than \
        `logPlumbingTypes` (`Bundle`, `Thread`, `Date`, `DateFormatter`…), answers nothing and calls one of `logSinkCalls`, `os_log`, \
        `print`, `debugPrint`, `NSLog`, `NSLogv`, `DDLog…`, or its sink): the process's log, which no test substitutes; one \
        keeping records, writing a file or holding a collaborator is a component. So is, in the logging type's own members, \
        its static holding a sink it built (`static let shared = Logger(subsystem: …)` read as `Log.shared.info(…)` inside `Log`; \
        read by another type it stays reported). Nor does a settable static the package types by one of its protocols (`public static var shared: Recording = SilentRecorder()`, read as `Ambient.shared.record(…)`): the composition root assigns the live conformer and tests a double, an ambient seam (a `static let`, a `private` setter or a concrete type stays reported). The singleton's own type (and its \
        extensions) storing its instance (`Player.shared = Player()` in `static func start`) \
        implements the singleton, which `singleton-declaration` judges, and so does a `@propertyWrapper` of its file reading a `private` or \
        `fileprivate` member of the instance (`Vault.shared.store[key]`: the storage of the type's own wrapped properties), or a free function of its file doing so (a container's own `resolve` its wrapper calls) (reading it there still hides it, except \
        inside a closure literal the type hands a C API as a callback, `CFNotificationCenterAddObserver(…, { … \
        Relay.shared.handle(name) }, …)` in `Relay`: an argument of a `CF`, `CG`, `CV`, `AX`, `IO`, `SC`, `dispatch_`, \
        `pthread_` or `sqlite3_` function, a `@convention(c)` closure, or one typed by such an API's callback alias, \
        `let onLock: CFNotificationCallback = { … }`; a C function pointer cannot capture the instance, so its own \
        singleton is the only way back; another type's singleton there is reported). A \
        non-public singleton read only by helpers of its own file on types the package does not declare \
        (`extension String` matching through `RegexCache.shared`) or by the file's free functions is that \
        file's memo, not a component's hidden dependency: nothing could inject into a `String` method; a \
        non-public class or struct of the module that stores no `var` (`DateFormatterCache`, formatters configured \
        once in `let`s) read by such helpers anywhere in the module is the same memo of constants. So, read anywhere in its file, is \
        the `static let` instance of a `private` or `fileprivate` type (or one nested in such a type) that is a lookup table: only \
        private initializers, no method, computed property or subscript, nothing read from a file or another shared instance while \
        it is built, and its stored `var`s written only there (`BasePoints.shared.values[i]`); a table its file writes to \
        (`BasePoints.shared.values.append(p)`) stays reported. Nor is, by any type in the UI layer (`uiEnvironmentLayerKinds`) and \
        elsewhere by a type that is or holds a UIKit or AppKit view, window or controller (`private var canvas: UIView?` of a debug \
        overlay re-laid out on rotation), the default center observing \
        a notification the system posts only there (`publisher(for: UIApplication.didReceiveMemoryWarningNotification)`, \
        `addObserver(…, name: UIDevice.orientationDidChangeNotification, …)`, the name also bound to a local first or looped over, `for name in [UIResponder.keyboardWillShowNotification, …]`, `notifications(named:)`, RxCocoa's `rx.notification(…)`, Foundation's typed messages, `addObserver(of: UIApplication.shared, \
        for: .willEnterForeground)`, the application read as such a call's `object:` or `of:` too, `.AVPlayerItemDidPlayToEndTime`: \
        a framework type's `…Notification` or prefixed name the package does not declare, or the package's `Notification.Name` alias \
        of one, `static let hostDidBecomeActive = UIApplication.didBecomeActiveNotification`), or removing such an observer \
        (`removeObserver(self)` where the type's every other use of the center, its extensions' in the file included, is such an observation): UI glue on the only \
        center the system posts them to; posting, or the app's own names, stay reported. A store, service or middleware outside \
        the UI layer observing them is reported: it takes the center injected, the composition root passing `.default`, and \
        tests post the system's notifications through their own center (a module in no layer keeps the allowance). Nor is `FileManager.default` keeping house \
        with scratch files (`removeItem` in a `defer`, `moveItem`/`copyItem` to, or `createFile`/`createDirectory`/`unzipItem` at, or `contentsOfDirectory` of a subfolder of the temporary directory (not all of it), a path \
        built from `temporaryDirectory`, `NSTemporaryDirectory()`, a `UUID()` or a name saying so, `tempFolderURL`, the files listed in such a folder, the copy an item provider hands a `…FileRepresentation` closure, inline, in a local of the \
        function, or through a `private` function's parameter or `private` stored property the file fills only so), nor its \
        `temporaryDirectory` read where every other use in the function is such housekeeping (the manager also bound to a local, \
        `let files = FileManager.default`), or, with none, where the function writes a file there (`data.write(to: scratch)`, `Archive.createZipFile(atPath: scratch.path, …)`) (an instance `let` the type's `init` fills \
        with such a path counts, `struct ScratchFolder { let url: URL }`); a path handed in stays reported. Nor is it in a `static` accessor \
        typed `URL` (`static var urlForCaches: URL`, a `static func … -> URL`) locating or creating a folder (`containerURL(…)`, \
        `url(for:in:…)`, `urls(for:in:)`, `temporaryDirectory`, `createDirectory(at:…)`) of the package's own type: where a folder is, as \
        constant as the process (in an extension of a framework type, `extension URL`, it serves anyone and is reported); nor a folder \
        looked up without creating it (`url(for: .applicationDirectory, …, create: false)`, `urls(for:in:).first`) only to set where a system open or save \
        panel opens (`panel.directoryURL = start`): the user picks the file, and nothing goes through the manager. \
        Nor is a shared instance passed whole as a labelled argument to an initializer where objects are assembled: in a free or \
        `static` function, a `convenience init` or a screen's builder (a type named with one of `builderTypeSuffixes`, default \
        `Builder` and `Factory`, whose members only build or keep and return screens or the package's objects: \
        `ReceiptSceneFactory.make() -> UIViewController`, or a DI library's module assembly, a Swinject `Assembly` registering \
        the module's factories) (`Agent(center: NotificationCenter.default)`, `Self(session: URLSession.shared)` \
        in `static func live() -> Self`), or forwarded by `self.init`/`super.init` \
        (`self.init(endpoint: url, session: URLSession.shared)`), also through a local bound to it used only so: the receiver takes it as \
        a parameter, which is the injection asked for; calling it, passing it to a function, or a component's designated `init` building \
        its own collaborator with it (`agent = Agent(center: NotificationCenter.default)`) stays reported. The whole result \
        of a `public` or `open` static accessor (`public static var defaultGroup { MultiThreadedEventLoopGroup.singleton }`) \
        is a library offering the shared instance to its callers, who choose it (as a default argument, say), as is a `private` global \
        bound to it whole that only such accessors return (`private let workers: WorkerGroup = .singleton`), and so is a `public` \
        global bound to it whole (`public let AF = Session.default`), and so is a `private` or `fileprivate` type's singleton \
        of that file, holding the library's default (`private actor PoolLoader`), read only as such an accessor's whole result, \
        also through one call without arguments (`try await PoolLoader.shared.pool()`), or as a labelled argument of an exported \
        static overload forwarding to its same-named sibling that takes it injected (`try await connect(to: address, pool: \
        PoolLoader.shared.pool())`), as is the whole \
        result of a `public` member of an extension of a `public` protocol implementing that protocol's own requirement \
        (`public extension RelayHost { var workers: WorkerGroup { WorkerGroup.shared } }`: a default every conformer replaces; in a library \
        of a package building no program, anywhere in such a default's body, which its users' conformers replace), and so \
        is the fallback of a `public` or `open` accessor whose other branch answers the instance the user injected \
        (`get { hasCustomCache ? customCache : ImageCache.shared }`, `injectedClock ?? SystemClock.shared`, the \
        injected one kept in a stored `var`, or the optional parameter of a `public` or `open` function or initializer, \
        `rootViewController ?? UIApplication.shared.keyWindow?.rootViewController`, members read off it included; a `package` \
        one, or a member of such a parameter, too: `options.fetch ?? { try await URLSession.shared.data(for: $0) }`, and, in any \
        function, a member of a parameter typed by a `public` or `open` struct or class (not the singleton's) of a module other modules \
        call, `options.pipeline ?? ImagePipeline.shared` in a private helper the public function hands its options to; a member of \
        an internal type, or of a local or stored property, stays reported; what a `private` helper of the same type reads is that default too when the helper \
        is reached, besides its own recursion, only as such a parameter's fallback, `presenter ?? frontController()` with `frontController()` \
        finding the key window's controller through `UIApplication.shared`, as in the inline form; a helper also called otherwise, or not \
        `private`, stays reported): the shared instance is only the default the caller replaces. Likewise the default value of a parameter of a `public`, \
        `open` or `package` function or initializer (`public init(fetch: Fetch = { try await URLSession.shared.data(for: $0) })`, \
        `package init(files: FileManager = .default)`), in a module a library product vends or another module imports (an app importing its local package too), which \
        other modules call (`public` in an app's single target says nothing of its callers); an internal one (`init(session: URLSession = \
        .shared)`) is the app's component choosing the singleton for its composition root, and stays reported, except in a library (a module a \
        `.library` product vends that no program of the package drives: a benchmark harness or an example app, named with a word of \
        `benchmarkTargetWords` or `exampleTargetWords`, is none, nor is a program naming nothing of the module, a stand-in `MockServer` \
        for load tests), where the singleton as a parameter's whole default at any access level \
        (`threadPool: NIOThreadPool = .singleton`) is the seam callers pass their own through, and unless the singleton is the whole \
        default of a parameter of an initializer some test calls passing that argument, `Uploader(session: stub)`: the seam is used, and \
        the default only spares the root the argument; but in any function (a free one included, `func makeLogFolder(in:files: \
        FolderMaking = FileManager.default)`) a parameter typed by a package protocol is the seam itself when its default is a framework's singleton whole, not one the package declares (`init(opener: PageOpening = { \
        #if os(iOS) UIApplication.shared #else NSWorkspace.shared #endif }())`, the framework types adopting the package's protocol): \
        the singleton is only the live adapter a caller gets by omitting the argument, and so is one of its methods named unapplied as \
        a closure-typed parameter's whole default (`fileExists: (String) -> Bool = FileManager.default.fileExists(atPath:)`, or a \
        closure only forwarding its arguments to it, `{ FileManager.default.fileExists(atPath: $0) }`; another \
        closure literal or a call there, which may reach anything, keeps the exported-only rule). A value looked up through a singleton (`repo: Repo = Container.shared.repo()`, a service locator) stays reported. In such a module, so is \
        the whole initial value of a `public`, `open` or `package` stored instance `var` (`public var session = URLSession.shared` in `public \
        struct Network`), or, for a function-typed one, anywhere in the closure that is its initial value (`public var makeDecoder: \
        (Data) -> Decoder? = { Registry.shared.decoder(for: $0) }` beside other settings): its users assign another, as they pass another argument (a `let`, `public private(set) var`, an internal or `static` \
        property, or a value worked out from the singleton, `= { … }()`, stays reported). In such a \
        module, so is the singleton a `public`, `open` or `package` convenience initializer passes whole as a labelled argument \
        to `self.init(…)` beside such a designated initializer (`self.init(config: bundle.config, session: URLSession.shared)`): \
        the same default, offered by overload, and so is the same default (token for token) of the same parameter of an internal \
        overload beside such a `public` one: the twin the public initializer delegates to repeats what the library already offers, \
        and so is that default on a `private` helper of another name every call of which passes the argument (`private static func \
        open(host:loop: Loop = Pool.shared.next())` called only as `open(host: host, loop: loop)` by the public overloads). \
        So is a whole body only forwarding it there: an exported initializer that is one `super.init(…)` or `self.init(…)` \
        passing it (or a member read off it, `Graph.shared.logger`) as a labelled argument (`public init() { super.init(push: \
        Messaging.shared) }`, a convenience for a host that can only call `init()`), and an exported member of a package singleton \
        facade (`extension Messaging { public func register(token:) { MessagingAPN.shared.register(token: token) } }`) that is \
        only the call of the same-named member of another package type's singleton, or such a `static` member of a namespace \
        facade storing nothing per instance (`public static func cancel() { PaymentSession.shared.cancel() }` in a struct with a \
        private `init()`, which has no instance to be given the singleton; whatever its body does around it when the singleton is an \
        unexported type declared in the facade's own file, `open class Tracker { public class func mainClient() -> Client? { if let \
        client = ClientRegistry.shared.main { return client } … } }` beside `final class ClientRegistry { static let shared }`: the \
        registry's public face, one singleton split in two; an instance member of a facade that is no singleton, \
        or a static of a protocol's extension or of a type with stored state, is reported): the library's entry points, mirrored. \
        Members of a `public extension` are exported unless they say otherwise, and a module named `design-kit` is imported as \
        `design_kit`. A system facility of `singletons` (`FileManager.default`) read by the live adapter of a doubled package protocol \
        that stores only `let`s of plain values (`let path: String`: where it writes) and closures (`var onForeground: (() -> Void)?`, \
        the callbacks it reports through), besides `private var` bookkeeping and a lock built \
        in place, or, for storage (the file system, the user defaults, the iCloud key-value store), nothing at all (`struct LocalDisk: Disk`, an actor whose conformance an extension elsewhere declares, \
        a struct keeping only `private let store = UserDefaults.standard` and reading and writing its keys), is the I/O it exists for: consumers get the double; \
        in an `infrastructure` layer, so is `FileManager.default` in a type storing only plain values, a path among them (a parser \
        of the file it was pointed at), double or not; \
        one storing nothing that works with another facility, such as posting on the default center, a bus rather than storage, is reported. \
        The double may sit in the tests of an app using the package, linted with it (an Xcode app's test target beside its local package). \
        Another framework singleton so read (`UIApplication.shared.applicationState` in `AppStateWatcher: AppStateWatching`) is the \
        platform it adapts, when its bookkeeping is only the framework's handles (`private var taskID: UIBackgroundTaskIdentifier`, \
        kept to end the task); one caching a value beside it (`remembered ?? UIApplication.shared…`) or holding a collaborator is a component. \
        A `private` property of such an adapter only keeping the facility (`private let files = FileManager.default`, read by its \
        methods) is that same read, not something it stores; a type adopting no doubled protocol keeping one is reported. \
        A file bridging a UIKit event SwiftUI cannot observe into a name of its own, declared on a framework type (`extension UIDevice \
        { static let didShake = Notification.Name(…) }`), posted on the default center only from an `override` in an extension of a \
        framework type (`extension UIWindow { override func motionEnded(…) }`, the responder the system delivers the event to) and \
        observed by the file's `View` or `ViewModifier`, is that platform glue too: the post and the observation (a name posted \
        elsewhere in the file, or observed by another type, stays reported). \
        `URLSession.shared` loading (`data(from:)`) the URL a media picker's delegate callback took from its `info` dictionary \
        (`if let mediaURL = info[.mediaURL] as? URL` in `imagePickerController(_:didFinishPickingMediaWithInfo:)`) reads a local file \
        the picker handed over, not the network: no configured session would load it differently. \
        A framework type's `shared` read in a method one of whose parameters is typed with that same type (`NSFontManager.shared.convert(font)` \
        in `func changeFont(_ sender: NSFontManager?)`, AppKit's font-panel callback, handed the font manager as its sender) reads the \
        instance the method is already given: nothing is left to inject (`injectableTypes`, and `default` facilities, of which there can \
        be other instances, stay findings). \
        A SwiftUI `View`, `ViewModifier` or `Scene` (also through the package's protocols refining one, or an extension of one, SwiftUI's `extension View` itself included, or a free function returning `some View` or `some Scene`) doing the platform's glue with `viewPlatformSingletons` (`UIApplication.shared.sendAction(…)` \
        to end editing, AppKit's `NSWorkspace.shared.open(url)` for a link or a Finder reveal, observing `UIResponder.keyboardWillShowNotification`: a framework type's `…Notification`, not the app's own or a post) \
        is not unit-tested and hands its decisions to the store, and a UIKit or AppKit view controller or view observing a \
        responder's, view's or window's notification there (`UIResponder.keyboardWillShowNotification`, not the application's \
        lifecycle, which only a view, with nothing to hand on, may observe so too, as it may a `Notification.Name` member \
        spelled with a framework's prefix, `.AVPlayerItemDidPlayToEndTime`, unless the package's own extension declares it), also from an extension constrained \
        `where Self: UIViewController`, and removing that observer, is the same glue for its own layout; so is an observation filtered to an object the observer holds \
        (`object: view.textField`, `object: self`), wiring on its own control, and removing it by the same name and object. \
        The default center bound to a local (`let center = NotificationCenter.default`) is judged by that local's uses in the \
        same block, as the inline form: only such observations through it (`center.publisher(for: NSOutlineView.selectionDidChangeNotification, \
        object: list.outlineView)` in a view controller) are glue; posting through it, or handing it on, is reported. \
        A UIKit or AppKit view the package declares (not a controller) reading the application's windows or scenes there (`UIApplication.shared.connectedScenes`, \
        `NSApplication.shared.mainWindow`, a member of the package's own extension named for them, `.visibleWindows`) to place itself is \
        that layout glue too (a helper in an extension of a framework type, `extension UIWindow`, serves anyone and is reported); calling the application (`UIApplication.shared.open(link)`) is behaviour and is reported. \
        Such a view presenting a system element over itself with `viewPresentationSingletons` (a `UILabel` subclass showing the edit menu over its \
        text, `UIMenuController.shared.showMenu(from: self, rect: bounds)`, the only handle on that menu before iOS 16's per-view \
        `UIEditMenuInteraction`) is glue too, and so is a helper class, no controller, one of whose methods is handed the view it serves \
        (`present(from view: UIView, …)`); a controller doing so, or a helper in an extension of a framework type (`extension UIView`), is reported. `UserDefaults` read by the settings type itself \
        (a name ending in `settingsTypeSuffixes`, `ReaderPreferences`, not a view), or by a `@propertyWrapper` type persisting the value \
        it wraps, is its storage. \
        The default center observed by a type that starts a Foundation operation \
        reporting only there (`handle.readInBackgroundAndNotify()`, any `…AndNotify` method the package does not declare) \
        belongs to that API: an injected center would never hear the result. A SwiftPM `.plugin` target is build tooling \
        SwiftPM runs in a process of its own, composed by nothing: its files are not checked. So is the `defaultValue` of a SwiftUI `EnvironmentKey` \
        (`static let defaultValue = ThemeStore.shared.theme`): the environment is the injection point; and the whole initial value of a stored `var`, not `private`, \
        typed by a package protocol with a test double (`var opener: LinkOpening = UIApplication.shared`): tests assign the double to that property, the seam, \
        as to a defaulted initializer parameter (a `let` or a concrete type, `var session: URLSession = .shared`, stays reported). \
        Nor is the initial value of a stored instance `var` that every initializer of its type overwrites from its own parameter, \
        or delegates to one that does (`var center: NotificationCenter = .default` beside only `init(center:) { self.center = center }`): \
        the instance never keeps it (the initializer's own default is judged where it is written). \
        The stored `var`s of a dependency environment, a top-level struct storing only `var`s, none `private`, that its file binds \
        whole to a global (`var current = World()`), are the module's composition: their initial values (`var center: \
        NotificationCenter = .default`) are the live wiring tests replace, not a component reaching for a singleton. A \
        package registering a hook of its own with a framework's process-wide hub \
        (`XCTestObservationCenter.shared.addTestObserver(CounterReset())`) has no other hub to be given, nor has a framework's hub (a type \
        the package does not declare, not a notification center) used only to (un)register the receiver itself as its observer or \
        delegate (`PHPhotoLibrary.shared().register(self)`, `unregisterChangeObserver(self)`, the Photos counterpart of observing \
        the default center: nothing of it is read or driven; another argument, or any other call, stays reported), and the process's only instance \
        of a system type (`soleSystemInstances`) passed whole as a labelled argument to a framework type's initializer \
        (`CHHapticEngine(audioSession: AVAudioSession.sharedInstance())`) has no other to be given either (storing it, calling it \
        or passing it to a package type outside an assembly, as below, is reported). A class the framework instantiates by name \
        (a subclass of `frameworkInstantiatedSuperclasses`, `NSEntityMigrationPolicy` built from the mapping model, a `URLProtocol` the URL \
        loading system builds per request) is composed by nobody, so nothing could hand it an instance. An operand of \
        `===` or `!==` (`if pool !== Pool.shared { pool.close() }`, sparing the shared instance) only compares identity: \
        nothing of it is read, so there is nothing to inject (`Pool.shared.primary === pool` reads a member and counts). Nor \
        is the instance of a class or actor whose whole body, extensions included, is that static (`final actor Anchor { \
        static let shared = Anchor() }`: no state, behaviour or supertype), passed as an argument and never called \
        (`listen(on: Anchor.shared)`): an identity token to register against. `.shared` \
        of a package struct without stored properties is a stateless value: every instance is the same, so there \
        is no state, lifetime or configuration to inject; so is a `static let` of a package struct storing no `var`, nesting only \
        structs and enums storing none, decoded from a resource of the code's own bundle or built from literals (`static let shared = \
        Bundle.module.decode(Limits.self, from: "Limits")`: constants the code ships), and so is that of a palette, a struct or `final` class (no supertype \
        but `NSObject`) storing only `let`s of framework appearance values or `CGFloat`s, or of palettes its file declares, at \
        any depth, whatever its initializers \
        (`Swatches.shared.accent` of `public final class Swatches: NSObject { public let accent: UIColor }`: how the app looks, \
        which no test replaces; so `Theme.default.list.green` of `@Observable final class Theme { let list = ListColors() }` with \
        `struct ListColors { let green = Color("Green") }`, and the modifier injecting it, `.environment(Theme.default)`; a `var`, \
        at any depth, a non-final class or a `String` or `URL` beside the colors, a configuration, is reported); nor \
        is the shared instance (a `shared` or `ownInstanceMembers` static holding one of itself) of a package class storing no instance \
        property, with no supertype but `NSObject`, whose conformances, on its declaration or extensions, are all framework delegate or \
        data-source protocols the package does not declare (`DrawerTransitions.default` of `final class DrawerTransitions: NSObject` \
        adopting `UIViewControllerTransitioningDelegate`): a stateless strategy the framework calls back, kept static because the \
        framework holds its delegates weakly (as `singleton-declaration` accepts too); every instance is the same, and what its callbacks \
        reach is reported where they reach it. A stored property, a package protocol (a seam of its own) or another superclass keeps it reported; nor is `try await Receipt.shared.signature`, a framework's async static getter \
        fetching a record (`await` right before the type, no call after it), not an object with a lifetime. A singleton read in one arm of a `switch` or `if` whose other \
        arm answers a test stand-in (`case .production: NSWorkspace.shared.frontmostApplication` beside `case .testing: \
        Testing.mock.frontmostApplication`: the other arm's expression starts with a name holding `Mock`, `Stub`, `Fake`, \
        `Spy` or `Dummy`) is the live side of the component's injection point: whoever builds it chooses the stand-in, as \
        with a live client. Such a word only in a condition or a label (`case .updateMocks:`) does not count. \
        `FileManager.default` only reading files the code's own bundle ships (`contents(atPath:)`, `contentsOfDirectory(atPath:)` \
        or `(at:…)`, `fileExists(atPath:)`, `enumerator(at:…)`, …) at a path starting at the bundle (`Bundle.module.path(forResource:…)`, \
        `Bundle.main.resourcePath! + "/Sounds"`, a `resourceURL` or `bundleURL`, in the argument, or a local bound to such a lookup \
        just before: `let path = Bundle(for: Self.self).path(forResource: "root", ofType: "cer")!`, `guard let url = \
        Bundle.main.url(forResource: …)` read as `url.path`) reads a constant shipped with the code, nothing a test would inject; \
        a write there, or a path starting elsewhere (`NSHomeDirectory() + Bundle.main.bundleIdentifier!`), is reported. Nor does `FileManager.default.url(for: .cachesDirectory, …)` in a \
        `static func standard() -> ArchiveSettings` of a struct storing only `let`s: asking where the sandbox folders are \
        to fill a configuration value is its live default, and callers wanting other folders build the value themselves; \
        so is `FileManager.default.temporaryDirectory` (or such a lookup) in the live conformer of a doubled package protocol, \
        whatever it stores: it only computes where the adapter works, and consumers get the double. \
        A global actor's `shared` (`@globalActor actor RadioActor`, an actor adopting `GlobalActor`, `MainActor`) is the actor \
        `GlobalActor` requires, one instance by design, as `singleton-declaration` also accepts: when the actor keeps no mutable \
        state (no stored `var`; `nonisolated let queue`, its executor's, at most), it is an isolation domain, and passing it \
        (`Realm(actor: RealmActor.shared)`) or reading what it holds (`RadioActor.shared.queue`) injects nothing. A global actor \
        storing a `var` is also a stateful service, whose methods called through `shared` (`UploadLine.shared.enqueue(file)`) \
        stay reported. \
        The initial value of a `static var` (not `private`) of the singleton's own type in the package's extension of it \
        (`extension URLSession { static var relay: URLSession = { let session = URLSession.shared; …; return session }() }`) is \
        the settable provider the rest reads and tests replace, where the instance is composed; a `static let` or a static of \
        another type stays reported. So is the whole initial value of a stored instance `var` (not `private`) no test assigns; \
        one some test assigns (`settings.launchTracker = double`) is a seam in use, like a parameter default tests pass. A \
        static factory of the package's extension of a location value it declares storing no `var` (`extension Folder { static \
        func caches() throws -> Folder }`), or of a dependency's `…Configuration`/`…Config`/`…Settings`/`…Options` type, \
        returning that type, only asks where a system folder is with `FileManager.default.urls(for:in:)` (or `url(for:…)`) \
        for the value its caller composes; a factory of an object working with files there stays reported. The whole result of a `public`/`open` static accessor may also wrap the singleton whole in an \
        initializer call, the library's bridge for other callers (`@objc public static func shared() -> BridgedMonitor { \
        BridgedMonitor(monitor: Monitor.shared()) }`). A framework's singleton read in the live conformer of a package protocol \
        that has a test double is that seam's live side, whatever the members map (`switch AudioApplication.shared.recordPermission \
        { … }` onto the package's enum), when the conformer stores nothing and each of its members reaches such a framework type, \
        or is the package's extension making a type it does not declare adopt the protocol (`extension RadioSession: \
        RecordingSession`), and, in an `infrastructure` layer, any conformer of a package protocol storing nothing, doubled or not, its own reactive plumbing aside (the `PublishRelay` it \
        publishes through, a `DisposeBag`); one storing anything else, a member doing other work, a package singleton or the default center (a bus) \
        stays reported. In `uiEnvironmentLayerKinds`, `UIApplication.shared.sendAction(…, to: nil, …)` sends an \
        action to the first responder, UIKit's only way to dismiss the keyboard, wherever it sits (a free helper the views call). \
        What the code owns rather than reaches for is not reported either: in an `infrastructure` layer, where the system is \
        adapted, `FileManager.default` in a class, struct or actor of the package holding no collaborator (no stored class, actor or protocol of the package but a \
        delegate, no other module's type but a framework handle: a disk cache keeping a lock, a log closure and `AVAssetReader`s beside its URLs), or holding one but only keeping house (removing, moving, creating or checking for a file) at paths \
        starting at its own state (`try? files.removeItem(atPath: takeFile.url.path)`, a recorder deleting its own takes; reading contents stays reported), and any use of `soleSystemInstances` \
        (`AVAudioSession.sharedInstance().currentRoute`), also in another layer by a type with no supertype but `NSObject` or package protocols \
        storing the handlers it calls back and otherwise only plain values (`MPRemoteCommandCenter.shared()` in `final class RemoteCommands: NSObject`); \
        `FileManager.default` only querying files (`fileExists`, `attributesOfItem`, \
        `contentsOfDirectory`, …) in a `Codable` struct storing standard values and nothing else (a record, not a service), static helpers included, or in an extension of a \
        Foundation value (`extension URL { func subfolders() }`), or, in an `infrastructure` layer, of any other module's type (`extension CXCursor`), which has nothing to be \
        given one, or about a path the function was handed (a parameter, a local or \
        stored property built only from one) in a free function, a static function of a `Codable` struct or of one storing only standard values, a \
        `static` or `class` function of a `Codable` class storing only `let`s (a decoded record made a class), or before reading that path with Foundation's own \
        reader (`String(contentsOf: url)`, which has no seam either); the same query on a path the code picks, or handed on to a collaborator, stays reported; a type's own private storage \
        named `shared` (a `private` type nested in `Outer` storing an `Outer`, read in `Outer`'s static members: its singleton in a \
        thread-safe box; or the static collection or standard value of a `private`/`fileprivate` type, `static var shared: [ID: Pair]`: \
        file-scoped state, no service); a package logger (`loggerSuffixes`) storing only closures whose defaults write to the console, \
        answering nothing (`BakeryLogger.shared.warn(…)`, replaced by assigning `shared`); observing a framework notification on \
        `NSWorkspace.shared.notificationCenter`, the only center AppKit posts its workspace notifications on; in a vended library of a \
        package building no program, posting the module's own names of a `public extension Notification.Name` on the default center, \
        where its users are told to observe them; in `uiEnvironmentLayerKinds`, `NSFontManager.shared` converting or looking up a font \
        (`convert(_:toHaveTrait:)`, `font(withFamily:…)`), a pure function; in a module other modules call, the whole initial value of \
        a `public`/`open` static stored `var` (`public static var default = Appearance.shared`: assignable, like the computed accessor); anywhere, the whole initial value of a `@TaskLocal` static `var` (`@TaskLocal static var center: NotificationCenter = .default`, a default tests rebind with `withValue`) \
        and a `public static` member of a caseless `public enum` facade whose whole body is one statement on one line rooted at a \
        package singleton (`Tracker.shared.configuration.sessionID = UUID()`; logic around it stays reported); in a library of a package \
        building no program, a property read off `UIApplication`, `NSApplication`, `WKExtension` or `WKApplication.shared` in a `static` \
        member of a caseless `public enum` (`WKApplication.shared().rootInterfaceController`: the host it runs in; calling it stays \
        reported); and a stateless \
        `Default…` conformer of a package protocol wrapping a singleton the package does not declare (`DefaultImageProvider` over a \
        dependency's loader), or any conformer in a file importing a `deviceFrameworks` framework and no library, storing nothing (a \
        class: only other modules' objects) and naming nothing else of the package but enums, reading a system type's `members` singleton \
        (`AVAudioSession.sharedInstance()` in `struct MicPermission: Permission`; not a screen): users replace the conformer, the seam one level up. `injectableTypes` stay findings in the last three. \
        Nor is a free function's parameter defaulting to the singleton whole (any access level) when the function mirrors an imported \
        module's function of the same name and hands the parameter on to it by the same label (`func DDLogInfo(…, ddlog: DDLog = \
        DDLog.sharedInstance) { CocoaLumberjack.DDLogInfo(…, ddlog: ddlog) }`): the shim repeats the library's own default, and the \
        parameter is the injection. `FileManager.default.temporaryDirectory` only says where the temporary folder is, a constant path \
        (`NSTemporaryDirectory()` gives it without the manager); what is then done there through the manager is judged where it is \
        done. An `.executableTarget` no layer maps that only plugins depend on (a code generator a command plugin runs) is a program \
        composing itself, as `ui-framework-import` treats it (one a test target depends on, or a layered one, is checked). In an \
        `infrastructure` layer, a third-party SDK's singleton (`members`; a type of none of the package's modules, not prefixed as \
        Apple names its types, unless an imported library is named for it, `GIDSignIn` of `import GoogleSignIn`, nor a `…Container`, in a \
        file importing a library: `Terminal.shared`) read by a type adopting a package \
        protocol, on its declaration or an extension of its file, whatever it stores, is the SDK behind the package's port: the adapter \
        is the seam (`injectableTypes` stay findings); in a module no layer maps (a one-target app), so is such a class whose file imports \
        the singleton's library, when it is no view, controller, view model, presenter, interactor, use case, router or coordinator by its \
        name, supertypes or adopted protocols (those take the adapter injected, and stay reported). The application's windows read \
        (`UIApplication.shared.connectedScenes`, not a call) in `presentationAnchor(for:)` of a type adopting a \
        `…PresentationContextProviding` protocol are the window the system's sign-in sheet asks for, as `ui-framework-import` allows. A caseless enum whose non-private static `make…`/`create…`/`build…` functions \
        return a class or protocol of the package (`enum ShelfServiceFactory { static func makeShelfStore() -> ShelfStoring }`) asking \
        `FileManager.default.urls(for:in:)` (or `url(for:…)`, `containerURL`) where a folder is, in such a factory or a `private` static \
        helper, composes the live service; reading or changing files there, or a class deciding something from the file system, is reported. \
        Previews (`#Preview`, a `PreviewProvider`, `#if DEBUG` branches, also `#if DEBUG || DEMO`, and a type named as preview machinery, `…Preview…` or `…Sample…`, that only preview code names, an assembler handing previews `AppContext.shared`) and the \
        stand-ins of a `Mocks` or `Preview Content` folder never ship in a screen and are not reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("members", .strings(["shared", "sharedInstance", "singleton"]), "Static member names that are singleton access on any type."),
            RuleOption(
                "singletons",
                .strings([
                    "FileManager.default", "NotificationCenter.default", "UserDefaults.standard", "NSUbiquitousKeyValueStore.default",
                    "DistributedNotificationCenter.default", "SKPaymentQueue.default", "NSFileManager.default",
                ]),
                "`Type.member` pairs that are singletons besides `members`."
            ),
            RuleOption(
                "ownInstanceMembers", .strings(["current", "main", "default"]),
                "Static members that are singleton access on a class or actor of the package declaring them as a stored instance of itself."
            ),
            RuleOption("allowedTypes", .strings([]), "Types whose shared instances may be used anywhere."),
            RuleOption("checkTests", .bool(false), "Also check test targets (they compose their subject, like a composition root)."),
            RuleOption("exemptLayerKinds", .strings(["composition", "support"]), "Layer kinds that own lifetimes: the composition root and tooling."),
            RuleOption("exemptModuleSuffixes", .strings(["Live"]), "Module-name endings of live clients that wrap a singleton for injection."),
            RuleOption("liveFactories", .strings(["live", "liveValue"]), "Static factories that make a file the live client around a singleton."),
            RuleOption(
                "systemPreferences",
                .strings([
                    "NSWorkspace.accessibilityDisplayShouldIncreaseContrast", "NSWorkspace.accessibilityDisplayShouldReduceMotion",
                    "NSWorkspace.accessibilityDisplayShouldReduceTransparency", "NSWorkspace.accessibilityDisplayShouldDifferentiateWithoutColor",
                    "NSWorkspace.accessibilityDisplayShouldInvertColors", "NSWorkspace.isVoiceOverEnabled", "NSWorkspace.isSwitchControlEnabled",
                ]),
                "`Type.member` reads of a singleton that only report a system preference of the user (empty: report them)."
            ),
            RuleOption(
                "uiEnvironmentTraits",
                .strings([
                    "UIApplication.userInterfaceLayoutDirection", "UIApplication.preferredContentSizeCategory", "UIApplication.applicationState",
                    "UIApplication.isIdleTimerDisabled", "NSApplication.userInterfaceLayoutDirection", "NSApplication.effectiveAppearance",
                    // The screen and window geometry a UI helper lays out against, or the key window it presents over.
                    "UIApplication.connectedScenes", "UIApplication.windows", "UIApplication.keyWindow",
                    "NSApplication.keyWindow", "NSApplication.mainWindow", "NSApplication.windows",
                    // The app delegate's window, read for a trait of it (`delegate?.window??.textInputMode`), not the delegate.
                    "UIApplication.delegate.window",
                ]),
                "`Type.member` reads of the application that only report a read-only trait of the UI's environment, not reported in `uiEnvironmentLayerKinds` (empty: report them)."
            ),
            RuleOption("uiEnvironmentLayerKinds", .strings(["ui"]), "Layer kinds whose files may read `uiEnvironmentTraits` off the shared application."),
            RuleOption("injectableTypes", .strings(["URLSession"]), "Types whose shared instance a live client should take configured from the composition root."),
            RuleOption(
                "viewPlatformSingletons", .strings(["UIApplication.shared", "NSApplication.shared", "NSWorkspace.shared", "NotificationCenter.default"]),
                "`Type.member` singletons a SwiftUI view may use for platform glue (the default center only to observe the framework's notifications; a UIKit or AppKit view or controller only that, for responder, view and window notifications)."
            ),
            RuleOption(
                "viewPresentationSingletons", .strings(["UIMenuController.shared"]),
                "`Type.member` singletons a UIKit or AppKit view the package declares (not a controller) may use to present a system element over itself (the edit menu)."
            ),
            RuleOption(
                "frameworkInstantiatedSuperclasses", .strings(["NSEntityMigrationPolicy", "URLProtocol"]),
                "Framework classes whose package subclasses the framework instantiates by name (nobody composes them): shared instances read in them are not reported."
            ),
            RuleOption(
                "extensionPrincipalTypes", .strings(["UNNotificationServiceExtension", "NSExtensionRequestHandling"]),
                "Superclasses or protocols of an app extension's principal class, which the system instantiates: the extension's composition root (the default center, a bus, stays reported)."
            ),
            RuleOption(
                "extensionPrincipalControllers", .strings(["UIViewController", "SLComposeServiceViewController", "NSViewController"]),
                "Superclasses of a view controller given an explicit Objective-C name (`@objc(Name)`), which an extension's Info.plist names as its principal class: the extension's composition root (the default center stays reported)."
            ),
            RuleOption(
                "soleSystemInstances", .strings(["AVAudioSession.sharedInstance", "MPRemoteCommandCenter.shared", "MPNowPlayingInfoCenter.default"]),
                "`Type.member` singletons that are the process's only instance of a system type (none other can be made), not reported when passed whole to a framework type's initializer."
            ),
            RuleOption(
                "deviceFrameworks", .strings(DeviceFrameworkAdapter.frameworks),
                "Frameworks reaching a device or an OS service: in a file importing one and no library, a package protocol's conformer naming nothing else of the package may read a system type's `members` singleton."
            ),
            RuleOption(
                "factoryProtocolSuffixes", .strings(["Factory", "Provider"]),
                "How a doubled package protocol's name ends (before `Protocol`) whose conformers may hand out a framework singleton, from a method it requires returning a package protocol."
            ),
            RuleOption(
                "builderTypeSuffixes", .strings(ScreenBuilders.defaultSuffixes),
                "How a team names a screen's builder (`ProfileBuilder`, `ProfileSceneFactory`): one whose members only build and return screens may hand a shared instance whole to an initializer it calls."
            ),
            RuleOption("settingsTypeSuffixes", .strings(["Settings", "Preferences", "Prefs", "Defaults"]), "How the name of a settings type, which owns the user defaults it stores in, ends."),
            RuleOption("loggerSuffixes", .strings(["Log", "Logger", "Logging"]), "How the name of a package logger whose shared instance may forward to a logging sink ends."),
            RuleOption("logSinkTypes", .strings(["Logger", "OSLog", "XCGLogger", "SwiftyBeaver"]), "Logging sinks such a logger stores: Apple's unified log, swift-log's and third-party loggers."),
            RuleOption(
                "logSinkCalls", .strings(["os_log", "print", "debugPrint", "NSLog", "NSLogv", "DDLog*"]),
                "Functions writing a line to the process's log or console (a trailing `*` matches names starting so)."
            ),
            RuleOption(
                "logPlumbingTypes",
                .strings([
                    "OSLogType", "OSLogPrivacy", "OSLogMessage", "StaticString", "CVarArg", "Bundle", "Thread", "ProcessInfo", "Date", "DateFormatter",
                    "ISO8601DateFormatter", "NSString",
                ]),
                "Types a forwarding logger may name beside its sinks to format a line: level, privacy, variadic arguments, the bundle or thread it tags."
            ),
            VendedLibrary.benchmarkWordsOption,
            VendedLibrary.exampleWordsOption,
        ],
        triggering: SharedInstanceAccessRuleExamples.triggering + SharedInstanceAccessRuleSeamExamples.triggering + SharedInstanceAccessRuleOwnPathExamples.triggering
            + SharedInstanceAccessRuleHandedExamples.triggering + SharedInstanceAccessRuleAdapterExamples.triggering
            + SharedInstanceAccessRuleBundledTableExamples.triggering + SharedInstanceAccessRuleSystemGlueExamples.triggering
            + SharedInstanceAccessRuleCompositionExamples.triggering + SharedInstanceAccessRuleEntryExamples.triggering
            + SharedInstanceAccessRuleRootExamples.triggering + SharedInstanceAccessRuleFormatExamples.triggering
            + SharedInstanceAccessRuleShimExamples.triggering + SharedInstanceAccessRulePaletteExamples.triggering
            + SharedInstanceAccessRuleHubExamples.triggering,
        nonTriggering: SharedInstanceAccessRuleExamples.nonTriggering + SharedInstanceAccessRuleSeamExamples.nonTriggering
            + SharedInstanceAccessRuleOwnPathExamples.nonTriggering + SharedInstanceAccessRuleHandedExamples.nonTriggering
            + SharedInstanceAccessRuleAdapterExamples.nonTriggering + SharedInstanceAccessRuleBundledTableExamples.nonTriggering
            + SharedInstanceAccessRuleSystemGlueExamples.nonTriggering + SharedInstanceAccessRuleCompositionExamples.nonTriggering
            + SharedInstanceAccessRuleEntryExamples.nonTriggering + SharedInstanceAccessRuleRootExamples.nonTriggering
            + SharedInstanceAccessRuleFormatExamples.nonTriggering + SharedInstanceAccessRuleShimExamples.nonTriggering
            + SharedInstanceAccessRulePaletteExamples.nonTriggering + SharedInstanceAccessRuleHubExamples.nonTriggering
    )

    /// A file naming no candidate (`X.shared`, `.shared`, or `.default` where it names `FileManager`) has nothing
    /// to check. The implicit form (`session: URLSession = .shared`) needs the tokens before it, to read the
    /// annotation, and any finding needs them to tell preview code apart.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let members = NameFilter(context.strings("members"))
        let singletons = context.strings("singletons")
        let singletonMembers = NameFilter.lastMembers(of: singletons)
        let ownMembers = NameFilter(context.strings("ownInstanceMembers"))
        var named: Set<String>?
        // Read in place, by position: each reference copied out would retain and release its strings.
        let references = file.model.references
        for position in references.indices {
            guard !references[position].hasArguments, let base = references[position].base else { continue }
            let name = references[position].name
            if members.contains(name) || ownMembers.contains(name) && OwnInstanceSingletons.isAccess(references[position], of: base, context.index) { return true }
            guard base.isEmpty else {
                // Only a member some pair ends with can complete one, so most names skip building `Type.member`.
                let mayEndPair = singletonMembers.contains(name) || name.isEmpty || Self.containsDot(name)
                if mayEndPair && singletons.contains("\(base).\(name)") { return true }
                continue
            }
            guard singletonMembers.contains(name) else { continue }
            // `.default` is an enum case far more often than `FileManager.default`: only a file naming the type counts.
            let types = singletons.filter { $0.hasSuffix(".\(name)") }.map { String($0.dropLast(name.count + 1)) }
            if named == nil { named = Set(references.lazy.filter { $0.base == nil }.map(\.name)) }
            if types.contains(where: { named?.contains($0) == true }) { return true }
        }
        return false
    }

    /// Asked of most member names in a file: their bytes are searched in place rather than walked one by one.
    private static func containsDot(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) } ?? name.utf8.contains(UInt8(ascii: "."))
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let kind = file.layerKind, context.strings("exemptLayerKinds").contains(kind) { return [] }
        if file.isTest, !context.flag("checkTests") { return [] }
        // A SwiftPM plugin is build tooling SwiftPM runs in a process of its own: nothing composes it or could inject into it.
        if let module = file.module, context.index.package.target(named: module)?.kind == .plugin { return [] }
        // So is an executable no layer maps that only a plugin runs (a code generator): a program is its own composition root.
        if UnlayeredProgramTarget.contains(file, context.index) { return [] }
        let members = NameFilter(context.strings("members"))
        let memberNames = context.stringSet("members")
        let singletons = context.stringSet("singletons")
        let allowed = context.stringSet("allowedTypes")
        let tokens = file.tokens
        let isLiveModule = file.module.map { module in context.strings("exemptModuleSuffixes").contains { module.hasSuffix($0) } } ?? false
        let factories = context.stringSet("liveFactories")
        // Asked only once a reference is a candidate: most files reach no shared instance, and the question walks the index.
        var isLiveClient: Bool?
        func liveClient() -> Bool {
            if let isLiveClient { return isLiveClient }
            let answer = isLiveModule || LiveFactories.declared(in: file, factories) || LiveFactories.isClientPart(file, factories, context.index)
            isLiveClient = answer
            return answer
        }
        let injectable = context.stringSet("injectableTypes")
        let preferences = context.stringSet("systemPreferences")
        // `UIApplication.shared.userInterfaceLayoutDirection` in a view's drawing: the environment it lays itself out in.
        let isUILayer = file.layerKind.map { context.strings("uiEnvironmentLayerKinds").contains($0) } == true
        // A module in no layer keeps the allowance, as for the system's notifications: nothing says it is not the UI.
        // Built once a reference is a candidate, like `liveClient()`.
        var traits: Set<String>?
        func environmentTraits() -> Set<String> {
            if let traits { return traits }
            let answer: Set<String> = isUILayer || file.layerKind == nil ? context.stringSet("uiEnvironmentTraits") : []
            traits = answer
            return answer
        }
        let singletonMembers = NameFilter.lastMembers(of: context.strings("singletons"))
        let ownMembers = NameFilter(context.strings("ownInstanceMembers"))
        let viewGlue = context.stringSet("viewPlatformSingletons")
        let viewPresentation = context.stringSet("viewPresentationSingletons")
        let settingsSuffixes = context.strings("settingsTypeSuffixes")
        let soleInstances = context.stringSet("soleSystemInstances")
        let factorySuffixes = context.strings("factoryProtocolSuffixes")
        let builderSuffixes = context.strings("builderTypeSuffixes")
        let instantiatedSuperclasses = context.stringSet("frameworkInstantiatedSuperclasses")
        var violations: [Violation] = []
        for reference in file.model.references {
            guard let base = reference.base, !reference.hasArguments,
                  members.contains(reference.name) || singletonMembers.contains(reference.name) || ownMembers.contains(reference.name) else { continue }
            // `Type.member`, or `.member` where the annotation before `=` says the type (`session: URLSession = .shared`).
            let type: String?
            if base.isEmpty {
                // `provider: GroupProvider = .singleton` where the package declares that enum: a case, a value.
                type = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens).flatMap {
                    ImplicitMemberType.annotated(dotAt: $0 - 1, in: tokens)?.type
                }.flatMap { annotated in context.index.declarations(named: annotated).contains { $0.kind == .enum } ? nil : annotated }
            } else {
                type = isTypeName(base, context.index) ? base : nil
            }
            guard let type, !allowed.contains(type), injectable.contains(type) || !liveClient() && !LiveClientEngine.encloses(reference, file.model.types, context.index),
                  members.contains(reference.name) || singletons.contains("\(type).\(reference.name)")
                      || ownMembers.contains(reference.name) && OwnInstanceSingletons.isAccess(reference, of: type, context.index),
                  !(reference.name == "shared" && GlobalActors.isIsolationDomain(named: type, context.index)),
                  !storesOwnInstance(reference, type, tokens, file.model.types, context.index), !SingletonSelfRead.isSelf(reference, of: type, file),
                  !CCallbackOwnSingleton.isRead(reference, of: type, file, context.index),
                  !isFileHelper(type, usedBy: reference, file, context.index),
                  !PrivateConstantTable.isRead(reference, of: type, file),
                  !resolvesOwnCase(reference, tokens, file.model.types), !OptionDefaultArm.isDefaultArm(reference, tokens),
                  !isReturnedByPublicAccessor(reference, tokens, file.model.types, context.index),
                  !PrivateSingletonAlias.isOfferedOnlyByPublicAccessors(reference, file), !FilePrivateDefaultHolder.isOffered(reference, of: type, file),
                  !isInLibraryRequirementDefault(reference, file, context),
                  !isFallbackOfInjectedValue(reference, tokens, file.model.types),
                  !isFallbackOfExportedOption(reference, of: type, tokens, file, context.index),
                  !isInFallbackHelper(reference, tokens, file),
                  !(isCalledByOtherModules(file.module, context.index) && (isDefaultOfExportedParameter(reference, tokens, file.model.types)
                      || isDefaultOfExportedProperty(reference, tokens, file.model.types)
                      || isForwardedByExportedConvenienceInit(reference, tokens, file.model.types)
                      || isTwinOfExportedDefault(reference, tokens, file)
                      || ExportedForwarding.isInitForward(reference, file)
                      || ExportedForwarding.isFacadeForward(reference, of: type, members: memberNames, file, context.index))),
                  !isEnvironmentDefault(reference, file.model.types),
                  !FrameworkInstantiatedClass.contains(reference, superclasses: instantiatedSuperclasses, file, context.index),
                  // An app extension's principal class puts the extension together; posting or observing on the default center is messaging.
                  type == "NotificationCenter"
                      || !FrameworkInstantiatedClass.contains(reference, superclasses: context.stringSet("extensionPrincipalTypes"), file, context.index)
                          && !ObjCNamedPrincipalController.contains(reference, controllers: context.stringSet("extensionPrincipalControllers"), file),
                  !SingletonStorageWrapper.isStorageRead(reference, of: type, file, context.index),
                  !LibraryParameterDefault.isWholeDefault(reference, file, context),
                  !MirroredLibraryShim.isForwardedDefault(reference, file),
                  !PathConfiguredFileAccess.isOwnFileIO(reference, of: type, file, context.index),
                  !ProtocolTypedSeam.isDefault(reference, file, context.index), !ProtocolTypedSeam.isStaticFunctionDefault(reference, file),
                  !OverwrittenStoredDefault.isOverwritten(reference, file),
                  !OwnTypeStaticProvider.isInitialValue(reference, of: type, file),
                  !ProtocolTypedSeam.isParameterDefault(reference, file, context.index), !DependencyEnvironmentStruct.isLiveSlot(reference, file),
                  !(type == "NotificationCenter" && awaitsDefaultCenterReport(reference, file, context.index)),
                  !registersOwnHook(reference, type, tokens, context.index), !isIdentityOperand(reference, tokens),
                  !(soleInstances.contains("\(type).\(reference.name)") && isHandedToFrameworkInit(reference, tokens, context.index)),
                  !isIdentityToken(reference, type, tokens, context.index),
                  !SharedConstantTypes.isStatelessValue(type, context.index), !SharedConstantTypes.isStatelessDelegate(type, member: reference.name, context.index),
                  !BundledConstantsTable.isRead(reference, of: type, context.index),
                  !PackageCodecConstant.isRead(reference, of: type, context.index),
                  !LogSinkSingleton.isLogger(type, member: reference.name, context),
                  !SettableProtocolSingleton.isSeam(reference, of: type, context.index),
                  !OwnLogSinkStatic.isOwnSink(reference, of: type, sinkTypes: context.stringSet("logSinkTypes"), file, context.index),
                  !OwnedSingletonUse.isOwned(reference, of: type, calledByOthers: { isCalledByOtherModules(file.module, context.index) }, file, context),
                  injectable.contains(type) || singletons.contains("\(type).\(reference.name)") || !AwaitedSharedValue.isFetchedValue(reference, of: type, tokens, context.index),
                  injectable.contains(type) || !(ClientClosureDefault.contains(reference, file.model.types)
                      || SingletonForwardingAdapter.contains(reference, of: type, file, context.index)
                      || SingletonForwardingAdapter.isInjectedDefault(reference, of: type, file, context.index)
                      || SingletonForwardingAdapter.isStatelessSystemAdapter(reference, of: type, file, context.index)
                      || ValueConfiguredAdapter.contains(reference, of: type, facilities: singletons, file, context.index)
                      || SingletonProducingFactory.isProduct(reference, of: type, suffixes: factorySuffixes, file, context.index)),
                  !SystemPreferenceRead.isPreferenceRead(reference, of: type, tokens, preferences: preferences),
                  !SystemPreferenceRead.isPreferenceRead(reference, of: type, tokens, preferences: environmentTraits()),
                  !LibraryHostApplicationRead.isHostRead(reference, of: type, file, context),
                  !isBundledResourceRead(reference, of: type, tokens),
                  !SystemNotificationObservation.isObservation(reference, of: type, file, context.index, inUILayer: isUILayer || file.layerKind == nil),
                  !TempFileHousekeeping.isHousekeeping(reference, of: type, file, context.index), !InitializerArgument.isPassed(reference, tokens, inAssemblyType: {
                      ScreenBuilders.encloses(reference, in: file, suffixes: builderSuffixes, context.index)
                          || DIModuleAssemblies.encloses(reference.enclosingType, in: file)
                  }),
                  !ViewPlatformGlue.isGlue(reference, of: type, pairs: viewGlue, file, context.index),
                  !UIEventRelayNotification.isRelay(reference, of: type, file, context.index),
                  !(isUILayer && UILayerAppNotificationGlue.isGlue(reference, of: type, pairs: viewGlue, file, context.index)),
                  !(isUILayer && ResponderChainAction.isSentToFirstResponder(reference, of: type, pairs: viewGlue, tokens)),
                  !ViewClassUIObservation.isGlue(reference, of: type, pairs: viewGlue, file, context.index),
                  !ViewClassUIObservation.readsWindows(reference, of: type, pairs: viewGlue, file, context.index),
                  !ViewClassUIObservation.presentsOwnElement(reference, of: type, pairs: viewPresentation, file, context.index),
                  !SandboxFolderDefault.isLookup(reference, of: type, file, context.index), !SandboxFolderDefault.isAdapterLookup(reference, of: type, file, context.index),
                  !StaticServiceFactory.isFolderLookup(reference, of: type, file, context.index),
                  !StaticFolderAccessor.isLocation(reference, of: type, file, context.index), !PanelStartFolder.isStartFolder(reference, of: type, file),
                  !OwnObjectObservation.isOwn(reference, of: type, file, context.index),
                  !isGlueThroughLocal(reference, of: type, pairs: viewGlue, file, context.index),
                  !SettingsTypeStorage.isStorage(reference, of: type, suffixes: settingsSuffixes, file.model.types),
                  !EnumCaseAccess.isCase(
                      reference.name, of: type, at: TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
                      in: tokens, file.model, context.index
                  ),
                  !(TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens)
                      .map { StandInBranch.isLiveArm($0, in: tokens, markers: TestDoubleCode.defaultMarkers) } ?? false) else { continue }
            // `URLSession.shared.data(from: mediaURL)` with the local file a media picker handed its delegate: a disk read.
            if PickedMediaRead.isRead(reference, of: type, file) { continue }
            // `NSFontManager.shared` in `func changeFont(_ sender: NSFontManager?)`: the method is handed that very instance.
            if reference.name == "shared", !injectable.contains(type), isHandedInstance(reference, of: type, file, context.index) { continue }
            // `PHPhotoLibrary.shared().register(self)`: a framework's one hub told about the receiver itself; nothing is read from it.
            if !injectable.contains(type), SelfObserverRegistration.isRegistration(reference, of: type, tokens, context.index) { continue }
            // `UIApplication.shared.connectedScenes` in `presentationAnchor(for:)`: the window a system sign-in sheet is shown over.
            if PresentationAnchorWindowLookup.isLookup(reference, of: type, file) { continue }
            // `AVAudioSession.sharedInstance()` in `struct MicPermission: Permission` of a file importing AVFoundation: the system's
            // own singleton in that framework's adapter behind the package's port. Asked last: only of a read about to be reported.
            if !injectable.contains(type), memberNames.contains(reference.name) || soleInstances.contains("\(type).\(reference.name)"),
               DeviceFrameworkAdapter.isSystemRead(reference, of: type, members: memberNames, frameworks: context.strings("deviceFrameworks"), file, context.index) {
                continue
            }
            // `Reader.shared` of a third-party SDK in the infrastructure adapter putting it behind a package protocol: the seam.
            if !injectable.contains(type), memberNames.contains(reference.name), SDKSingletonAdapter.isSDKRead(reference, of: type, file, context.index) {
                continue
            }
            // `AVAudioSession.sharedInstance().setCategory(…)` in the `private init()` of a type whose `static let shared = Self()`
            // is its one instance: the process's sole session set up once by its owner; the type's own singleton stays a finding.
            if soleInstances.contains("\(type).\(reference.name)"), SingletonOwnSetup.isInPrivateInit(reference, file) { continue }
            // `enum SamplePreview { static func seeded() -> some View { … .environmentObject(Session.shared) } }` named only by
            // `#Preview` code: the previews' own composition, shipped in no screen, like the preview blocks masked below.
            if reference.enclosingType >= 0, Int(reference.enclosingType) < file.model.types.count {
                var outer = Int(reference.enclosingType)
                while let parent = file.model.types[outer].parent { outer = parent }
                // Named as preview machinery too (`SamplePreview`, `PreviewWrapper`): a view only a preview shows may be a screen.
                let name = file.model.types[outer].name
                if name.contains("Preview") || name.contains("Sample"), PreviewMachinery.isPreviewOnly(name, context.index) { continue }
            }
            // With no layer mapping to name it, the `@main` SwiftUI `App` is the app's composition root.
            if file.layer == nil, AppEntryPoint.encloses(reference, file.model.types) || AppEntryPoint.isInLaunchedApp(reference, file) { continue }
            // An app delegate's launch method is the app's startup, its composition root, in any layer.
            if AppEntryPoint.isInDelegateLaunch(reference, file) { continue }
            // A tool's `main.swift` top-level code is its entry point, which composes what it runs.
            // So is a `@main` type's `static func main()`, launching the app after its startup checks.
            if AppEntryPoint.isTopLevelOfMain(reference, file) || AppEntryPoint.isInStaticMain(reference, file) { continue }
            // `init(keys: Keys = Keys.shared)` that a test calls passing `keys:`: the seam is used, the default only wiring.
            if TestPassedDefault.isPassedByTests(reference, file, context.index) || TestPassedDefault.isAssignedByTests(reference, file, context.index) { continue }
            violations.append(Violation(reference, "'\(type).\(reference.name)' reaches a shared instance; inject it and let the composition root own its lifetime"))
        }
        guard !violations.isEmpty, !TestDoubleCode.isInDoublesFolder(file.path) else { return [] }
        // Previews and `#if DEBUG` branches (sample data, debug menus) never ship in a screen.
        let previews = PreviewCode.mask(tokens, types: file.model.types)
        return violations.filter { violation in
            TokenLookup.position(line: violation.line, column: violation.column, in: tokens).map { !previews[$0] } ?? true
        }
    }

    /// `Player.shared = player` inside the package's `Player` (or an extension of it): the type storing its own
    /// instance implements the singleton, which `singleton-declaration` judges. Reading it there still hides it.
    private func storesOwnInstance(_ reference: Reference, _ type: String, _ tokens: [Token], _ types: [TypeDecl], _ index: PackageIndex) -> Bool {
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 1 < tokens.count, tokens[position + 1].kind == .operator, tokens[position + 1].text == "=",
              index.declarations(named: type).contains(where: { $0.kind != .extension }) else { return false }
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let enclosing = current, enclosing < types.count {
            if types[enclosing].name == type { return true }
            current = types[enclosing].parent
        }
        return false
    }

    /// `RegexCache.shared` read by an `extension String` or a free function of the file that declares the
    /// non-public `RegexCache`: the singleton is how that file's helper memoizes (compiled patterns behind a
    /// lock), and a helper on a type the package does not own has no initializer to take an instance from. A
    /// holder of constants declared elsewhere in the module (`DateFormatterCache`, configured formatters in `let`s)
    /// is the same memo.
    private func isFileHelper(_ type: String, usedBy reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard types.contains(where: { $0.name == type && $0.parent == nil && $0.kind != .extension && $0.kind != .protocol && !Self.isExported($0) })
            || SharedConstantTypes.isConstantHolder(type, in: file.module, index) else { return false }
        return FileMemo.isHelperRead(reference, types, index)
    }

    /// `case .singleton: return MultiThreadedEventLoopGroup.singleton` in `enum GroupProvider { case singleton;
    /// case shared(Group) }`: an option enum that offers the shared instance as one of its cases is how callers
    /// choose it, so resolving that case is the injection, not a hidden dependency.
    private func resolvesOwnCase(_ reference: Reference, _ tokens: [Token], _ types: [TypeDecl]) -> Bool {
        // The access is in the body of `case .singleton:`, with no brace between them.
        guard let start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let arm = SwitchArmLabel.around(start, in: tokens), arm.name == reference.name else { return false }
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = current, index < types.count {
            if types[index].kind == .enum, types[index].members.contains(where: { $0.kind == .enumCase && $0.name == reference.name }) { return true }
            current = types[index].parent
        }
        return false
    }

    /// `public static var defaultGroup: EventLoopGroup { return MultiThreadedEventLoopGroup.singleton }`: the whole
    /// result of a public static accessor is the library's API offering the shared instance (as a default argument,
    /// say), which its callers choose to take, like an option enum's case. So is the whole result of a public member of an
    /// extension of a public protocol that implements one of that protocol's own requirements (`public extension ServerHost
    /// { var workerPool: WorkerPool { SharedWorkers.pool } }` with `var workerPool` required): a default every conformer replaces.
    /// The same holds for a bridge wrapping that instance whole for another language's callers, the result being an
    /// initializer call whose only argument is the singleton (`public static func shared() -> objc_Monitor {
    /// objc_Monitor(swiftMonitor: Monitor.shared()) }`, the Objective-C face of the library's own accessor).
    private func isReturnedByPublicAccessor(_ reference: Reference, _ tokens: [Token], _ types: [TypeDecl], _ index: PackageIndex) -> Bool {
        guard var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return isPublicGlobalAlias(at: start, tokens) }
        var end = start + 1
        if end + 1 < tokens.count, tokens[end].text == "(", tokens[end + 1].text == ")", !tokens[end].followsSpace { end += 2 }
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        // `Bridge(label: Singleton.shared())`: the wrapping initializer call is the result.
        if end < tokens.count, tokens[end].text == ")", let opening = Parentheses.opening(closing: end, in: tokens), opening >= 1,
           opening + 1 == start || opening + 3 == start && tokens[opening + 2].text == ":" && tokens[opening + 1].kind == .identifier,
           tokens[opening - 1].kind == .identifier,
           tokens[opening - 1].text.first?.isUppercase == true || types.contains(where: { $0.name == tokens[opening - 1].text }) {
            start = opening - 1
            while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
            end += 1
        }
        guard end < tokens.count, tokens[end].startsLine || tokens[end].text == "}" else { return false }
        guard start >= 1, tokens[start - 1].text == "return" || tokens[start - 1].text == "{" else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let accessor = type.members.last(where: { $0.line <= Int(reference.line) }),
              accessor.kind == .variable || accessor.kind == .function else { return false }
        if accessor.modifiers.contains("static") || accessor.modifiers.contains("class") {
            return accessor.modifiers.contains("public") || accessor.modifiers.contains("open")
        }
        return isPublicRequirementDefault(accessor, of: type, index)
    }

    /// `public let AF = Session.default` at the top level: the library's global name for its default instance, offered to
    /// callers like a public static accessor. An internal global, or one reading a member off the instance, stays a read.
    private func isPublicGlobalAlias(at position: Int, _ tokens: [Token]) -> Bool {
        var start = position
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        let end = position + 1
        guard start >= 4, end >= tokens.count || tokens[end].startsLine, tokens[start - 1].text == "=", tokens[start - 2].kind == .identifier,
              tokens[start - 3].text == "let" || tokens[start - 3].text == "var" else { return false }
        return tokens[start - 4].text == "public" || tokens[start - 4].text == "open"
    }

    /// `public func stampText(for entry: Entry) -> String? { … StampFormatter.shared.string(from: entry.date) … }` in an
    /// extension of a `public` protocol implementing its own requirement (`isPublicRequirementDefault`), in a library a package
    /// building no program vends: the library's default, which its users' conformers replace; the requirement is the seam,
    /// wherever in the body the singleton is read. In an app's package, where its own conformers take the default, it stays reported.
    private func isInLibraryRequirementDefault(_ reference: Reference, _ file: LintFile, _ context: RuleContext) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.kind == .extension, type.parent == nil, let member = type.members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .function || member.kind == .variable, !member.modifiers.contains("static"),
              isPublicRequirementDefault(member, of: type, context.index) else { return false }
        return VendedLibrary.isPublishedAPI(modifiers: ["public"], module: file.module, context)
    }

    /// `public var workerPool: WorkerPool` in an extension of a `public` protocol (the member or the extension written
    /// `public`) that lists `workerPool` among its own requirements: the protocol's default, which conformers may replace.
    /// A non-public default, or a member the protocol does not require (a helper every conformer gets as is), stays a read.
    private func isPublicRequirementDefault(_ member: MemberDecl, of type: TypeDecl, _ index: PackageIndex) -> Bool {
        let narrowed = member.modifiers.contains { $0 == "internal" || $0 == "private" || $0 == "fileprivate" || $0 == "package" }
        guard type.kind == .extension, type.parent == nil,
              member.modifiers.contains("public") || member.modifiers.contains("open") || type.modifiers.contains("public") && !narrowed else { return false }
        return index.declarations(named: type.name).contains { declaration in
            declaration.kind == .protocol && (declaration.modifiers.contains("public") || declaration.modifiers.contains("open"))
                && index.protocolMembers(of: type.name, in: declaration.module).contains(member.name)
        }
    }

    /// `get { hasCustomCache ? customCache : ImageCache.shared }`, `injectedClock ?? SystemClock.shared`: the result of
    /// a `public` or `open` property or method that answers the instance its user injected (kept in a stored `var` of
    /// the type) and falls back to the shared one only when none was is the library's injection point offering its
    /// default, which callers replace.
    private func isFallbackOfInjectedValue(_ reference: Reference, _ tokens: [Token], _ types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              start + 1 < tokens.count else { return false }
        var endsExpression = tokens[start + 1].startsLine || tokens[start + 1].text == "}"
        // `self.init(files: settings.files ?? FileManager.default)`: an argument ends at `,` or `)`; only a parameter's fallback reads so.
        let endsArgument = tokens[start + 1].text == ")" || tokens[start + 1].text == ","
        var inClosure = false
        if !endsExpression, !endsArgument, !endsMemberChain(after: start, tokens) {
            // `options.fetch ?? { try await URLSession.shared.data(for: $0) }`: the fallback is a closure literal around it.
            guard let opening = Self.closureOpening(before: start, tokens) else { return false }
            start = opening
            inClosure = true
        } else {
            while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        }
        guard start >= 3, tokens[start - 1].text == "??" || (!inClosure && tokens[start - 1].text == ":" && tokens[start - 3].text == "?") else { return false }
        endsExpression = endsExpression && !inClosure
        let injected = tokens[start - 2]
        // `options.fetch ??`: the value injected may be a member of what the caller passed.
        var root = start - 2
        while root >= 2, tokens[root - 1].text == ".", tokens[root - 2].kind == .identifier { root -= 2 }
        if root >= 3, tokens[root - 1].text == ".", tokens[root - 2].text == "?", tokens[root - 3].kind == .identifier { root -= 3 }
        let type = types[Int(reference.enclosingType)]
        guard injected.kind == .identifier, let accessor = type.members.last(where: { $0.line <= Int(reference.line) }),
              Self.isExported(accessor, in: type) else { return false }
        // `rootViewController ?? UIApplication.shared.keyWindow?.rootViewController` in `public static func
        // open(…, rootViewController: UIViewController? = nil)`: the caller passes the value; the shared one is its default.
        if accessor.kind == .function || accessor.kind == .initializer,
           let keyword = TokenLookup.position(line: accessor.line, column: accessor.column, in: tokens),
           FunctionParameters.names(declaredAt: keyword, in: tokens).names.contains(tokens[root].text) { return true }
        guard !inClosure, !endsArgument, accessor.modifiers.contains("public") || accessor.modifiers.contains("open") else { return false }
        return endsExpression && (accessor.kind == .variable || accessor.kind == .function)
            && types.contains(where: { $0.name == type.name && $0.members.contains { $0.name == injected.text && $0.isStoredVar } })
    }

    /// `presenter ?? frontController()` in `public static func show(…, from presenter: UIViewController? = nil)`, the
    /// `private` helper reading `UIApplication.shared…` to find the controller: a helper of the same type reached (besides
    /// its own recursion) only as the fallback of an exported function's optional parameter computes that default, as the
    /// inline form `presenter ?? UIApplication.shared…` does. A helper called any other way, or not `private`, stays reported.
    private func isInFallbackHelper(_ reference: Reference, _ tokens: [Token], _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let helperIndex = type.members.lastIndex(where: { $0.line <= Int(reference.line) }) else { return false }
        let helper = type.members[helperIndex]
        guard helper.kind == .function, helper.modifiers.contains("private") || helper.modifiers.contains("fileprivate") else { return false }
        let bodyEnd = type.members[(helperIndex + 1)...].first { $0.line > helper.line }?.line ?? Int.max
        var fallbacks = 0
        for call in file.model.references where call.name == helper.name && (call.base == nil || call.base == "self" || call.base == "Self") {
            guard call.enclosingType >= 0, Int(call.enclosingType) < types.count, types[Int(call.enclosingType)].name == type.name else { return false }
            if call.enclosingType == reference.enclosingType, Int(call.line) >= helper.line, Int(call.line) < bodyEnd { continue }
            guard var start = TokenLookup.position(line: Int(call.line), column: Int(call.column), in: tokens) else { return false }
            if start >= 2, tokens[start - 1].text == "." { start -= 2 }
            guard start >= 2, tokens[start - 1].text == "??", tokens[start - 2].kind == .identifier else { return false }
            var root = start - 2
            while root >= 2, tokens[root - 1].text == ".", tokens[root - 2].kind == .identifier { root -= 2 }
            let caller = types[Int(call.enclosingType)]
            guard let function = caller.members.last(where: { $0.line <= Int(call.line) }), Self.isExported(function, in: caller),
                  function.kind == .function || function.kind == .initializer,
                  let keyword = TokenLookup.position(line: function.line, column: function.column, in: tokens),
                  FunctionParameters.names(declaredAt: keyword, in: tokens).names.contains(tokens[root].text) else { return false }
            fallbacks += 1
        }
        return fallbacks > 0
    }

    /// `let pipeline = options.pipeline ?? ImagePipeline.shared` in any function, `options` being its parameter typed by a
    /// `public`/`open` struct or class the package declares in a module other modules call, which has a member `pipeline`:
    /// an optional setting the library's users fill in on the options value they pass, whatever helper unwraps it; the
    /// shared instance is only its documented default. A member of an internal type, of a local or stored property, or of
    /// an instance of the singleton's own type (`preferences?.flag ?? Preferences.shared.flag`) stays reported.
    private func isFallbackOfExportedOption(_ reference: Reference, of singleton: String, _ tokens: [Token], _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              start + 1 < tokens.count else { return false }
        let next = tokens[start + 1]
        guard next.startsLine || next.text == "}" || next.text == ")" || next.text == "," || endsMemberChain(after: start, tokens) else { return false }
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        // `options.pipeline ??`, `options?.pipeline ??`: one member read off a name.
        guard start >= 5, tokens[start - 1].text == "??", tokens[start - 2].kind == .identifier, tokens[start - 3].text == "." else { return false }
        let member = tokens[start - 2].text
        let root = tokens[start - 4].text == "?" ? start - 5 : start - 4
        guard root >= 0, tokens[root].kind == .identifier, root == 0 || tokens[root - 1].text != "." else { return false }
        let owner = types[Int(reference.enclosingType)]
        guard let function = owner.members.last(where: { $0.line <= Int(reference.line) }) else { return false }
        guard function.kind == .function || function.kind == .initializer,
              let keyword = TokenLookup.position(line: function.line, column: function.column, in: tokens),
              let optionsType = FunctionParameters.type(of: tokens[root].text, declaredAt: keyword, in: tokens),
              optionsType != singleton else { return false }
        return index.declarations(named: optionsType).contains { declaration in
            (declaration.kind == .struct || declaration.kind == .class) && declaration.parent == nil
                && (declaration.modifiers.contains("public") || declaration.modifiers.contains("open"))
                && isCalledByOtherModules(declaration.module, index) && index.members(of: optionsType, in: declaration.module).contains(member)
        }
    }

    /// The `{` of the closure literal the singleton at `position` is read in, when no other brace comes between.
    private static func closureOpening(before position: Int, _ tokens: [Token]) -> Int? {
        var index = position - 1
        while index >= 0, index > position - 32 {
            if tokens[index].text == "}" { return nil }
            if tokens[index].text == "{" { return index }
            index -= 1
        }
        return nil
    }

    /// `public init(fetch: @escaping Fetch = { try await URLSession.shared.data(for: $0) })`, `package init(files:
    /// FileManager = .default)`: the default value of a parameter of a function or initializer other modules call is the
    /// library offering its callers a default they replace, the parameter being the injection point. An internal one
    /// is the app's own component choosing the singleton for its composition root, and stays reported.
    private func isDefaultOfExportedParameter(_ reference: Reference, _ tokens: [Token], _ types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let member = types[Int(reference.enclosingType)].members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .function || member.kind == .initializer, Self.isExported(member, in: types[Int(reference.enclosingType)]),
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens), keyword < position else { return false }
        return position < FunctionParameters.names(declaredAt: keyword, in: tokens).end
    }

    /// `public var session = URLSession.shared` in `public struct Network`: the initial value of a stored `var` other modules
    /// can assign is the library's default for it, which its users replace (`Current.network.session = stub`), as they pass
    /// another argument for a defaulted parameter. A `let`, a setter narrowed (`public private(set) var`) or an internal
    /// property leaves nothing to replace from outside, and nor does a `static` one (its initial value runs on first use,
    /// assignment included); only the singleton itself as the whole value counts (`= { … }()` works something out from it),
    /// or, for a function-typed property, anywhere in the closure that is its initial value (`public var makeDecoder:
    /// (Data) -> Decoder? = { Registry.shared.decoder(for: $0) }`): the closure is the default, and users assign another.
    private func isDefaultOfExportedProperty(_ reference: Reference, _ tokens: [Token], _ types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let property = type.members.last(where: { $0.line <= Int(reference.line) }),
              property.kind == .variable, property.isStoredVar, !property.modifiers.contains("static"), !property.modifiers.contains("class"),
              type.kind != .extension, Self.isExported(type), Self.isExported(property.modifiers),
              !property.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" || $0 == "internal" }) else { return false }
        return property.line == Int(reference.line) && ProtocolTypedSeam.isWholeInitialValue(reference, tokens)
            || ProtocolTypedSeam.isInClosureInitialValue(reference, of: property, tokens)
    }

    /// `public convenience init(bundle: Bundle) { self.init(config: bundle.config, session: URLSession.shared) }` beside a
    /// `public` designated init taking `session:`: the library offers the shared instance as a default, as with a
    /// default argument; the caller who wants another passes it to the designated init. The singleton must be the
    /// whole labelled argument of that `self.init(…)`.
    private func isForwardedByExportedConvenienceInit(_ reference: Reference, _ tokens: [Token], _ types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 1 < tokens.count, tokens[position + 1].text == ")" || tokens[position + 1].text == "," else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let member = type.members.last(where: { $0.line <= Int(reference.line) }), member.kind == .initializer,
              member.modifiers.contains("convenience"), Self.isExported(member.modifiers),
              type.members.contains(where: { $0.kind == .initializer && !$0.modifiers.contains("convenience") && Self.isExported($0.modifiers) })
        else { return false }
        // Back over `Type.` (nothing before the dot for `.shared`) to the argument's `label:`.
        var start = position - 1
        guard start >= 0, tokens[start].text == "." else { return false }
        if reference.base?.isEmpty == false { start -= 1 }
        guard start >= 2, tokens[start - 1].text == ":", tokens[start - 2].kind == .identifier,
              let index = ExportedForwarding.openingParenthesis(before: start - 3, tokens), index >= 3 else { return false }
        return tokens[index - 1].text == "init" && tokens[index - 2].text == "." && tokens[index - 3].text == "self"
    }

    /// `let center = NotificationCenter.default`, then only observations through `center` that the inline form would be
    /// spared for (a view controller observing its views' notifications, one filtered to an object it holds): the local
    /// is judged by its uses in the same block. A local also posting, or handed on, stays reported.
    private func isGlueThroughLocal(_ reference: Reference, of type: String, pairs: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard type == "NotificationCenter",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens),
              let uses = LocalBindingUses.receivers(boundAt: position, in: file.tokens), !uses.isEmpty else { return false }
        return uses.allSatisfy { use in
            ViewPlatformGlue.isGlue(reference, at: use, of: type, pairs: pairs, file, index)
                || ViewClassUIObservation.isGlue(reference, at: use, of: type, pairs: pairs, file, index)
                || OwnObjectObservation.isOwn(reference, at: use, of: type, file, index)
        }
    }

    /// A module a library product vends, or one another module of the package imports: its `public` declarations are
    /// called from outside it. In an app's single target, `public` says nothing about who calls.
    private func isCalledByOtherModules(_ module: String?, _ index: PackageIndex) -> Bool {
        guard let module else { return false }
        if index.package.vendedModules.contains(module) { return true }
        // A module named `design-kit` is imported as `design_kit`: Swift replaces what an identifier cannot hold.
        let imported = Self.importName(of: module)
        let importsIt = { (index: PackageIndex, other: String) -> Bool in
            guard other != module, !index.isTestModule(other) else { return false }
            let imports = index.imports(of: other)
            return imports.contains(module) || imported != module && imports.contains(imported)
        }
        // A local package of an app is indexed apart from the app that imports it (`index.clients`): the app's composition
        // root calling its `public init` is another module too.
        if index.modules.contains(where: { importsIt(index, $0) }) { return true }
        guard let clients = index.clients else { return false }
        return clients.modules.contains { importsIt(clients, $0) }
    }

    /// The name `import` spells a module by: characters an identifier cannot hold become `_`.
    private static func importName(of module: String) -> String {
        guard module.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) else { return module }
        return String(module.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// `init(url: URL, fetch: @escaping Fetch = { try await URLSession.shared.data(for: $0) }, configuration: Configuration)`,
    /// internal, beside a `public` overload of the same name in the same type offering the same default for the same
    /// parameter: the library already offers that default to its callers, and the internal twin only repeats it for the
    /// overload that delegates to it. A different default, or none public, is the component's own choice and stays reported.
    /// A `private` or `fileprivate` helper of another name repeating an exported member's default is that twin too when
    /// every call of it in the file passes the argument: the default is never reached, the caller's choice always wins.
    private func isTwinOfExportedDefault(_ reference: Reference, _ tokens: [Token], _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let member = type.members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .function || member.kind == .initializer, !Self.isExported(member, in: type),
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens), keyword < position,
              let own = ParameterDefaults.defaults(declaredAt: keyword, in: tokens).first(where: { $0.range.contains(position) }) else { return false }
        let text = ParameterDefaults.text(own.range, in: tokens)
        let helper = member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
        let siblings = types.filter { $0.name == type.name }.flatMap { declaration in
            declaration.members.filter {
                ($0.kind == member.kind && $0.name == member.name || helper && ($0.kind == .function || $0.kind == .initializer))
                    && $0.line != member.line && Self.isExported($0, in: declaration)
            }
        }
        guard !siblings.isEmpty else { return false }
        if helper, !siblings.contains(where: { $0.kind == member.kind && $0.name == member.name }),
           !Self.callsPassArgument(of: member, on: type.name, keyword: keyword, holding: position, file) { return false }
        return siblings.contains { sibling in
            guard let start = TokenLookup.position(line: sibling.line, column: sibling.column, in: tokens) else { return false }
            return ParameterDefaults.defaults(declaredAt: start, in: tokens).contains {
                $0.name == own.name && ParameterDefaults.text($0.range, in: tokens) == text
            }
        }
    }

    /// Every call of the helper whose keyword is at `keyword` in the file (at least one) passes the argument of the parameter
    /// whose default holds `position`, by its label: `connect(to: host, loop: loop)` for `loop: Loop = …`.
    private static func callsPassArgument(of member: MemberDecl, on owner: String, keyword: Int, holding position: Int, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        guard let opening = tokens[keyword...].prefix(64).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }),
              let parameter = ParameterDefaults.declaration(holding: position, opening: opening, in: tokens),
              let label = parameter.first, label.kind == .identifier || label.kind == .keyword, label.text != "_" else { return false }
        var calls = 0
        // `bootstrap.connect(host:)` calls another type's member of that name; the helper is called bare or on its own type.
        for call in file.model.references where call.name == member.name && (call.base.map { $0 == "self" || $0 == "Self" || $0 == owner } ?? true) {
            guard let at = TokenLookup.position(line: Int(call.line), column: Int(call.column), in: tokens), at > 0,
                  tokens[at - 1].text != "func" else { continue }
            guard at + 1 < tokens.count, tokens[at + 1].text == "(",
                  LabelledArguments.of(callOpeningAt: at + 1, in: tokens).contains(where: { $0.label == label.text }) else { return false }
            calls += 1
        }
        return calls > 0
    }

    /// The default center observed by a type that starts a Foundation operation reporting its result there only
    /// (`fileHandle.acceptConnectionInBackgroundAndNotify()` posts `.NSFileHandleConnectionAccepted` to the default
    /// center): the center belongs to that API, and an injected one would never hear the result.
    /// A method of that name the package declares itself is no such operation.
    private func awaitsDefaultCenterReport(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        file.model.references.contains { call in
            call.base != nil && call.name.hasSuffix("AndNotify") && call.enclosingType == reference.enclosingType
                && !file.model.types.contains { $0.members.contains { $0.name == call.name } } && index.declarations(named: call.name).isEmpty
        }
    }

    /// `static let defaultValue = ThemeStore.shared.theme` in a SwiftUI `EnvironmentKey`: the environment is the
    /// injection point (`.environment(\.theme, …)` replaces the value for a view and its children); the singleton only
    /// seeds the default a view reads when nobody set one.
    private func isEnvironmentDefault(_ reference: Reference, _ types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.inherits("EnvironmentKey"), let member = type.members.last(where: { $0.line <= Int(reference.line) }) else { return false }
        return member.kind == .variable && member.name == "defaultValue" && member.modifiers.contains("static")
    }

    /// `.keyWindow?.rootViewController` after the singleton, up to the end of the line: members read off the default.
    private func endsMemberChain(after position: Int, _ tokens: [Token]) -> Bool {
        var next = position + 1
        while next + 1 < tokens.count {
            if tokens[next].startsLine || tokens[next].text == "}" { return true }
            if tokens[next].text == "?" || tokens[next].text == "!" { next += 1 }
            guard next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier else { return false }
            next += 2
        }
        return next >= tokens.count
    }

    /// `if pool !== Pool.shared { pool.close() }`: an operand of `===` or `!==` only has its identity compared;
    /// nothing of the shared instance is read or called (`Pool.shared.primary === x` reads a member and still counts).
    private func isIdentityOperand(_ reference: Reference, _ tokens: [Token]) -> Bool {
        guard var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        let identity: Set<String> = ["===", "!=="]
        if start + 1 < tokens.count, tokens[start + 1].kind == .operator, identity.contains(tokens[start + 1].text) { return true }
        if start + 1 < tokens.count, [".", "?", "!", "(", "["].contains(tokens[start + 1].text), !tokens[start + 1].startsLine { return false }
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        return start >= 1 && tokens[start - 1].kind == .operator && identity.contains(tokens[start - 1].text)
    }

    /// `listen(on: Anchor.shared)` of `final actor Anchor { static let shared = Anchor() }` and nothing else, in any extension
    /// either: no state, no behaviour, no supertype; its one instance, passed on and never called, is an identity token (an
    /// anchor to register against), nothing to inject.
    private func isIdentityToken(_ reference: Reference, _ type: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let member = reference.name
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 1 < tokens.count, tokens[position + 1].text == ")" || tokens[position + 1].text == "," else { return false }
        let declarations = index.declarations(named: type)
        guard !declarations.isEmpty, declarations.allSatisfy({ declaration in
            (declaration.kind == .class || declaration.kind == .actor) && declaration.inheritance.isEmpty && !declaration.hasStoredProperties
        }) else { return false }
        return declarations.allSatisfy { declaration in
            index.members(of: type, in: declaration.module).allSatisfy { $0 == member || $0 == "`\(member)`" || $0 == "init" || $0.hasPrefix("init(") }
        }
    }

    /// `FileManager.default.contents(atPath:)` of a resource of the code's own bundle, looked up in the argument or
    /// in a local bound just before: a constant shipped with the code, nothing to inject.
    private func isBundledResourceRead(_ reference: Reference, of type: String, _ tokens: [Token]) -> Bool {
        guard type == "FileManager" || type == "NSFileManager",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        return BundledResourceRead.isRead(at: position, in: tokens)
    }

    /// `CHHapticEngine(audioSession: AVAudioSession.sharedInstance())`: the process's one audio session passed whole, as a
    /// labelled argument, to the initializer of a framework type (one the package does not declare) that needs it. There is
    /// no other session to inject; storing it or calling it is still reported, and so is passing it to a package type
    /// (except where `InitializerArgument` finds objects assembled).
    private func isHandedToFrameworkInit(_ reference: Reference, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, position >= 5 else { return false }
        var end = position + 1
        if tokens[end].text == "(", tokens[end + 1].text == ")" { end += 2 }
        guard end < tokens.count, tokens[end].text == ")" || tokens[end].text == ",",
              tokens[position - 1].text == ".", tokens[position - 3].text == ":", tokens[position - 4].kind == .identifier else { return false }
        // Back over the arguments before this one to the call's `(`.
        guard let open = ExportedForwarding.openingParenthesis(before: position - 5, tokens), open >= 1, tokens[open - 1].kind == .identifier, !tokens[open].followsSpace else { return false }
        let callee = tokens[open - 1].text
        guard callee.first?.isUppercase == true else { return false }
        return index.declarations(named: callee).isEmpty && index.nestedDeclarations(named: callee).isEmpty
    }

    /// `XCTestObservationCenter.shared.addTestObserver(CounterReset())`: the package installs a hook of its own
    /// into a framework's process-wide hub, which has that one instance; there is nothing to inject.
    private func registersOwnHook(_ reference: Reference, _ type: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard index.declarations(named: type).isEmpty,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 5 < tokens.count, tokens[position + 1].text == ".",
              tokens[position + 2].text.hasPrefix("add") || tokens[position + 2].text.hasPrefix("register"),
              tokens[position + 3].text == "(", tokens[position + 4].kind == .identifier, tokens[position + 5].text == "(" else { return false }
        return index.declarations(named: tokens[position + 4].text).contains { $0.kind == .class || $0.kind == .struct || $0.kind == .actor }
    }

    private static func isExported(_ type: TypeDecl) -> Bool { isExported(type.modifiers) }

    /// A member written `public`, or one of a `public extension` that does not narrow its own access: the extension's
    /// modifier is the default of its members (`public extension AppStorage { init(_ key: Key, store: UserDefaults? = nil) }`).
    private static func isExported(_ member: MemberDecl, in type: TypeDecl) -> Bool {
        if isExported(member.modifiers) { return true }
        guard type.kind == .extension, isExported(type.modifiers) else { return false }
        return !member.modifiers.contains { $0 == "internal" || $0 == "private" || $0 == "fileprivate" }
    }

    private static func isExported(_ modifiers: [String]) -> Bool {
        modifiers.contains("public") || modifiers.contains("open") || modifiers.contains("package")
    }

    /// `URLSession`, or a type the package declares with a lowercase name (`iOSTabs`); not `client` or `self`.
    /// `NSFontManager.shared` read in `func changeFont(_ sender: NSFontManager?)`: a parameter of the method is typed with the
    /// framework singleton's own type (a `shared` one, the process's only instance: AppKit's font-panel callback passes
    /// the font manager as its sender), so the method is already handed the instance and nothing is left to inject.
    private func isHandedInstance(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < file.model.types.count, index.declarations(named: type).isEmpty else { return false }
        let tokens = file.tokens
        let owner = file.model.types[Int(reference.enclosingType)]
        guard let method = owner.members.last(where: { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) }),
              method.kind == .function || method.kind == .initializer,
              let start = TokenLookup.position(line: method.line, column: method.column, in: tokens),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        let header = FunctionParameters.names(declaredAt: start, in: tokens)
        guard header.end < position, let end = TokenLookup.bodyEnd(from: start, in: tokens), position < end else { return false }
        return header.names.contains { FunctionParameters.type(of: $0, declaredAt: start, in: tokens) == type }
    }

    private func isTypeName(_ name: String, _ index: PackageIndex) -> Bool {
        guard name != "Self", let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase || !index.declarations(named: name).isEmpty || !index.nestedDeclarations(named: name).isEmpty
    }
}
