import GuardrailsCore

/// The examples of `concrete-cross-layer-reference` about an observable class of another layer travelling through a
/// SwiftUI view tree to the observation wrapper that holds it (`ObservedObjectRelays`): a view initializer filling the
/// wrapped property, a plain property only handed to child views, a requirement of a protocol only views adopt, a private
/// helper of the view's file, a lookup keyed by its metatype filling the wrapped property; and the near misses still reported.
enum ConcreteCrossLayerReferenceRuleRelayExamples {
    /// The feature's observable model every example names.
    private static let lamp = ExampleFile(
        "Sources/Feature/StudyLamp.swift",
        "import Combine\npublic final class StudyLamp: ObservableObject {\n    @Published public private(set) var isLit = false\n    let switcher: LampSwitching\n    public init(switcher: LampSwitching) { self.switcher = switcher }\n    public func toggle() { isLit = switcher.flip() }\n}\npublic protocol LampSwitching { func flip() -> Bool }"
    )

    /// A child view observing the lamp.
    private static let lampRow = ExampleFile(
        "Sources/UI/LampRow.swift",
        "import SwiftUI\nimport Feature\nstruct LampRow: View {\n    @ObservedObject var lamp: StudyLamp\n    var body: some View { Text(lamp.isLit ? \"on\" : \"off\") }\n}"
    )

    static let triggering: [RuleExample] = [
        // A view's plain property it never uses: a needless concrete dependency, no relay.
        RuleExample(
            lamp,
            ExampleFile("Sources/UI/DeskPanel.swift", "import SwiftUI\nimport Feature\nstruct DeskPanel: View {\n    let lamp: StudyLamp\n    var body: some View { Text(\"Desk\") }\n}")
        ),
        // A view calling the object's methods through a plain property could hold a protocol instead.
        RuleExample(
            lamp,
            ExampleFile(
                "Sources/UI/DeskPanel.swift",
                "import SwiftUI\nimport Feature\nstruct DeskPanel: View {\n    let lamp: StudyLamp\n    var body: some View { Button(\"Toggle\") { lamp.toggle() } }\n}"
            )
        ),
        // A class that is no view taking the object: the coordinator is fixed to the implementation.
        RuleExample(
            lamp,
            ExampleFile(
                "Sources/UI/DeskRoutine.swift",
                "import Feature\nfinal class DeskRoutine {\n    private let lamp: StudyLamp\n    init(lamp: StudyLamp) { self.lamp = lamp }\n    func start() { lamp.toggle() }\n}"
            )
        ),
        // A plain property filled by a lookup beside the wrapped one, its method called: the key names a concrete collaborator.
        RuleExample(
            lamp,
            ExampleFile(
                "Sources/UI/LampAttic.swift",
                "import SwiftUI\nimport Feature\nprotocol LampLocating { func resolve<T>(_ type: T.Type) -> T? }\nvar lampLocator: LampLocating!\nstruct LampAttic: View {\n    @ObservedObject private var lamp: StudyLamp\n    private let spare: StudyLamp\n    init() {\n        lamp = lampLocator.resolve(StudyLamp.self)!\n        spare = lampLocator.resolve(StudyLamp.self)!\n    }\n    var body: some View { Button(\"Spare\") { spare.toggle() } }\n}"
            )
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The initializer filling the wrapped property, and a convenience one forwarding to it, name what the wrapper takes.
        RuleExample(
            lamp,
            ExampleFile(
                "Sources/UI/LampToggle.swift",
                "import SwiftUI\nimport Feature\nstruct LampToggle<Label: View>: View {\n    @ObservedObject private var lamp: StudyLamp\n    private let label: (Bool) -> Label\n    init(lamp: StudyLamp, label: @escaping (Bool) -> Label) {\n        self.lamp = lamp\n        self.label = label\n    }\n    var body: some View { Button(action: lamp.toggle) { label(lamp.isLit) } }\n}\nextension LampToggle where Label == Text {\n    init(_ title: String, lamp: StudyLamp) {\n        self.init(lamp: lamp) { _ in Text(title) }\n    }\n}"
            )
        ),
        // A coordinator view holding the object only to hand it to the child views observing it.
        RuleExample(
            lamp, lampRow,
            ExampleFile(
                "Sources/UI/DeskCoordinator.swift",
                "import SwiftUI\nimport Feature\nstruct DeskCoordinator: View {\n    private let lamp: StudyLamp\n    init(lamp: StudyLamp) { self.lamp = lamp }\n    var body: some View {\n        NavigationStack {\n            LampRow(lamp: lamp)\n                .environmentObject(lamp)\n        }\n    }\n}"
            )
        ),
        // A protocol only views adopt, requiring the object they observe, for an extension they share.
        RuleExample(
            lamp,
            ExampleFile("Sources/UI/LampShowing.swift", "import Feature\nprotocol LampShowing {\n    var lamp: StudyLamp { get }\n}"),
            ExampleFile(
                "Sources/UI/LampBadge.swift",
                "import SwiftUI\nimport Feature\nstruct LampBadge: View, LampShowing {\n    @ObservedObject var lamp: StudyLamp\n    var body: some View { Text(lamp.isLit ? \"on\" : \"off\") }\n}"
            )
        ),
        // A private helper of the view's file receiving the object the view observes.
        RuleExample(
            lamp,
            ExampleFile(
                "Sources/UI/LampScreen.swift",
                "import SwiftUI\nimport Feature\nstruct LampScreen: View {\n    @EnvironmentObject private var lamp: StudyLamp\n    var body: some View { Text(caption(for: lamp)) }\n}\nprivate extension LampScreen {\n    func caption(for lamp: StudyLamp) -> String { lamp.isLit ? \"Lit\" : \"Dark\" }\n}"
            )
        ),
        // A wrapped property whose value a locator looks up by the same class's metatype, as its initial value or in the view's
        // initializer (`_lamp = StateObject(wrappedValue: …)` too): the key names the class the wrapper requires.
        RuleExample(
            lamp,
            ExampleFile(
                "Sources/UI/LampCorner.swift",
                "import SwiftUI\nimport Feature\nprotocol LampLocating { func resolve<T>(_ type: T.Type) -> T? }\nvar lampLocator: LampLocating!\nstruct LampCorner: View {\n    @ObservedObject\n    private var lamp: StudyLamp = lampLocator.resolve(StudyLamp.self)!\n    var body: some View { Text(lamp.isLit ? \"on\" : \"off\") }\n}\nstruct LampDesk: View {\n    @ObservedObject private var lamp: StudyLamp\n    init(room: String) {\n        lamp = lampLocator.resolve(StudyLamp.self)!\n    }\n    var body: some View { Text(lamp.isLit ? \"on\" : \"off\") }\n}\nstruct LampShelf: View {\n    @StateObject private var lamp: StudyLamp\n    init() {\n        _lamp = StateObject(wrappedValue: lampLocator.resolve(StudyLamp.self)!)\n    }\n    var body: some View { Text(lamp.isLit ? \"on\" : \"off\") }\n}"
            )
        ),
    ]
}
