import GuardrailsCore

/// `SingleImplementationProtocolRule` examples about protocols that cut one object's interface rather than choose a
/// strategy: the inputs facet a view model hands out as itself, and a presenter's port to its view declared with the
/// module's other protocols in one file, and the shared root its segregated roles refine.
extension SingleImplementationProtocolRule {
    /// A VIPER module's protocols in one file, the presenter holding the view's port as `property` in its own file.
    private static func cartModule(holdingPortAs property: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/App/Cart/CartProtocols.swift",
                "protocol CartViewType: AnyObject {\n    func showItems(_ items: [String])\n    func showTotal(_ total: Int)\n}\nprotocol CartPresenterType: AnyObject {\n    var \(property): CartViewType? { get set }\n}"
            ),
            ExampleFile("Sources/App/Cart/CartPresenter.swift", "final class CartPresenter: CartPresenterType {\n    weak var \(property): CartViewType?\n}"),
            ExampleFile(
                "Sources/App/Cart/CartViewController.swift",
                "final class CartViewController: UIViewController, CartViewType {\n    var presenter: CartPresenterType?\n    func showItems(_ items: [String]) {}\n    func showTotal(_ total: Int) {}\n}"
            )
        )
    }

    static let facetTriggeringExamples: [RuleExample] = [
        // The property hands out another object, the protocol's one implementation: a seam like any other.
        RuleExample(
            "Sources/Shelf/ShelfViewModel.swift",
            "protocol ShelfInputs: AnyObject {\n    func viewDidLoad()\n    func search(_ query: String)\n}\nfinal class ShelfSearch: ShelfInputs {\n    func viewDidLoad() {}\n    func search(_ query: String) {}\n}\nfinal class ShelfViewModel {\n    private let search = ShelfSearch()\n    var inputs: ShelfInputs { return search }\n}"
        ),
        // The presenter's protocol calls the port its `delegate`: a callback a closure can carry.
        cartModule(holdingPortAs: "delegate"),
    ]

    static let facetNonTriggeringExamples: [RuleExample] = [
        // The view model's inputs, handed out as itself (`var inputs: ShelfInputs { return self }`): one object's API split for its readers.
        RuleExample(
            "Sources/Shelf/ShelfViewModel.swift",
            "protocol ShelfInputs: AnyObject {\n    func viewDidLoad()\n    func search(_ query: String)\n}\nprotocol ShelfOutputs: AnyObject {\n    var titles: [String] { get }\n}\nprotocol ShelfViewModelType {\n    var inputs: ShelfInputs { get }\n    var outputs: ShelfOutputs { get }\n}\nfinal class ShelfViewModel: ShelfViewModelType, ShelfInputs, ShelfOutputs {\n    var inputs: ShelfInputs { return self }\n    var outputs: ShelfOutputs { self }\n    private(set) var titles: [String] = []\n    func viewDidLoad() {}\n    func search(_ query: String) {}\n}"
        ),
        // A presenter's port to its view declared beside the presenter's protocol requiring it as its `view`, held by the presenter in its own file.
        cartModule(holdingPortAs: "view"),
        // The shared root of two step roles that refine it: judged through the refinements, which inherit its requirement.
        RuleExample(
            ExampleFile(
                "Sources/Wizard/WizardActions.swift",
                "protocol WizardActions: AnyObject {\n    func back()\n}\nprotocol AmountStepActions: WizardActions {\n    func didEnter<Value: Numeric>(_ value: Value)\n}\nprotocol NoteStepActions: WizardActions {\n    func didEnter<Text: StringProtocol>(_ text: Text)\n}"
            ),
            ExampleFile(
                "Sources/Wizard/WizardFlow.swift",
                "final class WizardFlow: AmountStepActions, NoteStepActions {\n    func back() {}\n    func didEnter<Value: Numeric>(_ value: Value) {}\n    func didEnter<Text: StringProtocol>(_ text: Text) {}\n}\nfinal class WizardScreen {\n    weak var actions: WizardActions?\n}"
            )
        ),
    ]
}
