import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about plumbing that is no seam: a constraint shared by wrappers of a C library's
/// handles, a SwiftUI row's family of observed helpers handing back views, a composition root's wiring units, and the
/// facets of one context object handed to hooks.
extension ProtocolWithoutTestDoubleRule {
    /// A shelf row's actions, chosen by a factory per item kind; `extra` is one more requirement.
    private static func shelfActions(extra: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/Shelf/ShelfItemActions.swift",
                "import SwiftUI\n\nprotocol ShelfItemActions: ObservableObject {\n    func open()\n    func detailScreen() -> AnyView?\n\(extra)}\nenum ShelfKind { case book, magazine }\nstruct ShelfActionsFactory {\n    func make(for kind: ShelfKind) -> any ShelfItemActions {\n        switch kind {\n        case .book: return BookActions()\n        case .magazine: return MagazineActions()\n        }\n    }\n}\nstruct ShelfRow: View {\n    let kind: ShelfKind\n    private var actions: any ShelfItemActions { ShelfActionsFactory().make(for: kind) }\n    var body: some View { Text(\"row\") }\n}"
            ),
            ExampleFile(
                "Sources/Shelf/ItemActions.swift",
                "import SwiftUI\n\nfinal class BookActions: ShelfItemActions {\n    func open() {}\n    func detailScreen() -> AnyView? { AnyView(Text(\"book\")) }\n\(extra.isEmpty ? "" : "    func refresh() async {}\n")}\nfinal class MagazineActions: ShelfItemActions {\n    func open() {}\n    func detailScreen() -> AnyView? { nil }\n\(extra.isEmpty ? "" : "    func refresh() async {}\n")}"
            )
        )
    }

    /// A root splitting its registrations into parts, all declared in `module`.
    private static func moduleWiring(module: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/\(module)/ModuleWiring.swift",
                "final class ServiceRegistry {\n    private var makers: [String: () -> Any] = [:]\n    func add<T>(_ type: T.Type, _ make: @escaping () -> T) { makers[\"\\(type)\"] = make }\n}\nprotocol ModuleWiring {\n    func wire(into registry: ServiceRegistry)\n}\nfinal class Bootstrapper {\n    private let parts: [any ModuleWiring]\n    init(parts: [any ModuleWiring]) { self.parts = parts }\n    func start(_ registry: ServiceRegistry) { parts.forEach { $0.wire(into: registry) } }\n}"
            ),
            ExampleFile(
                "Sources/\(module)/Parts.swift",
                "struct PaymentsWiring: ModuleWiring {\n    func wire(into registry: ServiceRegistry) { registry.add(Int.self) { 1 } }\n}\nstruct LedgerWiring: ModuleWiring {\n    func wire(into registry: ServiceRegistry) { registry.add(String.self) { \"ledger\" } }\n}"
            )
        )
    }

    /// A pipeline's context handed to hooks through two facets of one base; the context also stores `held`.
    private static func stepContext(held: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/Pipeline/StepContext.swift",
                "public protocol StepContext: AnyObject {\n    func payload() -> String\n}\npublic protocol EditableStepContext: StepContext {\n    func replacePayload(_ value: String)\n}\npublic protocol FinishedStepContext: StepContext {\n    func outcome() -> Int?\n}\npublic struct StepRunner {\n    public func edit(_ context: any EditableStepContext) {}\n    public func finish(_ context: any FinishedStepContext) {}\n}"
            ),
            ExampleFile(
                "Sources/Pipeline/PipelineStepContext.swift",
                "import Foundation\n\npublic final class PipelineStepContext: StepContext {\n    private var value: String\n    private var result: Int?\n\(held)    public init(value: String) { self.value = value }\n    public func payload() -> String { value }\n}\nextension PipelineStepContext: EditableStepContext {\n    public func replacePayload(_ value: String) { self.value = value }\n}\nextension PipelineStepContext: FinishedStepContext {\n    public func outcome() -> Int? { result }\n}"
            )
        )
    }

    /// A screen's router in the composition root, `ScreenRouter` adopting it alone.
    private static let screenRouter = RuleExample(
        "Sources/App/BasketRouter.swift",
        "protocol BasketRouter {\n    func showCheckout(for basketID: String)\n}\nfinal class ScreenRouter: BasketRouter {\n    func showCheckout(for basketID: String) {}\n}\nfinal class BasketPresenter {\n    private let router: any BasketRouter\n    init(router: any BasketRouter) { self.router = router }\n}"
    )

    static let plumbingTriggeringExamples: [RuleExample] = [
        // An `async` requirement: a screen model loading data, whose loading tests replace.
        shelfActions(extra: "    func refresh() async\n"),
        // The same parts outside the composition root: a feature's seam.
        moduleWiring(module: "Feature"),
        // One conformer in the composition root: a screen's router the presenter's tests replace.
        screenRouter,
        // A context holding a session it sends through: its facets reach the network.
        stepContext(held: "    private let uploads: URLSession = .shared\n"),
    ]

    static let plumbingNonTriggeringExamples: [RuleExample] = [
        // Generic code shared by wrappers of a C library's handles: a double would have to fake the handle.
        RuleExample(
            "Sources/Archive/ArchiveHandles.swift",
            "internal protocol ArchiveHandleWrapping {\n    var handle: OpaquePointer { get }\n    func release()\n}\nstruct EntryHandle: ArchiveHandleWrapping {\n    let handle: OpaquePointer\n    func release() {}\n}\nstruct IndexHandle: ArchiveHandleWrapping {\n    let handle: OpaquePointer\n    func release() {}\n}\nfinal class ArchiveWalker<Handle: ArchiveHandleWrapping> {\n    private let wrapped: Handle\n    init(_ wrapped: Handle) { self.wrapped = wrapped }\n    func finish() { wrapped.release() }\n}"
        ),
        // Observed helpers handing back views, a factory picking one per item for the row: previews exercise them.
        shelfActions(extra: ""),
        // The composition root's own wiring units, each registering concrete types: only the running app exercises them.
        moduleWiring(module: "App"),
        // Facets of one in-memory context handed to hooks: tests build the real context.
        stepContext(held: ""),
    ]
}
