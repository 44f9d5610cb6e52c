import GuardrailsCore

/// Feature, presentation and domain code stays framework-free so it builds and tests anywhere.
public struct UIFrameworkImportRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "ui-framework-import",
        summary: "No UIKit, SwiftUI, AppKit or Combine import outside the UI and composition layers.",
        rationale: """
        Checklist point 2 and guardrail "feature modules are Foundation-only": once a use case or presenter \
        imports a UI framework it can no longer be reused on another platform or tested without one. \
        Only the UI layer and the composition root may depend on them. A module in no layer has no layer \
        to keep framework-free, so it is not checked (`layer-dependency` asks for its layer). A library's integration with a UI framework \
        is not checked either: a file of a shared utility layer (`platformInfoLayerKinds`) or an adapter layer (`adapterLayerKinds`) \
        in a module a `.library` product vends, in a package building no program of its own and no module of a `ui` layer to hold it, \
        whose `public`/`open` declarations name the framework's types (`public func launch(from window: UIWindow)`, a public extension offered only for one, `extension Renderer where Input == UIView`, a public \
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
        which a clipboard-sync service reads and writes), an adapter over the OS like the device's, and so is one whose only \
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
        `beginBackgroundTask` with its `UIBackgroundTaskIdentifier`, its state and its remote-notification registration (the only way to APNs); the parameter type of a lifecycle callback with \
        its launch and open-URL option keys, `UIApplication.LaunchOptionsKey`; its shared instance held as is in a file observing \
        its notifications, the observers' `object:`, or reached through the package's own static accessor on the type, \
        `extension UIApplication { static var current: UIApplication? }`; watchOS's `WKExtension` and `WKApplication` alike; \
        Foundation's `NS` types and functions beside them, the `NSNotification` an observer receives, the bridged values `NSNull` and \
        `NSNumber`, `NSClassFromString`, are no AppKit symbols, and a C constant in capitals, `UINT64_MAX`, is no UIKit type: each \
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
        controller, each in a requirement of a public protocol (`func makeCheckoutScreen(orderID: String) -> UIViewController`), a \
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
                "systemServiceTypes", .strings(["NSWorkspace", "NSRunningApplication", "NSPasteboard", "UIPasteboard", "NSApplication.ActivationOptions", "NSApplication.ActivationPolicy"]),
                "System services of a UI framework (open a URL, list the apps that handle it, read and write the pasteboard), and as `Owner.Nested` the option types their API takes: `adapterLayerKinds` may import the framework for them (and the icons they return) alone; `[]` reports those imports."
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
                .strings(["UIApplication", "UIBackgroundTaskIdentifier", "UIBackgroundRefreshStatus", "NSApplication", "WKExtension", "WKApplication"]),
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

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let kind = file.layerKind, kind != "ui", !file.isCompositionRoot, file.layer?.isTestSupport != true,
              !isExecutableEntry(file, context.index), !(file.isTest && Self.declaresOnlyHostApp(file)) else { return [] }
        var frameworks = context.stringSet("frameworks")
        let isAdapter = context.strings("adapterLayerKinds").contains(kind)
        if isAdapter {
            if isFrameworkAdapter(file, context.index) { return [] }
            frameworks.subtract(context.strings("adapterFrameworks"))
        }
        // A shared utility layer may hold the boundary a platform type is adapted at (`extension NSEvent: InputSignal`),
        // and stream plumbing (a logger as a `Subject`) holding no observable state for a view.
        if !isAdapter, context.strings("platformInfoLayerKinds").contains(kind) {
            if isFrameworkAdapter(file, context.index) { return [] }
            if !Self.holdsPresentationState(file) { frameworks.subtract(context.strings("adapterFrameworks")) }
        }
        // A file of a mixed module driving a persistence framework (a fetched-results controller over Core Data) is
        // adapter code: it may expose change streams too.
        // So is a file sending its own requests through URLSession (`session.dataTaskPublisher(for:)`): network plumbing.
        if !isAdapter, !file.isTest,
           drivesStoreFramework(file, context) || extendsStoreAdapter(file, context) || performsNetworkIO(file, context) || drivesMediaFramework(file, context) {
            frameworks.subtract(context.strings("adapterFrameworks"))
        }
        if frameworks.contains("Combine"), buildsPublisherEffects(file) { frameworks.remove("Combine") }
        if !file.isTest { frameworks.subtract(frameworksOnlyForNowPlayingArtwork(file)) }
        // Instrumentation observing the host app's UI (a recorder casting the views it is handed, a swizzler, a delegate
        // proxy) builds none: the UI framework is what it adapts.
        if !file.isTest, observesHostUI(file, context.index) { frameworks.subtract(Self.observedFrameworks) }
        // Only the imports of `frameworks` (or of a framework re-exporting UIKit) can be reported, and the checks below only shrink it.
        let reexporters = context.stringSet("uiKitReexportingFrameworks")
        guard file.model.imports.contains(where: { frameworks.contains($0.module) || reexporters.contains($0.module) }) else { return [] }
        let isPlatformInfoLayer = context.strings("platformInfoLayerKinds").contains(kind)
        // A library's integration with a UI framework: a shared utility or adapter module a `.library` product vends, in a
        // package building no program of its own nor a UI module the integration could live in, whose public declarations hand
        // the framework's types across (`public func launch(from window: UIWindow)`). Its users asked for that API.
        let isLibraryIntegration = (isPlatformInfoLayer || isAdapter) && !file.isTest && file.module.map { context.index.package.vendedModules.contains($0) } == true
            && !context.index.package.targets.contains(where: { context.configuration.layer(ofModule: $0.name)?.kind == "ui" }) && !VendedLibrary.buildsProgram(context)
            // A `ui` layer whose modules have files: a manifest appending its targets later (`package.targets.append(…)`) hides them.
            && !context.configuration.layers.contains { $0.kind == "ui" && $0.modules.contains(where: context.index.modules.contains) }
        if isLibraryIntegration {
            frameworks.subtract(frameworksInPublicSignatures(file, context.index))
            // The module's public API integrates SwiftUI (a public `DynamicProperty`): its internal helpers for that
            // integration (the box behind the wrapper, an animation scheduler) import SwiftUI for the same API.
            if frameworks.contains("SwiftUI"), let module = file.module, Self.vendsSwiftUIIntegration(module, context.index) { frameworks.remove("SwiftUI") }
            guard file.model.imports.contains(where: { frameworks.contains($0.module) || reexporters.contains($0.module) }) else { return [] }
        }
        // A feature's interface declaring the seam its screen is built through (`public var makeView: (Store) -> AnyView`): the
        // UI module builds the view, the interface only hands it across type-erased.
        if frameworks.contains("SwiftUI"), !file.isTest, Self.viewSeamLayerKinds.contains(kind), declaresTypeErasedViewSeam(file, context.index) {
            frameworks.remove("SwiftUI")
        }
        // The same seam in UIKit or AppKit: a feature interface's public protocol whose requirements hand a screen across
        // (`func makeInbox() -> UIViewController`), which the feature's UI module builds.
        if !file.isTest, Self.viewSeamLayerKinds.contains(kind), file.model.imports.contains(where: { Self.screenFactoryFrameworks.contains($0.module) }),
           Self.declaresScreenFactoryProtocol(file, context.index) {
            frameworks.subtract(Self.screenFactoryFrameworks)
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
            let lifecycle = isAdapter || isPlatformInfoLayer && usesLifecycleAPI(file, lifecycleNames)
                ? lifecycleTypes(file, lifecycleNames, alsoAccepting: { isLiveClient && Self.isApplicationService($0) || Self.environmentReads.contains($0) }) : []
            var services = isAdapter
                ? serviceTypes(file, context.stringSet("systemServiceTypes")).union(context.strings("inputEventTypes")).union(context.strings("dataSnapshotTypes")) : []
            if isPlatformInfoLayer { services.formUnion(serviceTypes(file, context.stringSet("systemServiceTypes"))) }
            if isLiveClient { services.formUnion(nonElementTypes(file, besides: lifecycleNames)) }
            if isAdapter { services.formUnion(sharedInstancesWiredAsProtocols(file, context)) }
            let platformOnly = frameworksUsedOnlyForPlatformInfo(
                file, context.stringSet("platformInfoTypes").union(lifecycle).union(services), sharedTypes: isAdapter ? context.stringSet("dataSnapshotTypes") : []
            )
            frameworks.subtract(platformOnly)
            // SwiftUI brings UIKit (AppKit, WatchKit) in: a file whose platform types are all allowed ones and that names
            // nothing of SwiftUI's own (`import SwiftUI` for `UIDevice.current.systemVersion`) imports it for those alone.
            if !platformOnly.isEmpty, frameworks.contains("SwiftUI"), !Self.namesSwiftUI(file, context.index) { frameworks.remove("SwiftUI") }
            // `EnvironmentValues().openURL(url)` in a live client: SwiftUI's action opening a URL, the service
            // `UIApplication.shared.open` is, reached without any view.
            if isLiveClient, frameworks.contains("SwiftUI"), Self.reachesOnlyEnvironmentActions(file, context.index) { frameworks.remove("SwiftUI") }
        }
        // `import UIKit` beside `import AuthenticationServices` only to find the app's window in `presentationAnchor(for:)`: the
        // sign-in adapter's answer to the framework, as when UIKit comes in through that framework alone.
        if isAdapter, frameworks.contains("UIKit"), file.model.imports.contains(where: { reexporters.contains($0.module) }),
           Self.reachesUIKitOnlyForPresentationAnchor(file, context.index) {
            frameworks.remove("UIKit")
        }
        if file.isTest {
            let tested = testedModules(of: file, context.index)
            for module in tested { frameworks.subtract(Self.withCocoaFamily(context.index.imports(of: module))) }
            if frameworks.contains("SwiftUI"), buildsHostingControllerInput(file, tested, context.index) { frameworks.remove("SwiftUI") }
        }
        // An SDK framework is never compiled for testing: `testable import AppKit` names a project module.
        // An adapter importing only the platform's image type (`import UIKit.UIImage`) decodes downloaded bytes into it.
        var violations = file.model.imports.filter {
            !$0.isTestable && frameworks.contains($0.module) && !(file.isTest && isOracleImport($0, context)) && !(isAdapter && Self.importsImageTypeOnly($0))
        }.map {
            Violation(
                line: $0.line, column: $0.column,
                message: "'\($0.module)' is imported outside the UI and composition layers; keep \(file.module ?? "this module") framework-free"
            )
        }
        if frameworks.contains("UIKit"), let through = uiKitReexport(file, reexporters, context.index),
           !(isAdapter && Self.reachesUIKitOnlyForPresentationAnchor(file, context.index)) {
            violations.append(Violation(
                line: through.line, column: through.column,
                message: "'UIKit' is used through '\(through.module)', which re-exports it, outside the UI and composition layers; keep \(file.module ?? "this module") framework-free"
            ))
        }
        return violations
    }

    /// `import AuthenticationServices` (`uiKitReexportingFrameworks`) in a file naming UIKit's own types (`UIApplication`,
    /// `UIWindowScene`) without importing UIKit or SwiftUI (`uiKitCarriers`, reported or allowed by their own name): the framework
    /// brings UIKit in, and the file uses it.
    /// A name the package declares itself, or a C constant in capitals, is no UIKit type.
    private func uiKitReexport(_ file: LintFile, _ reexporters: Set<String>, _ index: PackageIndex) -> ImportDecl? {
        guard !reexporters.isEmpty, let through = file.model.imports.first(where: { !$0.isTestable && reexporters.contains($0.module) }),
              !file.model.imports.contains(where: { Self.uiKitCarriers.contains($0.module) }) else { return nil }
        let namesUIKit = file.model.references.contains { reference in
            reference.base == nil && Self.isFrameworkName(reference.name, prefix: "UI") && index.declarations(named: reference.name).isEmpty
        }
        return namesUIKit ? through : nil
    }

    /// `func presentationAnchor(for:) -> ASPresentationAnchor` looking up the app's window (`UIApplication.shared.connectedScenes`,
    /// `UIWindowScene`) and naming UIKit nowhere else: a sign-in adapter must hand AuthenticationServices the window its system
    /// sheet is shown over. A reference lies in the anchor's span, from its line to the next member's.
    private static func reachesUIKitOnlyForPresentationAnchor(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let starts = file.model.types.flatMap { $0.members.map { ($0.line, $0.name) } }.sorted { $0.0 < $1.0 }
        let spans = starts.indices.filter { starts[$0].1 == "presentationAnchor" }.map { (starts[$0].0, $0 + 1 < starts.count ? starts[$0 + 1].0 : Int.max) }
        guard !spans.isEmpty else { return false }
        return file.model.references.allSatisfy { reference in
            guard reference.base == nil, isFrameworkName(reference.name, prefix: "UI"), index.declarations(named: reference.name).isEmpty else { return true }
            return windowLookupTypes.contains(reference.name) && spans.contains { Int(reference.line) >= $0.0 && Int(reference.line) < $0.1 }
        }
    }

    /// UIKit's types an adapter names to find the app's window.
    private static let windowLookupTypes: Set<String> = ["UIApplication", "UIWindowScene", "UIWindow", "UIScene"]

    /// Layer kinds of a feature's modules, whose interface may declare the seam its screen is built through.
    private static let viewSeamLayerKinds: Set<String> = ["feature", "presentation"]

    /// The file's only SwiftUI names of its own are the type-erased view (`AnyView`, with `EmptyView` for a placeholder) and its
    /// public declarations name it (`public var makeView: (Store) -> AnyView`): a factory or provider handing a screen built
    /// elsewhere across, which declares, styles and composes no view.
    private func declaresTypeErasedViewSeam(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let names = Self.swiftUINamesOfItsOwn(file, index)
        return names.contains("AnyView") && names.isSubset(of: Self.typeErasedViewNames) && frameworksInPublicSignatures(file, index).contains("SwiftUI")
    }

    /// The frameworks whose view controller a feature interface's protocol may hand across.
    private static let screenFactoryFrameworks: Set<String> = ["UIKit", "AppKit", "Cocoa"]

    /// The platform's view controllers, the screen a factory requirement returns or a presenting requirement takes.
    private static let viewControllerTypes: Set<String> = ["UIViewController", "NSViewController"]

    /// The file's only UIKit or AppKit names of its own are the view controller, each in a requirement of a public protocol
    /// (`func makeInbox() -> UIViewController`, `func showPromotion(over screen: UIViewController)`): an interface through
    /// which features get or present a screen built elsewhere, declaring, laying out and presenting none itself. A protocol
    /// constrained to a view (`where Self: UIView`) or a framework name outside the requirements keeps it reported.
    private static func declaresScreenFactoryProtocol(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let requirementLines = Set(file.model.types.lazy.filter { $0.kind == .protocol && $0.modifiers.contains { $0 == "public" || $0 == "open" } }
            .flatMap { $0.members.map(\.line) })
        guard !requirementLines.isEmpty else { return false }
        var handsScreen = false
        for reference in file.model.references where reference.base == nil && (isFrameworkName(reference.name, prefix: "UI") || isFrameworkName(reference.name, prefix: "NS")) {
            guard !foundationTypes.contains(reference.name), !FoundationValueClasses.names.contains(reference.name), index.declarations(named: reference.name).isEmpty else { continue }
            guard viewControllerTypes.contains(reference.name), requirementLines.contains(Int(reference.line)) else { return false }
            handsScreen = true
        }
        return handsScreen
    }

    /// SwiftUI's type-erased view and the empty view a placeholder wraps.
    private static let typeErasedViewNames: Set<String> = ["AnyView", "EmptyView"]

    /// Imports that already carry UIKit, reported (or allowed) by their own name.
    private static let uiKitCarriers: Set<String> = ["UIKit", "SwiftUI"]

    /// A test target's file declaring only a `@main` SwiftUI `App` (a project generator's stub, `WindowGroup { Text("hi") }`):
    /// an app entry point, a composition root by nature, not a test of the layer its target pairs with.
    private static func declaresOnlyHostApp(_ file: LintFile) -> Bool {
        let types = file.model.types
        return !types.isEmpty && types.allSatisfy { type in
            type.parent != nil || type.kind == .extension || type.attributes.contains("main") && type.inherits("App")
        } && types.contains { $0.attributes.contains("main") }
    }

    /// A file of an executable target the manifest declares (`.executableTarget`), or the `main.swift` of a `.target`, which
    /// SwiftPM builds as an executable: a tool's main module is imported by nothing, so it is its own composition root.
    private func isExecutableEntry(_ file: LintFile, _ index: PackageIndex) -> Bool {
        guard index.package.hasManifest, let module = file.module, let target = index.package.target(named: module) else { return false }
        return target.kind == .executable || target.kind == .regular && file.path.split(separator: "/").last == "main.swift"
    }

    /// The package modules a test file imports; for a helper importing none (`extension UIWindow { static func mock() }`),
    /// those its target depends on or its other files import: the helper serves their tests.
    private func testedModules(of file: LintFile, _ index: PackageIndex) -> Set<String> {
        let isTested = { (module: String) in index.modules.contains(module) && module != file.module }
        let imported = Set(file.model.imports.map(\.module).filter(isTested))
        guard imported.isEmpty, let module = file.module else { return imported }
        let declared = index.package.target(named: module)?.dependencies?.map(\.name) ?? []
        return Set(declared.filter(isTested)).union(index.imports(of: module).filter(isTested))
    }

    /// A test of a module whose API takes UIKit (or AppKit) controllers building a `UIHostingController` (`NSHostingController`)
    /// around a SwiftUI view: the hosting controller is a controller of the tested API's framework, the test's input.
    private func buildsHostingControllerInput(_ file: LintFile, _ tested: Set<String>, _ index: PackageIndex) -> Bool {
        let hosts = ["UIHostingController": "UIKit", "NSHostingController": "AppKit"]
        return file.model.references.contains { reference in
            guard let framework = hosts[reference.name] else { return false }
            return tested.contains { index.imports(of: $0).contains(framework) || framework == "AppKit" && index.imports(of: $0).contains("Cocoa") }
        }
    }

    /// The file imports a persistence framework itself (`storeFrameworks`: `import CoreData` beside the fetched-results
    /// controller it drives): it is that store's adapter, whichever layer its module was put in. A file only importing
    /// the package's own infrastructure modules is their client, and stays checked.
    /// A view model or presenter importing one (`RelationshipViewModel` publishing what it reads) is presentation code still.
    private func drivesStoreFramework(_ file: LintFile, _ context: RuleContext) -> Bool {
        let stores = context.stringSet("storeFrameworks")
        guard !stores.isEmpty, file.model.imports.contains(where: { stores.contains($0.module) }) else { return false }
        return !file.model.types.contains { type in Self.presentationSuffixes.contains(where: type.name.hasSuffix) }
    }

    /// `extension APIService` in `APIService+Account.swift`, where the module's own `APIService` is declared in a file driving a
    /// persistence framework: the rest of that store adapter, split over files, which may expose change streams as its main
    /// file does. Only a file of such extensions (no presentation type) counts, and only when it imports an adapter framework.
    private func extendsStoreAdapter(_ file: LintFile, _ context: RuleContext) -> Bool {
        let stores = context.stringSet("storeFrameworks")
        let adapterFrameworks = context.stringSet("adapterFrameworks")
        let topLevel = file.model.types.filter { $0.parent == nil }
        guard !stores.isEmpty, !topLevel.isEmpty, file.model.imports.contains(where: { adapterFrameworks.contains($0.module) }),
              topLevel.allSatisfy({ $0.kind == .extension && !Self.presentationSuffixes.contains(where: $0.name.hasSuffix) }) else { return false }
        return topLevel.allSatisfy { type in
            context.index.declarations(named: type.name).contains { declaration in
                declaration.kind != .extension && declaration.module == file.module && declaration.path != file.path
                    && !context.index.imports(ofFile: declaration.path).isDisjoint(with: stores)
            }
        }
    }

    /// `return session.dataTaskPublisher(for: request)` in a file naming `URLSession`: it sends requests itself, the network
    /// adapter whichever layer its module was put in, and may expose the response as a publisher. Asked only of a file
    /// importing an adapter framework; one holding observable state (`@Published`, `ObservableObject`) or a presentation
    /// type imports it for that state, and stays checked.
    private func performsNetworkIO(_ file: LintFile, _ context: RuleContext) -> Bool {
        let adapterFrameworks = context.stringSet("adapterFrameworks")
        guard file.model.imports.contains(where: { adapterFrameworks.contains($0.module) }) else { return false }
        let references = file.model.references
        guard references.contains(where: { $0.base != nil && $0.hasArguments && Self.sessionTaskCalls.contains($0.name) }),
              references.contains(where: { $0.name == "URLSession" && $0.base == nil || $0.base == "URLSession" }) else { return false }
        return !Self.holdsPresentationState(file)
    }

    /// A presentation type, or observable state a view would watch (`@Published`, `ObservableObject`, `@Observable`).
    private static func holdsPresentationState(_ file: LintFile) -> Bool {
        file.model.types.contains { type in
            presentationSuffixes.contains(where: type.name.hasSuffix) || type.attributes.contains("Observable")
                || type.inheritance.contains { $0.name == "ObservableObject" } || type.members.contains { $0.attributes.contains("Published") }
        }
    }

    /// `import StreamKitWebRTC` or `import AVFoundation` beside `import Combine` in a file declaring only types named as
    /// adapters (`final class CameraTrackAdapter`) and holding no observable state: a media adapter (a track or
    /// capture-session wrapper) whichever layer its module was put in, which may publish the events of the media it drives
    /// (`PassthroughSubject<TrackEvent, Never>`). A module counts when its name is one of `mediaFrameworks` or ends in one
    /// (a vendor's WebRTC build). A store, middleware or coordinator importing the same framework is logic, and checked.
    private func drivesMediaFramework(_ file: LintFile, _ context: RuleContext) -> Bool {
        let media = context.strings("mediaFrameworks")
        let adapterFrameworks = context.stringSet("adapterFrameworks")
        guard !media.isEmpty, file.model.imports.contains(where: { adapterFrameworks.contains($0.module) }),
              file.model.imports.contains(where: { imported in media.contains { imported.module.hasSuffix($0) } }) else { return false }
        let declared = file.model.types.filter { $0.parent == nil && $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { isMediaAdapterType($0, context.index) } && !Self.holdsPresentationState(file)
    }

    /// `final class CameraTrackAdapter`, or a media engine adopting a protocol of the package (`final class StreamPlayer:
    /// PlaybackEngine`): the adapter behind that boundary. A store, middleware, coordinator or presentation type is logic.
    private func isMediaAdapterType(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        if type.name.hasSuffix("Adapter") { return true }
        guard type.kind == .class || type.kind == .struct || type.kind == .actor,
              !Self.mediaLogicSuffixes.contains(where: type.name.hasSuffix) else { return false }
        return type.inheritance.contains { inherited in index.declarations(named: inherited.name).contains { $0.kind == .protocol && !$0.isTest } }
    }

    /// How the names of logic types end: importing a media framework does not make them its adapter.
    private static let mediaLogicSuffixes = ["Store", "Middleware", "Coordinator", "Reducer", "ViewModel", "Presenter", "ViewState", "UseCase", "Interactor"]

    /// `MPMediaItemArtwork(boundsSize: image.size) { _ in image }` in a file importing MediaPlayer: the system's now-playing
    /// info takes the platform's image, so the file imports UIKit or AppKit for that image alone (no other type of theirs
    /// named, no observable state). Those frameworks are returned; any other use keeps them reported.
    private func frameworksOnlyForNowPlayingArtwork(_ file: LintFile) -> Set<String> {
        guard file.model.imports.contains(where: { $0.module == "MediaPlayer" }),
              file.model.references.contains(where: { $0.name == "MPMediaItemArtwork" }), !Self.holdsPresentationState(file) else { return [] }
        return frameworksUsedOnlyForPlatformInfo(file, Self.platformImageTypes, sharedTypes: [], acceptingUnnamed: true).intersection(Self.imageFrameworks)
    }

    /// A public type of `module` adopting SwiftUI's integration points (`extension Tally: DynamicProperty` in a file
    /// importing SwiftUI, `public struct Tally` beside it): the library hands SwiftUI integration to its users.
    private static func vendsSwiftUIIntegration(_ module: String, _ index: PackageIndex) -> Bool {
        let isPublic = { (type: IndexedType) in type.modifiers.contains { $0 == "public" || $0 == "open" } }
        return swiftUIIntegrationPoints.contains { point in
            index.conformers(of: point).contains { conformer in
                conformer.module == module && !conformer.isTest && index.declarations(named: point).isEmpty
                    && index.imports(ofFile: conformer.path).contains("SwiftUI")
                    && (isPublic(conformer) || index.declarations(named: conformer.name).contains { $0.kind != .extension && $0.module == module && isPublic($0) })
            }
        }
    }

    /// SwiftUI's protocols a library adopts to integrate with it.
    private static let swiftUIIntegrationPoints = ["DynamicProperty", "ViewModifier"]

    /// The platform image types and the frameworks declaring them.
    private static let platformImageTypes: Set<String> = ["UIImage", "NSImage"]
    private static let imageFrameworks: Set<String> = ["UIKit", "AppKit", "Cocoa"]

    /// URLSession's calls that send a request: its async data, upload and download APIs, their tasks and the data task's publisher.
    private static let sessionTaskCalls: Set<String> = [
        "dataTaskPublisher", "dataTask", "uploadTask", "downloadTask", "data", "upload", "download", "bytes", "webSocketTask",
    ]

    /// How the names of presentation types end: their change streams are what the rule keeps out of feature layers.
    private static let presentationSuffixes = ["ViewModel", "Presenter", "ViewState"]

    /// Frameworks whose types the file names are all device and screen information (`UIDevice`, `UIScreen`): UIKit,
    /// AppKit and WatchKit by their type prefixes (`UI`, `NS`, `WK`). A Foundation `NS` type (`foundationTypes`: the
    /// `NSNotification` a lifecycle observer receives) is no AppKit type; any other `NS` type keeps AppKit reported.
    /// `sharedTypes` (`NSDiffableDataSourceSnapshotReference`) are UIKit's types too, though named with AppKit's prefix.
    private func frameworksUsedOnlyForPlatformInfo(
        _ file: LintFile, _ infoTypes: Set<String>, sharedTypes: Set<String>, acceptingUnnamed: Bool = false
    ) -> Set<String> {
        guard !infoTypes.isEmpty else { return [] }
        var names = Set(file.model.references.lazy.filter { $0.base == nil }.map(\.name))
        for type in file.model.types { names.insert(type.name); names.formUnion(type.inheritance.map(\.name)) }
        for alias in file.model.aliases { names.formUnion(alias.aliasedNames) }
        let prefixes = ["UIKit": "UI", "AppKit": "NS", "Cocoa": "NS", "WatchKit": "WK"]
        var unnamed: Set<String> = []
        let allowed = Set(prefixes.compactMap { framework, prefix in
            let named = names.filter {
                (Self.isFrameworkName($0, prefix: prefix) || prefix == "UI" && sharedTypes.contains($0))
                    && !Self.foundationTypes.contains($0) && !FoundationValueClasses.names.contains($0)
                    // `UIKitScreenTracker`, named after the framework itself, is the package's type: UIKit's own never start so.
                    && !$0.hasPrefix("UIKit")
            }
            if named.isEmpty { unnamed.insert(framework) }
            return !named.isEmpty && named.isSubset(of: infoTypes) ? framework : nil
        })
        // `#if os(iOS) import UIKit … UIDevice.current.model #else import AppKit … Host.current().name #endif`: the other
        // platform's branch of the same device description imports its framework and names nothing of it.
        // With `acceptingUnnamed`, a framework imported only so the members of its image are visible names none of it.
        return allowed.isEmpty && !acceptingUnnamed ? [] : allowed.union(unnamed)
    }

    /// The UI frameworks whose types the file's `public`/`open` declarations name in their signatures or supertypes: members
    /// so marked, those of a `public` extension and the requirements of a `public` protocol (`var uiviewController:
    /// UIViewController { get }`, `public func preview(_ body: () -> Void) -> EmptyView`). Names the package declares are its own.
    /// Module names qualifying a framework's type in a `where` clause (`SwiftUI.View`).
    private static let qualifyingFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    private func frameworksInPublicSignatures(_ file: LintFile, _ index: PackageIndex) -> Set<String> {
        var names: Set<String> = []
        for type in file.model.types {
            let isPublic = type.modifiers.contains { $0 == "public" || $0 == "open" }
            if isPublic, type.kind != .extension { names.formUnion(type.inheritance.map(\.name)) }
            // `extension UIView { public func markIgnored() }`: public API on the framework's own type, which users call on it.
            if type.kind == .extension, isPublic || type.members.contains(where: { $0.modifiers.contains { $0 == "public" || $0 == "open" } }) {
                names.insert(type.name)
                // `extension Renderer where Input == UIView` (or `Input: SwiftUI.View`): public API offered only for the framework's
                // type, named in the `where` clause on the extension's line.
                for reference in file.model.references where reference.line == type.line && reference.column > type.column
                    && (reference.base == nil || reference.base.map(Self.qualifyingFrameworks.contains) == true) {
                    names.insert(reference.name)
                }
            }
            for member in type.members where isPublic && (type.kind == .protocol || type.kind == .extension) || member.modifiers.contains(where: { $0 == "public" || $0 == "open" }) {
                if let property = member.propertyType?.name { names.insert(property) }
                // The signature runs from the member to its body's `{`, or to the end of its line without a body.
                let start = (Int32(member.line), Int32(member.column))
                let end = member.bodyLine > 0 ? (member.bodyLine, member.bodyColumn) : (Int32(member.line) + 1, 0)
                for reference in file.model.references where reference.base == nil && (reference.line, reference.column) >= start && (reference.line, reference.column) < end {
                    names.insert(reference.name)
                }
            }
        }
        names = names.filter { index.declarations(named: $0).isEmpty && !Self.foundationTypes.contains($0) && !FoundationValueClasses.names.contains($0) }
        var frameworks: Set<String> = []
        if names.contains(where: { Self.isFrameworkName($0, prefix: "UI") }) { frameworks.insert("UIKit") }
        // Core Data's `NSManagedObjectID` in a store adapter's public API is no AppKit type.
        if names.contains(where: { Self.isFrameworkName($0, prefix: "NS") && !Self.coreDataPrefixes.contains(where: $0.hasPrefix) }) {
            frameworks.formUnion(["AppKit", "Cocoa"])
        }
        if names.contains(where: { Self.isFrameworkName($0, prefix: "WK") }) { frameworks.insert("WatchKit") }
        if !names.isDisjoint(with: Self.swiftUINames) { frameworks.insert("SwiftUI") }
        return frameworks
    }

    /// `name` is a framework symbol of `prefix` (`UIButton`, `NSWindow`): the prefix then an upper-camel word. A name of
    /// capitals, digits and underscores only (`UINT64_MAX`) is a C constant of the platform, no UIKit type.
    private static func isFrameworkName(_ name: String, prefix: String) -> Bool {
        name.count > prefix.count + 1 && name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
            && name.contains(where: \.isLowercase)
    }

    /// The lifecycle types the file names only for lifecycle API: `UIApplication.didEnterBackgroundNotification`,
    /// `UIApplication.shared.beginBackgroundTask`, a cast or parameter of the type (a lifecycle callback's
    /// `application: UIApplication`), its launch and open-URL option keys, its shared instance held as is in a file
    /// observing the type's lifecycle notifications (the observers' `object:`) or reached through the package's own accessor (`extension UIApplication { static var
    /// current: UIApplication? }`, whose body is how it reaches the instance); any other member of it
    /// (`UIApplication.shared.open(url)`, `.keyWindow`) makes the type's use UI work, and it is left out.
    /// `alsoAccepting` adds members a live client may reach (`UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)`,
    /// `UIApplication.shared.isIdleTimerDisabled`).
    private func lifecycleTypes(_ file: LintFile, _ types: Set<String>, alsoAccepting extra: (String) -> Bool) -> Set<String> {
        guard !types.isEmpty else { return [] }
        var accepted = types
        for (global, type) in Self.sharedApplicationGlobals where types.contains(type) { accepted.insert(global) }
        let model = file.model
        let accessorExtensions = Set(model.types.indices.filter { index in
            let type = model.types[index]
            return type.kind == .extension && types.contains(type.name) && !type.members.isEmpty
                && type.members.allSatisfy { $0.kind == .variable && $0.modifiers.contains("static") && $0.propertyType?.name == type.name }
        })
        var accessors = Set<String>()
        for index in accessorExtensions { accessors.formUnion(model.types[index].members.map { "\(model.types[index].name).\($0.name)" }) }
        let references = model.references
        let observed = Set(references.compactMap { $0.name.hasSuffix("Notification") ? $0.base : nil })
        for (offset, reference) in references.enumerated() {
            // `NSApp`, AppKit's global for `NSApplication.shared`: judged by the member read off it, as the shared instance is.
            if reference.base == nil, let type = Self.sharedApplicationGlobals[reference.name], accepted.contains(reference.name) {
                let next = offset + 1 < references.count ? references[offset + 1] : nil
                let isLifecycleUse = next.map { Self.isChained($0, after: reference) } == true
                    ? next.map { Self.lifecycleMembers.contains($0.name) || extra($0.name) } == true
                    : observed.contains(type) || next.map { Self.readsBoundInstance($0, after: reference, accepting: extra) } == true
                if !isLifecycleUse { accepted.remove(reference.name) }
                continue
            }
            guard let base = reference.base, accepted.contains(base), !reference.name.hasSuffix("Notification"), reference.name != "State", !extra(reference.name),
                !Self.lifecycleNestedTypes.contains(reference.name), !accessorExtensions.contains(Int(reference.enclosingType)) else { continue }
            let next = offset + 1 < references.count ? references[offset + 1] : nil
            let isInstance = reference.name == "shared" || accessors.contains("\(base).\(reference.name)")
            let chained = next.map { Self.isChained($0, after: reference) } == true
            let isLifecycleUse = isInstance
                && (chained ? next.map { Self.lifecycleMembers.contains($0.name) || extra($0.name) } == true : observed.contains(base))
            if !isLifecycleUse { accepted.remove(base) }
        }
        return accepted
    }

    /// `imports` with `Cocoa` and `AppKit` standing for each other: `import Cocoa` brings AppKit in, so a test importing one
    /// for a module importing the other uses the same framework as its subject.
    private static func withCocoaFamily(_ imports: Set<String>) -> Set<String> {
        imports.isDisjoint(with: ["Cocoa", "AppKit"]) ? imports : imports.union(["Cocoa", "AppKit"])
    }

    /// What the shared application says about the user's settings, read for a description of the environment (an analytics
    /// adapter's metadata): its text size and layout direction.
    private static let environmentReads: Set<String> = ["preferredContentSizeCategory", "userInterfaceLayoutDirection"]

    /// Globals naming a lifecycle type's shared instance: AppKit's `NSApp` is `NSApplication.shared`.
    private static let sharedApplicationGlobals = ["NSApp": "NSApplication"]

    /// `if let app = NSApp { return app.userInterfaceLayoutDirection … }`: the shared instance bound to a local, whose first
    /// use, on the same line or the next, reads an accepted member off it.
    private static func readsBoundInstance(_ next: Reference, after reference: Reference, accepting extra: (String) -> Bool) -> Bool {
        guard let base = next.base, base.first?.isLowercase == true, next.line - reference.line <= 1 else { return false }
        return lifecycleMembers.contains(next.name) || extra(next.name)
    }

    /// `next` is read off `reference`'s result: `UIApplication.shared.open(url)`, or watchOS's accessor method
    /// `WKExtension.shared().openSystemURL(url)`, where the member follows `()` and so has no base name of its own.
    private static func isChained(_ next: Reference, after reference: Reference) -> Bool {
        guard next.line == reference.line else { return false }
        return next.base == reference.name
            || next.base?.isEmpty != false && Int(next.column) == Int(reference.column) + reference.name.utf8.count + 3
    }

    /// The file uses the app's lifecycle API itself: a lifecycle notification, a background task or the app's state
    /// (`UIApplication.didEnterBackgroundNotification`, a `UIBackgroundTaskIdentifier`), not only the type's name (a
    /// shared layer hanging version helpers on `extension UIApplication` needs no UI framework).
    private func usesLifecycleAPI(_ file: LintFile, _ types: Set<String>) -> Bool {
        file.model.references.contains { reference in
            guard let base = reference.base else { return reference.name.hasPrefix("UIBackground") && types.contains(reference.name) }
            return types.contains(base) && reference.name.hasSuffix("Notification") || Self.lifecycleMembers.contains(reference.name)
        }
    }

    /// The system-service types the file names (`NSWorkspace`, to open a URL or find the apps that handle it), with the
    /// image type the service hands back (`NSImage`, an application's icon) when it names one: an adapter over the OS.
    /// An `Owner.Nested` entry (`NSApplication.ActivationOptions`, what `NSRunningApplication.activate(options:)` takes)
    /// accepts `Owner` where every use of it names one of its listed nested types.
    private func serviceTypes(_ file: LintFile, _ types: Set<String>) -> Set<String> {
        guard !types.isEmpty else { return [] }
        var nested: [String: Set<String>] = [:]
        for entry in types {
            let parts = entry.split(separator: ".", maxSplits: 1)
            if parts.count == 2 { nested[String(parts[0]), default: []].insert(String(parts[1])) }
        }
        let references = file.model.references
        var accepted = Set<String>()
        for (owner, members) in nested {
            var named = false
            var onlyNested = true
            for (offset, reference) in references.enumerated() where reference.base == nil && reference.name == owner {
                let next = offset + 1 < references.count ? references[offset + 1] : nil
                named = true
                if next.map({ $0.base == owner && $0.line == reference.line && members.contains($0.name) }) != true { onlyNested = false; break }
            }
            if named, onlyNested { accepted.insert(owner) }
        }
        guard !accepted.isEmpty || references.contains(where: { $0.base == nil && types.contains($0.name) }) else { return [] }
        return accepted.union(types).union(["NSImage"])
    }

    /// The framework types a live client's file names that are no UI element (`UIPasteboard`,
    /// `UINotificationFeedbackGenerator`): system services its closures wrap. Views, controllers, colors and the lifecycle
    /// types (judged member by member) are left out.
    private func nonElementTypes(_ file: LintFile, besides lifecycle: Set<String>) -> Set<String> {
        Set(file.model.references.lazy.filter { reference in
            reference.base == nil && ["UI", "NS", "WK"].contains(where: reference.name.hasPrefix) && !lifecycle.contains(reference.name)
                && !Self.uiElementSuffixes.contains(where: reference.name.hasSuffix)
        }.map(\.name))
    }

    /// `func urlOpener() -> URLOpener { UIApplication.shared }` in an assembly (`compositionTypeSuffixes`, members that only
    /// build and return): the framework types whose every use hands out their shared instance, unchained, where the type
    /// adopts a protocol of the package (`extension UIApplication: URLOpener`): the adapter's wiring, as that conformance is.
    private func sharedInstancesWiredAsProtocols(_ file: LintFile, _ context: RuleContext) -> Set<String> {
        let suffixes = context.strings("compositionTypeSuffixes")
        let references = file.model.references
        guard !suffixes.isEmpty, file.model.types.contains(where: { type in suffixes.contains { type.name.hasSuffix($0) } }) else { return [] }
        var factories: [Int: Bool] = [:]
        var wired: Set<String> = []
        var rejected: Set<String> = []
        for (offset, reference) in references.enumerated() where reference.base == nil && ["UI", "NS", "WK"].contains(where: reference.name.hasPrefix) {
            let next = offset + 1 < references.count ? references[offset + 1] : nil
            let after = offset + 2 < references.count ? references[offset + 2] : nil
            let handsOutShared = next.map { $0.base == reference.name && $0.name == "shared" && $0.line == reference.line } == true
                && after.map { $0.base == "shared" && $0.line == reference.line } != true
            if handsOutShared, FactoryTypes.encloses(reference.enclosingType, in: file.model.types, suffixes: suffixes, known: &factories),
               context.index.supertypes(of: reference.name).contains(where: { name in context.index.declarations(named: name).contains { $0.kind == .protocol } }) {
                wired.insert(reference.name)
            } else {
                rejected.insert(reference.name)
            }
        }
        return wired.subtracting(rejected)
    }

    /// UI frameworks an observer of the host app's UI adapts.
    private static let observedFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa"]

    /// Instrumentation of the host app's UI, which it observes and builds none of: a file that casts or type-checks the
    /// framework's elements it is handed (`guard let picker = view as? UIPickerView`, `controller is UIAlertController`),
    /// swizzles a framework method (`UIApplication.self` handed to a method lookup beside a swizzler), or proxies a
    /// framework delegate (adopting `UIScrollViewDelegate` and forwarding the rest through `forwardingTarget(for:)`); and
    /// that calls no framework initializer (`UILabel(…)`), subclasses no framework element, calls none of the methods that
    /// lay out, present or drive UI (`addSubview`, `present`), names nothing of SwiftUI's own and holds no presentation type.
    /// Code that only borrows a framework type (a `UIFont?` parameter) observes nothing and stays checked.
    private func observesHostUI(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let references = file.model.references
        let isFrameworkType = { (name: String) in
            ["UI", "NS", "WK", "SF"].contains { Self.isFrameworkName(name, prefix: $0) } && !Self.foundationTypes.contains(name)
                && !FoundationValueClasses.names.contains(name) && index.declarations(named: name).isEmpty
        }
        let isElement = { (name: String) in Self.uiElementSuffixes.contains(where: name.hasSuffix) }
        let types = file.model.types
        // A cast or type check in code, not a constraint of a declaration's header (`extension Box where Base: UIView`).
        let headerLines = Set(types.map(\.line))
        let casts = references.contains {
            $0.statesCapability && $0.base == nil && isFrameworkType($0.name) && isElement($0.name) && !headerLines.contains(Int($0.line))
        }
        let names = Set(references.map(\.name)).union(types.map(\.name)).union(types.flatMap { $0.members.map(\.name) })
        let swizzles = references.contains { $0.isMetatypeArgument && $0.base == nil && isFrameworkType($0.name) }
            && names.contains { $0.localizedCaseInsensitiveContains("swizzl") }
        let proxies = names.contains("forwardingTarget")
            && types.contains { $0.inheritance.contains { isFrameworkType($0.name) && $0.name.hasSuffix("Delegate") } }
        guard casts || swizzles || proxies, !Self.holdsPresentationState(file), !Self.namesSwiftUI(file, index) else { return false }
        // It inspects what it is handed: reaching the app's own UI through a framework singleton (`UIApplication.shared`'s
        // scenes, `NSApp`) is driving it.
        let buildsUI = references.contains { reference in
            reference.base == nil && reference.hasArguments && isFrameworkType(reference.name) || Self.uiDrivingCalls.contains(reference.name)
                || reference.base.map { isFrameworkType($0) && Self.singletonAccessors.contains(reference.name) } == true
                || reference.base == nil && Self.sharedApplicationGlobals[reference.name] != nil
        }
        return !buildsUI && !types.contains { $0.inheritance.contains { isFrameworkType($0.name) && isElement($0.name) } }
    }

    /// Accessors of a framework's shared instances (`UIApplication.shared`, `UIScreen.main`, `UIDevice.current`).
    private static let singletonAccessors: Set<String> = ["shared", "main", "current", "default", "general"]

    /// Methods that lay out, present or otherwise drive UI: code calling one builds UI, not only observes it.
    private static let uiDrivingCalls: Set<String> = [
        "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "present", "dismiss", "pushViewController",
        "popViewController", "popToRootViewController", "setViewControllers", "showDetailViewController", "addChild", "removeFromParent",
        "makeKeyAndVisible", "makeKeyAndOrderFront", "orderFront", "setNeedsLayout", "layoutIfNeeded", "becomeFirstResponder",
        "resignFirstResponder", "reloadData", "addGestureRecognizer", "addSublayer", "setContentOffset", "scrollToRow", "selectRow",
    ]

    /// TCA before 1.0, whose `Effect` is a Combine publisher: a file bridging publishers into effects
    /// (`Just(value).eraseToEffect()`) uses Combine as the architecture's effect type, a dependency it has already.
    private func buildsPublisherEffects(_ file: LintFile) -> Bool {
        file.model.imports.contains { $0.module == "ComposableArchitecture" }
            && file.model.references.contains { $0.base != nil && Self.publisherEffectBridges.contains($0.name) }
    }

    /// TCA 0.x operators turning a publisher into an `Effect`.
    private static let publisherEffectBridges: Set<String> = ["eraseToEffect", "catchToEffect"]

    /// A member of the application a live client's closures may reach: a service of the app (`open` of the settings URL,
    /// `isIdleTimerDisabled`, the badge), not its windows, scenes, menus or delegate, which are its UI. `shared` is not one:
    /// the member read off it is what is judged.
    private static func isApplicationService(_ member: String) -> Bool {
        member != "shared" && !applicationUIWords.contains { member.localizedCaseInsensitiveContains($0) }
    }

    /// Words in the names of the application's members that reach its UI (`keyWindow`, `connectedScenes`, `sendAction`).
    private static let applicationUIWords = ["window", "scene", "view", "menu", "delegate", "sendAction", "sendEvent", "presentError", "orderFront"]

    /// The file names a SwiftUI type, protocol or property wrapper the package does not declare itself (`View`, `Color`,
    /// `@State`, `#Preview`): its SwiftUI import is SwiftUI's, not only the platform's types it brings in.
    private static func namesSwiftUI(_ file: LintFile, _ index: PackageIndex) -> Bool {
        !swiftUINamesOfItsOwn(file, index).isEmpty
    }

    /// The SwiftUI types, protocols and property wrappers the file names that the package does not declare itself.
    private static func swiftUINamesOfItsOwn(_ file: LintFile, _ index: PackageIndex) -> Set<String> {
        var names = Set(file.model.references.lazy.filter { $0.base == nil }.map(\.name))
        for type in file.model.types {
            names.formUnion(type.inheritance.map(\.name))
            names.formUnion(type.attributes)
            for member in type.members { names.formUnion(member.attributes) }
        }
        return names.filter { swiftUINames.contains($0) && index.declarations(named: $0).isEmpty }
    }

    /// The file's only SwiftUI name of its own is `EnvironmentValues`, each time built fresh to call a system action on it
    /// (`EnvironmentValues().openURL(url)`): no view, no environment read from one.
    private static func reachesOnlyEnvironmentActions(_ file: LintFile, _ index: PackageIndex) -> Bool {
        guard swiftUINamesOfItsOwn(file, index) == ["EnvironmentValues"] else { return false }
        let references = file.model.references
        return references.indices.allSatisfy { offset in
            let reference = references[offset]
            guard reference.base == nil, reference.name == "EnvironmentValues" else { return true }
            guard offset + 1 < references.count else { return false }
            let next = references[offset + 1]
            return next.base == "" && next.line == reference.line && environmentActions.contains(next.name)
        }
    }

    /// SwiftUI's environment actions that hand a request to the system.
    private static let environmentActions: Set<String> = ["openURL"]

    /// SwiftUI's own names that non-view code may still write: views and their building blocks, values, property wrappers.
    private static let swiftUINames: Set<String> = [
        "View", "ViewModifier", "ViewBuilder", "App", "Scene", "Shape", "PreviewProvider", "Preview", "DynamicProperty",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "Text", "Image", "Label", "Button", "Toggle", "List", "ForEach", "VStack", "HStack", "ZStack", "Spacer", "Group", "AnyView",
        "EmptyView", "ScrollView", "NavigationStack", "NavigationView", "NavigationLink", "NavigationPath", "GeometryReader",
        "GeometryProxy", "Color", "Font", "Animation", "Angle", "UnitPoint", "Alignment", "Edge", "EdgeInsets", "ColorScheme",
        "ScenePhase", "Binding", "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "EnvironmentValues",
        "EnvironmentKey", "AppStorage", "SceneStorage", "FocusState", "Namespace", "Bindable", "withAnimation",
        // Preview customization (Xcode 16): a library's public `extension PreviewTrait` hands it to its users' `#Preview`s.
        "PreviewTrait", "PreviewModifier",
    ]

    /// Foundation types and functions with AppKit's `NS` prefix that lifecycle and device adapters name beside the
    /// framework's types (besides `FoundationValueClasses`): the Objective-C runtime's lookups by name
    /// (`NSClassFromString`, `NSSelectorFromString`), ranges and localized strings.
    /// Core Data's type names, `NS`-prefixed like AppKit's.
    private static let coreDataPrefixes = ["NSManaged", "NSFetch", "NSPersistent", "NSEntity", "NSAttribute", "NSRelationship", "NSSortDescriptor"]

    private static let foundationTypes: Set<String> = [
        "NSNotification", "NSObject", "NSObjectProtocol", "NSError", "NSUserActivity", "NSLock", "NSRecursiveLock",
        "NSKeyValueObservation", "NSCoder", "NSCoding", "NSSecureCoding", "NSCopying", "NSRange", "NSPredicate", "NSRegularExpression",
        "NSCondition", "NSCache", "NSLocale", "NSTimeZone", "NSIndexPath", "NSNotFound", "NSClassFromString", "NSSelectorFromString", "NSStringFromClass", "NSStringFromSelector",
        "NSProtocolFromString", "NSStringFromProtocol", "NSLocalizedString", "NSLog", "NSMakeRange", "NSHomeDirectory",
        "NSTemporaryDirectory", "NSSearchPathForDirectoriesInDomains",
    ]

    /// Members of the shared application that serve its lifecycle: background tasks and the app's state.
    /// Registering for remote notifications is the only way to APNs, platform plumbing of a push adapter.
    private static let lifecycleMembers: Set<String> = [
        "beginBackgroundTask", "endBackgroundTask", "backgroundTimeRemaining", "applicationState", "isProtectedDataAvailable",
        "registerForRemoteNotifications", "unregisterForRemoteNotifications", "isRegisteredForRemoteNotifications",
    ]

    /// Types nested in a lifecycle type that describe its launch and its callbacks' options: the keys of the launch
    /// options a lifecycle callback receives and of the options an app-delegate URL callback receives.
    private static let lifecycleNestedTypes: Set<String> = ["LaunchOptionsKey", "OpenURLOptionsKey"]

    /// `import UIKit.UIImage`, `import class AppKit.NSImage`: a scoped import of the platform's image type alone, which an
    /// adapter decodes a response body or a file into (`Response.mapImage()`); a view, a color or a whole framework is UI.
    private static func importsImageTypeOnly(_ declaration: ImportDecl) -> Bool {
        let parts = declaration.path.split(separator: ".")
        return parts.count == 2 && imageTypes.contains(String(parts[1]))
    }

    /// The platforms' image types.
    private static let imageTypes: Set<String> = ["UIImage", "NSImage"]

    /// A test's import of a framework's non-UI part: a change-stream framework (`adapterFrameworks`) or one type
    /// that is no UI element (`import AppKit.NSTextStorage`), used to check a value type against the framework.
    private func isOracleImport(_ declaration: ImportDecl, _ context: RuleContext) -> Bool {
        if context.strings("adapterFrameworks").contains(declaration.module) { return true }
        guard let type = declaration.path.split(separator: ".").dropFirst().last else { return false }
        return !Self.uiElementSuffixes.contains { type.hasSuffix($0) }
    }

    /// How the names of UI element types end (`UILabel`, `NSTableView`, `Color`): a test importing one builds UI.
    private static let uiElementSuffixes = [
        "View", "Controller", "Window", "Cell", "Button", "Label", "Field", "Bar", "Menu", "Control", "Color", "Image", "Font",
        "Responder", "Scene", "Application", "App", "Gesture", "Recognizer", "Panel", "Popover", "Switch", "Slider", "Picker",
    ]

    /// The file retrofits a framework type onto a protocol of the package: the adapter behind a boundary.
    private func isFrameworkAdapter(_ file: LintFile, _ index: PackageIndex) -> Bool {
        file.model.types.contains { type in
            type.kind == .extension && index.declarations(named: type.name).isEmpty
                && type.inheritance.contains { inherited in index.declarations(named: inherited.name).contains { $0.kind == .protocol } }
        }
    }
}
