import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about doubles generated at build time: a macro attached to the protocol
/// (`@Spyable`, `@Mockable`) or Sourcery's marker protocol, beside a marker that generates something else and leaves
/// the seam undoubled.
extension ProtocolWithoutTestDoubleRule {
    static let generatedTriggeringExamples: [RuleExample] = [
        RuleExample(
            ExampleFile("Sources/Ledger/AutoEquatable.swift", "protocol AutoEquatable {}"),
            ExampleFile(
                "Sources/Ledger/LedgerExport.swift",
                "@MainActor\nprotocol LedgerExporting: AutoEquatable {\n    func export(_ entries: [String]) async throws -> URL\n}\nstruct ExportScreen { let exporter: any LedgerExporting }"
            )
        ),
    ]

    static let generatedNonTriggeringExamples: [RuleExample] = [
        RuleExample(
            "Sources/Ledger/LedgerSync.swift",
            "import Spyable\n\n@Spyable\npublic protocol LedgerSyncing: Sendable {\n    func sync(_ entries: [String]) async throws\n}\nstruct LedgerScreen { let syncing: any LedgerSyncing }"
        ),
        RuleExample(
            "Sources/Ledger/RateSource.swift",
            "import Mockable\n\n@Mockable(.debug)\nprotocol RateSource {\n    func rate(for currency: String) async throws -> Decimal\n}\nstruct Converter { let rates: any RateSource }"
        ),
        RuleExample(
            ExampleFile("Sources/Ledger/AutoMockable.swift", "protocol AutoMockable {}"),
            ExampleFile(
                "Sources/Ledger/AuditTrail.swift",
                "protocol AuditTrail: AutoMockable {\n    func record(_ event: String)\n}\nfinal class LedgerBook { let trail: any AuditTrail\n    init(trail: any AuditTrail) { self.trail = trail }\n}"
            )
        ),
    ]
}
