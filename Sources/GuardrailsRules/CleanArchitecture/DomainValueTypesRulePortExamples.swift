import GuardrailsCore

/// The examples of `domain-value-types` about implementations of a behaviour's port (a repository, a use case, a mapper)
/// and the keys a store's protocol reads and writes under: not models, whatever their names say.
extension DomainValueTypesRule {
    static let portTriggeringExamples: [RuleExample] = [
        // A record adopting a behaviour-named protocol and exposing its data is a model, still asked to be Hashable.
        RuleExample("Sources/Domain/AuditEntry.swift", "protocol AuditLogger {\n    func log(_ line: String)\n}\nstruct AuditEntry: AuditLogger {\n    let line: String\n    func log(_ line: String) {}\n}"),
        // A code a protocol only reads by is a domain value, not a store's key: a public one declares `Sendable`.
        // A value a store saves and hands back, not a key it reads by: a public one declares `Sendable`.
        RuleExample("Sources/Domain/Theme.swift", "public enum Theme: String {\n    case light, dark\n}\npublic protocol ThemeRepository {\n    func save(theme: Theme)\n    func load() -> Theme\n}"),
        RuleExample("Sources/Domain/Currency.swift", "public enum Currency: String {\n    case euro = \"EUR\"\n    case yen = \"JPY\"\n}\npublic protocol RateFeed {\n    func rate(for currency: Currency) -> Double\n}"),
    ]

    static let portNonTriggeringExamples: [RuleExample] = [
        // A misspelled implementation of a repository port: the marker and the adopted port tell it, not the spelling.
        RuleExample(
            "Sources/Domain/ParcelRepository.swift",
            "protocol ParcelRepository {\n    func parcels() -> [String]\n}\nfinal class ParcelRepositroyImpl: ParcelRepository {\n    let database: ParcelDatabase\n    init(database: ParcelDatabase) { self.database = database }\n    func parcels() -> [String] { [] }\n}"
        ),
        // A stateless mapper implementing its (empty) port, and a translator named so.
        RuleExample("Sources/Domain/ShipmentMapper.swift", "public protocol ShipmentMapper {}\npublic final class ShipmentMapperImpl: ShipmentMapper {\n    public init() {}\n}\npublic final class InvoiceTranslator {\n    public init() {}\n}"),
        // A use case's implementation keeping a framework session privately: a service, not a model.
        RuleExample(
            "Sources/Domain/SummarizeTrip.swift",
            "protocol SummarizeTripUseCase: Sendable {\n    func run(_ stops: [String]) async throws -> String\n}\nstruct SummarizeTripWithModel: SummarizeTripUseCase {\n    private let session = TextModelSession()\n    func run(_ stops: [String]) async throws -> String { try await session.reply(to: stops.joined()) }\n}"
        ),
        // The slots a credential vault saves and loads under: a list of key names, like `…Keys`.
        RuleExample(
            "Sources/Domain/CredentialVault.swift",
            "public enum CredentialSlot: String {\n    case sessionToken = \"SESSION-TOKEN\"\n    case renewToken = \"RENEW-TOKEN\"\n}\npublic protocol CredentialVault {\n    func save(slot: CredentialSlot, value: String)\n    func load(slot: CredentialSlot) -> String\n    func delete(slot: CredentialSlot)\n}"
        ),
    ]
}
