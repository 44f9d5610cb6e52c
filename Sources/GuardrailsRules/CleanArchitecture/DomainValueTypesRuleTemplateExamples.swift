import GuardrailsCore

/// The examples of `domain-value-types` about SwiftPM's library template left in a module, and about structs holding only
/// framework coders or formatters.
extension DomainValueTypesRule {
    static let templateTriggeringExamples: [RuleExample] = [
        // A public `Codable` model, a public DTO (the module's API), an enum adopting the package's own endpoint protocol, and a class
        // subclassing the package's own `Component`: domain code, checked.
        RuleExample("Sources/Domain/Parcel.swift", "public struct ParcelRequest: Codable {\n    public let weight: Int\n}"),
        RuleExample("Sources/Domain/DTOs/Response/DepotDTO.swift", "public struct DepotDTO: Decodable, Sendable {\n    public let name: String\n}"),
        RuleExample("Sources/Domain/Route.swift", "protocol TargetType {}\nenum CourierRoute: TargetType {\n    case track(code: String)\n}"),
        RuleExample("Sources/Domain/Hub.swift", "class Component {}\nfinal class HubComponent: Component {\n    var name = \"\"\n}"),
        // Named like its module but storing a value: a model of the module, not the template.
        RuleExample("Sources/Domain/Domain.swift", "public struct Domain {\n    public var revision = 1\n    public init() {}\n}"),
        // The template's shape under another name: a model still to be written.
        RuleExample("Sources/Domain/Voucher.swift", "public struct Voucher {\n    public init() {}\n}"),
        // Value fields beside a formatter: a model carrying a tool, which belongs outside it.
        RuleExample(
            "Sources/Domain/Fare.swift",
            "import Foundation\n\npublic struct Fare {\n    public let cents: Int\n    public let formatter: NumberFormatter\n}"
        ),
    ]

    static let templateNonTriggeringExamples: [RuleExample] = [
        // A template's data and wiring code in a module mapped as domain: a Moya endpoint enum (through the package's protocol
        // refining `TargetType`), wire DTOs, and a Needle component.
        RuleExample(
            ExampleFile("Sources/Domain/CourierAPI.swift", "import Moya\nprotocol CourierAPI: TargetType {}\nenum CourierRoute {\n    case track(code: String)\n}\nextension CourierRoute: CourierAPI {\n    var path: String { \"/track\" }\n}"),
            ExampleFile("Sources/Domain/DTO/Request/ParcelQuery.swift", "struct ParcelQuery: Encodable {\n    let code: String\n}"),
            ExampleFile("Sources/Domain/Wire/ParcelBody.swift", "struct ParcelBody: Encodable {\n    let weight: Int\n}\nstruct ParcelStatusDTO: Decodable {\n    let state: String\n}"),
            ExampleFile("Sources/Domain/DI/CourierComponent.swift", "import NeedleFoundation\npublic protocol CourierDependency: Dependency {}\npublic final class CourierComponent: Component<CourierDependency> {\n    public var tracker: Int { 0 }\n}")
        ),
        // SwiftPM's library template, its text removed: a placeholder to delete, not a model to make Hashable.
        RuleExample("Sources/Domain/Domain.swift", "import Foundation\n\npublic struct Domain {\n    public init() {}\n}"),
        // Only coders, behind a protocol requiring them: a configuration handed to a service, never Hashable.
        RuleExample(
            "Sources/Domain/ArchiveCodecs.swift",
            "import Foundation\n\npublic protocol ArchiveCoding {\n    var reader: PropertyListDecoder { get }\n    var writer: PropertyListEncoder { get }\n}\n\npublic struct ArchiveCodecs: ArchiveCoding {\n    public let reader = PropertyListDecoder()\n    public let writer = PropertyListEncoder()\n    public init() {}\n}"
        ),
        // Only formatters, one of them the package's subclass of Foundation's: a formatting kit, not a value.
        RuleExample(
            "Sources/Domain/OdometerStyle.swift",
            "import Foundation\n\nfinal class MileageFormatter: MeasurementFormatter {}\n\nstruct OdometerStyle {\n    let distance: MileageFormatter\n    let day: DateFormatter?\n}"
        ),
    ]
}
