import GuardrailsCore

/// What `NavigationInViewControllerRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension NavigationInViewControllerRule {
    /// A list controller of the package picking one of the options it is given, reporting the choice to its delegate.
    private static let choiceList = ExampleFile("Sources/UI/ChoiceListController.swift", "final class ChoiceListController<Owner: ChoiceListDelegate>: UITableViewController {\n    weak var delegate: Owner?\n    init(current: Owner.Choice, options: [Owner.Choice]) { super.init(style: .plain) }\n}")

    /// A package whose `Assembly` app depends on `assemblyDependencies`, beside an `App` when `withApp`, and a gallery screen of it pushing a sample.
    private static func galleryApp(assemblyDependencies: String, withApp: Bool) -> RuleExample {
        let app = withApp ? ", .executableTarget(name: \"App\", dependencies: [\"UI\", \"Domain\"])" : ""
        return RuleExample(
            ExampleFile("Package.swift", "let package = Package(name: \"P\", targets: [.target(name: \"Domain\"), .target(name: \"UI\")\(app), .target(name: \"Assembly\", dependencies: [\(assemblyDependencies)])])"),
            ExampleFile("Sources/UI/SwatchView.swift", "public final class SwatchView: UIView {}"),
            ExampleFile("Sources/Assembly/GalleryListViewController.swift", "import UI\nfinal class GalleryListViewController: UIViewController {\n    func open(_ sample: UIViewController.Type) { navigationController?.pushViewController(sample.init(), animated: true) }\n}")
        )
    }

    static let triggeringExamples: [RuleExample] = [
        // A screen presented over the whole screen is still a screen: built from a recipe, not a title and a message.
        RuleExample(
            "Sources/UI/PantryViewController.swift",
            "final class PantryViewController: UIViewController {\n    func openRecipe() {\n        let recipe = RecipeDetailViewController(recipeID: selectedID)\n        recipe.modalPresentationStyle = .overFullScreen\n        present(recipe, animated: true)\n    }\n}"
        ),
        // A sheet held at full height, or a half-height one reporting to nobody here: it may hold the next screen.
        RuleExample("Sources/UI/LedgerViewController.swift", "import UIKit\nfinal class LedgerViewController: UIViewController, EntryEditing {\n    func editEntry() {\n        let editor = EntryEditorScreen(delegate: self)\n        editor.sheetPresentationController?.detents = [.large()]\n        present(editor, animated: true)\n    }\n    func openHistory() {\n        let history = HistoryScreen()\n        if let sheet = history.sheetPresentationController { sheet.detents = [.medium(), .large()] }\n        present(history, animated: true)\n    }\n}"),
        // A UI-kit-only app that is the package's only app, or one reaching domain code beside the shipped app: screens of an app.
        galleryApp(assemblyDependencies: "\"UI\"", withApp: false),
        galleryApp(assemblyDependencies: "\"UI\", \"Domain\"", withApp: true),
        // Shown as the detail, a screen typed as the app's own controller is navigation, unlike an alert.
        RuleExample(
            "Sources/UI/AccountViewController.swift",
            "final class AccountViewController: UIViewController {\n    private lazy var receipts: ReceiptsViewController = ReceiptsViewController()\n    func openReceipts() {\n        showDetailViewController(receipts, sender: nil)\n    }\n}"
        ),
        // A bottom sheet wrapping a screen of the app is that screen, presented.
        RuleExample(
            "Sources/UI/TripViewController.swift",
            "final class TripViewController: UIViewController {\n    func openProfile() {\n        let sheet = CardSheetController(contentViewController: ProfileViewController())\n        present(sheet, animated: true)\n    }\n}"
        ),
        // A list of transactions is a screen of its own, whatever word its name hides.
        RuleExample(
            "Sources/UI/WalletViewController.swift",
            "final class WalletViewController: UIViewController {\n    func openHistory() {\n        let history = TransactionListViewController(wallet: wallet)\n        let nav = UINavigationController(rootViewController: history)\n        present(nav, animated: true)\n    }\n}"
        ),
        // A static entry point presenting another screen its own factory makes: navigation, whoever calls it.
        RuleExample(
            "Sources/UI/PasscodeViewController.swift",
            "final class PasscodeViewController: UIViewController {\n    private static func makeReset() -> ResetViewController { ResetViewController() }\n    static func ask() {\n        let window = UIWindow(frame: UIScreen.main.bounds)\n        window.rootViewController = UIViewController()\n        window.makeKeyAndVisible()\n        let reset = PasscodeViewController.makeReset()\n        window.rootViewController?.present(reset, animated: true)\n    }\n}"
        ),
        // A library target named with an example word is no example app: only a program or composition target is.
        RuleExample(
            ExampleFile("Package.swift", "let package = Package(name: \"Sheets\", targets: [.target(name: \"Sheets\"), .target(name: \"DemoSupport\", dependencies: [\"Sheets\"]), .executableTarget(name: \"SheetsDemo\", dependencies: [\"Sheets\"]), .executableTarget(name: \"Gallery\", dependencies: [\"Sheets\"], path: \"Examples/Gallery\")])"),
            ExampleFile("Sources/DemoSupport/CatalogViewController.swift", "final class CatalogViewController: UIViewController {\n    func open() { navigationController?.pushViewController(SheetViewController(), animated: true) }\n}")
        ),
        // The screen's own option picker pushed, or presented without handing its choice back to the screen.
        RuleExample(
            choiceList,
            ExampleFile(
                "Sources/UI/ScheduleViewController.swift",
                "final class ScheduleViewController: UIViewController {\n    func pickSeason() {\n        let chooser = ChoiceListController<ScheduleViewController>(current: season, options: seasons)\n        chooser.delegate = self\n        navigationController?.pushViewController(chooser, animated: true)\n    }\n}"
            )
        ),
        RuleExample(
            choiceList,
            ExampleFile(
                "Sources/UI/ScheduleViewController.swift",
                "final class ScheduleViewController: UIViewController {\n    func browseSeasons() {\n        let chooser = ChoiceListController<ScheduleViewController>(current: season, options: seasons)\n        let nav = UINavigationController(rootViewController: chooser)\n        present(nav, animated: true)\n    }\n}"
            )
        ),
        // Faded in over the whole window, but `.fullScreen`: the screen replaces this one, it is the next screen.
        RuleExample(
            "Sources/UI/WelcomeViewController.swift",
            "final class WelcomeViewController: UIViewController {\n    func start() {\n        let lobby = LobbyViewController()\n        lobby.modalPresentationStyle = .fullScreen\n        lobby.modalTransitionStyle = .crossDissolve\n        present(lobby, animated: true)\n    }\n}"
        ),
        // Laid over the window but sliding in as a sheet does: a sheet can hold the next screen.
        RuleExample(
            "Sources/UI/RouteViewController.swift",
            "final class RouteViewController: UIViewController {\n    func openStops() {\n        let stops = StopListViewController()\n        stops.modalPresentationStyle = .overFullScreen\n        present(stops, animated: true)\n    }\n}"
        ),
        // The app target's screens are its composition layer here, but a screen of it presenting another still navigates.
        RuleExample(
            "Sources/App/GardenViewController.swift",
            "import SwiftUI\nimport UIKit\n\nfinal class GardenViewController: UIViewController {\n    func openPlot(_ plot: AnyView) {\n        let host = UIHostingController(rootView: plot)\n        present(host, animated: true)\n    }\n}"
        ),
        // The entry point the system builds by name, but in a module of screens, not the composition root.
        RuleExample(
            "Sources/UI/ClipperViewController.swift",
            "@objc(ClipperViewController)\nfinal class ClipperViewController: UIViewController {\n    func openTags() { present(TagEditorViewController(), animated: true) }\n}"
        ),
        // An image viewer pushed onto the stack: a screen of its own, whatever its name.
        RuleExample("Sources/UI/ShelfViewController.swift", "import UIKit\nimport Zoomer\n\nfinal class ShelfViewController: UIViewController {\n    func openThumbnail(_ thumbnail: UIImageView) {\n        guard let image = thumbnail.image else { return }\n        navigationController?.pushViewController(PhotoViewerController(image: image, source: thumbnail), animated: true)\n    }\n}"),
        // A navigation controller built around a screen of the app: judged by that screen, which is the next one.
        RuleExample(
            "Sources/UI/ImprintViewController.swift",
            "final class ImprintViewController: UIViewController {\n    func openTeam() {\n        let team = TeamViewController()\n        let frame = UINavigationController(rootViewController: team)\n        frame.isNavigationBarHidden = true\n        navigationController?.present(frame, animated: true, completion: nil)\n    }\n}"
        ),
        // The app's own wrapper of UIKit's push, called on the stack the controller sits in: navigation all the same.
        RuleExample(
            "Sources/UI/WalletMenuViewController.swift",
            "final class WalletMenuViewController: UIViewController {\n    func addWallet() {\n        navigationController?.pushViewController(viewController: NewWalletViewController(), animated: true) {}\n    }\n}"
        ),
        // A modal-presented screen of the app: `…ModalViewController` is a controller named for how it is shown, not a dialog.
        RuleExample(
            ExampleFile("Sources/UI/ModalViewController.swift", "class ModalViewController: UIViewController {}"),
            ExampleFile(
                "Sources/UI/BasketViewController.swift",
                "final class BasketViewController: UIViewController {\n    func checkout() {\n        let next: CheckoutViewController = CheckoutViewController()\n        present(next, animated: true)\n    }\n}\nfinal class CheckoutViewController: ModalViewController {}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/UI/StackController.swift", "class StackController: UINavigationController {}"),
            ExampleFile(
                "Sources/UI/ProfileViewController.swift",
                "final class ProfileViewController: UIViewController {\n    func editTapped() {\n        let navigation = StackController()\n        navigation.present(EditProfileViewController(), animated: true)\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/UI/CheckoutViewController.swift",
            "final class CheckoutViewController: UIViewController {\n    func next() { pushViewController(PaymentViewController(), animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/OrdersViewController.swift",
            "final class OrdersViewController: UIViewController {\n    @objc private func openReceipt() {\n        let next = makeReceiptScreen(order: order)\n        present(next, animated: true)\n    }\n    private func makeReceiptScreen(order: Order) -> ReceiptViewController { ReceiptViewController(order: order) }\n}"
        ),
        RuleExample(
            "Sources/UI/ExportViewController.swift",
            "final class ExportViewController: UIViewController {\n    var makeNext: () -> UIViewController = { UIViewController() }\n    func finish(_ uiViewController: UIViewController) { uiViewController.present(makeNext(), animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/SettingsViewController.swift",
            "final class SettingsViewController: UIViewController {\n    let navController = UINavigationController()\n    func signOut() { navController.setViewControllers([WelcomeViewController()], animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/AccountViewController.swift",
            "final class AccountViewController: UIViewController {\n    func showAlertHistory() { navigationController?.pushViewController(AlertHistoryViewController(), animated: true) }\n    func documentPicker(_ picker: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {\n        present(UploadViewController(urls: urls), animated: true)\n    }\n}"
        ),
        RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController: UIViewController {\n    func select() { navigationController?.pushViewController(DetailViewController(), animated: true) }\n}"),
        RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController {\n    func open() { present(detail, animated: true) }\n}"),
        RuleExample(
            "Sources/UI/FeedViewController.swift",
            "final class FeedViewController: UIViewController {\n    func commit(_ next: UIViewController) {\n        if let detail = next as? DetailViewController { navigationController?.pushViewController(detail, animated: true) }\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/FeedViewController.swift", "final class FeedViewController: UIViewController {}"),
            ExampleFile("Sources/UI/FeedViewController+Show.swift", "extension FeedViewController {\n    func open() { self.show(detail, sender: self) }\n}")
        ),
        RuleExample("Sources/UI/LoginViewController.swift", "final class LoginViewController: UIViewController {\n    func next() { performSegue(withIdentifier: \"home\", sender: nil) }\n}"),
        RuleExample(
            "Sources/UI/InboxViewController.swift",
            "protocol Inbox: AnyObject {\n    func open(_ controller: UIViewController)\n}\nfinal class InboxViewController: UIViewController, Inbox {\n    func open(_ controller: UIViewController) {\n        let controller = ComposeViewController()\n        present(controller, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/PlayerViewController.swift",
            "final class PlayerViewController: UIViewController {\n    func showChapters() { presentAsSheet(ChaptersViewController()) }\n    private func presentAsSheet(_ controller: UIViewController) {\n        controller.modalPresentationStyle = .pageSheet\n        present(controller, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/InboxViewController.swift",
            "final class InboxViewController: UIViewController {\n    func openFilters() {\n        let filters = FiltersViewController()\n        (filters.presentationController as? UISheetPresentationController)?.detents = [.medium()]\n        present(filters, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/SettingsViewController.swift",
            "final class SettingsViewController: UIViewController {\n    func pickAccent() {\n        let picker = AccentPickerViewController()\n        navigationController?.pushViewController(picker, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/LibraryViewController.swift",
            "final class LibraryViewController: UIViewController {\n    func open() { performSegue(withIdentifier: Segue.showDetail, sender: nil) }\n    func reveal() { navigationController?.setViewControllers([DetailViewController()], animated: true) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/Destination.swift", "enum Destination { case settings }\nextension UIViewController {\n    func present(_ destination: Destination, animated: Bool) {}\n}"),
            ExampleFile("Sources/UI/HomeViewController.swift", "final class HomeViewController: UIViewController {\n    func openSettings() {\n        let destination = Destination.settings\n        present(destination, animated: true)\n    }\n}")
        ),
        RuleExample(
            "Sources/UI/StoreViewController.swift",
            "extension StoreViewController: UIViewControllerPreviewingDelegate {\n    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {\n        AppDetailViewController(app: app(at: location))\n    }\n    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {\n        navigationController?.pushViewController(viewControllerToCommit, animated: true)\n    }\n}\nfinal class StoreViewController: UIViewController {}"
        ),
        RuleExample(
            "Sources/UI/InboxViewController.swift",
            "final class InboxViewController: UIViewController {\n    func open(_ request: Request) {\n        let open: (UIViewController) -> Void = { self.present($0, animated: true) }\n        router.route(request, completion: open)\n        handle(request, alertCallback: open)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/InboxViewController.swift",
            "final class InboxViewController: UIViewController {\n    static func start(on hostController: UIViewController) {\n        let inbox = self.init()\n        hostController.present(ComposeViewController(draft: .empty), animated: true)\n        inbox.refresh()\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/SignUpFlowViewController.swift",
            "final class SignUpFlowViewController: UIViewController {\n    func showTerms() { present(TermsViewController(), animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/InboxViewController.swift",
            "final class InboxViewController: UIViewController {\n    func open(_ message: Message) {\n        navigationController?.pushViewController(MessageViewController(message), animated: true)\n    }\n    func close() { navigationController?.popViewController(animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/LibraryViewController.swift",
            "final class LibraryViewController: UIViewController {\n    @objc func openSettings(_ item: UIBarButtonItem) {\n        let settings = SettingsViewController()\n        settings.modalPresentationStyle = .popover\n        settings.popoverPresentationController?.barButtonItem = item\n        present(settings, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/StepsViewController.swift",
            "final class StepsViewController: UIViewController {\n    func replaceStep() {\n        navigationController?.popViewController(animated: false)\n        navigationController?.pushViewController(NextStepViewController(), animated: true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/BarcodeScannerController.swift", "final class BarcodeScannerController: UIViewController {\n    weak var delegate: ScanResultHandling?\n}"),
            ExampleFile(
                "Sources/UI/ParcelViewController.swift",
                "final class ParcelViewController: UIViewController {\n    @objc func scanLabel() {\n        let scanner = BarcodeScannerController()\n        scanner.delegate = self\n        present(scanner, animated: true)\n    }\n    @objc func openSettings() {\n        let settings = UINavigationController(rootViewController: SettingsScreen())\n        settings.delegate = self\n        present(settings, animated: true)\n    }\n    @objc func pushScanner() {\n        let scanner = ThirdPartyScanController()\n        scanner.delegate = self\n        navigationController?.pushViewController(scanner, animated: true)\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/UI/BackupViewController.swift",
            "final class BackupViewController: UIViewController {\n    func restore() {\n        present(BackupScreens.restore, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ImportViewController.swift",
            "final class ImportViewController: UIViewController {\n    func finish() {\n        navigationController?.pushViewController(ImportProgressViewController(), animated: true)\n        present(ReceiptViewController(), animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/LibraryViewController.swift",
            "final class LibraryViewController: UISplitViewController {\n    func open(_ book: Book) {\n        let nav = UINavigationController(rootViewController: BookViewController(book: book))\n        showDetailViewController(nav, sender: nil)\n        present(SettingsViewController(), animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/DraftViewController.swift",
            "final class DraftViewController: UIViewController {\n    func openChecklist() {\n        let next = ChecklistModule.viewController(title: \"Checklist\", items: items)\n        present(next, animated: true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/SidebarTabBarController.swift", "final class SidebarTabBarController: UITabBarController {\n    func stack(for tab: Tab) -> UINavigationController? { nil }\n}"),
            ExampleFile(
                "Sources/UI/WideLayoutViewController.swift",
                "final class WideLayoutViewController: UIViewController {\n    private let sidebarTabs: SidebarTabBarController\n    func open(_ item: Item, in tab: Tab) {\n        guard let tabNavigation = sidebarTabs.stack(for: tab) else { return }\n        let detail = ItemDetailViewController(item: item)\n        tabNavigation.pushViewController(detail, animated: true)\n    }\n    func openHere(_ item: Item) {\n        guard let tabNavigation = tabBarController?.selectedViewController as? UINavigationController else { return }\n        tabNavigation.pushViewController(item.screen, animated: true)\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/UI/ReceiptViewController.swift",
            "class ReceiptViewController: UIViewController {\n    func openRefund(from hostController: UIViewController) {\n        let nav = UINavigationController(rootViewController: RefundViewController(delegate: self))\n        hostController.present(nav, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/StopViewController.swift",
            "final class StopViewController: UIViewController {\n    let router: StopRouter\n    func openDepartures() {\n        present(router.makeDeparturesScreen(), animated: true)\n    }\n    func openFeedback() {\n        let composer = router.buildFeedbackForm()\n        composer.delegate = self\n        present(composer, animated: true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/NoteSheets.swift",
                "enum NoteSheets {\n    static func editor(for text: String) -> NoteEditorViewController { NoteEditorViewController(text: text) }\n}"
            ),
            ExampleFile(
                "Sources/UI/NoteViewController.swift",
                "final class NoteViewController: UIViewController {\n    func edit(_ text: String) {\n        let editor = NoteSheets.editor(for: text)\n        present(editor, animated: true)\n    }\n}"
            )
        ),
        // A free function of another file building a screen of the app: the next screen, whoever builds it.
        RuleExample(
            ExampleFile("Sources/UI/RecipeScreens.swift", "func recipeEditor(for id: Int) -> RecipeEditorViewController {\n    RecipeEditorViewController(id: id)\n}"),
            ExampleFile(
                "Sources/UI/RecipeListViewController.swift",
                "final class RecipeListViewController: UIViewController {\n    func edit(_ id: Int) {\n        let editor = recipeEditor(for: id)\n        present(editor, animated: true)\n    }\n}"
            )
        ),
        // Unwrapped from an optional `var` all the same: what it was assigned is a screen of the app.
        RuleExample(
            "Sources/UI/OrdersViewController.swift",
            "final class OrdersViewController: UIViewController {\n    func openOrder(_ id: Int?) {\n        var next: UIViewController?\n        if let id = id {\n            next = OrderDetailViewController(id: id)\n        }\n        if let next = next {\n            present(next, animated: true)\n        }\n    }\n}"
        ),
        // `let frame: UINavigationController = .init(rootViewController: team)`: the typed spelling of a frame around a screen of the app.
        RuleExample(
            "Sources/UI/PlannerViewController.swift",
            "final class PlannerViewController: UIViewController {\n    func openWeek() {\n        let week: WeekViewController = .init(start: Date())\n        let frame: UINavigationController = .init(rootViewController: week)\n        present(frame, animated: true)\n    }\n}"
        ),
        // A member of a parameter of the controller's own helper (no requirement of a package protocol): its own choice.
        RuleExample(
            "Sources/UI/LaunchViewController.swift",
            "final class LaunchViewController: UIViewController {\n    private func install(_ screen: ScreenBox) {\n        present(screen.hostedController, animated: false)\n    }\n}"
        ),
        // Styled `.popover` but anchored to nothing: another screen presented, as `SettingsViewController()` built bare is
        // even when anchored.
        // A popover whose passthrough views are emptied leaves nothing beneath it live.
        RuleExample(
            "Sources/UI/ReefViewController.swift",
            "final class ReefViewController: UIViewController {\n    func openSpecies() {\n        let species = SpeciesViewController()\n        species.modalPresentationStyle = .popover\n        species.popoverPresentationController?.passthroughViews = []\n        present(species, animated: true)\n    }\n}"
        ),
        // Building a new screen while collapsing is still a move to it.
        RuleExample(
            "Sources/UI/DocksSplitViewController.swift",
            "final class DocksSplitViewController: UISplitViewController, UISplitViewControllerDelegate {\n    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondary: UIViewController, onto primary: UIViewController) -> Bool {\n        (primary as? UINavigationController)?.pushViewController(DockListViewController(), animated: false)\n        return true\n    }\n}"
        ),
        RuleExample("Sources/UI/AtlasViewController.swift", "final class AtlasViewController: UIViewController {\n    func openLegend(for region: Region) {\n        let legend = LegendViewController(region: region)\n        legend.modalPresentationStyle = .popover\n        present(legend, animated: true)\n    }\n}"),
        // A sheet with detents that dims the screen beneath (no undimmed detent, or `nil`): it may hold the next screen.
        RuleExample(
            "Sources/UI/PantryViewController.swift",
            "final class PantryViewController: UIViewController {\n    func openRecipe(_ recipe: Recipe) {\n        let details = RecipeDetailsViewController(recipe: recipe)\n        if let sheet = details.sheetPresentationController {\n            sheet.detents = [.medium(), .large()]\n            sheet.largestUndimmedDetentIdentifier = nil\n        }\n        present(details, animated: true)\n    }\n}"
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // The design system's alert laid over the screen, named so or built from a title and a message; also when a case of
        // the `switch` below declares another controller of the same name.
        RuleExample(
            "Sources/UI/GardenViewController.swift",
            "final class GardenViewController: UIViewController {\n    func tapped(_ item: GardenItem) {\n        let vc = BannerAlertViewController(heading: \"Later\", tone: .info)\n        vc.modalPresentationStyle = .overFullScreen\n        switch item {\n        case .seeds:\n            let vc = seedsFactory.make()\n            embed(vc)\n        case .tools:\n            present(vc, animated: false)\n        }\n    }\n    func comingSoon() {\n        let notice = NoticeViewController(title: \"Soon\", content: \"Not yet\", style: .confirmOnly)\n        notice.modalPresentationStyle = .overFullScreen\n        present(notice, animated: false)\n    }\n}"
        ),
        // The screen's own bottom sheets: resting at half height, reporting back to it (built with `delegate: self`, or wired once).
        RuleExample("Sources/UI/ReceiptViewController.swift", "import UIKit\nprotocol ExportFormatChoosing: AnyObject { func chose(format: String) }\nfinal class ExportFormatSheet: UIViewController {\n    weak var delegate: ExportFormatChoosing?\n    init(delegate: ExportFormatChoosing) { self.delegate = delegate; super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { nil }\n}\nfinal class ReceiptViewController: UIViewController, ExportFormatChoosing {\n    let consentSheet = ExportFormatSheet(delegate: nil)\n    override func viewDidLoad() { super.viewDidLoad(); consentSheet.delegate = self }\n    func askFormat() {\n        let choice = ExportFormatSheet(delegate: self)\n        choice.modalPresentationStyle = .pageSheet\n        if let sheet = choice.sheetPresentationController {\n            sheet.detents = [.medium(), .large()]\n            sheet.prefersGrabberVisible = true\n        }\n        present(choice, animated: true)\n    }\n    func askConsent() {\n        consentSheet.sheetPresentationController?.detents = [.medium()]\n        present(consentSheet, animated: true)\n    }\n    func chose(format: String) {}\n}"),
        // A design system's showcase app: its dependencies reach only the UI kit, beside the shipped app; it opens component samples.
        galleryApp(assemblyDependencies: "\"UI\"", withApp: true),
        // A bottom sheet wrapping the screen's own date picker or list of actions is judged by what it wraps.
        RuleExample(
            "Sources/UI/TripViewController.swift",
            "final class TripViewController: UIViewController {\n    func editDueDate() {\n        let content = DueDatePickerController.make()\n        let sheet = CardSheetController(contentViewController: content)\n        navigationController?.present(sheet, animated: true)\n    }\n    func chooseOutcome() {\n        if let content = storyboard?.instantiateViewController(withIdentifier: \"outcomes\") as? StepActionListViewController {\n            let sheet = CardSheetController(contentViewController: content)\n            present(sheet, animated: true)\n        }\n    }\n}"
        ),
        // An info popup and a modal of the comment's options are laid over the screen, like an alert or action sheet.
        RuleExample(
            "Sources/UI/CommentsViewController.swift",
            "final class CommentsViewController: UIViewController {\n    func showInfo() { present(ReminderInfoPopupViewController(), animated: true) }\n    func showOptions() {\n        let modal = CommentOptionModalViewController(first: share, second: edit)\n        modal.modalPresentationStyle = .overCurrentContext\n        navigationController?.present(modal, animated: true)\n    }\n}"
        ),
        // A library's demo apps (named so, or under `Examples/`) show the library in use: their screens ship in no product.
        RuleExample(
            ExampleFile("Package.swift", "let package = Package(name: \"Sheets\", targets: [.target(name: \"Sheets\"), .target(name: \"DemoSupport\", dependencies: [\"Sheets\"]), .executableTarget(name: \"SheetsDemo\", dependencies: [\"Sheets\"]), .executableTarget(name: \"Gallery\", dependencies: [\"Sheets\"], path: \"Examples/Gallery\")])"),
            ExampleFile("Sources/SheetsDemo/CatalogViewController.swift", "final class CatalogViewController: UITableViewController {\n    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n        navigationController?.pushViewController(SheetViewController(), animated: true)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Package.swift", "let package = Package(name: \"Sheets\", targets: [.target(name: \"Sheets\"), .target(name: \"DemoSupport\", dependencies: [\"Sheets\"]), .executableTarget(name: \"SheetsDemo\", dependencies: [\"Sheets\"]), .executableTarget(name: \"Gallery\", dependencies: [\"Sheets\"], path: \"Examples/Gallery\")])"),
            ExampleFile("Examples/Gallery/PanelViewController.swift", "final class PanelViewController: UIViewController {\n    @IBAction func open() { performSegue(withIdentifier: \"ShowSheet\", sender: self) }\n}")
        ),
        // The screen's own option picker, built with the current value and the choices and handing the choice back,
        // presented in a navigation stack built around it or alone.
        RuleExample(
            choiceList,
            ExampleFile(
                "Sources/UI/ScheduleViewController.swift",
                "final class ScheduleViewController: UIViewController {\n    func pickSeason() {\n        let chooser = ChoiceListController<ScheduleViewController>(current: season, options: Array(2001...2026).reversed())\n        chooser.delegate = self\n        let nav = UINavigationController(rootViewController: chooser)\n        nav.modalPresentationStyle = .formSheet\n        navigationController?.present(nav, animated: true)\n    }\n    func pickRound() {\n        let rounds = RoundChooserController(round: round, rounds: [1, 2, 3])\n        rounds.delegate = self\n        present(rounds, animated: true)\n    }\n}"
            )
        ),
        // A popup faded in over the screen, which stays visible beneath (`overFullScreen` with `crossDissolve`): the
        // screen's own feedback, dismissed where it appeared, as an alert is.
        RuleExample(
            "Sources/UI/JournalViewController.swift",
            "final class JournalViewController: UIViewController {\n    func entrySaved(_ title: String) {\n        let banner = storyboard!.instantiateViewController(withIdentifier: \"SavedBanner\") as! SavedBannerViewController\n        banner.headline = title\n        banner.modalTransitionStyle = UIModalTransitionStyle.crossDissolve\n        banner.modalPresentationStyle = UIModalPresentationStyle.overFullScreen\n        present(banner, animated: true, completion: nil)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/KilnViewController.swift",
            "final class KilnViewController: UIViewController {\n    func firingDone() {\n        let notice = FiringNoticeViewController()\n        notice.modalPresentationStyle = .overCurrentContext\n        notice.modalTransitionStyle = .crossDissolve\n        present(notice, animated: true)\n    }\n}"
        ),
        // An app extension's principal class (`@objc(Name)`, as its Info.plist names it) in the composition root: the
        // extension's root, presenting the sheets of its own flow, is where the rule wants navigation wired.
        RuleExample(
            "Sources/App/ClipperViewController.swift",
            "import SwiftUI\nimport UIKit\n\n@objc(ClipperViewController)\nfinal class ClipperViewController: UIViewController {\n    func openSheet(_ content: AnyView) {\n        let host = UIHostingController(rootView: content)\n        present(host, animated: true, completion: nil)\n    }\n}"
        ),
        // A pager of the screen's own pictures in the navigation stack it comes in, presented with a zoom transition.
        RuleExample("Sources/UI/GalleryViewController.swift", "import UIKit\n\nfinal class GalleryViewController: UIViewController {\n    func openAttachment(_ url: URL) {\n        let pager = ImagePageController(url: url)\n        let imageNavigationController = ImageNavigationController(pager: pager)\n        imageNavigationController.zoomTransition.source = self\n        present(imageNavigationController, animated: true)\n    }\n}"),
        // A viewer or lightbox presented over the screen to zoom into one of its own pictures, like `QLPreviewController`.
        RuleExample("Sources/UI/AlbumViewController.swift", "import UIKit\nimport Zoomer\n\nfinal class AlbumViewController: UIViewController {\n    func openThumbnail(_ thumbnail: UIImageView) {\n        guard let image = thumbnail.image else { return }\n        present(PhotoViewerController(image: image, source: thumbnail), animated: true)\n    }\n    func openCover(_ cover: UIImage) {\n        let lightbox = LightboxController(images: [cover])\n        present(lightbox, animated: true)\n    }\n}"),
        // A navigation controller built only to frame a system browser or picker: judged by its root, which belongs to the screen.
        RuleExample(
            "Sources/UI/ImprintViewController.swift",
            "final class ImprintViewController: UIViewController {\n    func openLicense(_ link: URL) {\n        let reader = SFSafariViewController(url: link)\n        let frame = UINavigationController(rootViewController: reader)\n        frame.isNavigationBarHidden = true\n        navigationController?.present(frame, animated: true, completion: nil)\n    }\n    func chooseTypeface() {\n        present(UINavigationController(rootViewController: UIFontPickerViewController()), animated: true)\n    }\n}"
        ),
        // The package's own dialog class (named `…Modal`, or subclassing one) asks the screen's question, as an alert does.
        RuleExample(
            ExampleFile("Sources/UIKitCore/Modal.swift", "open class Modal: UIViewController {}"),
            ExampleFile("Sources/UIKitCore/ChoiceModal.swift", "public final class ChoiceModal: Modal {\n    public init(title: String, body: String, confirmTitle: String, onConfirm: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }\n}"),
            ExampleFile(
                "Sources/UI/DraftsViewController.swift",
                "final class DraftsViewController: UIViewController {\n    @objc private func discardTapped() {\n        let modal: ChoiceModal = ChoiceModal(title: \"Discard?\", body: \"The draft is lost.\", confirmTitle: \"Discard\", onConfirm: { [weak self] in self?.discard() })\n        present(modal, animated: true)\n    }\n}"
            )
        ),
        // The controller's own helper named `show`, whose first argument is labelled: not UIKit's `show(_:sender:)`.
        RuleExample(
            "Sources/UI/InboxSearchViewController.swift",
            "final class InboxSearchViewController: UIViewController {\n    var onOpen: (String) -> Void = { _ in }\n    private func show(threadId: String, animated: Bool = true) {\n        guard Thread.isMainThread else {\n            DispatchQueue.main.async { [weak self] in self?.show(threadId: threadId, animated: animated) }\n            return\n        }\n        onOpen(threadId)\n    }\n}"
        ),
        // A static entry point presenting the controller itself, made by its own factory, on the root of a window it opens.
        RuleExample(
            "Sources/UI/PasscodeViewController.swift",
            "final class PasscodeViewController: UIViewController {\n    private static func make(onDone: @escaping (Bool) -> Void) -> PasscodeViewController { PasscodeViewController() }\n    static func ask(onDone: @escaping (Bool) -> Void) {\n        let window = UIWindow(frame: UIScreen.main.bounds)\n        window.rootViewController = UIViewController()\n        window.makeKeyAndVisible()\n        let passcode = PasscodeViewController.make(onDone: onDone)\n        window.rootViewController?.present(passcode, animated: true)\n    }\n}"
        ),
        // A class entry point presenting an instance of the controller itself, built in the call, on a host it is given.
        RuleExample(
            "Sources/UI/BusyOverlayViewController.swift",
            "public final class BusyOverlayViewController: UIViewController {\n    public class func present(from hostController: UIViewController?, message: String? = nil) {\n        guard let hostController: UIViewController = hostController else { return }\n        hostController.present(\n            BusyOverlayViewController(message: message),\n            animated: false\n        )\n    }\n    init(message: String?) { super.init(nibName: nil, bundle: nil) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/InboxViewController.swift", "final class InboxViewController: UIViewController {}"),
            ExampleFile(
                "Sources/UI/InboxViewController+Diagnostics.swift",
                "#if DEBUG\nextension InboxViewController {\n    @objc func showLayoutInspector() {\n        present(LayoutInspectorViewController(), animated: true)\n    }\n}\n#endif"
            )
        ),
        RuleExample(
            ExampleFile("Sources/UI/StackController.swift", "class StackController: UINavigationController {}"),
            ExampleFile(
                "Sources/UI/CheckoutFlowViewController.swift",
                "final class CheckoutFlowViewController: StackController {\n    func render(_ step: Step) {\n        switch step {\n        case .cart: setViewControllers([CartViewController()], animated: false)\n        case .payment: self.pushViewController(PaymentViewController(), animated: true)\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/UI/StackController.swift", "class StackController: UINavigationController {}"),
            ExampleFile(
                "Sources/App/OrdersRootViewController.swift",
                "final class OrdersRootViewController: UIViewController {\n    func makeOrders() -> UIViewController {\n        let navigation = StackController()\n        let list = OrdersListViewController(onHelp: {\n            navigation.present(HelpViewController(), animated: true)\n        })\n        navigation.viewControllers = [list]\n        return navigation\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/UI/WalletsViewController.swift",
            "final class WalletsViewController: UIViewController {\n    @objc private func addTapped(_ sender: UIButton) {\n        let controller = makeAddOptions(sender: sender)\n        present(controller, animated: true)\n    }\n    private func makeAddOptions(sender: UIView) -> UIAlertController {\n        let options = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)\n        options.popoverPresentationController?.sourceView = sender\n        return options\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ExportViewController.swift",
            "struct ExportViewController: UIViewControllerRepresentable {\n    var isShowing: Bool\n    var makeSheet: () -> UIViewController\n    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }\n    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {\n        if isShowing { uiViewController.present(makeSheet(), animated: true) }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/SettingsViewController.swift",
            "final class SettingsViewController: UIViewController {\n    func showResetPrompt() {\n        let navController = UINavigationController()\n        navController.setViewControllers([ResetFormController()], animated: false)\n        present(navController, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/AccountViewController.swift",
            "final class AccountViewController: UIViewController {\n    func showDeleteAccountAlert() {\n        let form = ConfirmationFormController(onConfirm: { [weak self] in self?.delete() })\n        present(UINavigationController(rootViewController: form), animated: true)\n    }\n    func showSortActionSheet() { present(SortMenuController(options: [.name, .date]), animated: true) }\n}"
        ),
        RuleExample("Sources/App/FeedUIComposer.swift", "enum FeedUIComposer {\n    static func select() { navigation.pushViewController(detail, animated: true) }\n}"),
        RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController {\n    var onSelect: ((Int) -> Void)?\n    func select() { onSelect?(1) }\n}"),
        RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController {\n    let title = \"present(\"\n}"),
        RuleExample("Sources/UI/ShareViewController.swift", "final class ShareViewController: NSViewController {\n    func share() { picker.show(relativeTo: view.bounds, of: view, preferredEdge: .minY) }\n}"),
        RuleExample("Sources/UI/ImportViewController.swift", "final class ImportViewController: UIViewController {\n    func fail(_ error: Error) { ErrorHandler.present(self)(error) }\n}"),
        RuleExample("Sources/UI/ListViewController.swift", "final class ListViewController: UIViewController {\n    let present: (Item) -> Void\n    func select(_ item: Item) { present(item) }\n}"),
        RuleExample("Sources/UI/ListViewController.swift", "final class ListViewController: UIViewController {\n    func select(_ item: Item) { coordinator.present(item, animated: true) }\n}"),
        RuleExample(
            "Sources/UI/EditViewController.swift",
            "final class EditViewController: UIViewController {\n    func confirm() {\n        let alert = UIAlertController(title: \"Delete?\", message: nil, preferredStyle: .alert)\n        present(alert, animated: true)\n    }\n}"
        ),
        RuleExample("Sources/UI/SplitViewController.swift", "final class RootSplitViewController: UISplitViewController {\n    func reveal() { show(.primary) }\n}"),
        RuleExample(
            "Sources/UI/PreviewingViewController.swift",
            "final class PreviewingViewController: UIViewController {\n    func commit(_ preview: UIViewController) {\n        if let browser = preview as? SFSafariViewController {\n            present(browser, animated: true)\n        }\n        let shortcut = INUIAddVoiceShortcutViewController(shortcut: current)\n        present(shortcut, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ArticleViewController.swift",
            "final class ArticleViewController: UIViewController {\n    private var browser: SFSafariViewController?\n    func open(_ url: URL) {\n        browser = SFSafariViewController(url: url)\n        present(browser!, animated: true)\n    }\n}"
        ),
        RuleExample("Sources/UI/UIViewController+Present.swift", "extension UIViewController {\n    func presentOnTop(_ controller: UIViewController) { present(controller, animated: true) }\n}"),
        RuleExample(
            "Sources/UI/ComposeViewController.swift",
            "final class ConfirmAlert: UIAlertController {}\nfinal class ComposeViewController: UIViewController {\n    func confirm() {\n        let sheet = ConfirmAlert(title: nil, message: nil, preferredStyle: .actionSheet)\n        present(sheet, animated: true)\n    }\n    func attach() { present(editor.photoPicker, animated: true) }\n    func fail() { present(makeErrorAlert(), animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/DetailsViewController.swift",
            "final class DetailsViewController: UIViewController {\n    let pages = UIPageViewController()\n    func showRules() { pages.setViewControllers([rules], direction: .forward, animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/WebViewController.swift",
            "protocol OverlayHost: AnyObject {\n    func presentOverlay(controller: UIViewController, animated: Bool)\n}\nfinal class WebViewController: UIViewController, OverlayHost {\n    func presentOverlay(controller: UIViewController, animated: Bool) {\n        DispatchQueue.main.async { [weak self] in\n            self?.present(controller, animated: animated)\n        }\n    }\n    override func show(_ next: UIViewController, sender: Any?) { navigationController?.pushViewController(next, animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/LoginViewController.swift",
            "final class LoginViewController: UIViewController {\n    func offerToSave(_ password: String) {\n        let savePrompt = SavePasswordPromptViewController(password: password) { [weak self] saved in self?.finish(saved) }\n        (savePrompt.presentationController as? UISheetPresentationController)?.detents = [.medium()]\n        present(savePrompt, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/GameViewController.swift",
            "final class GameViewController: UIViewController {\n    func quit() { performSegue(withIdentifier: SegueIdentifier.unwindToLibrary.rawValue, sender: self) }\n}"
        ),
        RuleExample(
            "Sources/UI/CheatEditorViewController.swift",
            "final class CheatEditorViewController: UIViewController {\n    func save() { performSegue(withIdentifier: \"unwindFromCheatEditor\", sender: self) }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/FileImporter.swift",
                "class FileImporter: NSObject {\n    func show(from controller: UIViewController) {}\n}\nfinal class PhotoImporter: FileImporter {}\nextension UIViewController {\n    func present(_ importer: FileImporter, animated: Bool) { importer.show(from: self) }\n}"
            ),
            ExampleFile(
                "Sources/UI/AlbumViewController.swift",
                "final class AlbumViewController: UIViewController {\n    func importPhotos() {\n        let importer = PhotoImporter(types: [kind as String])\n        self.present(importer, animated: true)\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/UI/BookViewController.swift",
            "final class BookViewController: UIViewController {\n    func turn(to page: UIViewController) { readerPageController.setViewControllers([page], direction: .forward, animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/ReaderViewController.swift",
            "final class ReaderViewController: UIViewController {\n    func printPage() {\n        let controller = UIPrintInteractionController.shared\n        controller.printFormatter = webView.viewPrintFormatter()\n        controller.present(animated: true, completionHandler: nil)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/SpinnerHUDViewController.swift",
            "final class SpinnerHUDViewController: UIViewController {\n    func show(on hostController: UIViewController) { hostController.present(self, animated: true) }\n}"
        ),
        RuleExample(
            "Sources/UI/WarningCardViewController.swift",
            "final class WarningCardViewController: UIViewController {\n    static func present(on hostController: UIViewController, warning: Warning) {\n        let card = self.init(warning: warning)\n        hostController.present(asCard: CardFrameController(content: card), animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/PageViewController.swift",
            "final class PageViewController: UIViewController {\n    func follow(_ request: Request) {\n        let present: (UIViewController) -> Void = { self.present($0, animated: true) }\n        guard decider.decide(for: request, alertCallback: present) else { return }\n        confirm(request, onAlert: { controller in self.present(controller, animated: true) })\n    }\n}"
        ),
        // `showDetailViewController(_:sender:)` of an alert, a property typed so or built in the call: the screen's own question.
        RuleExample(
            "Sources/UI/AccountViewController.swift",
            "final class AccountViewController: UIViewController {\n    private lazy var signOutAlert: UIAlertController = {\n        let alert = UIAlertController(title: \"Sign out?\", message: nil, preferredStyle: .alert)\n        alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))\n        return alert\n    }()\n    func confirmSignOut() {\n        showDetailViewController(signOutAlert, sender: nil)\n    }\n    func confirmErase() {\n        showDetailViewController(UIAlertController(title: \"Erase?\", message: nil, preferredStyle: .alert), sender: nil)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/BrowserViewController.swift",
            "final class BrowserViewController: UIViewController {\n    func showActions(_ actionSheet: ItemActionSheet, from button: UIView) {\n        actionSheet.modalPresentationStyle = .popover\n        actionSheet.popoverPresentationController?.sourceView = button\n        present(actionSheet, animated: true)\n    }\n    func rename(_ item: Item) {\n        let alert = UIAlertController.renameAlert(for: item)\n        show(alert, sender: nil)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/StackController.swift", "class StackController: UINavigationController {}"),
            ExampleFile(
                "Sources/UI/SignUpFlowViewController.swift",
                "final class SignUpFlowViewController: StackController {\n    func showTerms() {\n        let terms = StackController(rootViewController: TermsViewController())\n        terms.modalPresentationStyle = .formSheet\n        present(terms, animated: true)\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/UI/DashboardViewController.swift",
            "final class DashboardViewController: UIViewController {\n    // Pushing and popping a placeholder makes VoiceOver read the screen again.\n    private func refreshAccessibility() {\n        let placeholder = UIViewController()\n        navigationController?.pushViewController(placeholder, animated: false)\n        DispatchQueue.main.async { self.navigationController?.popViewController(animated: false) }\n    }\n}"
        ),
        // The screen's own picker pushed, built with a callback taking the choice and popping back to the screen.
        RuleExample(
            "Sources/UI/EditTagViewController.swift",
            "final class EditTagViewController: UITableViewController {\n    func chooseColor() {\n        let colorPicker = TagColorPicker.makeController(current: tag.color) { [weak self] color in\n            guard let self, let color else { return }\n            self.tag.color = color\n            self.navigationController?.popViewController(animated: true)\n        }\n        navigationController?.pushViewController(colorPicker, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/WalletViewController.swift",
            "final class WalletViewController: UIViewController {\n    func showExportHint() {\n        let tooltip = HintBubbleController(text: exportHint)\n        tooltip.popoverPresentationController?.barButtonItem = exportButton\n        present(tooltip, animated: true)\n    }\n    func showScannerHint(in tabBar: UITabBar) {\n        let hint = ScannerTooltipViewController()\n        hint.popoverPresentationController?.sourceView = tabBar\n        present(hint, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ParcelViewController.swift",
            "import BarcodeKit\n\nfinal class ParcelViewController: UIViewController {\n    @objc func scanLabel() {\n        let scanner = ThirdPartyScanController()\n        scanner.delegate = self\n        present(scanner, animated: true, completion: nil)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/BackupViewController.swift",
            "final class BackupViewController: UIViewController {\n    func restore() {\n        guard isOnline else { return present(BackupAlerts.offline, animated: true) }\n        presentingViewController?.present(BackupAlerts.failure(reason: reason), animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/CheckoutViewController.swift",
            "final class CheckoutViewController: UIViewController {\n    func pay() {\n        let busy = BusySpinnerController()\n        present(busy, animated: false)\n        gateway.charge { _ in busy.dismiss(animated: false) }\n    }\n    func upload() {\n        present(UploadProgressController(), animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/LibraryViewController.swift",
            "final class LibraryViewController: UISplitViewController {\n    func open(_ book: Book) {\n        let nav = UINavigationController(rootViewController: BookViewController(book: book))\n        showDetailViewController(nav, sender: nil)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/DraftViewController.swift",
            "final class DraftViewController: UIViewController {\n    @objc func close() {\n        let sheet = SheetModule.viewController(\n            image: .warning,\n            title: \"Discard changes?\",\n            buttons: [.init(title: \"Discard\") { self.onClose() }, .init(title: \"Keep editing\")]\n        )\n        present(sheet, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ClipViewController.swift",
            "final class ClipViewController: UIViewController {\n    func play(_ url: URL) {\n        let screen = AVPlayerViewController()\n        screen.player = AVPlayer(url: url)\n        present(screen, animated: true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/SidebarTabBarController.swift", "final class SidebarTabBarController: UITabBarController {\n    func stack(for tab: Tab) -> UINavigationController? { nil }\n}"),
            ExampleFile(
                "Sources/UI/WideLayoutViewController.swift",
                "final class WideLayoutViewController: UIViewController {\n    private let sidebarTabs: SidebarTabBarController\n    func widen(_ moved: [UIViewController], to tab: Tab) {\n        guard let tabNavigation = sidebarTabs.stack(for: tab) else { return }\n        for screen in moved {\n            tabNavigation.pushViewController(screen, animated: false)\n        }\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/UI/ReceiptViewController.swift",
            "class ReceiptViewController: UIViewController {\n    func presentModally(from hostViewController: UIViewController, animated: Bool = true) {\n        let wrapper = UINavigationController(rootViewController: self)\n        wrapper.modalPresentationStyle = .formSheet\n        hostViewController.present(wrapper, animated: animated)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/MapViewController.swift",
            "final class MapViewController: UIViewController {\n    let sheet: SheetPanel\n    func announceSheet() {\n        self.present(sheet.makeVoiceOverAlert(), animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/AboutViewController.swift",
            "final class AboutViewController: UIViewController {\n    let support: SupportMailer\n    func writeToUs() {\n        guard let composer = support.buildComposer(topic: .feedback) else { return }\n        composer.mailComposeDelegate = self\n        present(composer, animated: true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/NoteSheets.swift",
                "enum NoteSheets {\n    static func sharing(_ text: String) -> UIActivityViewController {\n        UIActivityViewController(activityItems: [text], applicationActivities: nil)\n    }\n}"
            ),
            ExampleFile(
                "Sources/UI/NoteViewController.swift",
                "final class NoteViewController: UIViewController {\n    func share(_ text: String) {\n        present(NoteSheets.sharing(text), animated: true)\n    }\n    func shareLater(_ text: String) {\n        let sheet = NoteSheets.sharing(text)\n        present(sheet, animated: true)\n    }\n}"
            )
        ),
        // A share sheet built by a free function of another file, declared `-> UIActivityViewController`.
        RuleExample(
            ExampleFile(
                "Sources/UI/RecipeSharing.swift",
                "func recipeShareSheet(title: String, link: URL, onShared: ((String) -> Void)?) -> UIActivityViewController {\n    UIActivityViewController(activityItems: [title, link], applicationActivities: nil)\n}"
            ),
            ExampleFile(
                "Sources/UI/RecipeViewController.swift",
                "final class RecipeViewController: UIViewController {\n    func share(_ link: URL) {\n        let sheet = recipeShareSheet(title: \"Soup\", link: link) { channel in\n            print(channel)\n        }\n        present(sheet, animated: true)\n    }\n}"
            )
        ),
        // A system browser kept in an optional `var` and unwrapped before it is presented.
        RuleExample(
            "Sources/UI/HelpViewController.swift",
            "final class HelpViewController: UIViewController {\n    func openForum(_ link: URL?) {\n        var browser: UIViewController?\n        if let link = link {\n            browser = SFSafariViewController(url: link)\n        }\n        if let browser = browser {\n            present(browser, animated: true)\n        }\n    }\n    func openProfile(_ link: URL) {\n        var profile: SFSafariViewController?\n        profile = SFSafariViewController(url: link)\n        if let profile {\n            present(profile, animated: true)\n        }\n    }\n}"
        ),
        // A system picker and the navigation controller framing it, both built as `let x: T = .init(…)`.
        RuleExample(
            "Sources/UI/MoodJournalViewController.swift",
            "final class MoodJournalViewController: UIViewController {\n    func attachPhotos() {\n        let picker: PHPickerViewController = .init(configuration: PHPickerConfiguration())\n        picker.delegate = self\n        let frame: UINavigationController = .init(\n            rootViewController: picker\n        )\n        frame.isNavigationBarHidden = true\n        present(frame, animated: true, completion: nil)\n    }\n}"
        ),
        // A requirement of a package protocol presenting a member of the box its caller passes in: the caller chose the screen.
        RuleExample(
            "Sources/UI/LaunchViewController.swift",
            "protocol LaunchScreenHosting: AnyObject {\n    func install(_ screen: ScreenBox)\n}\nfinal class LaunchViewController: UIViewController, LaunchScreenHosting {\n    func install(_ screen: ScreenBox) {\n        present(screen.hostedController, animated: false)\n    }\n}"
        ),
        // A popover anchored to the control that asked for it: a bubble over the screen, built from what it shows.
        // A pager of the screen's own pictures in the navigation stack it comes in, presented with a zoom transition.
        RuleExample("Sources/UI/GalleryViewController.swift", "final class GalleryViewController: UIViewController {\n    @objc private func captionTapped(_ sender: UIButton) {\n        present(CaptionViewController(caption: currentCaption, sourceView: sender), animated: true)\n    }\n}"),
        RuleExample("Sources/UI/HerbariumViewController.swift", "final class HerbariumViewController: UIViewController {\n    @objc private func infoTapped(_ item: UIBarButtonItem) {\n        let facts = LeafFactsViewController(leaf: selectedLeaf)\n        facts.modalPresentationStyle = .popover\n        facts.popoverPresentationController?.barButtonItem = item\n        present(facts, animated: true)\n    }\n}"),
        // A panel the screen keeps and presents as a sheet that leaves the screen beneath undimmed and in use.
        RuleExample(
            "Sources/UI/NoteEditorViewController.swift",
            "final class NoteEditorViewController: UIViewController {\n    private let formatting = FormattingPanel()\n    private func showFormatting() {\n        formatting.modalPresentationStyle = .pageSheet\n        if let sheet = formatting.sheetPresentationController {\n            sheet.detents = [.medium(), .large()]\n            sheet.largestUndimmedDetentIdentifier = .medium\n        }\n        present(formatting, animated: true)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/TrailMapViewController.swift",
            "final class TrailMapViewController: UIViewController {\n    func showLegend() {\n        let legend = LegendPanelController()\n        legend.sheetPresentationController?.largestUndimmedDetentIdentifier = .large\n        present(legend, animated: true)\n    }\n}"
        ),
        // A popover leaving the map beneath it live (`passthroughViews`): an info bubble of the screen, however it was built.
        RuleExample(
            "Sources/UI/HarbourMapViewController.swift",
            "final class HarbourMapViewController: UIViewController {\n    func showBerthInfo(_ berth: Berth) {\n        guard let bubble = storyboard?.instantiateViewController(withIdentifier: \"BerthBubble\") as? BerthBubbleViewController else { return }\n        bubble.berth = berth\n        bubble.modalPresentationStyle = .popover\n        if let popover = bubble.popoverPresentationController {\n            popover.passthroughViews = [view]\n            popover.sourceView = mapView\n        }\n        present(bubble, animated: true)\n    }\n}"
        ),
        // The screen's own search controller, handed back by UIKit's search controller delegate.
        RuleExample(
            "Sources/UI/TidesViewController.swift",
            "final class TidesViewController: UIViewController, UISearchControllerDelegate {\n    func presentSearchController(_ searchController: UISearchController) {\n        present(searchController, animated: true)\n    }\n}"
        ),
        // Collapsing its columns, a split view controller's delegate moves the controllers UIKit hands it onto the primary stack.
        RuleExample(
            "Sources/UI/ChartsSplitViewController.swift",
            "final class ChartsSplitViewController: UISplitViewController, UISplitViewControllerDelegate {\n    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondary: UIViewController, onto primary: UIViewController) -> Bool {\n        guard let stack = primary as? UINavigationController else { return false }\n        for child in (secondary as? UINavigationController)?.viewControllers ?? [secondary] {\n            stack.pushViewController(child, animated: false)\n        }\n        return true\n    }\n}"
        ),
    ]
}
