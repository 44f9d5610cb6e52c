import GuardrailsCore

/// The examples of `shared-instance-access` about entry points and glue: a tool's `main.swift` top-level code, a UIKit app
/// delegate marked as the entry point or its launch method in any layer, a SwiftUI scene built by a free function, the app delegate's window read for a trait,
/// a file query in an infrastructure extension of another module's type or about a `URL` built from a handed path, and an
/// SDK adapter storing only its own reactive plumbing.
enum SharedInstanceAccessRuleEntryExamples {
    static let triggering: [RuleExample] = [
        // A controller without an explicit Objective-C name is composed by the app: reported.
        RuleExample(
            "Sources/ShareExtension/ComposeController.swift",
            "import UIKit\n\n@objc\nfinal class ComposeController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        DraftInbox.shared.keep(extensionContext?.inputItems ?? [])\n    }\n}"
        ),
        // The package's protocol refines no view protocol: the conformer is no view.
        RuleExample(
            ExampleFile("Sources/Blocks/BlockLink.swift", "public protocol BlockLink {\n    var text: String { get }\n}"),
            ExampleFile(
                "Sources/Feature/QuoteLink.swift",
                "import UIKit\nimport Blocks\n\nstruct QuoteLink: BlockLink {\n    let text: String\n    func open(_ url: URL) {\n        UIApplication.shared.open(url)\n    }\n}"
            )
        ),
        // A `@main` type's other members are the program's behaviour, and an `App` it does not launch is no entry point.
        RuleExample(
            "Sources/UI/LaunchGate.swift",
            "import SwiftUI\n\n@main\nenum LaunchGate {\n    static func main() {\n        reset()\n        LedgerApp.main()\n    }\n    static func reset() {\n        UserDefaults.standard.removeObject(forKey: \"draft\")\n    }\n}\n\nstruct LedgerApp: App {\n    var body: some Scene {\n        WindowGroup { Text(\"Ledger\") }\n    }\n}"
        ),
        RuleExample(
            "Sources/LedgerApp/LaunchGate.swift",
            "import SwiftUI\n\n@main\nenum LaunchGate {\n    static func main() {\n        LedgerApp.main()\n    }\n}\n\nstruct LedgerApp: App {\n    var body: some Scene {\n        WindowGroup { Text(\"Ledger\") }\n    }\n}\n\nstruct SpareApp: App {\n    var body: some Scene {\n        WindowGroup { Text(UserDefaults.standard.string(forKey: \"name\") ?? \"\") }\n    }\n}"
        ),
        // A function the tool's `main.swift` declares is a component of it, not its top-level composition.
        RuleExample(
            "Sources/ListGen/main.swift",
            "import Foundation\n\nfunc emit(_ root: String) {\n    FileManager.default.createFile(atPath: root + \"/list.json\", contents: nil)\n}\nemit(\".\")"
        ),
        // An app delegate's menu action is the app's behaviour, not its startup.
        RuleExample(
            "Sources/UI/AppDelegate.swift",
            "import AppKit\n\nfinal class AppDelegate: NSObject, NSApplicationDelegate {\n    @objc func resetLayout(_ sender: Any?) {\n        Preferences.shared.layout = nil\n    }\n}"
        ),
        // A free function returning no view: a helper reaching the workspace.
        RuleExample("Sources/Feature/Help.swift", "import AppKit\n\nfunc openHelp(_ url: URL) {\n    NSWorkspace.shared.open(url)\n}"),
        // The app delegate itself, read as a locator, is no trait of the UI's environment.
        RuleExample(
            "Sources/UI/UIApplication+Delegate.swift",
            "import UIKit\n\nextension UIApplication {\n    static var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }\n}"
        ),
        // The same query about the cursor's file outside an infrastructure layer.
        RuleExample(
            "Sources/Feature/SyntaxCursor+Source.swift",
            "import Foundation\n\nextension SyntaxCursor {\n    func sourceText() -> String? {\n        let place = location()\n        guard FileManager.default.fileExists(atPath: place.file) else { return nil }\n        return try? String(contentsOfFile: place.file, encoding: .utf8)\n    }\n}"
        ),
        // A folder the function picks itself.
        RuleExample(
            "Sources/Feature/BuildFolders.swift",
            "import Foundation\n\nfunc manifests() -> [URL] {\n    let folder = URL(fileURLWithPath: \"/tmp/builds\")\n    return (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []\n}"
        ),
        // An SDK adapter keeping a count of its own beside its relay.
        RuleExample(
            signInProviding,
            ExampleFile(
                "Sources/Infrastructure/SDKSignIn.swift",
                "final class SDKSignIn: SignInProviding {\n    private var bag = DisposeBag()\n    private let stateRelay = PublishRelay<String>()\n    private var attempts = 0\n    var state: Observable<String> { stateRelay.asObservable() }\n    func signOut() {\n        attempts += 1\n        AuthClient.shared.logout().subscribe().disposed(by: bag)\n    }\n}"
            )
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A share extension's principal controller, named for Objective-C as its Info.plist names it: the system builds it.
        RuleExample(
            "Sources/ShareExtension/ComposeController.swift",
            "import UIKit\n\n@objc(ComposeController)\nfinal class ComposeController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        DraftInbox.shared.keep(extensionContext?.inputItems ?? [])\n    }\n}"
        ),
        // A view through the package's own protocols refining SwiftUI's `View` (declared in another module) opening a link.
        RuleExample(
            ExampleFile("Sources/Blocks/BlockView.swift", "import SwiftUI\n\npublic protocol BlockView: View {\n    var text: String { get }\n}\n\npublic protocol StyledBlockView: BlockView {}"),
            ExampleFile(
                "Sources/Feature/QuoteBlock.swift",
                "import SwiftUI\nimport Blocks\n\nstruct QuoteBlock: StyledBlockView {\n    let text: String\n    var body: some View { Button(text) { open(URL(string: text)!) } }\n    func open(_ url: URL) {\n        if UIApplication.shared.canOpenURL(url) { UIApplication.shared.open(url) }\n    }\n}"
            )
        ),
        // A `@main` type's `static func main()` checking a launch flag before it starts the app, in any layer: the program's
        // entry point, as a `main.swift` is; and, in a file no layer maps, the `App` it launches, the app's composition root.
        RuleExample(
            "Sources/UI/LaunchGate.swift",
            "import SwiftUI\n\n@main\nenum LaunchGate {\n    static func main() {\n        if CommandLine.arguments.contains(\"--fresh\") {\n            UserDefaults.standard.removeObject(forKey: \"draft\")\n        }\n        LedgerApp.main()\n    }\n}\n\nstruct LedgerApp: App {\n    var body: some Scene {\n        WindowGroup { Text(\"Ledger\") }\n    }\n}"
        ),
        RuleExample(
            "Sources/LedgerApp/LaunchGate.swift",
            "import SwiftUI\n\n@main\nenum LaunchGate {\n    static func main() {\n        LedgerApp.main()\n    }\n}\n\nstruct LedgerApp: App {\n    @State private var fresh = UserDefaults.standard.bool(forKey: \"fresh\")\n    var body: some Scene {\n        WindowGroup { Text(\"Ledger\").onAppear { resetFlags() } }\n    }\n    private func resetFlags() {\n        UserDefaults.standard.set(false, forKey: \"fresh\")\n    }\n}"
        ),
        // App delegates' launch methods, in a module mapped to the UI layer: the app's startup is its composition root.
        RuleExample(
            "Sources/UI/AppDelegate.swift",
            "import AppKit\n\nfinal class AppDelegate: NSObject, NSApplicationDelegate {\n    func applicationDidFinishLaunching(_ note: Notification) {\n        if Preferences.shared.lastVersion != version {\n            Preferences.shared.lastVersion = version\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/PhoneAppDelegate.swift",
            "import UIKit\n\n@main\nfinal class PhoneAppDelegate: UIResponder, UIApplicationDelegate {\n    func application(\n        _ application: UIApplication,\n        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?\n    ) -> Bool {\n        Preferences.shared.launches += 1\n        return true\n    }\n}"
        ),
        // A command-line tool's top-level code: its own composition root.
        RuleExample(
            "Sources/ListGen/main.swift",
            "import Foundation\n\nlet files = FileManager.default\nlet root = files.currentDirectoryPath\nlet names = [\"a\", \"b\"].filter { files.fileExists(atPath: root + \"/\" + $0) }\nprint(names)"
        ),
        // A UIKit app's delegate marked as the entry point, in an app no layer describes.
        RuleExample(
            "Sources/Shop/AppDelegate.swift",
            "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n\nextension AppDelegate {\n    static var current: AppDelegate { UIApplication.shared.delegate as! AppDelegate }\n}"
        ),
        // A free function building a menu-bar scene, opening a link from a button.
        RuleExample(
            "Sources/Feature/StatusMenu.swift",
            "import SwiftUI\n\nfunc statusMenu(model: StatusModel) -> some Scene {\n    MenuBarExtra(\"Status\") {\n        Button(\"Help\") { NSWorkspace.shared.open(model.helpURL) }\n    }\n}"
        ),
        // A trait of the app delegate's window, in the UI layer.
        RuleExample(
            "Sources/UI/UIApplication+Input.swift",
            "import UIKit\n\nextension UIApplication {\n    static var inputMode: UITextInputMode? {\n        UIApplication.shared.delegate?.window??.textInputMode\n    }\n}"
        ),
        // An infrastructure extension of another module's type checking the file its cursor points into.
        RuleExample(
            "Sources/Infrastructure/SyntaxCursor+Source.swift",
            "import Foundation\n\nextension SyntaxCursor {\n    func sourceText() -> String? {\n        let place = location()\n        guard FileManager.default.fileExists(atPath: place.file) else { return nil }\n        return try? String(contentsOfFile: place.file, encoding: .utf8)\n    }\n}"
        ),
        // A free function listing a folder built from the path it was handed.
        RuleExample(
            "Sources/Feature/BuildFolders.swift",
            "import Foundation\n\nfunc manifests(in tempRoot: String) -> [URL] {\n    let folder = URL(fileURLWithPath: tempRoot).appendingPathComponent(\"Data\")\n    let found = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []\n    return found.filter { $0.pathExtension == \"json\" }\n}"
        ),
        // An infrastructure SDK adapter storing only the relay it publishes through and its dispose bag.
        RuleExample(
            signInProviding,
            ExampleFile(
                "Sources/Infrastructure/SDKSignIn.swift",
                "final class SDKSignIn: SignInProviding {\n    private var bag = DisposeBag()\n    private let stateRelay = PublishRelay<String>()\n    var state: Observable<String> { stateRelay.asObservable() }\n    func signOut() {\n        AuthClient.shared.logout().subscribe().disposed(by: bag)\n    }\n}"
            )
        ),
    ]

    private static let signInProviding = ExampleFile(
        "Sources/Domain/SignInProviding.swift", "public protocol SignInProviding: AnyObject {\n    var state: Observable<String> { get }\n    func signOut()\n}"
    )
}
