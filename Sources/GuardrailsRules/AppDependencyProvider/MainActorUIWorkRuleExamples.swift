import GuardrailsCore

/// What `MainActorUIWorkRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension MainActorUIWorkRule {
    static let triggeringExamples: [RuleExample] = [
        RuleExample(
            "Sources/UI/Logger+Export.swift",
            "import Logging\n\nextension FileLogger {\n    func export(from source: UIViewController) { source.present(share, animated: true) }\n}\nfinal class Recorder: FileLogger {\n    init(frame: Int) {}\n}"
        ),
        RuleExample(
            "Sources/UI/LibraryScreen+Model.swift",
            "extension LibraryScreen {\n    final class Model: ObservableObject {}\n}\nextension LibraryScreen.Model {\n    func confirmDelete() { host.present(alert, animated: true) }\n}"
        ),
        RuleExample("Sources/UI/ExportJob.swift", "final class ExportJob: BackgroundTask {\n    func finish() { host.present(done, animated: true) }\n}"),
        RuleExample(
            "Sources/UI/ShareItem.swift",
            "final class ShareItem: NSObject, UIActivityItemSource, NSTextStorageDelegate {\n    func finish() { host.present(done, animated: true) }\n}"
        ),
        RuleExample("Sources/UI/FeatureCoordinator.swift", "final class FeatureCoordinator {\n    func presentModal() async {\n        navigationController.present(controller, animated: true)\n    }\n}"),
        RuleExample("Sources/UI/Router.swift", "final class Router {\n    func makeHost() -> UIViewController { UIHostingController(rootView: FeedView()) }\n}"),
        RuleExample("Sources/UI/Flow.swift", "@MainActor final class Flow {\n    nonisolated func next() {\n        Task.detached { navigation.pushViewController(next, animated: true) }\n    }\n}"),
        RuleExample("Sources/UI/Share.swift", "@MainActor final class Share {\n    func start() {\n        DispatchQueue.global().async { self.present(sheet, animated: true) }\n    }\n}"),
        RuleExample(
            ExampleFile("Sources/UI/BaseFlow.swift", "class BaseFlow: NSObject {}"),
            ExampleFile("Sources/UI/LoginFlow.swift", "final class LoginFlow: BaseFlow {\n    func finish() { host.present(done, animated: true) }\n}")
        ),
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "UI", swiftSettings: [.defaultIsolation(MainActor.self)])])"#),
            ExampleFile("Sources/UI/Flow.swift", "final class Flow {\n    nonisolated func finish() { host.present(done, animated: true) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/UI/Coordinator.swift", "protocol Coordinator {\n    func start()\n}"),
            ExampleFile("Sources/UI/WebPage.swift", "enum WebPage {\n    final class Coordinator: NSObject, WKNavigationDelegate {}\n}"),
            ExampleFile("Sources/UI/SettingsFlow.swift", "final class SettingsFlow: NSObject, Coordinator {\n    func start() { host.present(settings, animated: true) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/UI/PaymentSheet.swift", "final class PaymentSheet: NSObject {\n    func finish() { host.present(receipt, animated: true) }\n}"),
            ExampleFile("Sources/UI/PaymentSheet+Scripts.swift", "extension PaymentSheet: WKScriptMessageHandler {\n    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}\n}")
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample(
            "Sources/UI/GalleryView.swift",
            "import Slideshow\n\nclass Gallery: Slideshow {\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n    }\n    func expand() { host.present(full, animated: true) }\n}\nextension Slideshow {\n    func presentFull(from controller: UIViewController) { controller.present(full, animated: true) }\n}"
        ),
        RuleExample(
            "Sources/Game/PlayerViewController.swift",
            "final class PlayerViewController: EmulatorKit.PlayerViewController {\n    func pause() { present(menu, animated: true) }\n}\nprivate extension PlayerViewController {\n    func showSaves() { present(saves, animated: true) }\n}\nfinal class ScoreBoard: ArcadeScoreView {\n    func share() { host.present(sheet, animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/LibraryScreen+Model.swift",
            "extension LibraryScreen {\n    @MainActor\n    final class Model: ObservableObject {\n        func load() {}\n    }\n}\nextension LibraryScreen.Model {\n    func confirmDelete() { host.present(alert, animated: true) }\n}"
        ),
        RuleExample("Sources/UI/RatingControl.swift", "final class RatingControl: UIControl {\n    func showHelp() { host.present(UIHostingController(rootView: help), animated: true) }\n}"),
        RuleExample(
            "Sources/UI/Pager.swift",
            "struct Pager: UIViewControllerRepresentable {\n    final class Coordinator: NSObject, UIPickerViewDelegate, UIPickerViewDataSource {\n        func show(_ page: UIViewController) { controller.setViewControllers([page], direction: .forward, animated: true) }\n    }\n}"
        ),
        RuleExample("Sources/UI/FeatureCoordinator.swift", "@MainActor\nfinal class FeatureCoordinator {\n    func presentModal() async {\n        navigationController.present(controller, animated: true)\n    }\n}"),
        RuleExample("Sources/UI/Router.swift", "final class Router {\n    @MainActor func show() {\n        navigation.pushViewController(UIHostingController(rootView: view), animated: true)\n    }\n}"),
        RuleExample("Sources/UI/Loader.swift", "final class Loader {\n    func finish() async {\n        await MainActor.run { navigation.present(alert, animated: true) }\n    }\n    func present(_ error: Error) {}\n}"),
        RuleExample("Sources/UI/Downloader.swift", "final class Downloader {\n    func done() {\n        DispatchQueue.main.async { navigation.present(alert, animated: true) }\n    }\n}"),
        RuleExample(
            ExampleFile("Sources/UI/FeedViewController.swift", "final class FeedViewController: UIViewController {}"),
            ExampleFile("Sources/UI/FeedViewController+Errors.swift", "extension FeedViewController {\n    func fail() { present(alert, animated: true) }\n}")
        ),
        RuleExample("Sources/UI/SettingsList.swift", "final class SettingsList: UITableViewController {\n    func open() { present(detail, animated: true) }\n}"),
        RuleExample("Sources/UI/Host.swift", "final class Host: UIHostingController<RootView> {\n    func showHelp() { present(help, animated: true) }\n}"),
        RuleExample("Sources/UI/UIViewController+Alert.swift", "extension UIViewController {\n    func showError(_ alert: UIAlertController) { present(alert, animated: true) }\n}"),
        RuleExample(
            ExampleFile("Sources/UI/ScreenController.swift", "class ScreenController: UIViewController {}"),
            ExampleFile("Sources/UI/ProfileScreen.swift", "final class ProfileScreen: ScreenController {\n    func edit() { present(editor, animated: true) }\n}")
        ),
        RuleExample("Sources/UI/Actions.swift", "enum Action { case present(Item), dismiss }\nfunc handle(_ action: Action) {\n    switch action {\n    case .present(let item): show(item)\n    case .dismiss: break\n    }\n}"),
        RuleExample("Sources/UI/Errors.swift", "final class Errors {\n    func fail() { ErrorHandler.present(self) }\n}"),
        RuleExample("Sources/UI/Help.swift", "extension UIKit::UITableViewController {\n    func showHelp() { present(help, animated: true) }\n}"),
        RuleExample("Sources/UI/Alertable.swift", "protocol Alertable {}\nextension Alertable where Self: UIViewController {\n    func showAlert(_ alert: UIAlertController) { present(alert, animated: true) }\n}"),
        RuleExample(
            "Sources/UI/Menus.swift",
            "enum Menus {\n    static let title = \"Menu\"\n    @MainActor static func share(in host: Host, done: @escaping () -> Void = { }) {\n        host.present(sheet, animated: true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "UI", swiftSettings: [.defaultIsolation(MainActor.self)])])"#),
            ExampleFile("Sources/UI/Flow.swift", "final class Flow {\n    func finish() { host.present(done, animated: true) }\n}\nfunc showHelp(on host: Host) { host.present(help, animated: true) }")
        ),
        RuleExample("Sources/UI/Toolbar.swift", "final class Toolbar {\n    func makeShare(host: Host) -> UIAction {\n        UIAction(title: \"Share\") { _ in host.present(sheet, animated: true) }\n    }\n}"),
        RuleExample(
            "Sources/UI/HelpPage.swift",
            "enum HelpPage {\n    final class Coordinator: NSObject, WKUIDelegate {\n        func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void) {\n            host.present(alert(message), animated: true)\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/CheckoutWebCoordinator.swift",
            "final class CheckoutWebCoordinator: NSObject {\n    func confirm() { host.present(summary, animated: true) }\n}\nextension CheckoutWebCoordinator: WKUIDelegate {}\nextension CheckoutWebCoordinator: WKNavigationDelegate {\n    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void) {\n        host.present(confirmation, animated: true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/PaymentSheet.swift", "final class PaymentSheet: NSObject {}"),
            ExampleFile(
                "Sources/UI/PaymentSheet+Scripts.swift",
                "extension PaymentSheet: WKScriptMessageHandler {\n    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {\n        host.present(receipt, animated: true)\n    }\n}"
            )
        ),
    ]
}
