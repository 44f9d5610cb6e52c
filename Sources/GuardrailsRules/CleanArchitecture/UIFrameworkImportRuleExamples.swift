import GuardrailsCore

/// What `UIFrameworkImportRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension UIFrameworkImportRule {
    static let triggeringExamples: [RuleExample] = [
        // An adapter importing AppKit beside a UIKit it uses for more than the device: the sibling import is not excused.
        RuleExample(
            "Sources/Infrastructure/HostName.swift",
            "import Foundation\n#if os(iOS)\nimport UIKit\n#else\nimport AppKit\n#endif\n\nenum HostName {\n    @MainActor static var name: String {\n        #if os(iOS)\n        UIFont.systemFont(ofSize: 12).fontName + UIDevice.current.name\n        #else\n        Host.current().localizedName ?? \"mac\"\n        #endif\n    }\n}"
        ),
        // A library whose UI module could hold the bridge: its shared module still stays framework-free.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\", \"UI\"])], targets: [.target(name: \"Toolkit\"), .target(name: \"UI\", dependencies: [\"Toolkit\"])])"),
            ExampleFile("Sources/Toolkit/LaunchRouting.swift", "import UIKit\n\nopen class LaunchRouting {\n    public init() {}\n    public func launch(from window: UIWindow) { window.makeKeyAndVisible() }\n}"),
            ExampleFile("Sources/UI/Badge.swift", "import Toolkit\nimport UIKit\n\npublic final class Badge: UIView {}")
        ),
        // A library beside a program of its own that imports UIKit: the program's UI could hold the bridge.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\"])], targets: [.target(name: \"Toolkit\"), .executableTarget(name: \"Viewer\", dependencies: [\"Toolkit\"])])"),
            ExampleFile("Sources/Toolkit/LaunchRouting.swift", "import UIKit\n\nopen class LaunchRouting {\n    public init() {}\n    public func launch(from window: UIWindow) { window.makeKeyAndVisible() }\n}"),
            ExampleFile("Sources/Viewer/main.swift", "import Toolkit\nimport UIKit\n\nprint(UIScreen.main.bounds)")
        ),
        // A library's public extension whose `where` clause names only the package's own type, using UIKit in its body.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Infrastructure\"])], targets: [.target(name: \"Infrastructure\")])"), ExampleFile("Sources/Infrastructure/Renderer.swift", "public struct Renderer<Input> {\n    public var render: (Input) -> String\n}"),
            ExampleFile("Sources/Infrastructure/Renderer+Text.swift", "import UIKit\n\nextension Renderer where Input == String {\n    public static var width: Renderer {\n        Renderer { \"\\(UIFont.systemFont(ofSize: 12).pointSize * CGFloat($0.count))\" }\n    }\n}")
        ),
        // A library's adapter module using UIKit inside its bodies only, and its feature module handing UIKit's types across.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Ledger\", products: [.library(name: \"Ledger\", targets: [\"Infrastructure\", \"Feature\"])], targets: [.target(name: \"Infrastructure\"), .target(name: \"Feature\")])"),
            ExampleFile("Sources/Infrastructure/LedgerFlash.swift", "import UIKit\n\npublic final class LedgerFlash {\n    public init() {}\n    public func flash() { UIView.animate(withDuration: 0.2) {} }\n}")
        ),
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Ledger\", products: [.library(name: \"Ledger\", targets: [\"Feature\"])], targets: [.target(name: \"Feature\")])"),
            ExampleFile("Sources/Feature/UIView+Tracking.swift", "import UIKit\n\nextension UIView {\n    public func excludeFromTracking() { accessibilityHint = \"untracked\" }\n}")
        ),
        // The same public integration where a UI module has files, though the manifest appends its target later.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Ledger\", products: [.library(name: \"Ledger\", targets: [\"Infrastructure\"])], targets: [.target(name: \"Infrastructure\")])\npackage.targets.append(contentsOf: targets)"),
            ExampleFile("Sources/Infrastructure/UIView+Tracking.swift", "import UIKit\n\nextension UIView {\n    @objc public func excludeFromTracking(_ excluded: Bool = true) { accessibilityHint = nil }\n}"),
            ExampleFile("Sources/UI/LedgerScreen.swift", "import UIKit\n\nfinal class LedgerScreen: UIViewController {}")
        ),
        // A library's store adapter whose public API names only Core Data's `NS` types: AppKit is not what it hands across.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Ledger\", products: [.library(name: \"Ledger\", targets: [\"Infrastructure\"])], targets: [.target(name: \"Infrastructure\")])"),
            ExampleFile("Sources/Infrastructure/LedgerIDs.swift", "import CoreData\n#if canImport(AppKit)\nimport AppKit\n#endif\n\npublic struct LedgerIDs {\n    public let ids: [NSManagedObjectID]\n}")
        ),
        // A library's shared module using UIKit behind an API that names none of it: feature code gone UI.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\"])], targets: [.target(name: \"Toolkit\")])"),
            ExampleFile("Sources/Toolkit/Activation.swift", "import UIKit\n\npublic final class Activation {\n    public init() {}\n    public func activate() { UIView.animate(withDuration: 0.2) {} }\n}")
        ),
        // A library whose SwiftUI wrapper is internal offers no SwiftUI integration: its helper importing SwiftUI is reported.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Ledger\", products: [.library(name: \"Ledger\", targets: [\"Infrastructure\"])], targets: [.target(name: \"Infrastructure\")])"),
            ExampleFile("Sources/Infrastructure/Tally.swift", "@propertyWrapper\nstruct Tally: Sendable {\n    var wrappedValue: Int { 0 }\n}"),
            ExampleFile("Sources/Infrastructure/Tally+SwiftUI.swift", "#if canImport(SwiftUI)\nimport SwiftUI\n\nextension Tally: DynamicProperty {}\n#endif"),
            ExampleFile("Sources/Infrastructure/TallyBox.swift", "#if canImport(SwiftUI)\nimport SwiftUI\n\nfinal class TallyBox {\n    var count = State(initialValue: 0)\n}\n#endif")
        ),
        // UIKit's types reached through a framework that re-exports it.
        RuleExample(
            "Sources/Feature/SignInClient.swift",
            "import AuthenticationServices\n\nfinal class SignInClient: NSObject, ASWebAuthenticationPresentationContextProviding {\n    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {\n        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow ?? ASPresentationAnchor()\n    }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/SignInClient.swift",
                "import AuthenticationServices\n\nfinal class SignInClient: NSObject, ASWebAuthenticationPresentationContextProviding {\n    let anchor: ASPresentationAnchor\n    init(anchor: ASPresentationAnchor) { self.anchor = anchor }\n    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { anchor }\n}"
            ),
            ExampleFile("Sources/Feature/SignInClient+Window.swift", "import SafariServices\n\nextension SignInClient {\n    func reader(for url: URL) -> UIViewController { SFSafariViewController(url: url) }\n}")
        ),
        // A view seam in a domain module, one building a view of its own, one handing no view across publicly; a sign-in
        // adapter naming UIKit beyond its presentation anchor.
        RuleExample("Sources/Domain/ReceiptScreenFactory.swift", "import SwiftUI\n\npublic struct ReceiptScreenFactory {\n    public var makeScreen: @MainActor (ReceiptState) -> AnyView\n    public init(makeScreen: @escaping @MainActor (ReceiptState) -> AnyView) { self.makeScreen = makeScreen }\n}\n\nextension ReceiptScreenFactory {\n    public static let placeholder = Self { _ in AnyView(EmptyView()) }\n}"),
        RuleExample("Sources/Presentation/ReceiptScreenFactory.swift", "import SwiftUI\n\npublic struct ReceiptScreenFactory {\n    public var makeScreen: @MainActor (ReceiptState) -> AnyView\n    public init(makeScreen: @escaping @MainActor (ReceiptState) -> AnyView) { self.makeScreen = makeScreen }\n}\n\nextension ReceiptScreenFactory {\n    public static let placeholder = Self { _ in AnyView(Text(\"Soon\")) }\n}"),
        RuleExample("Sources/Presentation/ReceiptRouter.swift", "import SwiftUI\n\nfinal class ReceiptRouter {\n    func screen() -> AnyView { AnyView(EmptyView()) }\n}"),
        RuleExample("Sources/Infrastructure/WalletSignIn.swift", "import AuthenticationServices\n\nfinal class WalletSignIn: NSObject, ASAuthorizationControllerPresentationContextProviding {\n    func start(_ controller: ASAuthorizationController) { controller.presentationContextProvider = self }\n    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {\n        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first ?? ASPresentationAnchor()\n    }\n    func topScreen() -> UIViewController? { nil }\n}"),
        RuleExample("Sources/Infrastructure/TicketSignIn.swift", "import AuthenticationServices\nimport UIKit\n\nfinal class TicketSignIn: NSObject, ASAuthorizationControllerPresentationContextProviding {\n    func start(_ controller: ASAuthorizationController) { controller.presentationContextProvider = self }\n    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {\n        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first ?? ASPresentationAnchor()\n    }\n    func topScreen() -> UIViewController? { nil }\n}"),
        // A screen-factory protocol in a domain module, one constrained to a view, one beside a controller built in a body.
        RuleExample("Sources/Domain/CheckoutScreens.swift", "import UIKit\n\npublic protocol CheckoutScreens {\n    func makeCheckoutScreen(orderID: String) -> UIViewController\n}"),
        // A tab-flow builder handing its tab bar item across beside the controller: a UI element, not the screen.
        RuleExample("Sources/Feature/HarborTabsBuilding.swift", "import UIKit\n\npublic protocol HarborTabsBuilding {\n    func build() -> UITabBarController\n    func badge(for tab: Int) -> UITabBarItem\n}"),
        // Printing from a feature module, and an infrastructure printer laying its pages out with a label: the print service
        // is an adapter's, and a view drawn into the page is UI.
        // Haptics played from a feature module, and an infrastructure haptics class flashing a view: UI, not an adapter.
        RuleExample("Sources/Feature/TapFeedback.swift", "import UIKit\n\n@MainActor\npublic final class TapFeedback {\n    public enum Kind { case tap, outcome(UINotificationFeedbackGenerator.FeedbackType) }\n    private let impact = UIImpactFeedbackGenerator(style: .light)\n    private let outcome = UINotificationFeedbackGenerator()\n    public init() {}\n    public func play(_ kind: Kind) {\n        switch kind {\n        case .tap: impact.impactOccurred()\n        case .outcome(let type): outcome.notificationOccurred(type)\n        }\n    }\n}"),
        RuleExample("Sources/Infrastructure/TapFlash.swift", "import UIKit\n\nfinal class TapFlash {\n    private let impact = UIImpactFeedbackGenerator(style: .light)\n    func play(on view: UIView) {\n        impact.impactOccurred()\n        view.alpha = 0.5\n    }\n}"),
        RuleExample("Sources/Feature/ManifestPrinting.swift", "import UIKit\n\nstruct ManifestPrinting {\n    func printManifest(_ html: String) {\n        UIPrintInteractionController.shared.printFormatter = UIMarkupTextPrintFormatter(markupText: html)\n        UIPrintInteractionController.shared.present(animated: true)\n    }\n}"),
        RuleExample("Sources/Infrastructure/ManifestPageRenderer.swift", "import UIKit\n\nfinal class ManifestPageRenderer: UIPrintPageRenderer {\n    let title: String\n    init(title: String) { self.title = title }\n    override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {\n        let label = UILabel()\n        label.text = title\n        label.drawText(in: contentRect)\n    }\n}"),
        // A use case publishing its results through Combine: reported with Combine's own reason, not as a UI framework.
        RuleExample("Sources/Domain/ListManifests.swift", "import Combine\n\npublic protocol ListManifests {\n    func manifests() -> AnyPublisher<[String], Error>\n}"),
        RuleExample("Sources/Feature/PromoBanner.swift", "import UIKit\n\npublic protocol PromoBanner: AnyObject where Self: UIView {\n    func load(over screen: UIViewController)\n}"),
        RuleExample("Sources/Feature/CheckoutScreens.swift", "import UIKit\n\npublic protocol CheckoutScreens {\n    func makeCheckoutScreen(orderID: String) -> UIViewController\n}\n\nstruct PlaceholderScreens: CheckoutScreens {\n    func makeCheckoutScreen(orderID: String) -> UIViewController { UIViewController() }\n}"),
        RuleExample(
            ExampleFile("Sources/Infrastructure/RecordStack.swift", "public final class RecordStack {}"),
            ExampleFile("Sources/Feature/RecordFeed.swift", "import Combine\nimport Infrastructure\n\npublic protocol RecordFeed {\n    var ids: AnyPublisher<[Int], Never> { get }\n}")
        ),
        RuleExample("Sources/Feature/RecordFeedController.swift", "import Combine\nimport CoreData\nimport UIKit\n\nfinal class RecordFeedController {}"),
        RuleExample("Sources/Feature/RecordListViewModel.swift", "import Combine\nimport CoreData\n\nfinal class RecordListViewModel {\n    @Published var ids: [Int] = []\n}"),
        // A file inspecting a view it is handed but adding to it builds UI; one only borrowing a framework type observes nothing.
        RuleExample(
            "Sources/Feature/BadgeInstaller.swift",
            "import UIKit\n\nstruct BadgeInstaller {\n    func install(on view: UIView) {\n        guard let bar = view as? UINavigationBar else { return }\n        bar.addSubview(UILabel())\n    }\n}"
        ),
        RuleExample("Sources/Feature/GlyphBuilder.swift", "import UIKit\n\nstruct GlyphBuilder {\n    func glyph(_ text: String, font: UIFont?) -> Int { text.count }\n}"),
        // Observable state beside a media framework is presentation's; a media framework does not excuse UIKit either.
        RuleExample("Sources/Feature/CallScreenState.swift", "import AVFoundation\nimport Combine\n\nfinal class CallScreenState: ObservableObject {\n    @Published var isMuted = false\n}"),
        RuleExample(
            "Sources/Feature/CallCoordinator.swift",
            "import Combine\nimport AcmeWebRTC\n\nfinal class CallCoordinator {\n    private var routeChange: AnyCancellable?\n    func observe(_ routes: AnyPublisher<Int, Never>) { routeChange = routes.sink { _ in } }\n}"
        ),
        RuleExample(
            "Sources/Feature/TintOverrides.swift",
            "import UIKit\n\nextension Wrapper where Base: UIView {\n    var tintOverride: String { \"none\" }\n}"
        ),
        RuleExample("Sources/Feature/CameraPreview.swift", "import AVFoundation\nimport UIKit\n\nfinal class CameraPreview {\n    let layer = AVCaptureVideoPreviewLayer()\n}"),
        // A store adopting a protocol of the package is logic, whatever media framework it imports; now-playing artwork
        // does not excuse a view either.
        RuleExample(
            ExampleFile("Sources/Feature/QueueHandling.swift", "protocol QueueHandling: AnyObject {\n    func advance()\n}"),
            ExampleFile("Sources/Feature/QueueStore.swift", "import AVKit\nimport Combine\n\nfinal class QueueStore: QueueHandling {\n    private var skips: AnyCancellable?\n    func advance() {}\n}")
        ),
        RuleExample(
            "Sources/Feature/NowPlayingCard.swift",
            "import MediaPlayer\nimport UIKit\n\nfinal class NowPlayingCard {\n    let badge = UILabel()\n    func publish(_ image: UIImage) {\n        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyArtwork: MPMediaItemArtwork(boundsSize: image.size) { _ in image }]\n    }\n}"
        ),
        // Combine for observable state beside a request: the state is what the rule keeps out of a feature module.
        RuleExample(
            "Sources/Feature/TideLoader.swift",
            "import Combine\nimport Foundation\n\nfinal class TideLoader: ObservableObject {\n    @Published private(set) var heights: Data?\n    private let session: URLSession\n    init(session: URLSession) { self.session = session }\n    func load(_ request: URLRequest) -> AnyCancellable {\n        session.dataTaskPublisher(for: request).map(\\.data).replaceError(with: nil).assign(to: \\.heights, on: self)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ScreenNamer.swift", "import Foundation\n\npublic struct ScreenNamer {}"),
            ExampleFile(
                "Tests/FeatureTests/ScreenNamerTests.swift",
                "import Feature\nimport SwiftUI\nimport XCTest\n\nfinal class ScreenNamerTests: XCTestCase {\n    func test_name() { _ = UIHostingController(rootView: Text(\"\")) }\n}"
            )
        ),
        RuleExample("Sources/Feature/Loader.swift", "import UIKit\nstruct Loader {}"),
        RuleExample("Sources/Presentation/Presenter.swift", "@preconcurrency import Combine"),
        RuleExample("Sources/Feature/Exporter.swift", "import Cocoa\n\nstruct Exporter {\n    func export(_ text: String) -> Data { Data(text.utf8) }\n}"),
        RuleExample("Sources/Domain/Image.swift", "import struct SwiftUI.Color"),
        RuleExample("Tests/FeatureTests/LoaderTests.swift", "import SwiftUI"),
        RuleExample("Sources/Feature/Loader.swift", "#if canImport(UIKit)\nimport UIKit\n#else\nimport Foundation\n#endif"),
        RuleExample("Sources/Feature/Loader.swift", "\u{FEFF}import UIKit\nstruct Loader {}"),
        RuleExample("Sources/Infrastructure/SearchBar+Style.swift", "import UIKit\n\nextension UISearchBar {\n    func applyBrandStyle() { tintColor = .orange }\n}"),
        RuleExample("Sources/Feature/UserAgent.swift", "import UIKit\n\nlet userAgent = \"Shop/1.0 (\\(UIDevice.current.model))\""),
        // SwiftUI's own names beside the device's keep its import reported.
        RuleExample(
            "Sources/Infrastructure/GatewayHeaders.swift",
            "import SwiftUI\n\nenum GatewayHeaders {\n    static let agent = \"Shop (iOS \\(UIDevice.current.systemVersion))\"\n    static let accent = Color.orange\n}"
        ),
        RuleExample("Sources/Toolkit/DeviceBadge.swift", "import UIKit\n\npublic let deviceBadge = UIImage(named: UIDevice.current.model)"),
        RuleExample("Sources/Feature/ScrollPhase.swift", "import AppKit\n\nfunc isCommand(_ flags: NSEvent.ModifierFlags) -> Bool { flags.contains(.command) }"),
        RuleExample("Sources/Feature/LinkOpener.swift", "import AppKit\n\nenum LinkOpener {\n    static func open(_ url: URL) -> Bool { NSWorkspace.shared.open(url) }\n}"),
        RuleExample(
            "Sources/Infrastructure/HandlerList.swift",
            "import AppKit\n\nenum HandlerList {\n    static func handlers(of url: URL) -> [URL] { NSWorkspace.shared.urlsForApplications(toOpen: url) }\n    static let tint = NSColor.red\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ThumbnailRequest.swift",
            "import UIKit\n\nstruct ThumbnailRequest {\n    let scale = UIScreen.main.scale\n    let placeholder = UIImage(named: \"blank\")\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Loader.swift", "import Foundation\n\npublic struct Loader {}"),
            ExampleFile("Tests/FeatureTests/LoaderTests.swift", "import Feature\nimport UIKit\n\nfinal class LoaderTests: XCTestCase {}")
        ),
        // A `@main` app beside a test suite: the file tests the module, it is no placeholder app.
        RuleExample(
            "Tests/FeatureTests/SceneTests.swift",
            "import SwiftUI\nimport Testing\n\n@main\nstruct PreviewApp: App {\n    var body: some Scene { WindowGroup { Text(\"hello\") } }\n}\n\nstruct SceneTests {\n    @Test func builds() { _ = PreviewApp().body }\n}"
        ),
        RuleExample("Tests/FeatureTests/BadgeTests.swift", "import class UIKit.UILabel\nimport struct SwiftUI.Color\nimport Testing\n\nstruct BadgeTests {}"),
        RuleExample(
            ExampleFile("Sources/Feature/Loader.swift", "import Foundation\n\npublic struct Loader {}"),
            ExampleFile("Tests/FeatureTests/LoaderTests.swift", "import Feature\nimport Testing\n\nstruct LoaderTests {}"),
            ExampleFile("Tests/FeatureTests/UIWindow+Mock.swift", "import UIKit\n\nextension UIWindow {\n    static func mock() -> UIWindow { UIWindow() }\n}")
        ),
        RuleExample(
            "Tests/FeatureTests/Helpers/DeviceVersion.swift",
            "import UIKit\n\nenum DeviceVersion {\n    static let major = UIDevice.current.systemVersion\n    static let frame = UIView().frame\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/LinkOpener.swift",
            "import UIKit\n\nfinal class LinkOpener {\n    let name = UIApplication.didBecomeActiveNotification\n    func open(_ url: URL) { UIApplication.shared.open(url) }\n}"
        ),
        RuleExample(
            "Sources/Feature/ThumbnailCache.swift",
            "import UIKit\n\nfinal class ThumbnailCache {\n    let trigger = UIApplication.didReceiveMemoryWarningNotification\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/FlushOnBackground.swift",
            "import UIKit\n\nfinal class FlushOnBackground {\n    let trigger = UIApplication.didEnterBackgroundNotification\n    let tint = UIColor.red\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/QuitPrompt.swift",
            "import Cocoa\n\nfinal class QuitPrompt: NSObject {\n    let name = NSApplication.willTerminateNotification\n    @objc func quit(_ note: NSNotification) { NSAlert().runModal() }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/LinkOpening.swift", "import UIKit\n\npublic protocol LinkOpening {}\n\nextension UIApplication: LinkOpening {}"),
            ExampleFile(
                "Sources/Infrastructure/ServicesAssembly.swift",
                "import UIKit\n\npublic final class ServicesAssembly {\n    public func linkOpener() -> LinkOpening { UIApplication.shared }\n    public func tint() -> UIColor { .red }\n}"
            )
        ),
        RuleExample(
            "Sources/Infrastructure/BadgeWriter.swift",
            "import UIKit\n\nfinal class BadgeWriter {\n    private let app = UIApplication.shared\n    func write(_ count: Int) { app.applicationIconBadgeNumber = count }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/LaunchRecorder.swift",
            "import UIKit\n\nfinal class LaunchRecorder {\n    func application(_ app: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) {\n        app.windows.first?.backgroundColor = .white\n        let tint = UIColor.blue\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/Application+Current.swift",
            "import UIKit\n\nextension UIApplication {\n    static var current: UIApplication? { UIApplication.shared }\n    func showSettings() { UIApplication.shared.open(URL(string: \"app-settings:\")!) }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/PromptClient+Live.swift",
            "import UIKit\n\nextension PromptClient {\n    static let live = Self(show: { text in UIAlertController(title: text, message: nil, preferredStyle: .alert) })\n}"
        ),
        RuleExample(
            "Sources/Feature/ClipClient+Live.swift",
            "import UIKit\n\nextension ClipClient {\n    static let live = Self(copy: { text in UIPasteboard.general.string = text })\n}"
        ),
        // A `Client+Part.swift` beside a live client's factory holding a view, or beside a client with no live factory.
        RuleExample(
            ExampleFile("Sources/Infrastructure/DockClient.swift", "struct DockClient {\n    var quit: @Sendable (String) -> Void\n}\n\nextension DockClient {\n    static let liveValue = Self(quit: quitApps(named:))\n}"),
            ExampleFile("Sources/Infrastructure/DockClient+Badge.swift", "import AppKit\n\nfunc badgeView(_ text: String) -> NSTextField { NSTextField(labelWithString: text) }")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/DockClient.swift", "struct DockClient {\n    var quit: @Sendable (String) -> Void\n}\n\nextension DockClient {\n    static let testValue = Self(quit: { _ in })\n}"),
            ExampleFile("Sources/Infrastructure/DockClient+Quit.swift", "import AppKit\n\n@Sendable func quitApps(named name: String) {\n    NSHapticFeedbackManager.defaultPerformer.perform(.generic, performanceTime: .now)\n}")
        ),
        // AppKit's `NSApp` is the shared application: its windows are UI in a live client, its appearance outside one.
        RuleExample(
            "Sources/Infrastructure/ThemeClient+Live.swift",
            "import AppKit\n\nextension ThemeClient {\n    static var liveValue: Self {\n        Self(title: { NSApp.keyWindow?.title ?? \"\" })\n    }\n}"
        ),
        RuleExample("Sources/Infrastructure/Theme.swift", "import AppKit\n\nenum Theme {\n    static var isDark: Bool { NSApp.effectiveAppearance.name == .darkAqua }\n}"),
        RuleExample(
            "Sources/Feature/TickerLogic.swift",
            "import Combine\nimport ComposableArchitecture\n\nfinal class Ticker {\n    @Published var count = 0\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ScreenClient+Live.swift",
            "import UIKit\n\nextension ScreenClient {\n    static let liveValue = Self(keepAwake: { UIApplication.shared.isIdleTimerDisabled = $0 }, scenes: { UIApplication.shared.connectedScenes.count })\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/CatalogService.swift", "import Foundation\n\npublic final class CatalogService {}"),
            ExampleFile("Sources/Feature/CatalogService+Sync.swift", "import Combine\n\nextension CatalogService {\n    func changes() -> AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }\n}")
        ),
        RuleExample(
            "Sources/Infrastructure/DockActivator.swift",
            "import Cocoa\n\nfunc bringForward(all: Bool) {\n    var options: NSApplication.ActivationOptions = []\n    if all { options.insert(.activateAllWindows) }\n    NSApplication.shared.windows.first?.orderFront(nil)\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/WristRouter.swift",
            "import WatchKit\n\nstruct WristRouter {\n    var owner: @MainActor () -> AnyObject?\n}\n\nextension WristRouter {\n    static var live: Self {\n        WristRouter { WKExtension.shared().delegate }\n    }\n}"
        ),
        RuleExample("Sources/Infrastructure/PosterDecoder.swift", "import UIKit\n\nfunc poster(from data: Data) -> UIImage? { UIImage(data: data) }"),
        RuleExample("Sources/Infrastructure/PosterTint.swift", "import UIKit.UIColor\n\nlet posterTint = UIColor.red"),
        RuleExample("Sources/Feature/PosterDecoder.swift", "import UIKit.UIImage\n\nfunc poster(from data: Data) -> UIImage? { UIImage(data: data) }"),
        RuleExample("Sources/Feature/NoteCopier.swift", "import AppKit\n\nenum NoteCopier {\n    static func copy(_ note: String) { NSPasteboard.general.setString(note, forType: .string) }\n}"),
        RuleExample(
            "Sources/Infrastructure/NotePreview.swift",
            "import AppKit\n\nfinal class NotePreview {\n    let view = NSTextView()\n    func refresh() { view.string = NSPasteboard.general.string(forType: .string) ?? \"\" }\n}"
        ),
        RuleExample(
            "Sources/Feature/TaskListWatcher.swift",
            "import CoreData\nimport UIKit\n\nprotocol TaskListWatching: AnyObject {\n    func tasksChanged(_ snapshot: NSDiffableDataSourceSnapshotReference)\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/TaskTableFeeder.swift",
            "import CoreData\nimport UIKit\n\nfinal class TaskTableFeeder: NSObject, NSFetchedResultsControllerDelegate {\n    var source: UITableViewDiffableDataSource<Int, NSManagedObjectID>?\n    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {\n        source?.apply(snapshot as NSDiffableDataSourceSnapshot<Int, NSManagedObjectID>)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Package.swift", "let package = Package(name: \"Credits\", targets: [.target(name: \"Toolkit\")])"),
            ExampleFile("Sources/Toolkit/Credits.swift", "import AppKit\n\nlet credits = NSAttributedString(string: \"Credits\", attributes: [.font: NSFont.systemFont(ofSize: 12)])")
        ),
        RuleExample(
            "Sources/Infrastructure/SessionClock.swift",
            "import UIKit\n\nfinal class SessionClock {\n    var limit: UInt64 = UINT64_MAX\n    let trigger = UIApplication.didBecomeActiveNotification\n    let badge = UIFont.systemFont(ofSize: 9)\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/VisitTracker.swift",
            "import Foundation\n#if os(macOS)\nimport Cocoa\n#else\nimport UIKit\n#endif\n\nfinal class VisitTracker: NSObject {\n    func start() {\n        #if os(macOS)\n        NotificationCenter.default.addObserver(self, selector: #selector(pause), name: NSApplication.willResignActiveNotification, object: nil)\n        NSSound.beep()\n        #else\n        NotificationCenter.default.addObserver(self, selector: #selector(pause), name: UIApplication.willResignActiveNotification, object: nil)\n        #endif\n    }\n    @objc func pause() {}\n    func blank() -> Any { NSNull() }\n}"
        ),
        // A framework type adopting a package protocol in a feature module; device settings read there; a shared
        // utility holding observable state for a view.
        RuleExample(
            ExampleFile("Sources/Feature/KeyInput.swift", "public protocol KeyInput {\n    var code: UInt16 { get }\n}"),
            ExampleFile("Sources/Feature/NSEvent+KeyInput.swift", "import AppKit\n\nextension NSEvent: KeyInput {\n    public var code: UInt16 { keyCode }\n}")
        ),
        RuleExample("Sources/Feature/MotionSetting.swift", "import UIKit\n\nfunc prefersStillImages() -> Bool { UIAccessibility.isReduceMotionEnabled }"),
        RuleExample("Sources/Toolkit/LogStore.swift", "import Combine\n\npublic final class LogStore: ObservableObject {\n    @Published public var lines: [String] = []\n}"),
        // A library's live value reading SwiftUI's environment for more than an action: SwiftUI's own state, reported.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\"])], targets: [.target(name: \"Toolkit\")])"),
            ExampleFile(
                "Sources/Toolkit/SchemeClient.swift",
                "import SwiftUI\n\npublic struct SchemeClient {\n    public var current: @Sendable () -> String\n}\n\nextension SchemeClient {\n    static let liveValue = Self(current: { \"\\(EnvironmentValues().colorScheme)\" })\n}"
            )
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // A feature interface's factory handing the screen its UI module builds across type-erased; a sign-in adapter
        // finding the window AuthenticationServices presents its sheet over.
        RuleExample("Sources/Presentation/ReceiptScreenFactory.swift", "import SwiftUI\n\npublic struct ReceiptScreenFactory {\n    public var makeScreen: @MainActor (ReceiptState) -> AnyView\n    public init(makeScreen: @escaping @MainActor (ReceiptState) -> AnyView) { self.makeScreen = makeScreen }\n}\n\nextension ReceiptScreenFactory {\n    public static let placeholder = Self { _ in AnyView(EmptyView()) }\n}"),
        // A feature interface's protocol handing screens across (UIKit's view controller only in its requirements).
        RuleExample("Sources/Feature/CheckoutModuleInterface.swift", "import Foundation\nimport UIKit\n\npublic protocol CheckoutModuleInterface {\n    var storefrontURL: String { get }\n    func makeCheckoutScreen(orderID: String) -> UIViewController\n    func showPromotion(kind: String, over screen: UIViewController)\n    func trackOpen(name: String)\n}"),
        // The same hand-over of the framework's container controllers: a tab flow's `UITabBarController`, a window's `NSWindowController`.
        RuleExample("Sources/Feature/HarborTabsBuilding.swift", "import UIKit\n\npublic protocol HarborTabsBuilding {\n    func build(dock: HarborDock) -> UITabBarController\n}\n\npublic struct HarborDock {\n    public init() {}\n}"),
        RuleExample("Sources/Feature/LogbookWindows.swift", "import AppKit\n\npublic protocol LogbookWindows {\n    func makeLogbookWindow(voyage: String) -> NSWindowController\n    func makeCrewScreen() -> NSSplitViewController\n}"),
        RuleExample("Sources/Infrastructure/WalletSignIn.swift", "import AuthenticationServices\n\nfinal class WalletSignIn: NSObject, ASAuthorizationControllerPresentationContextProviding {\n    func start(_ controller: ASAuthorizationController) { controller.presentationContextProvider = self }\n    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {\n        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first ?? ASPresentationAnchor()\n    }\n    func finish() {}\n}"),
        RuleExample("Sources/Infrastructure/TicketSignIn.swift", "import AuthenticationServices\nimport UIKit\n\nfinal class TicketSignIn: NSObject, ASAuthorizationControllerPresentationContextProviding {\n    func start(_ controller: ASAuthorizationController) { controller.presentationContextProvider = self }\n    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {\n        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first ?? ASPresentationAnchor()\n    }\n    func finish() {}\n}"),
        // A library's public API offered only for the framework's types, named in its extensions' `where` clauses.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Infrastructure\"])], targets: [.target(name: \"Infrastructure\")])"), ExampleFile("Sources/Infrastructure/Renderer.swift", "public struct Renderer<Input> {\n    public var render: (Input) -> String\n}"),
            ExampleFile("Sources/Infrastructure/Renderer+UIView.swift", "import UIKit\n\nextension Renderer where Input == UIView {\n    public static var frame: Renderer { Renderer { \"\\($0.frame)\" } }\n}"),
            ExampleFile("Sources/Infrastructure/Renderer+SwiftUI.swift", "import SwiftUI\n\nextension Renderer where Input: SwiftUI.View {\n    public static var kind: Renderer { Renderer { \"\\(type(of: $0))\" } }\n}")
        ),
        // A library naming each platform's type under its own public alias, beside a developer's command-line tool importing
        // no UI framework: the alias is the library's API, and the tool holds no UI to move it into.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\"])], targets: [.target(name: \"Toolkit\"), .executableTarget(name: \"toolkit-cli\", dependencies: [\"Toolkit\"])])"),
            ExampleFile("Sources/Toolkit/Fill.swift", "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#endif\n\npublic enum Fill {\n    #if canImport(UIKit)\n    public typealias Color = UIColor\n    #else\n    public typealias Color = NSColor\n    #endif\n    case pad(Color?)\n\n    var hex: String {\n        guard case .pad(let color?) = self else { return \"\" }\n        return \"\\(color.cgColor)\"\n    }\n}"),
            ExampleFile("Sources/Toolkit/Picture.swift", "#if os(macOS)\nimport Cocoa\npublic typealias Picture = NSImage\n#else\nimport UIKit\npublic typealias Picture = UIImage\n#endif\n\npublic struct Thumbnail {\n    public let picture: Picture\n\n    public init?(data: Data) {\n        #if os(macOS)\n        guard let picture = NSImage(data: data) else { return nil }\n        #else\n        guard let picture = UIImage(data: data) else { return nil }\n        #endif\n        self.picture = picture\n    }\n}"),
            ExampleFile("Sources/toolkit-cli/main.swift", "import Foundation\nimport Toolkit\n\nprint(Fill.pad(nil))")
        ),
        // A push adapter handed the application and its delegate, registering for remote notifications.
        RuleExample(
            "Sources/Infrastructure/RemotePushRegistrar.swift",
            "import UIKit\nimport UserNotifications\n\nfinal class RemotePushRegistrar {\n    private let application: UIApplication\n\n    init(application: UIApplication, delegate: UIApplicationDelegate & UNUserNotificationCenterDelegate) {\n        self.application = application\n        UNUserNotificationCenter.current().delegate = delegate\n    }\n\n    func register() { application.registerForRemoteNotifications() }\n}"
        ),
        // An adapter listing the apps that open a URL, classifying Foundation's errors by their domains and keys.
        RuleExample(
            "Sources/Infrastructure/ReaderAppFinder.swift",
            "import Foundation\n#if os(macOS)\nimport AppKit\n\nenum ReaderAppFinder {\n    static func readers(for url: URL) -> [URL] { NSWorkspace.shared.urlsForApplications(toOpen: url) }\n\n    static func isMissing(_ error: Error) -> Bool {\n        let failure = error as NSError\n        if failure.domain == NSCocoaErrorDomain || failure.domain == NSPOSIXErrorDomain { return failure.code == 4 }\n        guard let underlying = failure.userInfo[NSUnderlyingErrorKey] as? Error else { return false }\n        return isMissing(underlying)\n    }\n}\n#endif"
        ),
        // The library's integration with UIKit: its public API hands UIKit's types across.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\"])], targets: [.target(name: \"Toolkit\")])"),
            ExampleFile("Sources/Toolkit/LaunchRouting.swift", "import UIKit\n\nopen class LaunchRouting {\n    public init() {}\n    public func launch(from window: UIWindow) { window.makeKeyAndVisible() }\n}"),
            ExampleFile("Sources/Toolkit/Screen.swift", "#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\npublic protocol Screen {\n    var body: AnyView { get }\n}")
        ),
        RuleExample(
            "Sources/Infrastructure/SessionClock.swift",
            "import UIKit\n\nfinal class SessionClock {\n    var limit: UInt64 = UINT64_MAX\n    var floor: Int32 = INT32_MIN\n    let trigger = UIApplication.didBecomeActiveNotification\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/VisitTracker.swift",
            "import Foundation\n#if os(macOS)\nimport Cocoa\n#else\nimport UIKit\n#endif\n\nfinal class VisitTracker: NSObject {\n    func start() {\n        #if os(macOS)\n        NotificationCenter.default.addObserver(self, selector: #selector(pause), name: NSApplication.willResignActiveNotification, object: nil)\n        #else\n        NotificationCenter.default.addObserver(self, selector: #selector(pause), name: UIApplication.willResignActiveNotification, object: nil)\n        #endif\n    }\n    @objc func pause() {}\n    func blank() -> Any { NSNull() }\n    func responds(_ name: String) -> Bool { NSClassFromString(name) != nil && responds(to: NSSelectorFromString(name)) }\n}"
        ),
        RuleExample(
            ExampleFile("Package.swift", "let package = Package(name: \"Credits\", targets: [.executableTarget(name: \"Toolkit\")])"),
            ExampleFile("Sources/Toolkit/Credits.swift", "import AppKit\n\nlet credits = NSAttributedString(string: \"Credits\", attributes: [.font: NSFont.systemFont(ofSize: 12)])")
        ),
        RuleExample(
            ExampleFile("Package.swift", "let package = Package(name: \"Credits\", targets: [.target(name: \"Toolkit\")])"),
            ExampleFile("Sources/Toolkit/main.swift", "import AppKit\n\nlet credits = NSAttributedString(string: \"Credits\", attributes: [.font: NSFont.systemFont(ofSize: 12)])\nprint(credits.length)")
        ),
        RuleExample(
            "Sources/Infrastructure/PosterDecoder.swift",
            "#if canImport(UIKit)\nimport UIKit.UIImage\npublic typealias Poster = UIImage\n#elseif canImport(AppKit)\nimport class AppKit.NSImage\npublic typealias Poster = NSImage\n#endif\n\nfunc poster(from data: Data) -> Poster? { Poster(data: data) }"
        ),
        // A file sending its own requests through URLSession, in a module that also holds the entities: network plumbing.
        RuleExample(
            "Sources/Feature/TideAPI+Stations.swift",
            "import Combine\nimport Foundation\n\nextension TideAPI {\n    static func stations(session: URLSession, request: URLRequest) -> AnyPublisher<Data, URLError> {\n        session.dataTaskPublisher(for: request).map(\\.data).eraseToAnyPublisher()\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/RecordFeedController.swift",
            "import Combine\nimport CoreData\n\nfinal class RecordFeedController {\n    @Published private(set) var ids: [Int] = []\n    private let results: NSFetchedResultsController<NSManagedObject>\n    init(results: NSFetchedResultsController<NSManagedObject>) { self.results = results }\n}"
        ),
        RuleExample(
            "Sources/Toolkit/BackgroundGuard.swift",
            "#if canImport(UIKit)\nimport UIKit\n\npublic final class BackgroundGuard {\n    private var task: UIBackgroundTaskIdentifier?\n    public init() {}\n}\n#endif"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ScreenTracker.swift",
                "// guardrails:disable-next-line ui-framework-import -- screen views are tracked by their controllers\nimport UIKit\n\npublic final class ScreenTracker {\n    public func track(_ screen: UIViewController) {}\n}"
            ),
            ExampleFile(
                "Tests/InfrastructureTests/ScreenTrackerTests.swift",
                "import Infrastructure\nimport SwiftUI\nimport XCTest\n\nfinal class ScreenTrackerTests: XCTestCase {\n    func test_skipsHostedViews() {\n        ScreenTracker().track(UIHostingController(rootView: Text(\"\")))\n    }\n}"
            )
        ),
        // A generated test target's placeholder app: its `@main` `App` is an entry point, not a test of the module.
        RuleExample(
            "Tests/FeatureTests/HostApp.swift",
            "import SwiftUI\n\n@main\nstruct HostApp: App {\n    var body: some Scene {\n        WindowGroup {\n            Text(\"hello\")\n        }\n    }\n}"
        ),
        // An SDK framework is never compiled for testing, so `testable import Cocoa` names a module of the
        // project (an old name of the app's module), not the framework.
        RuleExample("Tests/FeatureTests/LoaderTests.swift", "\(ForbiddenSpellings.testableImport) Cocoa\nimport Feature\nimport XCTest\n\nfinal class LoaderTests: XCTestCase {}"),
        RuleExample(
            "Sources/Infrastructure/ScrollPhase.swift",
            "import AppKit\n\npublic extension CGEventType {\n    init?(eventKind: NSEvent.EventType) {\n        self.init(rawValue: UInt32(eventKind.rawValue))\n    }\n}\nfunc isCommand(_ flags: NSEvent.ModifierFlags) -> Bool { flags.contains(.command) }"
        ),
        RuleExample(
            "Sources/Toolkit/DeviceName.swift",
            "#if canImport(UIKit)\nimport UIKit\n\npublic extension UIDevice {\n    var marketingName: String { model == \"iPad\" ? \"iPad\" : \"iPhone\" }\n}\n#endif"
        ),
        RuleExample(
            "Sources/Infrastructure/DefaultBrowser.swift",
            "#if os(macOS)\nimport AppKit\n\npublic final class DefaultBrowser {\n    public let url: URL\n    public var icon: NSImage? { NSWorkspace.shared.icon(forFile: url.path) }\n    init(url: URL) { self.url = url }\n    public static func open(_ link: URL, quietly: Bool) {\n        let configuration = NSWorkspace.OpenConfiguration()\n        configuration.activates = !quietly\n        NSWorkspace.shared.open(link, configuration: configuration, completionHandler: nil)\n    }\n}\n#endif"
        ),
        RuleExample(
            "Sources/Infrastructure/NoteClipboard.swift",
            "import Cocoa\n\nstruct CopiedNote: Codable {\n    var kind: NSPasteboard.PasteboardType.RawValue\n    var body: Data\n}\n\nfinal class NoteClipboard {\n    private let board = NSPasteboard.general\n    func read() -> [CopiedNote] {\n        (board.types ?? []).compactMap { kind in board.data(forType: kind).map { CopiedNote(kind: kind.rawValue, body: $0) } }\n    }\n}\n\nprivate extension NSPasteboard {\n    var isEmpty: Bool { types?.isEmpty ?? true }\n}"
        ),
        // An infrastructure adapter playing haptic feedback, a UIKit-only system service, showing no view.
        RuleExample("Sources/Infrastructure/TapFeedback.swift", "import UIKit\n\n@MainActor\npublic final class TapFeedback {\n    public enum Kind { case tap, outcome(UINotificationFeedbackGenerator.FeedbackType) }\n    private let impact = UIImpactFeedbackGenerator(style: .light)\n    private let outcome = UINotificationFeedbackGenerator()\n    public init() {}\n    public func play(_ kind: Kind) {\n        switch kind {\n        case .tap: impact.impactOccurred()\n        case .outcome(let type): outcome.notificationOccurred(type)\n        }\n    }\n}"),
        RuleExample("Sources/Infrastructure/CodeCopier.swift", "import UIKit\n\nenum CodeCopier {\n    static func copy(_ code: String) { UIPasteboard.general.string = code }\n}"),
        // An infrastructure printer handing a document to the system's print sheet (AirPrint is reached through UIKit alone).
        RuleExample(
            "Sources/Infrastructure/SystemManifestPrinter.swift",
            "import UIKit\n\npublic protocol ManifestPrinting {\n    func printManifest(html: String, done: @escaping (Bool) -> Void)\n}\n\npublic final class SystemManifestPrinter: NSObject, ManifestPrinting, UIPrintInteractionControllerDelegate {\n    public func printManifest(html: String, done: @escaping (Bool) -> Void) {\n        let info = UIPrintInfo(dictionary: nil)\n        info.jobName = \"Cargo manifest\"\n        let controller = UIPrintInteractionController.shared\n        controller.printInfo = info\n        controller.delegate = self\n        controller.printFormatter = UIMarkupTextPrintFormatter(markupText: html)\n        controller.present(animated: true) { _, completed, _ in done(completed) }\n    }\n\n    public func printInteractionController(_ controller: UIPrintInteractionController, choosePaper papers: [UIPrintPaper]) -> UIPrintPaper {\n        UIPrintPaper.bestPaper(forPageSize: CGSize(width: 288, height: 432), withPapersFrom: papers)\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ManifestPageRenderer.swift",
            "import UIKit\n\nfinal class ManifestPageRenderer: UIPrintPageRenderer {\n    init(html: String) {\n        super.init()\n        addPrintFormatter(UIMarkupTextPrintFormatter(markupText: html), startingAtPageAt: 0)\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/TaskListWatcher.swift",
            "import CoreData\nimport Foundation\nimport UIKit\n\npublic protocol TaskListWatcherDelegate: AnyObject {\n    func watcher(_ watcher: TaskListWatcher, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)\n}\n\npublic final class TaskListWatcher: NSObject, NSFetchedResultsControllerDelegate {\n    public weak var delegate: TaskListWatcherDelegate?\n    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {\n        delegate?.watcher(self, didChangeContentWith: snapshot)\n    }\n}"
        ),
        RuleExample(
            "Tests/FeatureTests/ChangeLogTests.swift",
            "import AppKit.NSTextStorage\nimport Combine\nimport class UIKit.UIPasteboard\nimport Testing\n\nstruct ChangeLogTests {}"
        ),
        RuleExample(
            "Tests/FeatureTests/Helpers/DeviceVersion.swift",
            "#if canImport(UIKit)\nimport UIKit\n#endif\n\nenum DeviceVersion {\n    static let major = UIDevice.current.systemVersion\n}"
        ),
        RuleExample("Sources/TestSupport/SnapshotAssertion.swift", "import SwiftUI\n\npublic func assertRendering(of view: some View) {}"),
        // `import SwiftUI` (which brings UIKit in) for the device's version and id alone, in an HTTP client.
        RuleExample(
            "Sources/Infrastructure/GatewayClient.swift",
            "import Foundation\nimport SwiftUI\n\n@MainActor\nfinal class GatewayClient {\n    let session: URLSession\n    init(session: URLSession) { self.session = session }\n    func headers() -> [String: String] {\n        [\"User-Agent\": \"Shop (iOS \\(UIDevice.current.systemVersion))\", \"Device\": (UIDevice.current.identifierForVendor ?? UUID()).uuidString]\n    }\n}"
        ),
        RuleExample("Sources/UI/FeedView.swift", "import UIKit"),
        RuleExample("Sources/App/Main.swift", "import SwiftUI"),
        RuleExample("Sources/Feature/Loader.swift", "let s = \"import UIKit\" // import UIKit\n/* import SwiftUI */"),
        RuleExample("Sources/Feature/Loader.swift", "import Foundation"),
        RuleExample("Sources/Feature/Loader.swift", "@available(*, deprecated, message: \"import UIKit\")\nfunc f() {}"),
        RuleExample("Sources/Scratch/Playground.swift", "import SwiftUI\nstruct Sketch: View { var body: some View { Text(\"a\") } }"),
        RuleExample("Sources/Infrastructure/SyncAdapter.swift", "import Combine\n\nfinal class SyncAdapter {\n    let changes = PassthroughSubject<Int, Never>()\n}"),
        // Instrumentation observing the host app's UI: a recorder reading the views it is handed, a swizzler of a
        // framework method, a delegate proxy forwarding what it does not note.
        RuleExample(
            "Sources/Feature/SliderRecorder.swift",
            "import UIKit\n\nstruct SliderRecorder {\n    let tint: UIColor?\n    func record(_ view: UIView) -> Double? {\n        guard let slider = view as? UISlider, !slider.isHidden else { return nil }\n        return Double(slider.value)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/TapSwizzler.swift",
            "import UIKit\n\nprotocol TapObserving: AnyObject {\n    func noticed(_ event: UIEvent)\n}\n\nfinal class TapSwizzler {\n    let method: Method?\n    init() { method = class_getInstanceMethod(UIApplication.self, #selector(UIApplication.sendEvent(_:))) }\n    func swizzle() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/TableDelegateProxy.swift",
            "import UIKit\n\nfinal class TableDelegateProxy: NSObject, UITableViewDelegate {\n    weak var original: UITableViewDelegate?\n    var onSelect: (IndexPath) -> Void = { _ in }\n    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n        onSelect(indexPath)\n        original?.tableView?(tableView, didSelectRowAt: indexPath)\n    }\n    override func forwardingTarget(for aSelector: Selector!) -> Any? { original }\n}"
        ),
        // A media adapter of a mixed feature module: it drives a WebRTC build and publishes its track events.
        RuleExample(
            "Sources/Feature/CameraTrackAdapter.swift",
            "import AVFoundation\nimport Combine\nimport Foundation\nimport AcmeWebRTC\n\nfinal class CameraTrackAdapter {\n    let events: PassthroughSubject<Int, Never>\n    init(events: PassthroughSubject<Int, Never>) { self.events = events }\n    func start(_ session: AVCaptureSession) { session.startRunning(); events.send(1) }\n}"
        ),
        // An audio engine behind the package's playback protocol, driving AVKit and MediaPlayer: it watches the session's volume.
        RuleExample(
            ExampleFile("Sources/Feature/PlaybackEngine.swift", "protocol PlaybackEngine: AnyObject {\n    func play()\n}"),
            ExampleFile(
                "Sources/Feature/StreamPlayer.swift",
                "import AVKit\nimport Combine\nimport MediaPlayer\n\nfinal class StreamPlayer: PlaybackEngine {\n    let player = AVQueuePlayer()\n    var volumeWatch: AnyCancellable?\n    func play() { player.play() }\n}"
            )
        ),
        // The system's now-playing info takes the platform's image: AppKit or UIKit is imported for that image alone.
        RuleExample(
            "Sources/Feature/StreamPlayer+NowPlaying.swift",
            "import MediaPlayer\n#if canImport(AppKit)\nimport AppKit\n#else\nimport UIKit\n#endif\n\nextension StreamPlayer {\n    func publishArtwork(_ cover: Cover) {\n        let image = cover.platformImage\n        let artwork = MPMediaItemArtwork(boundsSize: image.size) { _ in image }\n        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyArtwork: artwork]\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/NowPlayingPublisher.swift",
            "import MediaPlayer\nimport UIKit\n\nstruct NowPlayingPublisher {\n    func publish(_ image: UIImage) {\n        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyArtwork: MPMediaItemArtwork(boundsSize: image.size) { _ in image }]\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ThumbnailRequest.swift",
            "#if canImport(UIKit)\nimport UIKit\n#endif\n\nstruct ThumbnailRequest {\n    let scale = UIScreen.main.scale\n    let device = UIDevice.current.model\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/URLOpener.swift", "public protocol URLOpener: AnyObject {\n    func open(_ url: URL)\n}"),
            ExampleFile(
                "Sources/Infrastructure/UIApplication+URLOpener.swift",
                "import Feature\nimport UIKit\n\nextension UIApplication: URLOpener {\n    public func open(_ url: URL) { open(url, options: [:]) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Rotation.swift",
                "// guardrails:disable-next-line ui-framework-import -- the rotation API speaks UIKit's orientation\nimport UIKit\n\npublic func angle(of orientation: UIDeviceOrientation) -> Double { 0 }"
            ),
            ExampleFile("Tests/FeatureTests/RotationTests.swift", "import Feature\nimport UIKit\n\nfinal class RotationTests: XCTestCase {}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Checkout.swift",
                "// guardrails:disable-next-line ui-framework-import -- checkout presents the store's sheet in a window scene\nimport UIKit\n\npublic func checkout(in scene: UIWindowScene?) {}"
            ),
            ExampleFile("Tests/FeatureTests/CheckoutTests.swift", "import Feature\nimport Testing\n\nstruct CheckoutTests {}"),
            ExampleFile("Tests/FeatureTests/UIWindowScene+Mock.swift", "import UIKit\n\nextension UIWindowScene {\n    static func mock() -> UIWindowScene? { nil }\n}")
        ),
        RuleExample(
            "Sources/Infrastructure/RecordCache.swift",
            "#if os(iOS)\nimport UIKit\n#endif\n\nfinal class RecordCache {\n    let trigger = UIApplication.didReceiveMemoryWarningNotification\n    func flush(_ app: UIApplication) {\n        let task: UIBackgroundTaskIdentifier = app.beginBackgroundTask(expirationHandler: nil)\n        app.endBackgroundTask(task)\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/UploadQueue.swift",
            "import UIKit\n\nfinal class UploadQueue {\n    func start() {\n        let task = UIApplication.shared.beginBackgroundTask(expirationHandler: nil)\n        UIApplication.shared.endBackgroundTask(task)\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/LaunchRecorder.swift",
            "import UIKit\n\nfinal class LaunchRecorder {\n    func application(_ app: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) {\n        let link = options?[UIApplication.LaunchOptionsKey.url] as? URL\n    }\n    func handle(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) {}\n    func refreshChanged(_ status: UIBackgroundRefreshStatus) {}\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ActivityObserver.swift",
            "import AppKit\n\nfinal class ActivityObserver {\n    private let app = NSApplication.shared\n    init() {\n        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: NSApplication.didBecomeActiveNotification, object: app)\n    }\n    @objc func changed() {}\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/WristLifecycle.swift",
            "import WatchKit\n\nprotocol WristLifecycle {\n    func didLaunch(_ owner: WKExtension)\n    func didResume(_ owner: WKApplication)\n}\n\nfinal class WristObserver {\n    let owner = WKExtension.shared()\n    let name = WKExtension.applicationDidBecomeActiveNotification\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/QuitObserver.swift",
            "import Cocoa\n\nfinal class QuitObserver: NSObject {\n    private let app = NSApplication.shared\n    func start() {\n        NotificationCenter.default.addObserver(self, selector: #selector(quit(_:)), name: NSApplication.willTerminateNotification, object: app)\n    }\n    @objc func quit(_ note: NSNotification) {}\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ExtensionSafeFlush.swift",
            "import UIKit\n\nfinal class ExtensionSafeFlush {\n    let trigger = UIApplication.willResignActiveNotification\n    func flush() {\n        guard let app = UIApplication.available else { return }\n        let task = app.beginBackgroundTask(expirationHandler: nil)\n        app.endBackgroundTask(task)\n    }\n}\n\nextension UIApplication {\n    static var available: UIApplication? { UIApplication.value(forKey: \"sharedApplication\") as? UIApplication }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/DeviceClient+Live.swift",
            "import UIKit\n\nextension DeviceClient {\n    static let live = Self(\n        buzz: { UINotificationFeedbackGenerator().notificationOccurred(.success) },\n        copy: { text in UIPasteboard.general.string = text },\n        openSettings: { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }\n    )\n}"
        ),
        RuleExample(
            "Sources/Feature/TickerLogic.swift",
            "import Combine\nimport ComposableArchitecture\n\nfunc tick(on queue: DispatchQueue) -> Effect<Int, Never> {\n    Publishers.Zip(Just(1), Just(2)).map { $0 + $1 }.receive(on: queue).eraseToEffect()\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/AppActivator.swift",
            "import Cocoa\n\nfunc activate(_ app: NSRunningApplication, all: Bool) -> Bool {\n    var options: NSApplication.ActivationOptions = []\n    if all { options.insert(.activateAllWindows) }\n    return app.activate(options: options)\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ScreenClient+Live.swift",
            "import UIKit\n\nextension ScreenClient {\n    static let liveValue = Self(keepAwake: { UIApplication.shared.isIdleTimerDisabled = $0 }, charging: { UIDevice.current.batteryState == .charging })\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/PageLauncher.swift",
            "import Foundation\n#if canImport(WatchKit)\nimport WatchKit\n#endif\n#if canImport(UIKit)\nimport UIKit\n#endif\n\nstruct PageLauncher {\n    var launch: @MainActor @Sendable (URL) -> Void\n}\n\nextension PageLauncher {\n    static var live: Self {\n        PageLauncher { page in\n            #if os(watchOS)\n            WKExtension.shared().openSystemURL(page)\n            #else\n            UIApplication.shared.open(page)\n            #endif\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/SettingsClient+Live.swift",
            "import AppKit\n\nextension SettingsClient {\n    static var liveValue: Self {\n        Self(open: { NSWorkspace.shared.open(URL(fileURLWithPath: \"/System/Applications/System Settings.app\")) })\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/CatalogService.swift", "import Combine\nimport CoreData\n\npublic final class CatalogService {\n    let context: NSManagedObjectContext\n    init(context: NSManagedObjectContext) { self.context = context }\n}"),
            ExampleFile("Sources/Feature/CatalogService+Sync.swift", "import Combine\n\nextension CatalogService {\n    func changes() -> AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/LinkOpening.swift", "import UIKit\n\npublic protocol LinkOpening {}\n\nextension UIApplication: LinkOpening {}"),
            ExampleFile(
                "Sources/Infrastructure/ServicesAssembly.swift",
                "import UIKit\n\npublic final class ServicesAssembly {\n    public init() {}\n    public func linkOpener() -> LinkOpening { UIApplication.shared }\n}"
            )
        ),
        // A framework re-exporting UIKit, used for its own API only: the anchor is handed in, no UIKit type is named;
        // a UIKit type the package declares itself is not UIKit's.
        RuleExample(
            "Sources/Feature/SignInClient.swift",
            "import AuthenticationServices\n\nfinal class SignInClient: NSObject, ASWebAuthenticationPresentationContextProviding {\n    let anchor: ASPresentationAnchor\n    init(anchor: ASPresentationAnchor) { self.anchor = anchor }\n    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { anchor }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/UIState.swift", "struct UIState {\n    var isSigningIn = false\n}"),
            ExampleFile("Sources/Feature/SignInFlow.swift", "import AuthenticationServices\n\nfinal class SignInFlow {\n    var state = UIState()\n    func start(_ session: ASWebAuthenticationSession) { state.isSigningIn = session.start() }\n}")
        ),
        // An adapter may read platform info through a re-exporting framework as it would through UIKit.
        RuleExample(
            "Sources/Infrastructure/SignInAnchor.swift",
            "import AuthenticationServices\n\nfunc isPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad }"
        ),
        // The rest of a live client split over files: the functions its `liveValue` wires in, over system services.
        RuleExample(
            ExampleFile("Sources/Infrastructure/DockClient.swift", "struct DockClient {\n    var quit: @Sendable (String) -> Void\n}\n\nextension DockClient {\n    static let liveValue = Self(quit: quitApps(named:))\n}"),
            ExampleFile(
                "Sources/Infrastructure/DockClient+Quit.swift",
                "import AppKit\n\n@Sendable func quitApps(named name: String) {\n    NSHapticFeedbackManager.defaultPerformer.perform(.generic, performanceTime: .now)\n    for app in NSWorkspace.shared.runningApplications where matches(app, name) { app.terminate() }\n}\n\nfunc matches(_ app: NSRunningApplication, _ name: String) -> Bool { app.localizedName == name }"
            )
        ),
        // AppKit's `NSApp`, the shared application, read for its appearance by a live client.
        RuleExample(
            "Sources/Infrastructure/ThemeClient+Live.swift",
            "import AppKit\n\nextension ThemeClient {\n    static var liveValue: Self {\n        watchAppearance()\n        return Self(isDark: { darkMode.withLock { $0 } })\n    }\n}\n\nprivate let darkMode = Mutex(false)\nprivate let watcher = Mutex<NSKeyValueObservation?>(nil)\n\nprivate func watchAppearance() {\n    Task { @MainActor in\n        let observation = NSApp.observe(\\.effectiveAppearance) { _, _ in\n            Task { @MainActor in darkMode.withLock { $0 = NSApp.effectiveAppearance.name == .darkAqua } }\n        }\n        watcher.withLock { $0 = observation }\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/PushRegistrar.swift",
            "import UIKit\n\nfinal class PushRegistrar {\n    var isRegistered: Bool { UIApplication.shared.isRegisteredForRemoteNotifications }\n    func register() { UIApplication.shared.registerForRemoteNotifications() }\n    func unregister() { UIApplication.shared.unregisterForRemoteNotifications() }\n}"
        ),
        // A test importing Cocoa for a module importing AppKit, and its helper building the inputs.
        RuleExample(
            ExampleFile("Sources/Infrastructure/NSImage+Scaling.swift", "// guardrails:disable-next-line ui-framework-import -- the store keeps platform images\nimport AppKit\n\nextension NSImage {\n    public func scaled(by factor: CGFloat) -> NSImage { self }\n}"),
            ExampleFile("Tests/InfrastructureTests/NSImage+ScalingTests.swift", "import Cocoa\nimport Infrastructure\nimport XCTest\n\nfinal class ScalingTests: XCTestCase {\n    func test_keepsImage() { XCTAssertNotNil(TestImages.red().scaled(by: 2)) }\n}"),
            ExampleFile("Tests/InfrastructureTests/TestImages.swift", "import Cocoa\n\nenum TestImages {\n    static func red() -> NSImage { NSImage(size: NSSize(width: 1, height: 1)) }\n}")
        ),
        // A shared utility layer: the boundary a platform event is adapted at, with its conversions; a system service; a
        // log stream built on Combine with no observable state.
        RuleExample(
            ExampleFile("Sources/Toolkit/KeyInput.swift", "public protocol KeyInput {\n    var code: UInt16 { get }\n}"),
            ExampleFile("Sources/Toolkit/NSEvent+KeyInput.swift", "import AppKit\n\nextension NSEvent: KeyInput {\n    public var code: UInt16 { keyCode }\n}\n\nextension NSEvent.EventType {\n    var isKeyDown: Bool { self == .keyDown }\n}")
        ),
        RuleExample("Sources/Toolkit/FileRevealer.swift", "import AppKit\n\npublic enum FileRevealer {\n    public static func reveal(_ url: URL) { NSWorkspace.shared.activateFileViewerSelecting([url]) }\n}"),
        RuleExample(
            "Sources/Toolkit/LogStream.swift",
            "import Combine\n\npublic final class LogStream {\n    private let subject = PassthroughSubject<String, Never>()\n    public func send(_ line: String) { subject.send(line) }\n    public func sink(_ write: @escaping (String) -> Void) -> AnyCancellable { subject.sink(receiveValue: write) }\n}"
        ),
        // An adapter describing the device: the macOS branch imports AppKit and names nothing of it, reading Foundation's `Host`.
        RuleExample(
            "Sources/Infrastructure/HostName.swift",
            "import Foundation\n#if os(iOS)\nimport UIKit\n#else\nimport AppKit\n#endif\n\nenum HostName {\n    @MainActor static var name: String {\n        #if os(iOS)\n        UIDevice.current.name\n        #else\n        Host.current().localizedName ?? \"mac\"\n        #endif\n    }\n}"
        ),
        // An adapter describing the user's settings: accessibility, text size, layout direction, appearance.
        RuleExample(
            "Sources/Infrastructure/EnvironmentTraits.swift",
            "import Foundation\n#if os(iOS)\nimport UIKit\n#elseif os(macOS)\nimport AppKit\n#endif\n\nenum EnvironmentTraits {\n    @MainActor static var traits: [String: String] {\n        #if os(iOS)\n        return [\"reduceMotion\": \"\\(UIAccessibility.isReduceMotionEnabled)\", \"textSize\": UIApplication.shared.preferredContentSizeCategory.rawValue]\n        #elseif os(macOS)\n        var traits = [\"appearance\": NSAppearance.current.name.rawValue]\n        if let app = NSApp {\n            traits[\"rtl\"] = \"\\(app.userInterfaceLayoutDirection == .rightToLeft)\"\n        }\n        return traits\n        #else\n        return [:]\n        #endif\n    }\n}"
        ),
        // Lifecycle notifications observed through `import SwiftUI`, beside the package's own `UIKit…`-named tracker.
        RuleExample(
            ExampleFile("Sources/Infrastructure/UIKitTapTracker.swift", "enum UIKitTapTracker {\n    static func start() {}\n}"),
            ExampleFile(
                "Sources/Infrastructure/ForegroundWatcher.swift",
                "import Foundation\nimport SwiftUI\n\nfinal class ForegroundWatcher: NSObject {\n    override init() {\n        super.init()\n        NotificationCenter.default.addObserver(self, selector: #selector(resumed), name: UIApplication.willEnterForegroundNotification, object: nil)\n    }\n    @objc func resumed() { UIKitTapTracker.start() }\n}"
            )
        ),
        // A library's single adapter module: its public SwiftUI property wrapper and its public methods on UIKit's views.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Ledger\", products: [.library(name: \"Ledger\", targets: [\"Infrastructure\"])], targets: [.target(name: \"Infrastructure\")])"),
            ExampleFile(
                "Sources/Infrastructure/LedgerRows.swift",
                "#if canImport(SwiftUI)\nimport SwiftUI\n\n@propertyWrapper\npublic struct LedgerRows: DynamicProperty {\n    @State private var rows: [String] = []\n    public init() {}\n    public var wrappedValue: [String] { rows }\n}\n#endif"
            ),
            ExampleFile(
                "Sources/Infrastructure/UIView+Tracking.swift",
                "#if canImport(UIKit)\nimport UIKit\n\nextension UIView {\n    @objc public func excludeFromTracking(_ excluded: Bool = true) {\n        accessibilityHint = excluded ? \"untracked\" : nil\n    }\n}\n#endif"
            )
        ),
        // The internal box behind a library's public SwiftUI property wrapper imports SwiftUI for that same integration.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Ledger\", products: [.library(name: \"Ledger\", targets: [\"Infrastructure\"])], targets: [.target(name: \"Infrastructure\")])"),
            ExampleFile(
                "Sources/Infrastructure/Tally.swift",
                "@propertyWrapper\npublic struct Tally: Sendable {\n    public init() {}\n    public var wrappedValue: Int { 0 }\n}"
            ),
            ExampleFile("Sources/Infrastructure/Tally+SwiftUI.swift", "#if canImport(SwiftUI)\nimport SwiftUI\n\nextension Tally: DynamicProperty {}\n#endif"),
            ExampleFile("Sources/Infrastructure/TallyBox.swift", "#if canImport(SwiftUI)\nimport SwiftUI\n\nfinal class TallyBox {\n    var count = State(initialValue: 0)\n}\n#endif")
        ),
        // The library's SwiftUI integration: a public extension of the preview trait its users' `#Preview`s take.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\"])], targets: [.target(name: \"Toolkit\")])"),
            ExampleFile(
                "Sources/Toolkit/SeededPreviews.swift",
                "#if canImport(SwiftUI)\npublic import SwiftUI\n\n@available(iOS 18, macOS 15, *)\nextension PreviewTrait where T == Preview.ViewTraits {\n    public static func seeded(_ seed: Int) -> PreviewTrait { .modifier(Seeding(seed: seed)) }\n}\n#endif"
            )
        ),
        // A library's live value of a URL-opening client wrapping SwiftUI's `openURL` action, no view.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Toolkit\", products: [.library(name: \"Toolkit\", targets: [\"Toolkit\"])], targets: [.target(name: \"Toolkit\")])"),
            ExampleFile(
                "Sources/Toolkit/LinkOpener.swift",
                "#if canImport(SwiftUI)\nimport SwiftUI\n\npublic struct LinkOpener: Sendable {\n    public var open: @Sendable (URL) async -> Void\n}\n\nextension LinkOpener {\n    static let liveValue = Self(open: { link in\n        await MainActor.run { EnvironmentValues().openURL(link) }\n    })\n}\n#endif"
            )
        ),
    ]
}
