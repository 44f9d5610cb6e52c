import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about where doubles live (an app's tests beside its local package) and
/// the shapes of protocols that are no seam: selector namespaces, saved records, value boxes, refinements of
/// capabilities, underscored leftovers and framework types joined by a nested fallback.
extension ProtocolWithoutTestDoubleRule {
    static let shapeTriggeringExamples: [RuleExample] = [
        // The app's own formatter protocol, outside any dependency manager's checkout, needs its double.
        RuleExample(
            "Sources/Charting/AxisLabelFormatter.swift",
            "public protocol AxisLabelFormatter {\n    func label(for value: Double) -> String\n}\npublic final class DecimalAxisLabelFormatter: AxisLabelFormatter {\n    public func label(for value: Double) -> String { String(value) }\n}\npublic final class ChartAxis {\n    public var formatter: AxisLabelFormatter = DecimalAxisLabelFormatter()\n}"
        ),
        // A method beside the initializer keeps an observable state protocol a seam; so does a framework parent whose requirements are unseen.
        RuleExample(
            ExampleFile("Sources/StateKit/ScreenState.swift", "import Combine\n@MainActor\npublic protocol ScreenState: ObservableObject {\n    init()\n    func reload() async\n}\n@MainActor\npublic final class StateShelf {\n    public func state<S: ScreenState>() -> S { S() }\n}"),
            ExampleFile("Sources/Basket/BasketState.swift", "import Combine\nimport StateKit\n@MainActor\nfinal class BasketState: ScreenState {\n    init() {}\n    func reload() async {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Tracks/TrackList.swift", "public protocol TrackList: Sequence {\n    init()\n}\npublic func emptyList<L: TrackList>() -> L { L() }"),
            ExampleFile("Sources/Player/Queue.swift", "import Tracks\nfinal class Queue: TrackList {\n    init() {}\n    func makeIterator() -> IndexingIterator<[Int]> { [].makeIterator() }\n}")
        ),
        RuleExample(
            "Sources/Auth/Watching.swift",
            "public protocol WatchHandle: Sendable {\n    func stop()\n}\nfinal class Token: WatchHandle {\n    func stop() {}\n}\npublic final class Watcher {\n    public func watch() -> any WatchHandle { Token() }\n    public func keep(_ handle: some WatchHandle) {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Settings/ConfigSource.swift", "public protocol ConfigSource {\n    func load() async throws -> [String: String]\n}\npublic struct ConfigLoader { let source: any ConfigSource }"),
            ExampleFile("../AppTests/ConfigSourceSpy.swift", "import Billing\nfinal class ConfigSourceSpy: ConfigSource {\n    func load() async throws -> [String: String] { [:] }\n}")
        ),
        RuleExample(
            "Sources/Editor/ThemeSwitching.swift",
            "@objc protocol ThemeSwitching: AnyObject {\n    func switchTheme(_ sender: Any?)\n}\nfinal class EditorDocument: NSDocument, ThemeSwitching {\n    func switchTheme(_ sender: Any?) {}\n}\nlet themeAction = #selector((any ThemeSwitching).switchTheme)\nfunc apply(_ switcher: any ThemeSwitching) { switcher.switchTheme(nil) }"
        ),
        RuleExample(
            "Sources/Settings/LayoutRecord.swift",
            "protocol LayoutRecord {\n    var savedColumns: Int? { get set }\n    func editor(_ record: Binding<Self>) -> EditorPage\n}\nstruct ListLayout: Codable, LayoutRecord {\n    var savedColumns: Int?\n    func editor(_ record: Binding<Self>) -> EditorPage { EditorPage() }\n}\nfinal class GridLayout: LayoutRecord {\n    var savedColumns: Int?\n    func editor(_ record: Binding<GridLayout>) -> EditorPage { EditorPage() }\n}\nstruct LayoutSummary { let record: any LayoutRecord }"
        ),
        RuleExample(
            "Sources/Settings/Preferences.swift",
            "protocol Preferences {\n    var fontSize: Int { get }\n    func reset()\n}\nstruct UserPreferences: Codable, Preferences {\n    var fontSize: Int\n    func reset() {}\n}\nstruct Screen { let preferences: any Preferences }"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Storage/KeyedBox.swift",
                "public protocol KeyedBox<Value> {\n    associatedtype Value\n    func value(forKey key: String) -> Value?\n    func set(_ value: Value, forKey key: String)\n}\npublic struct Session { let tokens: any KeyedBox<String> }"
            ),
            ExampleFile(
                "Sources/Storage/MemoryBox.swift",
                "public final class MemoryBox<Value>: KeyedBox {\n    public func value(forKey key: String) -> Value? { nil }\n    public func set(_ value: Value, forKey key: String) {}\n}"
            )
        ),
        RuleExample(
            "Sources/Feed/Summarizing.swift",
            "public protocol FeedListing {\n    func reload() async\n}\npublic protocol Summarizing: FeedListing {\n    var summary: String { get }\n}\nfinal class Post: Summarizing {\n    var summary: String { \"\" }\n    func reload() async {}\n}\nstruct Stream<Item: Summarizing> { let items: [Item] }"
        ),
        RuleExample(
            "Sources/Formatting/DateFormatting.swift",
            "protocol DateFormatting {\n    func string(from date: Date) -> String\n}\nextension DateFormatter: DateFormatting {}\nextension ISO8601DateFormatter: DateFormatting {}\nstruct Stamp { let formatter: any DateFormatting }\nfinal class StampFormatter: DateFormatting {\n    func string(from date: Date) -> String { \"\" }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Controls/TouchValidating.swift", "@MainActor public protocol TouchValidating: AnyObject {\n    func validate(_ item: String) -> Bool\n}\n@MainActor public func isEnabled(_ item: String, along chain: [AnyObject], fallback: any TouchValidating) -> Bool {\n    for link in chain {\n        if case let validator as any TouchValidating = link { return validator.validate(item) }\n    }\n    return fallback.validate(item)\n}"),
            ExampleFile("../App/EditorSession.swift", "import Controls\nfinal class EditorSession: TouchValidating {\n    func validate(_ item: String) -> Bool { true }\n}")
        ),
        RuleExample(
            "Sources/Windows/SizeFitting.swift",
            "protocol SizeFitting: NSWindow {\n    func fit(to size: CGSize)\n}\nfinal class PanelWindow: NSWindow, SizeFitting {\n    func fit(to size: CGSize) {}\n}\nfinal class PanelController {\n    var window: SizeFitting?\n}"
        ),
        RuleExample(
            "Sources/Panels/Popup.swift",
            "protocol Popup: NSView {\n    func refresh(_ value: Double)\n}\nfinal class CPUPopup: NSStackView, Popup {\n    func refresh(_ value: Double) {}\n}\nfinal class DiskPopup: NSStackView, Popup {\n    func refresh(_ value: Double) {}\n}\nfinal class PopupWindow: NSWindow {\n    var popup: Popup?\n}"
        ),
        RuleExample(
            "Sources/Sync/Session.swift",
            "protocol UserSaving {\n    func saveUser(_ name: String)\n}\nprotocol NoteSaving {\n    func saveNote(_ text: String)\n}\nprotocol SyncSession: UserSaving & NoteSaving {}\nfinal class DiskSession: SyncSession {\n    func saveUser(_ name: String) {}\n    func saveNote(_ text: String) {}\n}\nfinal class NotesOnly: NoteSaving {\n    func saveNote(_ text: String) {}\n}\nstruct Sync { let session: any SyncSession }"
        ),
        RuleExample(
            ExampleFile("Sources/Checkout/WalletLoading.swift", "protocol WalletLoading: AnyObject {\n    init()\n    func present(_ pass: String)\n}\nfunc loadWalletModule() -> WalletLoading.Type? {\n    [\"Payments.WalletSheet\", \"Wallet.WalletSheet\"].compactMap { NSClassFromString($0) as? WalletLoading.Type }.first\n}"),
            ExampleFile("Sources/Checkout/Checkout.swift", "struct Checkout {\n    let wallet: any WalletLoading\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Lists/RowModel.swift", "public protocol RowModel {\n    func render(into cell: Cell)\n}\npublic struct Table { let rows: [any RowModel] }"),
            ExampleFile("Sources/Lists/Row.swift", "public struct Row<Content> {\n    let content: Content\n}\nextension Row: RowModel {\n    public func render(into cell: Cell) {}\n}"),
            ExampleFile("Sources/Lists/RemoteRow.swift", "public final class RemoteRow: RowModel {\n    public func render(into cell: Cell) {}\n}"),
            ExampleFile("Sources/Lists/AnyRow.swift", "public struct AnyRow {\n    let base: any RowModel\n}\nextension AnyRow: RowModel {\n    public func render(into cell: Cell) { base.render(into: cell) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Search/TextCollecting.swift", "public protocol TextCollecting {\n    var headings: [String] { get }\n    func plainText(links: [String: any LinkTarget]) -> String\n}\npublic struct Indexer { let items: [any TextCollecting] }"),
            ExampleFile("Sources/Search/Paragraph.swift", "public struct Paragraph: TextCollecting {\n    public var headings: [String] { [] }\n    public func plainText(links: [String: any LinkTarget]) -> String { \"\" }\n}"),
            ExampleFile("Sources/Search/LinkTarget.swift", "public protocol LinkTarget {\n    var url: String { get }\n}\npublic final class RemoteLink: LinkTarget {\n    public var url: String { \"\" }\n}")
        ),
        RuleExample("Sources/Grid/CellHosting.swift", "protocol CellHosting: UIView {\n    func host(_ content: UIView)\n}\nprotocol SelectableCell: CellHosting {\n    var isChosen: Bool { get }\n}\nfinal class GridCell: UICollectionViewCell, SelectableCell {\n    var isChosen: Bool { false }\n    func host(_ content: UIView) {}\n}\nstruct Row {\n    func configure(cell: CellHosting) { cell.host(UIView()) }\n}\nfinal class GridController {\n    var selected: SelectableCell?\n}"),
        RuleExample(
            "Sources/Sync/SyncRegistry.swift",
            "protocol SyncService {\n    func sync() async\n}\nfinal class CloudSync: SyncService {\n    func sync() async {}\n}\nfinal class Registry {\n    func register<T>(_ type: T.Type, make: () -> T) {}\n}\nfunc compose(_ registry: Registry) { registry.register(SyncService.self) { CloudSync() } }"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/NoteStore.swift",
                "typealias NoteStore = NoteReading & NoteWriting\nprotocol NoteReading {\n    func notes() -> [String]\n}\nprotocol NoteWriting {\n    func save(_ note: String)\n}\nfinal class NotesScreen {\n    init(store: NoteStore, writer: NoteWriting) {}\n}"
            ),
            ExampleFile("Tests/FeatureTests/FakeNoteReader.swift", "final class FakeNoteReader: NoteReading {\n    func notes() -> [String] { [] }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Filter.swift",
                "public protocol Filter {\n    func apply(_ image: Image) -> Image\n}\npublic struct AnyFilter: Filter {\n    let block: (Image) -> Image\n    let name: String\n    public func apply(_ image: Image) -> Image { block(image) }\n}\npublic struct Pipeline { let filters: [any Filter] }"
            ),
            ExampleFile("Tests/FeatureTests/PipelineTests.swift", "@Test func keepsOrder() { _ = Pipeline(filters: [AnyFilter(block: { $0 }, name: \"same\")]) }")
        ),
        RuleExample(
            "Sources/Catalog/Narrowing.swift",
            "public protocol Narrowing {\n    func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self\n    func limited(to count: Int) -> Self\n}\npublic struct EntryQuery: Narrowing {\n    public func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self { self }\n    public func limited(to count: Int) -> Self { self }\n}\nfinal class LiveEntries: Narrowing {\n    func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self { self }\n    func limited(to count: Int) -> Self { self }\n}\nstruct Shelf { let query: any Narrowing }"
        ),
        RuleExample(
            "Sources/Catalog/Narrowing.swift",
            "public protocol Narrowing {\n    func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self\n}\nprotocol LiveNarrowing: Narrowing {}\npublic struct EntryQuery: Narrowing {\n    public func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self { self }\n}\nfinal class LiveEntries: LiveNarrowing {\n    func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self { self }\n}\nstruct Shelf { let query: any Narrowing }"
        ),
        RuleExample(
            "Sources/Catalog/Narrowing.swift",
            "public protocol Narrowing {\n    func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self\n    func fetch(_ done: @escaping ([Entry]) -> Void)\n}\npublic struct EntryQuery: Narrowing {\n    public func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self { self }\n    public func fetch(_ done: @escaping ([Entry]) -> Void) {}\n}\nstruct Shelf { let query: any Narrowing }"
        ),
        RuleExample(
            ExampleFile("Sources/Windows/ElementReading.swift", "protocol ElementReading {\n    func attribute(_ key: String) -> Int?\n}\nfinal class LiveElement: ElementReading {\n    func attribute(_ key: String) -> Int? { nil }\n}\nstruct WindowClassifier { let element: any ElementReading }"),
            ExampleFile("Sources/Windows/ElementSnapshot.swift", "extension [String: Int]: ElementReading {\n    func attribute(_ key: String) -> Int? { self[key] }\n}")
        ),
        RuleExample(
            "Sources/Receipts/Clock.swift",
            "public protocol Clock {\n    func now() -> Date\n}\npublic struct SystemClock: Clock {\n    public func now() -> Date { Date() }\n}\npublic struct Stamper { let clock: any Clock }"
        ),
        RuleExample(
            ExampleFile("Sources/Notes/NoteArchive.swift", "public protocol NoteArchive {\n    func load() async throws -> [String]\n}\npublic final class DiskNoteArchive: NoteArchive {\n    public func load() async throws -> [String] { [] }\n}\npublic final class InMemoryNoteArchive: NoteArchive {\n    public init() {}\n    public func load() async throws -> [String] { [] }\n}\npublic final class NotesModel { public init(archive: any NoteArchive) {} }"),
            ExampleFile("Tests/NotesTests/NotesModelTests.swift", "@Test func loads() { _ = NotesModel(archive: DiskNoteArchive()) }")
        ),
        RuleExample(
            "Sources/Sync/Failure.swift",
            "protocol FailureDescribing {\n    var headline: String { get }\n    func symbol(tinted: Bool) -> String\n}\nenum SyncError: Error { case offline }\nextension SyncError: FailureDescribing {\n    var headline: String { \"Offline\" }\n    func symbol(tinted: Bool) -> String { \"wifi\" }\n}\nfinal class ConflictReport: FailureDescribing {\n    var headline: String { \"Conflict\" }\n    func symbol(tinted: Bool) -> String { \"merge\" }\n}\nstruct FailureBanner { let failure: any FailureDescribing }"
        ),
        RuleExample(
            "Sources/App/ExportAssembly.swift",
            "protocol Assembled {\n    init(container: Container)\n}\nprotocol ExportAssembled: Assembled {\n    func export() -> Data\n}\nfinal class ExportAssembly: ExportAssembled {\n    init(container: Container) {}\n    func export() -> Data { Data() }\n}\nstruct ExportScreen { let exporter: any ExportAssembled }"
        ),
        // A `private` conformer outside any platform branch: a seam others hold, whose one conformer the file hides.
        RuleExample("Sources/Timing/Clock.swift", SingleImplementationProtocolRule.privateClockSource),
    ]

    static let shapeNonTriggeringExamples: [RuleExample] = [
        // A type-opening visitor: a box opens its element type into a generic `visit`; no collaborator to substitute.
        RuleExample(
            "Sources/Forms/FieldVisitor.swift",
            "protocol FieldVisitor {\n    associatedtype Output\n    func visit<Value: Codable>(field: Field<Value>) -> Output\n}\nstruct Field<Value: Codable> {\n    let value: Value\n    func accept<V: FieldVisitor>(_ visitor: V) -> V.Output { visitor.visit(field: self) }\n}\nstruct FieldEncoder: FieldVisitor {\n    func visit<Value: Codable>(field: Field<Value>) -> Data { (try? JSONEncoder().encode(field.value)) ?? Data() }\n}\nfinal class FormExporter {\n    func export(_ field: Field<String>) -> Data { field.accept(FieldEncoder()) }\n}"
        ),
        RuleExample(
            "Sources/Codegen/DeclView.swift",
            "import SyntaxKit\nprotocol DeclView {\n    var declName: String { get }\n    var inheritedNames: [String] { get }\n    var modifiers: [String] { get }\n    func members(in scope: Scope) -> [Member]\n}\nextension StructSyntax: DeclView {\n    var declName: String { name.text }\n    var inheritedNames: [String] { [] }\n    var modifiers: [String] { [] }\n    func members(in scope: Scope) -> [Member] { [] }\n}\nextension EnumSyntax: DeclView {\n    var declName: String { name.text }\n    var inheritedNames: [String] { [] }\n    var modifiers: [String] { [] }\n    func members(in scope: Scope) -> [Member] { [] }\n}\nstruct Entity { let node: any DeclView }"
        ),
        RuleExample(
            ExampleFile("Sources/Settings/ConfigSource.swift", "public protocol ConfigSource {\n    func load() async throws -> [String: String]\n}\npublic struct ConfigLoader { let source: any ConfigSource }"),
            ExampleFile("../AppTests/ConfigSourceSpy.swift", "import Settings\nfinal class ConfigSourceSpy: ConfigSource {\n    func load() async throws -> [String: String] { [:] }\n}")
        ),
        RuleExample(
            "Sources/Editor/ThemeSwitching.swift",
            "@objc protocol ThemeSwitching: AnyObject {\n    func switchTheme(_ sender: Any?)\n}\nfinal class EditorDocument: NSDocument, ThemeSwitching {\n    func switchTheme(_ sender: Any?) {}\n}\nlet themeAction = #selector((any ThemeSwitching).switchTheme)\nfunc canSwitch() -> Bool { NSApp.target(forAction: #selector((any ThemeSwitching).switchTheme)) != nil }"
        ),
        RuleExample(
            "Sources/Settings/LayoutRecord.swift",
            "protocol LayoutRecord {\n    var savedColumns: Int? { get set }\n    func editor(_ record: Binding<Self>) -> EditorPage\n    static var defaultColumns: Int { get }\n}\nstruct ListLayout: Codable, LayoutRecord {\n    var savedColumns: Int?\n    static var defaultColumns: Int { 1 }\n    func editor(_ record: Binding<Self>) -> EditorPage { EditorPage() }\n}\nstruct GridLayout: LayoutRecord {\n    var savedColumns: Int?\n    static var defaultColumns: Int { 3 }\n    func editor(_ record: Binding<Self>) -> EditorPage { EditorPage() }\n}\nextension GridLayout: Codable {}\nstruct LayoutSummary { let record: any LayoutRecord }"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Storage/Box.swift",
                "public protocol Box<Value> {\n    associatedtype Value\n    var value: Value { get }\n    func set(_ newValue: Value)\n}\npublic struct Member { public var muted: any Box<Bool> = StoredBox(false) }"
            ),
            ExampleFile(
                "Sources/Storage/StoredBox.swift",
                "public final class StoredBox<Value>: Box {\n    public private(set) var value: Value\n    public init(_ value: Value) { self.value = value }\n    public func set(_ newValue: Value) { value = newValue }\n}"
            )
        ),
        RuleExample(
            "Sources/Feed/Summarizing.swift",
            "public protocol FeedListable {\n    func reload() async\n}\npublic protocol Summarizing: FeedListable {\n    var summary: String { get }\n}\nfinal class Post: Summarizing {\n    var summary: String { \"\" }\n    func reload() async {}\n}\nstruct Stream<Item: Summarizing> { let items: [Item] }"
        ),
        RuleExample("Sources/Feed/Retired.swift", "public protocol _FeedStoreBridge {\n    func retrieve() -> [Int]\n}"),
        RuleExample(
            "Sources/Formatting/DateFormatting.swift",
            "protocol DateFormatting {\n    func string(from date: Date) -> String\n}\nextension DateFormatter: DateFormatting {}\nextension ISO8601DateFormatter: DateFormatting {}\nextension ISO8601DateFormatter {\n    static let lenient: any DateFormatting = {\n        final class Fallback: DateFormatting {\n            func string(from date: Date) -> String { \"\" }\n        }\n        return Fallback()\n    }()\n}\nstruct Stamp { let formatter: any DateFormatting }"
        ),
        RuleExample(
            ExampleFile("Sources/Controls/TouchValidating.swift", "@MainActor public protocol TouchValidating: AnyObject {\n    func validate(_ item: String) -> Bool\n}\n@MainActor public func isEnabled(_ item: String, along chain: [AnyObject]) -> Bool {\n    for link in chain {\n        if case let validator as any TouchValidating = link { return validator.validate(item) }\n    }\n    return true\n}"),
            ExampleFile("../App/EditorViewController.swift", "import Controls\nfinal class EditorViewController: NSViewController, TouchValidating {\n    func validate(_ item: String) -> Bool { true }\n}")
        ),
        RuleExample(
            "Sources/Panels/Backdrop.swift",
            "protocol Backdrop: NSView {\n    func refreshAppearance()\n}\n@available(macOS 26, *)\nextension NSGlassEffectView: Backdrop {\n    func refreshAppearance() {}\n}\nfinal class FrostedBackdrop: NSVisualEffectView, Backdrop {\n    func refreshAppearance() {}\n}\nfinal class PanelView: NSView {\n    var backdrop: Backdrop?\n}"
        ),
        RuleExample(
            "Sources/Sync/Session.swift",
            "protocol UserSaving {\n    func saveUser(_ name: String)\n}\nprotocol NoteSaving {\n    func saveNote(_ text: String)\n}\nprotocol Persistable: UserSaving & NoteSaving {}\nfinal class DiskSession: Persistable {\n    func saveUser(_ name: String) {}\n    func saveNote(_ text: String) {}\n}\nstruct Sync { let session: any Persistable }"
        ),
        RuleExample(
            ExampleFile("Sources/Checkout/WalletLoading.swift", "protocol WalletLoading: AnyObject {\n    init()\n    func present(_ pass: String)\n}\nfunc loadWalletModule() -> WalletLoading.Type? {\n    [\"Payments.WalletSheet\", \"Wallet.WalletSheet\"].compactMap { NSClassFromString($0) as? WalletLoading.Type }.first\n}"),
            ExampleFile("Sources/Wallet/WalletSheet.swift", "import Checkout\nfinal class WalletSheet: NSObject, WalletLoading {\n    func present(_ pass: String) {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Lists/RowModel.swift", "public protocol RowModel {\n    func render(into cell: Cell)\n}\npublic struct Table { let rows: [any RowModel] }"),
            ExampleFile("Sources/Lists/Row.swift", "public struct Row<Content> {\n    let content: Content\n}\nextension Row: RowModel {\n    public func render(into cell: Cell) {}\n}"),
            ExampleFile("Sources/Lists/AnyRow.swift", "public struct AnyRow {\n    let base: any RowModel\n}\nextension AnyRow: RowModel {\n    public func render(into cell: Cell) { base.render(into: cell) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Search/TextCollecting.swift", "public protocol TextCollecting {\n    var headings: [String] { get }\n    func plainText(links: [String: any LinkTarget]) -> String\n}\npublic struct Indexer { let items: [any TextCollecting] }"),
            ExampleFile("Sources/Search/Paragraph.swift", "public struct Paragraph: TextCollecting {\n    public var headings: [String] { [] }\n    public func plainText(links: [String: any LinkTarget]) -> String { \"\" }\n}"),
            ExampleFile("Sources/Search/LinkTarget.swift", "public protocol LinkTarget {\n    var url: String { get }\n}\npublic struct PageLink: LinkTarget {\n    public var url: String\n}")
        ),
        RuleExample("Sources/Grid/CellHosting.swift", "protocol CellHosting: UIView {\n    func host(_ content: UIView)\n}\nprotocol SelectableCell: CellHosting {\n    var isChosen: Bool { get }\n}\nfinal class GridCell: UICollectionViewCell, SelectableCell {\n    var isChosen: Bool { false }\n    func host(_ content: UIView) {}\n}\nstruct Row {\n    func configure(cell: CellHosting) { cell.host(UIView()) }\n}"),
        RuleExample(
            "Sources/Backup/BackupService.swift",
            "@objc protocol BackupService {\n    func startBackup(reply: @escaping (Bool) -> Void)\n}\nfinal class BackupAgent: NSObject, BackupService {\n    func startBackup(reply: @escaping (Bool) -> Void) { reply(true) }\n}\nfinal class BackupListener: NSObject, NSXPCListenerDelegate {\n    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection connection: NSXPCConnection) -> Bool {\n        connection.exportedInterface = NSXPCInterface(with: BackupService.self)\n        connection.exportedObject = BackupAgent()\n        return true\n    }\n}\nfunc backUp(_ service: BackupService) { service.startBackup { _ in } }"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/NoteStore.swift",
                "typealias NoteStore = NoteReading & NoteWriting\nprotocol NoteReading {\n    func notes() -> [String]\n}\nprotocol NoteWriting {\n    func save(_ note: String)\n}\nfinal class NotesScreen {\n    init(reader: NoteReading, writer: NoteWriting) {}\n}"
            ),
            ExampleFile("Tests/FeatureTests/FakeNoteStore.swift", "final class FakeNoteStore: NoteStore {\n    func notes() -> [String] { [] }\n    func save(_ note: String) {}\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Filter.swift",
                "public protocol Filter {\n    func apply(_ image: Image) -> Image\n}\npublic struct AnyFilter: Filter {\n    let block: (Image) -> Image\n    public func apply(_ image: Image) -> Image { block(image) }\n}\npublic struct Pipeline { let filters: [any Filter] }"
            ),
            ExampleFile("Tests/FeatureTests/PipelineTests.swift", "@Test func keepsOrder() { _ = Pipeline(filters: [AnyFilter { $0 }]) }")
        ),
        RuleExample(
            "Sources/Catalog/Narrowing.swift",
            "public protocol Narrowing {\n    func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self\n    func limited(to count: Int) -> Self\n}\nprotocol Sorting: Narrowing {\n    func sorted(by order: @escaping (Entry, Entry) -> Bool) -> Self\n}\npublic struct EntryQuery: Sorting {\n    public func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self { self }\n    public func limited(to count: Int) -> Self { self }\n    public func sorted(by order: @escaping (Entry, Entry) -> Bool) -> Self { self }\n}\npublic struct TagQuery: Narrowing {\n    public func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self { self }\n    public func limited(to count: Int) -> Self { self }\n}\nstruct Shelf { let query: any Narrowing; let order: any Sorting }"
        ),
        RuleExample(
            ExampleFile("Sources/Windows/ElementReading.swift", "protocol ElementReading {\n    func attribute(_ key: String) -> Int?\n}\nfinal class LiveElement: ElementReading {\n    func attribute(_ key: String) -> Int? { nil }\n}\nstruct WindowClassifier { let element: any ElementReading }"),
            ExampleFile("Tests/WindowsTests/ElementStub.swift", "extension [String: Int]: ElementReading {\n    func attribute(_ key: String) -> Int? { self[key] }\n}")
        ),
        RuleExample(
            "Sources/Metrics/MetricItem.swift",
            "public protocol MetricItem {\n    func parameters() -> [String: String]\n}\npublic struct ScreenItem: MetricItem {\n    let title: String\n    public func parameters() -> [String: String] { [\"title\": title] }\n}\npublic struct SearchItem: MetricItem {\n    let term: String\n    let rank: Int\n    public func parameters() -> [String: String] { [\"term\": term] }\n}\npublic struct MetricsEvent { let items: [any MetricItem] }"
        ),
        RuleExample(
            ExampleFile("Sources/Notes/NoteArchive.swift", "public protocol NoteArchive {\n    func load() async throws -> [String]\n}\npublic final class DiskNoteArchive: NoteArchive {\n    public func load() async throws -> [String] { [] }\n}\npublic final class InMemoryNoteArchive: NoteArchive {\n    public init() {}\n    public func load() async throws -> [String] { [] }\n}\npublic final class NotesModel { public init(archive: any NoteArchive) {} }"),
            ExampleFile("Tests/NotesTests/NotesModelTests.swift", "@Test func loads() { _ = NotesModel(archive: InMemoryNoteArchive()) }")
        ),
        // The in-memory store production builds as the default beside the real one: a fake by construction.
        RuleExample(
            ExampleFile("Sources/Prefs/PreferenceStore.swift", "public protocol PreferenceStore {\n    func value(for key: String) -> String?\n    func set(_ value: String?, for key: String)\n}\npublic final class DefaultsPreferenceStore: PreferenceStore {\n    public func value(for key: String) -> String? { nil }\n    public func set(_ value: String?, for key: String) {}\n}"),
            ExampleFile("Sources/Prefs/PreferenceCenter.swift", "public final class PreferenceCenter {\n    private let store: any PreferenceStore\n    public init(store: any PreferenceStore = InMemoryPreferenceStore()) { self.store = store }\n    public final class InMemoryPreferenceStore: PreferenceStore {\n        private var values: [String: String] = [:]\n        public init() {}\n        public func value(for key: String) -> String? { values[key] }\n        public func set(_ value: String?, for key: String) { values[key] = value }\n    }\n}")
        ),
        // A double kept in a `Mocking` folder of a production target, whatever it is called.
        RuleExample(
            ExampleFile("Sources/Sync/SyncUplink.swift", "protocol SyncUplink {\n    func push(_ changes: [String]) async throws\n}\nfinal class CloudUplink: SyncUplink {\n    func push(_ changes: [String]) async throws {}\n}\nstruct SyncEngine { let uplink: any SyncUplink }"),
            ExampleFile("Sources/Sync/Mocking/RecordingUplink.swift", "final class RecordingUplink: SyncUplink {\n    var pushed: [[String]] = []\n    func push(_ changes: [String]) async throws { pushed.append(changes) }\n}")
        ),
        // A library CocoaPods checked into the app ships without its tests: its protocols are its authors' extension points.
        RuleExample(
            "Pods/Charting/Source/AxisLabelFormatter.swift",
            "public protocol AxisLabelFormatter {\n    func label(for value: Double) -> String\n}\npublic final class DecimalAxisLabelFormatter: AxisLabelFormatter {\n    public func label(for value: Double) -> String { String(value) }\n}\npublic final class ChartAxis {\n    public var formatter: AxisLabelFormatter = DecimalAxisLabelFormatter()\n}"
        ),
        RuleExample(
            "Sources/Sync/Failure.swift",
            "protocol FailureDescribing {\n    var headline: String { get }\n    func symbol(tinted: Bool) -> String\n}\nenum SyncError: Error { case offline }\nenum ParseError: LocalizedError { case badField(String) }\nextension SyncError: FailureDescribing {\n    var headline: String { \"Offline\" }\n    func symbol(tinted: Bool) -> String { \"wifi\" }\n}\nextension ParseError: FailureDescribing {\n    var headline: String { \"Unreadable\" }\n    func symbol(tinted: Bool) -> String { \"doc\" }\n}\nextension URLError: FailureDescribing {\n    var headline: String { \"No connection\" }\n    func symbol(tinted: Bool) -> String { \"wifi.slash\" }\n}\nstruct FailureBanner { let failure: any FailureDescribing }"
        ),
        // Only an initializer beside `ObservableObject`, whose one requirement has its default: how a container builds
        // the screen states it hands out, nothing a double could stand in for.
        RuleExample(
            ExampleFile("Sources/StateKit/ScreenState.swift", "import Combine\n@MainActor\npublic protocol ScreenState: ObservableObject {\n    init()\n}\n@MainActor\npublic final class StateShelf {\n    private var states: [ObjectIdentifier: AnyObject] = [:]\n    public func state<S: ScreenState>() -> S {\n        if let kept = states[ObjectIdentifier(S.self)] as? S { return kept }\n        let made = S()\n        states[ObjectIdentifier(S.self)] = made\n        return made\n    }\n}"),
            ExampleFile("Sources/Basket/BasketState.swift", "import Combine\nimport StateKit\n@MainActor\nfinal class BasketState: ScreenState {\n    @Published var count = 0\n    init() {}\n}")
        ),
        RuleExample(
            "Sources/App/Assembly.swift",
            "protocol Assembled {\n    init(container: Container)\n}\nprotocol ReportsAssembled: Assembled {}\nfinal class ReportsAssembly: ReportsAssembled {\n    init(container: Container) {}\n}\nfunc build<T: Assembled>(_ type: T.Type, in container: Container) -> T { T(container: container) }"
        ),
        RuleExample(
            "Sources/App/ScreenAssembly.swift",
            "protocol Assembled {\n    init(container: Container)\n}\nprotocol OrdersAssembled: Assembled {}\nenum Orders {\n    final class Assembled: OrdersAssembled {\n        init(container: Container) {}\n        func refresh() {}\n    }\n}"
        ),
        RuleExample(
            "Sources/Sync/SyncAgent.swift",
            "@objc protocol SyncAgentService {\n    func syncNow(reply: @escaping (Bool) -> Void)\n}\nfinal class SyncAgent: NSObject, SyncAgentService {\n    func syncNow(reply: @escaping (Bool) -> Void) { reply(true) }\n}\nfinal class SyncListener: NSObject, NSXPCListenerDelegate {\n    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection connection: NSXPCConnection) -> Bool {\n        connection.exportedInterface = NSXPCInterface(with: (any SyncAgentService).self)\n        connection.exportedObject = SyncAgent()\n        return true\n    }\n}\nfunc syncAll(_ agent: any SyncAgentService) { agent.syncNow { _ in } }"
        ),
        RuleExample(
            "Sources/Docs/Opening.swift",
            "protocol ReopenPreparing: AnyObject {\n    func didReopen(at url: URL)\n}\nfinal class Page: NSObject, ReopenPreparing {\n    func didReopen(at url: URL) {}\n}\nfinal class Opener {\n    func open(_ page: NSObject, url: URL) {\n        (page as? any ReopenPreparing)?.didReopen(at: url)\n    }\n}"
        ),
        RuleExample(
            "Sources/Auth/Watching.swift",
            "public protocol WatchHandle: Sendable {\n    func stop()\n}\nfinal class Token: WatchHandle {\n    func stop() {}\n}\npublic final class Watcher {\n    public func watch() -> some WatchHandle { Token() }\n}"
        ),
        // One protocol per `#if os(…)` branch, adopted by that branch's `private` type: the file's own abstraction, nothing a test could double.
        RuleExample("Sources/Clipboard/ClipboardMirror.swift", SingleImplementationProtocolRule.platformPasteboardSource),
        // Bound to a `final` class: only `Timeline` can adopt it, so there is nothing a double could be.
        RuleExample(
            "Sources/Timeline/TimelineSizing.swift",
            "protocol WidthSizing: Timeline {\n    func height(forWidth width: Double) -> Double\n}\npublic final class Timeline {\n    func height(forWidth width: Double) -> Double { width / 2 }\n}\nextension Timeline: WidthSizing {}\nfinal class SizingLabel {\n    weak var sizing: (any WidthSizing)?\n}"
        ),
    ]
}
