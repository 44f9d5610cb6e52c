import GuardrailsCore

/// The examples of `shared-instance-access` about roots the system starts: an app delegate's termination method and the
/// helpers its launch method alone calls, a scene delegate's connect method and stored properties' values, an app extension's principal class, a live factory assembling `Self`, and a logging
/// type's own static members writing to the `os.Logger` its static holds.
enum SharedInstanceAccessRuleRootExamples {
    static let triggering: [RuleExample] = [
        // A view only a preview shows is not named as preview machinery: it may be a screen the app shows some other way.
        RuleExample(
            "Sources/UI/LicensePane.swift",
            "import SwiftUI\n\nstruct LicensePane: View {\n    @ObservedObject private var model = LicenseModel.shared\n    var body: some View { Text(model.key) }\n}\n\n#Preview {\n    LicensePane()\n}"
        ),
        // The same assembler also used by a screen: it composes what users see, outside the root.
        RuleExample(
            "Sources/UI/SampleStage.swift",
            "import SwiftUI\n\nenum SampleStage {\n    static func seeded<Content: View>(_ content: Content) -> some View {\n        content.environmentObject(SessionModel.shared)\n    }\n}\n\nstruct HomeScreen: View {\n    var body: some View { SampleStage.seeded(Text(\"Home\")) }\n}"
        ),
        // A scene delegate's other callbacks are the app's behaviour, and so is a stored property's observer.
        RuleExample(
            "Sources/UI/StageDelegate.swift",
            "import UIKit\n\nfinal class StageDelegate: UIResponder, UIWindowSceneDelegate {\n    func sceneDidBecomeActive(_ scene: UIScene) {\n        Inbox.shared.refresh()\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/StageDelegate.swift",
            "import UIKit\n\nfinal class StageDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow? {\n        didSet { Inbox.shared.refresh() }\n    }\n}"
        ),
        // A helper the delegate also calls from a menu action is the app's behaviour, not only its startup.
        RuleExample(
            "Sources/UI/AppDelegate.swift",
            "import AppKit\n\nfinal class AppDelegate: NSObject, NSApplicationDelegate {\n    func applicationDidFinishLaunching(_ note: Notification) {\n        registerCoders()\n    }\n\n    @objc func reload(_ sender: Any?) {\n        registerCoders()\n    }\n\n    func registerCoders() {\n        ImageCoders.shared.add(VectorCoder())\n    }\n}"
        ),
        // A global of the extension's file is no part of the principal class the system builds.
        RuleExample(
            "Sources/PushExtension/PushEnricher.swift",
            "import UserNotifications\n\nprivate let vault = WalletHub.shared.vault()\n\nfinal class PushEnricher: UNNotificationServiceExtension {\n    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {\n        contentHandler(request.content)\n    }\n}"
        ),
        // The extension's principal class posting on the default center: messaging on a bus, not composition.
        RuleExample(
            "Sources/PushExtension/PushEnricher.swift",
            "import UserNotifications\n\nfinal class PushEnricher: UNNotificationServiceExtension {\n    override func serviceExtensionTimeWillExpire() {\n        NotificationCenter.default.post(name: .pushExpired, object: nil)\n    }\n}"
        ),
        // The logging type's sink read by another type.
        RuleExample(
            "Sources/Feature/Trace.swift",
            "import OSLog\n\nstruct Trace {\n    var category: String\n    static let shared = Logger(subsystem: \"app.notes\", category: \"shared\")\n}\n\nfinal class Syncer {\n    func run() {\n        Trace.shared.info(\"sync\")\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // An assembler only `#Preview` code names: the previews' own composition, shipped in no screen.
        RuleExample(
            "Sources/UI/SampleStage.swift",
            "import SwiftUI\n\nenum SampleStage {\n    static func seeded<Content: View>(_ content: Content) -> some View {\n        content.environmentObject(SessionModel.shared)\n    }\n}\n\nstruct HomeScreen: View {\n    var body: some View { Text(\"Home\") }\n}\n\n#Preview {\n    SampleStage.seeded(HomeScreen())\n}"
        ),
        // A scene delegate's connect method builds the window, and its stored properties' values are what the system makes
        // it with: the scene's composition root.
        RuleExample(
            "Sources/UI/StageDelegate.swift",
            "import UIKit\n\nfinal class StageDelegate: UIResponder, UIWindowSceneDelegate {\n    lazy var links: LinkHandling = LinkRouter.shared\n    var window: UIWindow?\n\n    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {\n        guard let stage = scene as? UIWindowScene else { return }\n        let window = UIWindow(windowScene: stage)\n        window.rootViewController = HomeScreen(store: TicketStore.shared)\n        self.window = window\n    }\n}"
        ),
        // The delegate's launch setup split into a helper the launch alone calls.
        RuleExample(
            "Sources/UI/ShopDelegate.swift",
            "import UIKit\n\nfinal class ShopDelegate: UIResponder, UIApplicationDelegate {\n    func application(\n        _ application: UIApplication,\n        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?\n    ) -> Bool {\n        registerImageCoders()\n        return true\n    }\n}\n\nextension ShopDelegate {\n    func registerImageCoders() {\n        ImageCoders.shared.add(VectorCoder())\n    }\n}"
        ),
        // A scene delegate's disconnect removes the observers its connect registered, through a helper only those two call.
        RuleExample(
            "Sources/UI/StageDelegate.swift",
            "import UIKit\n\nfinal class StageDelegate: UIResponder, UIWindowSceneDelegate {\n    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {\n        startListening()\n    }\n\n    func sceneDidDisconnect(_ scene: UIScene) {\n        stopListening()\n    }\n\n    private func startListening() {\n        NotificationCenter.default.addObserver(self, selector: #selector(signOut), name: .sessionExpired, object: nil)\n    }\n\n    private func stopListening() {\n        NotificationCenter.default.removeObserver(self, name: .sessionExpired, object: nil)\n    }\n\n    @objc private func signOut() {}\n}"
        ),
        // The delegate's termination ends what its launch began.
        RuleExample(
            "Sources/UI/AppDelegate.swift",
            "import AppKit\n\nfinal class AppDelegate: NSObject, NSApplicationDelegate {\n    func applicationWillTerminate(_ note: Notification) {\n        NotificationCenter.default.removeObserver(self)\n        Player.shared.stop()\n    }\n}"
        ),
        // A notification service extension's principal class, built by the system: the extension's composition root.
        RuleExample(
            "Sources/PushExtension/PushEnricher.swift",
            "import UserNotifications\n\nfinal class PushEnricher: UNNotificationServiceExtension {\n    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {\n        let wallet = WalletHub.shared.open()\n        contentHandler(wallet.decorate(request.content))\n    }\n}"
        ),
        // An action extension's principal class, adopting the request-handling protocol.
        RuleExample(
            "Sources/ActionExtension/ActionHandler.swift",
            "import Foundation\n\nfinal class ActionHandler: NSObject, NSExtensionRequestHandling {\n    func beginRequest(with context: NSExtensionContext) {\n        Clipboard.shared.keep(context.inputItems)\n        context.completeRequest(returningItems: nil)\n    }\n}"
        ),
        // A live factory assembling its own type.
        RuleExample(
            "Sources/Feature/Environment.swift",
            "import Foundation\n\npublic struct Environment {\n    let session: URLSession\n    let name: String\n}\n\npublic extension Environment {\n    static func live(name: String) -> Self {\n        Self(session: URLSession.shared, name: name)\n    }\n}"
        ),
        // A logging type's own static members writing to the `os.Logger` its static holds.
        RuleExample(
            "Sources/Feature/Trace.swift",
            "import OSLog\n\nstruct Trace {\n    private let category: String\n    static let shared = Logger(subsystem: \"app.notes\", category: \"shared\")\n\n    init(id: String) {\n        category = id\n    }\n\n    static func info(_ message: String) {\n        Trace.shared.info(\"\\(message)\")\n    }\n}"
        ),
    ]
}
