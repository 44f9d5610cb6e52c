import GuardrailsCore

/// The examples of `concrete-cross-layer-reference` about another layer's class read only through a `static` member: a
/// component library's settable slot typed by a protocol of the package (a design system's `Stylebook.active`), and a stateless helper of only
/// `static` functions over values (`TextCompare.same(_:_:)`). Creating or keeping such a class, another layer's slot picking a
/// live service, or a helper naming a collaborator, stays reported.
enum ConcreteCrossLayerReferenceRuleStaticExamples {
    /// A design system's theme class keeping protocol-typed swatches, and the settable slot holding the active theme.
    private static func stylebook(slot: String = "public static var active: Stylebook = HarborStylebook()") -> ExampleFile {
        ExampleFile(
            "Sources/Components/HarborStylebook.swift",
            "import UIKit\npublic protocol InkTone {\n    var fill: UIColor { get }\n}\npublic struct SolidInk: InkTone {\n    public let fill: UIColor\n}\n"
                + "public protocol Stylebook {\n    var heading: UIFont { get }\n    var accent: InkTone { get }\n}\n"
                + "public final class HarborStylebook: Stylebook {\n    public var accent: InkTone = SolidInk(fill: .systemTeal)\n"
                + "    public var heading: UIFont { .boldSystemFont(ofSize: 22) }\n    init() {}\n}\nextension HarborStylebook {\n    \(slot)\n}"
        )
    }

    /// A stateless text helper of a presentation layer, read by the domain-facing feature through its static function.
    private static func textCompare(body: String = "a.lowercased() == b.lowercased()") -> ExampleFile {
        ExampleFile(
            "Sources/Presentation/TextCompare.swift",
            "public final class TextCompare {\n    public static func same(_ a: String, _ b: String) -> Bool {\n        \(body)\n    }\n}"
        )
    }

    private static let tag = ExampleFile(
        "Sources/Feature/Tag.swift",
        "import Presentation\nstruct Tag: Equatable {\n    let name: String\n    static func == (lhs: Tag, rhs: Tag) -> Bool { TextCompare.same(lhs.name, rhs.name) }\n}"
    )

    static let triggering: [RuleExample] = [
        // The cell builds its own theme: the concrete class is created and held, not read from the slot.
        RuleExample(
            stylebook(),
            ExampleFile(
                "Sources/UI/DockRowCell.swift",
                "import UIKit\nimport Components\nfinal class DockRowCell: UITableViewCell {\n    private let book = HarborStylebook()\n"
                    + "    func style() { textLabel?.font = book.heading }\n}"
            )
        ),
        // A slot typed by the class itself hands out the concrete theme, not a protocol.
        RuleExample(
            stylebook(slot: "public static var active = HarborStylebook()"),
            ExampleFile(
                "Sources/UI/DockRowCell.swift",
                "import UIKit\nimport Components\nfinal class DockRowCell: UITableViewCell {\n    func style() { textLabel?.font = HarborStylebook.active.heading }\n}"
            )
        ),
        // A presentation layer's slot typed by a protocol, filled with its live repository: reading it picks the live service.
        RuleExample(
            ExampleFile(
                "Sources/Presentation/PantryRepository.swift",
                "import Foundation\npublic protocol PantryStoring {\n    func items() -> [String]\n}\n"
                    + "public final class PantryRepository: PantryStoring {\n    private let defaults = UserDefaults.standard\n"
                    + "    public func items() -> [String] { defaults.stringArray(forKey: \"pantry\") ?? [] }\n}\n"
                    + "extension PantryRepository {\n    public static var standard: PantryStoring = PantryRepository()\n}"
            ),
            ExampleFile(
                "Sources/Feature/PantryList.swift",
                "import Presentation\nstruct PantryList {\n    let store: PantryStoring\n"
                    + "    init(store: PantryStoring = PantryRepository.standard) { self.store = store }\n}"
            )
        ),
        // The helper's static function builds a collaborator of the package: a service behind a static call.
        RuleExample(
            textCompare(body: "Collator().order(a, b) == 0"),
            ExampleFile(
                "Sources/Presentation/Collator.swift",
                "import Foundation\npublic final class Collator {\n    private let locale = Locale.current\n    public init() {}\n"
                    + "    public func order(_ a: String, _ b: String) -> Int { a.compare(b, locale: locale) == .orderedSame ? 0 : 1 }\n}"
            ),
            tag
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A cell reads the active theme from a settable slot typed by the design system's protocol: the composition root or a
        // test assigns the theme; the class only names where the slot is kept.
        RuleExample(
            stylebook(),
            ExampleFile(
                "Sources/UI/DockRowCell.swift",
                "import UIKit\nimport Components\nfinal class DockRowCell: UITableViewCell {\n    func style() { textLabel?.font = HarborStylebook.active.heading }\n}"
            )
        ),
        // A stateless helper class called through its static function over values: no instance, nothing to inject.
        RuleExample(textCompare(), tag),
        // A never-created mapper of `static` functions building a Foundation formatter to map a response into a domain value:
        // the formatter converts values without I/O, so the mapper is still a namespace that only computes.
        RuleExample(
            ExampleFile("Sources/Domain/Fare.swift", "public struct Fare: Hashable, Sendable {\n    public let label: String\n}"),
            ExampleFile(
                "Sources/Infrastructure/FareMapper.swift",
                "import Foundation\nimport Domain\npublic struct FareDTO {\n    let cents: Int?\n}\npublic struct FareMapper {\n"
                    + "    public static func map(dto: FareDTO) -> Fare {\n        let format = NumberFormatter()\n        format.numberStyle = .currency\n"
                    + "        return Fare(label: format.string(from: NSNumber(value: dto.cents ?? 0)) ?? \"0\")\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/FareBoard.swift",
                "import Domain\nimport Infrastructure\nfinal class FareBoard {\n    func fare(for dto: FareDTO) -> Fare { FareMapper.map(dto: dto) }\n}"
            )
        ),
    ]
}
