import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about refinements that add no instance requirement (an empty body, at most
/// a `where` clause, or only `static` metadata) and capabilities only standard values adopt, beside the seam that stays.
extension ProtocolWithoutTestDoubleRule {
    static let markerTriggeringExamples: [RuleExample] = [
        RuleExample(
            "Sources/Feed/FeedStore.swift",
            "protocol FeedStore {\n    func load() async throws -> [String]\n}\nprotocol CachedFeedStore: FeedStore {}\nfinal class DiskFeedStore: CachedFeedStore {\n    func load() async throws -> [String] { [] }\n}\nstruct FeedLoader { let store: any CachedFeedStore }"
        ),
    ]

    static let markerBoundTriggeringExamples: [RuleExample] = [
        RuleExample(
            "Sources/Notes/NoteStorage.swift",
            "protocol Storage: Sendable {\n    associatedtype Value\n    func store(_ value: Value) async throws\n}\nprotocol NoteStorage: Storage where Value == Note {}\nactor DiskNoteStorage: NoteStorage {\n    func store(_ value: Note) async throws {}\n}\nstruct NoteEditor { let storage: any NoteStorage }"
        ),
        // Two modules each declare `ConsoleActions`; the spy in the tests of one of them doubles that one, not the other.
        RuleExample(
            ExampleFile("Sources/Console/ConsoleActions.swift", "public protocol ConsoleActions {\n    func run(_ title: String)\n}\nfinal class MenuScreen { var actions: (any ConsoleActions)? }"),
            ExampleFile("Sources/ClassicConsole/ConsoleActions.swift", "public protocol ConsoleActions {\n    func run(_ title: String)\n}\nfinal class ClassicMenu { var actions: (any ConsoleActions)? }"),
            ExampleFile("Tests/ClassicConsoleTests/ConsoleActionsSpy.swift", "import ClassicConsole\nfinal class ConsoleActionsSpy: ConsoleActions {\n    func run(_ title: String) {}\n}")
        ),
        // Two apps each declare `OrderGateway`, and the kiosk names its own as a type with no double in its tests.
        RuleExample(
            ExampleFile("Sources/Shop/OrderGateway.swift", "protocol OrderGateway {\n    func send(_ order: String) async throws\n}\nfinal class HTTPOrderGateway: OrderGateway {\n    func send(_ order: String) async throws {}\n}\nstruct Checkout { let gateway: any OrderGateway }"),
            ExampleFile("Tests/ShopTests/OrderGatewaySpy.swift", "import Shop\nfinal class OrderGatewaySpy: OrderGateway {\n    func send(_ order: String) async throws {}\n}"),
            ExampleFile("Sources/Kiosk/OrderGateway.swift", "protocol OrderGateway {\n    func send(_ order: String) async throws\n}\nfinal class KioskOrderGateway: OrderGateway {\n    func send(_ order: String) async throws {}\n}\nstruct KioskCheckout { let gateway: any OrderGateway }")
        ),
    ]

    static let markerNonTriggeringExamples: [RuleExample] = [
        // Two apps that import nothing of each other each declare `OrderGateway`: the kiosk holds its gateway concretely and
        // never names its own protocol as a type, and the shop's use is of the shop's protocol, which its tests double.
        RuleExample(
            ExampleFile("Sources/Shop/OrderGateway.swift", "protocol OrderGateway {\n    func send(_ order: String) async throws\n}\nfinal class HTTPOrderGateway: OrderGateway {\n    func send(_ order: String) async throws {}\n}\nstruct Checkout { let gateway: any OrderGateway }"),
            ExampleFile("Tests/ShopTests/OrderGatewaySpy.swift", "import Shop\nfinal class OrderGatewaySpy: OrderGateway {\n    func send(_ order: String) async throws {}\n}"),
            ExampleFile("Sources/Kiosk/OrderGateway.swift", "protocol OrderGateway {\n    func send(_ order: String) async throws\n}\nfinal class KioskOrderGateway: OrderGateway {\n    func send(_ order: String) async throws {}\n}\nstruct KioskCheckout { let gateway: KioskOrderGateway }")
        ),
        RuleExample(
            ExampleFile("Sources/Console/ConsoleActions.swift", "public protocol ConsoleActions {\n    func run(_ title: String)\n}\nfinal class MenuScreen { var actions: (any ConsoleActions)? }"),
            ExampleFile("Sources/ClassicConsole/ConsoleActions.swift", "public protocol ConsoleActions {\n    func run(_ title: String)\n}\nfinal class ClassicMenu { var actions: (any ConsoleActions)? }"),
            ExampleFile("Tests/ClassicConsoleTests/ConsoleActionsSpy.swift", "import ClassicConsole\nfinal class ConsoleActionsSpy: ConsoleActions {\n    func run(_ title: String) {}\n}"),
            ExampleFile("Tests/ConsoleTests/ConsoleActionsStub.swift", "import Console\nfinal class ConsoleActionsStub: ConsoleActions {\n    func run(_ title: String) {}\n}")
        ),
        RuleExample(
            "Sources/Ledger/LedgerRow.swift",
            "protocol LedgerSchema {\n    associatedtype Columns\n    static var table: String { get }\n    static func columns(in statement: Statement) -> Columns\n}\nprotocol EditableLedgerSchema: LedgerSchema {\n    static var update: String { get }\n    static var updateColumns: Columns { get }\n}\nprotocol LedgerRow: Hashable, Sendable {\n    associatedtype Schema: LedgerSchema\n    func bind(to statement: Statement, columns: Schema.Columns)\n}\nprotocol EditableLedgerRow: LedgerRow where Schema: EditableLedgerSchema {}\nfunc update<R: EditableLedgerRow>(_ row: R, in ledger: Ledger) {}\nfunc updateColumns<S: EditableLedgerSchema>(of schema: S.Type) -> S.Columns { S.updateColumns }"
        ),
        RuleExample(
            "Sources/Ledger/CellValue.swift",
            "protocol CellValue {\n    init(cell: Int, in statement: Statement) throws\n    func bind(to statement: Statement, at index: Int)\n}\nextension Int16: CellValue {\n    init(cell: Int, in statement: Statement) throws { self = 0 }\n    func bind(to statement: Statement, at index: Int) {}\n}\nextension UInt64: CellValue {\n    init(cell: Int, in statement: Statement) throws { self = 0 }\n    func bind(to statement: Statement, at index: Int) {}\n}\nextension String: CellValue {\n    init(cell: Int, in statement: Statement) throws { self = \"\" }\n    func bind(to statement: Statement, at index: Int) {}\n}\nfunc read<V: CellValue>(_ type: V.Type, at cell: Int, in statement: Statement) throws -> V { try V(cell: cell, in: statement) }"
        ),
    ]
}
