import GuardrailsCore

/// View models and services depend on protocols, so tests can hand them fakes.
public struct ConcreteServiceDependencyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "concrete-service-dependency",
        summary: "View models and services store their dependencies as protocols, not concrete `…Service`/`…Manager` classes of the package.",
        rationale: """
        app-dependency-provider, "always define protocols for dependencies": a property typed by a concrete \
        service class can only ever hold that class, so a test drives the real network or disk. Declare a \
        `…Protocol` the service conforms to and store that. An observable class (`@Observable`, `ObservableObject`) \
        holding only plain state is no service, whatever its name: its body names no type but standard values, its own \
        nested types, generic parameters and plain `private` or `fileprivate` structs and enums of its file (stored closures \
        included), so it reaches no network, disk or singleton \
        (`@Observable final class SelectionManager { var isEditing = false }`, a loading-state holder its owner builds \
        with its own closures); tests read it, they do not substitute it. Test code is not checked: a suite \
        (`final class UTDraftManager: XCTestCase`, whatever its name ends in) builds the concrete object it exercises.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("ownerSuffixes", .strings(["ViewModel", "Service", "Manager"]), "Type-name suffixes of types whose dependencies are checked."),
            RuleOption("serviceSuffixes", .strings(["Service", "Manager"]), "Class-name suffixes of services that must sit behind a protocol."),
        ],
        triggering: [
            RuleExample("Sources/Feature/FeatureViewModel.swift", "final class FeatureService {}\nfinal class FeatureViewModel {\n    private let service: FeatureService\n    init(service: FeatureService) { self.service = service }\n}"),
            RuleExample(
                ExampleFile("Sources/Feature/NetworkService.swift", "final class NetworkService {}"),
                ExampleFile("Sources/Feature/FeedViewModel.swift", "final class FeedViewModel {\n    private let network = NetworkService.shared\n}")
            ),
            RuleExample("Sources/Feature/SyncService.swift", "final class CacheManager {}\nfinal class SyncService {\n    private var cache: CacheManager?\n}"),
            RuleExample(
                ExampleFile("Sources/Feature/DraftManager.swift", "final class DraftManager {\n    var isSaving = false\n    func save(_ text: String) { FileManager.default.createFile(atPath: text, contents: nil) }\n}"),
                ExampleFile("Sources/Feature/EditorViewModel.swift", "final class EditorViewModel {\n    let drafts: DraftManager\n}")
            ),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/FeatureViewModel.swift", "protocol FeatureServiceProtocol {}\nfinal class FeatureService: FeatureServiceProtocol {}\nfinal class FeatureViewModel {\n    private let service: FeatureServiceProtocol\n}"),
            RuleExample("Sources/Feature/FeedViewModel.swift", "final class FeedViewModel {\n    private let formatter: DateFormatter\n    private let items: [Item]\n}"),
            RuleExample("Sources/Feature/FeatureService.swift", "final class FeatureService {\n    static let shared = FeatureService()\n}\nfinal class FeatureScreen {\n    let service: FeatureService\n}"),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/SelectionManager.swift",
                    "@Observable\nfinal class SelectionManager<Item: Hashable> {\n    enum Mode { case single, many }\n    var selected: Set<Item> = []\n    var mode = Mode.single\n    private let onChange: (Set<Item>) -> Void\n    init(onChange: @escaping (Set<Item>) -> Void) { self.onChange = onChange }\n    func toggle(_ item: Item) { selected.formSymmetricDifference([item]); onChange(selected) }\n}"
                ),
                ExampleFile("Sources/Feature/GalleryViewModel.swift", "final class GalleryViewModel {\n    let selection: SelectionManager<String>\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/DraftManager.swift", "final class DraftManager {\n    func save(_ text: String) { FileManager.default.createFile(atPath: text, contents: nil) }\n}"),
                ExampleFile("Tests/FeatureTests/UTDraftManager.swift", "import XCTest\n\nfinal class UTDraftManager: XCTestCase {\n    let drafts = DraftManager()\n    func test_save() { drafts.save(\"a\") }\n}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // A test builds the concrete object it exercises; its suite's name may end in `Manager` all the same.
        guard !file.isTestCode else { return [] }
        let owners = context.strings("ownerSuffixes")
        let services = context.strings("serviceSuffixes")
        return file.model.types.flatMap { type -> [Violation] in
            guard owners.contains(where: { type.name.hasSuffix($0) }) else { return [] }
            return type.members.compactMap { member in
                guard member.kind == .variable, !member.modifiers.contains("static"), let stored = member.propertyType,
                      stored.name != type.name, services.contains(where: { stored.name.hasSuffix($0) }),
                      context.index.declarations(named: stored.name).contains(where: { declaration in
                          declaration.kind.isReferenceType && !declaration.isTest && !context.index.traits(of: declaration).contains(.holdsOnlyPlainState)
                      })
                else { return nil }
                return Violation(member, "'\(type.name).\(member.name)' depends on concrete '\(stored.name)'; store a protocol it conforms to so tests can substitute it")
            }
        }
    }
}
