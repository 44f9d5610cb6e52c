import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about doubles generated at build time: a macro attached to the protocol
/// (`@Spyable`, `@Mockable`), Sourcery's marker protocol or its annotation comment (`// sourcery: AutoMockable`), beside
/// a marker or annotation that generates something else, or an annotation left on another declaration, which leave the
/// seam undoubled.
extension ProtocolWithoutTestDoubleRule {
    static let generatedTriggeringExamples: [RuleExample] = [
        RuleExample(
            ExampleFile("Sources/Ledger/AutoEquatable.swift", "protocol AutoEquatable {}"),
            ExampleFile(
                "Sources/Ledger/LedgerExport.swift",
                "@MainActor\nprotocol LedgerExporting: AutoEquatable {\n    func export(_ entries: [String]) async throws -> URL\n}\nstruct ExportScreen { let exporter: any LedgerExporting }"
            )
        ),
        RuleExample(
            "Sources/Ledger/ReceiptPrinter.swift",
            "// sourcery: AutoEquatable\nprotocol ReceiptPrinting {\n    func print(_ receipt: String) async throws\n}\nstruct CheckoutScreen { let printer: any ReceiptPrinting }"
        ),
        RuleExample(
            "Sources/Ledger/TillDrawer.swift",
            "// sourcery: AutoMockable\nstruct TillState { let open: Bool }\n\nprotocol TillDrawer {\n    func open() async throws\n}\nstruct TillScreen { let drawer: any TillDrawer }"
        ),
        RuleExample(
            "Sources/Ledger/CoinCounter.swift",
            "// Not generated: sourcery: AutoMockable was dropped.\n\nprotocol CoinCounting {\n    func count() async -> Int\n}\nstruct CoinScreen { let counter: any CoinCounting }"
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
        RuleExample(
            "Sources/Ledger/PayoutSchedule.swift",
            "import Foundation\n\n/// sourcery: AutoMockable\npublic protocol PayoutScheduling: AnyObject {\n    func schedule(_ amount: Decimal) async throws\n}\nstruct PayoutScreen { let scheduler: any PayoutScheduling }"
        ),
        RuleExample(
            "Sources/Ledger/VaultLock.swift",
            "/// Locks the vault between shifts.\n// sourcery:AutoMockable\n/// Unlocked only by a manager.\n@MainActor\nprotocol VaultLocking {\n    func lock() async\n}\nstruct VaultScreen { let lock: any VaultLocking }"
        ),
        RuleExample(
            "Sources/Ledger/TaxTable.swift",
            "// sourcery: AutoMockable, mockName = TaxTableDouble\nprotocol TaxTableReading {\n    func rate(for region: String) throws -> Decimal\n}\nstruct TaxScreen { let table: any TaxTableReading }"
        ),
        RuleExample(
            "Sources/Ledger/ShiftClock.swift",
            "/* sourcery: AutoMockable */\nprotocol ShiftClock {\n    func clockIn(_ name: String) async throws\n}\nstruct ShiftScreen { let clock: any ShiftClock }"
        ),
    ]
}
