import GuardrailsCore

/// Feature, presentation and domain code stays framework-free so it builds and tests anywhere.
public struct UIFrameworkImportRule: Rule {
    public init() {}

    /// UIKit's haptic feedback generators: system services for an adapter layer (`adapterLayerKinds`) only.
    private static let feedbackGenerators: Set<String> = [
        "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator",
        "UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator.FeedbackType",
    ]

    public static let description = RuleDescription(
        id: "ui-framework-import",
        summary: "No UIKit, SwiftUI, AppKit or WatchKit import outside the UI and composition layers, nor Combine outside them and the adapters.",
        rationale: """
        Checklist point 2 and guardrail "feature modules are Foundation-only": once a use case or presenter \
        imports a UI framework it can no longer be reused on another platform or tested without one. \
        Only the UI layer and the composition root may depend on them. Combine is no UI framework and is reported for \
        another reason: a boundary published through it (`func invoices() -> AnyPublisher<[Invoice], Error>`) binds every \
        caller and implementation to Combine's scheduling and operators, so the inner layers stay Foundation-only and expose \
        async work as `async`/`await` (or closures, `AsyncSequence`), while Combine lives in adapters, the UI layer and the \
        composition root, which may bridge those boundaries into publishers. A module in no layer has no layer \
        to keep framework-free, so it is not checked (`layer-dependency` asks for its layer). A library's integration with a UI framework \
        is not checked either: a file of a shared utility layer (`platformInfoLayerKinds`) or an adapter layer (`adapterLayerKinds`) \
        in a module a `.library` product vends, in a package building no program of its own importing a UI framework (a developer's \
        command-line tool importing none holds no UI) and no module of a `ui` layer to hold it, \
        whose `public`/`open` declarations name the framework's types (`public func launch(from window: UIWindow)`, a \
        `public typealias Tint = UIColor` of each platform's `#if` branch, a public extension offered only for one, `extension Renderer where Input == UIView`, a public \
        `DynamicProperty`, a public method in an extension of `UIView`), and for SwiftUI any file of a module whose public type adopts \
        `DynamicProperty` or `ViewModifier` (the internal box behind that wrapper); a feature or domain module stays reported; one using the framework only inside its bodies stays reported, unless it \
        declares the library's own live value of a client (`liveFactories`), held as infrastructure's live clients are (below), where \
        SwiftUI's `EnvironmentValues().openURL(url)`, its action opening a URL, is such a service too. A `\(ForbiddenSpellings.testableImport)` \
        of a framework's name is not the framework, which is never compiled for testing, but a module of the project \
        under that name (or a stale one). Infrastructure \
        (`adapterLayerKinds`) is where platform frameworks are adapted: there Combine (`adapterFrameworks`, not \
        a UI framework: an adapter consumes or exposes change streams with it) is allowed, also in a file of another layer that \
        imports a persistence framework itself (`storeFrameworks`: a mixed module's fetched-results controller over Core \
        Data is that store's adapter, and so is a file of extensions of a type the module declares in such a file, `APIService+Account.swift`; a file importing only the package's infrastructure modules is their client, and \
        a view model or presenter is presentation whatever it imports: both are checked) or that sends its own requests through \
        URLSession (`session.dataTaskPublisher(for: request)` in an API client's file; one holding `@Published` state is checked), or that \
        drives a media framework itself and declares only adapters (`mediaFrameworks`: a `…Adapter` of WebRTC tracks publishing \
        its track events through a `PassthroughSubject`, or an audio engine adopting the package's protocol; one holding `@Published` or `ObservableObject` state, or a store, \
        middleware or coordinator importing the framework, is checked), Combine also in a file of TCA 0.x \
        bridging publishers into effects (`Just(x).eraseToEffect()`: there `Effect` is a Combine publisher, the \
        architecture's own effect type), and so is a UI \
        framework in a file importing MediaPlayer that names only the platform's image, for the `MPMediaItemArtwork` of the \
        system's now-playing info, and so is a UI \
        framework in a file of instrumentation observing the host app's UI, which builds none (a recorder casting the views it \
        is handed, `view as? UIPickerView`, a swizzler of `UIApplication.sendEvent`, a delegate proxy forwarding through \
        `forwardingTarget(for:)`; no framework initializer, subclass of a view, shared instance such as `UIApplication.shared`, \
        `addSubview` or `present`: a file borrowing \
        a `UIFont?` parameter observes nothing and is checked), and so is a UI \
        framework in a file that makes a framework type conform to a protocol of the package \
        (`extension UIApplication: URLOpener`, the boundary and its adapter), or that wires one in: an assembly \
        (`compositionTypeSuffixes`, members that only build and return) handing out `UIApplication.shared` as that \
        `URLOpener`, and nothing else of the framework; and so is one in a file whose only \
        types of that framework describe the device (`platformInfoTypes`: `UIDevice.current.model` for a user \
        agent, `UIScreen.main.scale` to ask a server for images at the screen's scale), which UIKit and its peers \
        happen to hold (a test helper may do the same, to pick expectations by OS version, and so may a shared utility \
        layer, `platformInfoLayerKinds`: `support`), also through `import SwiftUI`, which brings UIKit in, when the file names \
        nothing of SwiftUI's own (`View`, `Color`, `@State`, `#Preview`; what the package declares itself aside) and its platform \
        types are all allowed ones (here and for the other allowed names below); in `adapterLayerKinds`, so is one whose only types of that framework \
        are input events (`inputEventTypes`: `CGEventType(nsEventType: NSEvent.EventType)`, an input adapter converting \
        AppKit's event vocabulary to Core Graphics'), and so is one \
        whose only types of that framework are system services (`systemServiceTypes`: `NSWorkspace.shared.open(url)`, the apps \
        that open a URL, with the `NSImage` icons it returns, and `NSApplication.ActivationOptions`, the options \
        `NSRunningApplication.activate(options:)` takes, and the pasteboard, `NSPasteboard.general` or `UIPasteboard.general`, \
        which a clipboard-sync service reads and writes, and printing, `UIPrintInteractionController` with its print info, paper, \
        page renderer and markup formatter, which hands a document to the system's print sheet, though not a view's \
        `UIViewPrintFormatter`, and haptics, `UIImpactFeedbackGenerator` and its kin, for an adapter layer only: in a shared \
        utility layer they stay UI feedback), an adapter over the OS like the device's, and so is one whose only \
        types of that framework are diffable data-source snapshots (`dataSnapshotTypes`: the \
        `NSDiffableDataSourceSnapshotReference` that Core Data's `NSFetchedResultsControllerDelegate` hands a store adapter, \
        UIKit's as much as AppKit's; a diffable data source or table applying it is UI), and so is one declaring a \
        client's live factory (`liveFactories`: `static let live = Self(…)`) whose framework types are services its closures \
        wrap, no views (`UIPasteboard.general`, a haptic feedback generator, `UIApplication.shared.open` of the settings URL, or any member of the shared application but its windows, scenes, menus and delegate, `isIdleTimerDisabled`, whichever UI \
        framework it comes from, watchOS's reached through the accessor method, `WKExtension.shared().openSystemURL(url)`, AppKit's through its global \
        `NSApp`, the shared application whose appearance a live client reads, `NSApp.effectiveAppearance`), and so is the rest of that live \
        client split over files (`DockClient+Quit.swift` beside a file of the same folder and module declaring `DockClient`, whose module \
        gives it a live factory: the functions the factory wires in), and so is \
        one whose only types of that framework are the app's lifecycle (`appLifecycleTypes`: `UIApplication` named for its \
        lifecycle notifications, `UIApplication.didEnterBackgroundNotification` to release a cache, its background-task API, \
        `beginBackgroundTask` with its `UIBackgroundTaskIdentifier`, its state and its remote-notification registration (the only way to APNs, \
        also on the application handed in with its delegate, `init(application: UIApplication, delegate: UIApplicationDelegate)`); the parameter type of a lifecycle callback with \
        its launch and open-URL option keys, `UIApplication.LaunchOptionsKey`; its shared instance held as is in a file observing \
        its notifications, the observers' `object:`, or reached through the package's own static accessor on the type, \
        `extension UIApplication { static var current: UIApplication? }`; watchOS's `WKExtension` and `WKApplication` alike; \
        Foundation's `NS` types and functions beside them, the `NSNotification` an observer receives, the bridged values `NSNull` and \
        `NSNumber`, `NSClassFromString`, its error domains and keys, `NSCocoaErrorDomain`, `NSUnderlyingErrorKey`, are no AppKit symbols, and a C constant in capitals, `UINT64_MAX`, is no UIKit type: each \
        framework is judged by its own names, so a `#if os(macOS) import Cocoa` beside `#else import UIKit` naming only \
        `NSApplication`'s notifications is allowed whatever the iOS branch does with UIKit), \
        which an adapter reacts to like any system event (and so may a shared utility layer, `platformInfoLayerKinds`, holding \
        the lifecycle plumbing its adapters reuse) (`UIApplication.shared.open(url)` or any other member keeps the import \
        reported, and so does holding the shared instance in a file observing none of its notifications); and so is a scoped import of the platform's image type alone (`import UIKit.UIImage`, \
        `import AppKit.NSImage`: an HTTP client decoding a response body into the platform image, an image cache), a codec at the \
        I/O edge (a plain `import UIKit`, or a scoped import of a color or a view, is still reported); views, colors and other UI code in an infrastructure module are still reported, and so is \
        device information read in a feature or domain module (pass it in). A shared utility layer (`platformInfoLayerKinds`) \
        may also hold a file making a framework type conform to a package protocol (with its conversions), use `systemServiceTypes`, \
        and import `adapterFrameworks` (stream plumbing, a logger as a Combine `Subject`) in a file holding no presentation type \
        or observable state (`@Published`, `ObservableObject`). `UIAccessibility` and `NSAppearance` describe the device too, and \
        so do the shared application's `preferredContentSizeCategory` and `userInterfaceLayoutDirection` \
        (also off `NSApp` bound to a local) where its lifecycle is allowed: an analytics adapter's metadata. UIKit used through a system framework that re-exports \
        it on iOS (`uiKitReexportingFrameworks`: `import AuthenticationServices` beside `UIApplication.shared.connectedScenes`) is \
        reported at that import as if the file imported UIKit, when the file names UIKit's own types (not the package's, and not where \
        it imports UIKit or SwiftUI itself, reported by their own name), except in `adapterLayerKinds` where those names only find \
        the app's window inside `presentationAnchor(for:)`: a sign-in adapter must hand AuthenticationServices the window its sheet \
        is shown over (a plain `import UIKit` beside that framework's, for those names alone, is not reported there either). A feature or presentation module's file whose only SwiftUI names are `AnyView` (and `EmptyView`, a \
        placeholder's) and whose public declarations name it (`public var makeView: (Store) -> AnyView`) is not reported either: \
        a feature interface's factory handing across a screen its UI module builds (a domain module, or a file building a view \
        of its own, `AnyView(Text(…))`, stays reported), nor one importing UIKit or AppKit whose only names of theirs are the view \
        controller (or one of the framework's subclasses of it, `UITabBarController`, or AppKit's `NSWindowController`), each in a requirement of a public protocol (`func makeCheckoutScreen(orderID: String) -> UIViewController`), a \
        feature interface handing screens across (a protocol constrained to a view, `where Self: UIView`, stays reported). A test file is reported only when the modules it \
        tests do not import that framework themselves (`Cocoa` and `AppKit` counting as one; for a helper importing no module of the package, the modules its \
        target depends on or its other files import): otherwise the API under test takes the framework's \
        types and the finding belongs to (or is allowed in) the production import. A test may also use a \
        framework's non-UI parts as an oracle without leaking anything into the module it tests: `adapterFrameworks` \
        (Combine, to collect notifications) and a scoped import of one type that is not a view, controller, \
        window, cell or other UI element (`import AppKit.NSTextStorage`, `import class UIKit.UIPasteboard`) are \
        not reported there; a test importing the whole UIKit or SwiftUI, or a view type of it, still is (but SwiftUI \
        in a test wrapping a view in a `UIHostingController` for a tested module that imports UIKit builds that API's input). A \
        test-support layer (snapshot helpers, UI-test fixtures) ships in no product, so it is not checked, and neither is an \
        executable target the manifest declares (`.executableTarget`, or the `main.swift` of a `.target`, which SwiftPM builds as \
        one: a tool writing an RTF with AppKit's fonts): nothing imports it, so its main module is its own composition root \
        (a library module of the same package is still checked).
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("frameworks", .strings(["UIKit", "SwiftUI", "AppKit", "Cocoa", "Combine", "WatchKit"]), "Modules treated as UI frameworks (`Cocoa` brings AppKit in)."),
            RuleOption("adapterLayerKinds", .strings(["infrastructure"]), "Layer kinds that adapt platform frameworks; `[]` checks them like the others."),
            RuleOption(
                "storeFrameworks", .strings(["CoreData", "SwiftData", "GRDB", "RealmSwift", "SQLite"]),
                "Persistence frameworks: a file of any layer importing one is that store's adapter and may import `adapterFrameworks`; `[]` turns this off."
            ),
            RuleOption(
                "mediaFrameworks", .strings(["WebRTC", "AVFoundation", "AVKit", "MediaPlayer", "CoreMedia", "CoreAudio", "AudioToolbox", "VideoToolbox"]),
                "Media and real-time-communication frameworks (also matched as the end of a module's name, a vendor's `…WebRTC` build): a file of any layer importing one and holding no observable state is that media's adapter and may import `adapterFrameworks`; `[]` turns this off."
            ),
            RuleOption("adapterFrameworks", .strings(["Combine"]), "Frameworks of `frameworks` that `adapterLayerKinds` and test files may import anywhere."),
            RuleOption(
                "platformInfoTypes", .strings(["UIDevice", "UIDeviceOrientation", "UIUserInterfaceIdiom", "UIScreen", "NSScreen", "WKInterfaceDevice", "UIAccessibility", "NSAppearance"]),
                "Device and screen information types: `adapterLayerKinds` and tests may import a framework for them alone; `[]` reports those imports."
            ),
            RuleOption(
                "systemServiceTypes", .strings([
                    "NSWorkspace", "NSRunningApplication", "NSPasteboard", "UIPasteboard", "NSApplication.ActivationOptions", "NSApplication.ActivationPolicy",
                    "UIPrintInteractionController", "UIPrintInteractionControllerDelegate", "UIPrintInfo", "UIPrintPaper", "UIPrinter",
                    "UIPrintPageRenderer", "UIPrintFormatter", "UIMarkupTextPrintFormatter", "UISimpleTextPrintFormatter", "NSPrintInfo", "NSPrinter",
                    "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator",
                    "UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator.FeedbackType",
                ]),
                "System services of a UI framework (open a URL, list the apps that handle it, read and write the pasteboard, print a document, play haptic feedback), and as `Owner.Nested` the option types their API takes: `adapterLayerKinds` may import the framework for them (and the icons they return) alone; `[]` reports those imports."
            ),
            RuleOption(
                "dataSnapshotTypes", .strings(["NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSnapshotReference", "NSDiffableDataSourceSectionSnapshot"]),
                "Diffable data-source snapshots, which UIKit and AppKit both declare (the one a fetched-results controller's delegate receives): `adapterLayerKinds` may import the framework to name them alone; `[]` reports those imports."
            ),
            RuleOption(
                "liveFactories", .strings(["live", "liveValue"]),
                "Static factories of a client's live implementation: in `adapterLayerKinds`, a file declaring one, or a `Client+Part.swift` beside it, may import a UI framework for the system services its closures call (no views)."
            ),
            RuleOption(
                "platformInfoLayerKinds", .strings(["support"]),
                "Layer kinds besides `adapterLayerKinds` whose files may import a framework for `platformInfoTypes` alone (shared utilities describing the device)."
            ),
            RuleOption(
                "inputEventTypes", .strings(["NSEvent"]),
                "Input-event types of a UI framework: `adapterLayerKinds` may import the framework to convert them (with their nested types, `NSEvent.EventType`) alone; `[]` reports those imports."
            ),
            RuleOption(
                "compositionTypeSuffixes", .strings(["Assembly"]),
                "How a team names its composition types: in `adapterLayerKinds`, one whose members only build and return may hand out a framework's shared instance as a package protocol it adopts (`UIApplication.shared` as a `URLOpener`); `[]` reports those imports."
            ),
            RuleOption(
                "appLifecycleTypes",
                .strings(["UIApplication", "UIApplicationDelegate", "UIBackgroundTaskIdentifier", "UIBackgroundRefreshStatus", "NSApplication", "NSApplicationDelegate", "WKExtension", "WKApplication"]),
                "App lifecycle types: `adapterLayerKinds` and `platformInfoLayerKinds` may import a framework for their lifecycle notifications, background tasks and state alone; `[]` reports those imports."
            ),
            RuleOption(
                "uiKitReexportingFrameworks", .strings(["AuthenticationServices", "SafariServices", "MessageUI", "PhotosUI", "ContactsUI", "EventKitUI", "AVKit", "WebKit", "MapKit", "PassKit", "QuickLook"]),
                "System frameworks whose import brings UIKit in on iOS: a file of a checked layer naming UIKit's types through one (`UIApplication.shared` beside `import AuthenticationServices`) is reported at that import as if it imported UIKit; `[]` turns this off."
            ),
            VendedLibrary.benchmarkWordsOption,
            VendedLibrary.exampleWordsOption,
        ],
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples
    )

    public static var readsTokens: Bool { true }

    /// Only a vended library's adapter or utility file importing a UI framework reads its tokens: for the platform types its
    /// `public typealias`es name, which the source model keeps no modifiers of (`LibraryFrameworkAPI`).
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        guard !file.isTest, let kind = file.layerKind, let module = file.module,
              file.model.imports.contains(where: { LibraryFrameworkAPI.aliasedFrameworks.contains($0.module) }),
              context.strings("adapterLayerKinds").contains(kind) || context.strings("platformInfoLayerKinds").contains(kind) else { return false }
        return context.index.package.vendedModules.contains(module)
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let kind = file.layerKind, kind != "ui", !file.isCompositionRoot, file.layer?.isTestSupport != true,
              !ProgramEntryFiles.isExecutableEntry(file, context.index), !(file.isTest && ProgramEntryFiles.declaresOnlyHostApp(file)) else { return [] }
        var frameworks = context.stringSet("frameworks")
        let isAdapter = context.strings("adapterLayerKinds").contains(kind)
        if isAdapter {
            if FrameworkAdapterFiles.isFrameworkAdapter(file, context.index) { return [] }
            frameworks.subtract(context.strings("adapterFrameworks"))
        }
        // A shared utility layer may hold the boundary a platform type is adapted at (`extension NSEvent: InputSignal`),
        // and stream plumbing (a logger as a `Subject`) holding no observable state for a view.
        if !isAdapter, context.strings("platformInfoLayerKinds").contains(kind) {
            if FrameworkAdapterFiles.isFrameworkAdapter(file, context.index) { return [] }
            if !PresentationStateHolders.holdsPresentationState(file) { frameworks.subtract(context.strings("adapterFrameworks")) }
        }
        // A file of a mixed module driving a persistence framework (a fetched-results controller over Core Data) is
        // adapter code: it may expose change streams too.
        // So is a file sending its own requests through URLSession (`session.dataTaskPublisher(for:)`): network plumbing.
        if !isAdapter, !file.isTest,
           FrameworkAdapterFiles.drivesStoreFramework(file, context) || FrameworkAdapterFiles.extendsStoreAdapter(file, context)
            || FrameworkAdapterFiles.performsNetworkIO(file, context) || FrameworkAdapterFiles.drivesMediaFramework(file, context) {
            frameworks.subtract(context.strings("adapterFrameworks"))
        }
        if frameworks.contains("Combine"), FrameworkAdapterFiles.buildsPublisherEffects(file) { frameworks.remove("Combine") }
        if !file.isTest { frameworks.subtract(PlatformImageUse.frameworksOnlyForNowPlayingArtwork(file)) }
        // Instrumentation observing the host app's UI (a recorder casting the views it is handed, a swizzler, a delegate
        // proxy) builds none: the UI framework is what it adapts.
        if !file.isTest, HostUIObservation.observesHostUI(file, context.index) { frameworks.subtract(HostUIObservation.observedFrameworks) }
        // Only the imports of `frameworks` (or of a framework re-exporting UIKit) can be reported, and the checks below only shrink it.
        let reexporters = context.stringSet("uiKitReexportingFrameworks")
        guard file.model.imports.contains(where: { frameworks.contains($0.module) || reexporters.contains($0.module) }) else { return [] }
        let isPlatformInfoLayer = context.strings("platformInfoLayerKinds").contains(kind)
        // A library's integration with a UI framework: a shared utility or adapter module a `.library` product vends, in a
        // package building no program of its own importing a UI framework (a developer's CLI holds no UI) nor a UI module the
        // integration could live in, whose public declarations hand the framework's types across (`public func launch(from
        // window: UIWindow)`, `public typealias Tint = UIColor`). Its users asked for that API.
        let isLibraryIntegration = (isPlatformInfoLayer || isAdapter) && !file.isTest && file.module.map { context.index.package.vendedModules.contains($0) } == true
            && !context.index.package.targets.contains(where: { context.configuration.layer(ofModule: $0.name)?.kind == "ui" }) && !VendedLibrary.buildsProgram(context, importingAnyOf: context.stringSet("frameworks"))
            // A `ui` layer whose modules have files: a manifest appending its targets later (`package.targets.append(…)`) hides them.
            && !context.configuration.layers.contains { $0.kind == "ui" && $0.modules.contains(where: context.index.modules.contains) }
        if isLibraryIntegration {
            frameworks.subtract(LibraryFrameworkAPI.frameworksInPublicSignatures(file, context.index))
            // The module's public API integrates SwiftUI (a public `DynamicProperty`): its internal helpers for that
            // integration (the box behind the wrapper, an animation scheduler) import SwiftUI for the same API.
            if frameworks.contains("SwiftUI"), let module = file.module, LibraryFrameworkAPI.vendsSwiftUIIntegration(module, context.index) { frameworks.remove("SwiftUI") }
            guard file.model.imports.contains(where: { frameworks.contains($0.module) || reexporters.contains($0.module) }) else { return [] }
        }
        // A feature's interface declaring the seam its screen is built through (`public var makeView: (Store) -> AnyView`): the
        // UI module builds the view, the interface only hands it across type-erased.
        if frameworks.contains("SwiftUI"), !file.isTest, FeatureScreenSeams.viewSeamLayerKinds.contains(kind), FeatureScreenSeams.declaresTypeErasedViewSeam(file, context.index) {
            frameworks.remove("SwiftUI")
        }
        // The same seam in UIKit or AppKit: a feature interface's public protocol whose requirements hand a screen across
        // (`func makeInbox() -> UIViewController`), which the feature's UI module builds.
        if !file.isTest, FeatureScreenSeams.viewSeamLayerKinds.contains(kind), file.model.imports.contains(where: { FeatureScreenSeams.screenFactoryFrameworks.contains($0.module) }),
           FeatureScreenSeams.declaresScreenFactoryProtocol(file, context.index) {
            frameworks.subtract(FeatureScreenSeams.screenFactoryFrameworks)
        }
        if isAdapter || file.isTest || isPlatformInfoLayer {
            // An adapter also reacts to the app's lifecycle (a cache released when the app enters the background) and
            // converts the OS's input events; a shared utility layer may hold the lifecycle plumbing its adapters reuse.
            let lifecycleNames = context.stringSet("appLifecycleTypes")
            // A client's live factory (`static let live = Self(…)`) is the adapter of the system services its closures call,
            // and so is the rest of that live client split over files (`DockClient+Quit.swift` beside it).
            let factories = context.stringSet("liveFactories")
            // A library's own live values (a dependency library's `static let liveValue`) adapt the same services.
            let isLiveClient = (isAdapter || isLibraryIntegration)
                && (LiveFactories.declared(in: file, factories) || LiveFactories.isClientPart(file, factories, context.index))
            let lifecycle = isAdapter || isPlatformInfoLayer && AppLifecycleUse.usesLifecycleAPI(file, lifecycleNames)
                ? AppLifecycleUse.lifecycleTypes(
                    file, lifecycleNames, alsoAccepting: { isLiveClient && AppLifecycleUse.isApplicationService($0) || AppLifecycleUse.environmentReads.contains($0) }
                ) : []
            var services = isAdapter
                ? SystemServiceUse.serviceTypes(file, context.stringSet("systemServiceTypes")).union(context.strings("inputEventTypes")).union(context.strings("dataSnapshotTypes")) : []
            // Haptics are an adapter's system service; in a shared utility module beside the data layer they are UI feedback.
            if isPlatformInfoLayer { services.formUnion(SystemServiceUse.serviceTypes(file, context.stringSet("systemServiceTypes").subtracting(Self.feedbackGenerators))) }
            if isLiveClient { services.formUnion(SystemServiceUse.nonElementTypes(file, besides: lifecycleNames)) }
            if isAdapter { services.formUnion(SystemServiceUse.sharedInstancesWiredAsProtocols(file, context)) }
            let platformOnly = PlatformOnlyFrameworks.frameworksUsedOnlyForPlatformInfo(
                file, context.stringSet("platformInfoTypes").union(lifecycle).union(services), sharedTypes: isAdapter ? context.stringSet("dataSnapshotTypes") : []
            )
            frameworks.subtract(platformOnly)
            // SwiftUI brings UIKit (AppKit, WatchKit) in: a file whose platform types are all allowed ones and that names
            // nothing of SwiftUI's own (`import SwiftUI` for `UIDevice.current.systemVersion`) imports it for those alone.
            if !platformOnly.isEmpty, frameworks.contains("SwiftUI"), !SwiftUIOwnNames.namesSwiftUI(file, context.index) { frameworks.remove("SwiftUI") }
            // `EnvironmentValues().openURL(url)` in a live client: SwiftUI's action opening a URL, the service
            // `UIApplication.shared.open` is, reached without any view.
            if isLiveClient, frameworks.contains("SwiftUI"), SwiftUIOwnNames.reachesOnlyEnvironmentActions(file, context.index) { frameworks.remove("SwiftUI") }
        }
        // `import UIKit` beside `import AuthenticationServices` only to find the app's window in `presentationAnchor(for:)`: the
        // sign-in adapter's answer to the framework, as when UIKit comes in through that framework alone.
        if isAdapter, frameworks.contains("UIKit"), file.model.imports.contains(where: { reexporters.contains($0.module) }),
           UIKitReexport.reachesUIKitOnlyForPresentationAnchor(file, context.index) {
            frameworks.remove("UIKit")
        }
        if file.isTest {
            let tested = TestedFrameworkImports.testedModules(of: file, context.index)
            for module in tested { frameworks.subtract(TestedFrameworkImports.withCocoaFamily(context.index.imports(of: module))) }
            if frameworks.contains("SwiftUI"), TestedFrameworkImports.buildsHostingControllerInput(file, tested, context.index) { frameworks.remove("SwiftUI") }
        }
        // An SDK framework is never compiled for testing: `testable import AppKit` names a project module.
        // An adapter importing only the platform's image type (`import UIKit.UIImage`) decodes downloaded bytes into it.
        var violations = file.model.imports.filter {
            !$0.isTestable && frameworks.contains($0.module) && !(file.isTest && TestedFrameworkImports.isOracleImport($0, context)) && !(isAdapter && PlatformImageUse.importsImageTypeOnly($0))
        }.map {
            Violation(line: $0.line, column: $0.column, message: Self.message(importing: $0.module, in: file.module ?? "this module"))
        }
        if frameworks.contains("UIKit"), let through = UIKitReexport.uiKitReexport(file, reexporters, context.index),
           !(isAdapter && UIKitReexport.reachesUIKitOnlyForPresentationAnchor(file, context.index)) {
            violations.append(Violation(
                line: through.line, column: through.column,
                message: "'UIKit' is used through '\(through.module)', which re-exports it, outside the UI and composition layers; keep \(file.module ?? "this module") framework-free"
            ))
        }
        return violations
    }

    /// Combine is no UI framework: its finding says why the inner layers keep it out, and what replaces it.
    static func message(importing module: String, in owner: String) -> String {
        guard module == "Combine" else { return "'\(module)' is imported outside the UI and composition layers; keep \(owner) framework-free" }
        return "'Combine' is imported in \(owner), an inner layer: a boundary published through Combine binds every caller and implementation to its "
            + "scheduling; expose async work as async/await or closures and keep Combine in adapters, the UI layer and the composition root"
    }
}
