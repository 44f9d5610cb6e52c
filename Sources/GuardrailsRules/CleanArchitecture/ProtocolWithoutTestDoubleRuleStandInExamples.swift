import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about production conformers only tests and previews build (whatever their
/// names: they are the doubles), beside one production code builds too, which stays an implementation.
extension ProtocolWithoutTestDoubleRule {
    /// A protocol with its real conformer and a holder, beside which the examples place an in-memory one.
    private static let noteCipher = ExampleFile("Sources/Notes/NoteCipher.swift", "protocol NoteCipher {\n    func seal(_ text: String) throws -> Data\n}\nfinal class KeychainNoteCipher: NoteCipher {\n    func seal(_ text: String) throws -> Data { Data() }\n}\nstruct NotesModel { let cipher: any NoteCipher }")

    /// A caching hook whose one conformer takes its behaviour as an enum, `extra` naming one more case, with a session holding
    /// the hook and a test building the conformer with a closure of its own.
    private static func cachePolicy(_ extra: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/Fetching/CachePolicy.swift",
                "public protocol CachePolicy: Sendable {\n    func response(toStore response: Reply) -> Reply?\n}\n\npublic struct ReplyCacher {\n    public enum Behavior: Sendable {\n        case store\n        case skip\n        case rewrite(@Sendable (Reply) -> Reply?)\n\(extra)    }\n    public let behavior: Behavior\n}\n\nextension ReplyCacher: CachePolicy {\n    public func response(toStore response: Reply) -> Reply? {\n        switch behavior {\n        case .store: response\n        case .skip: nil\n        case let .rewrite(block): block(response)\n        default: nil\n        }\n    }\n}\n\nfinal class Fetcher { let policy: any CachePolicy\n    init(policy: any CachePolicy) { self.policy = policy }\n}"
            ),
            ExampleFile("Tests/FetchingTests/FetcherTests.swift", "@Test func rewrites() { _ = Fetcher(policy: ReplyCacher(behavior: .rewrite { _ in nil })) }")
        )
    }

    static let standInTriggeringExamples: [RuleExample] = [
        // The enum also carries a collaborator: the conformer is an implementation beside the closure.
        cachePolicy("        case archive(DiskArchive)\n"),
        // Production code builds the scratch ledger too: it is one of the implementations, which the tests also exercise.
        RuleExample(
            ExampleFile("Sources/Budget/LedgerStore.swift", "protocol LedgerStore {\n    func entries() async throws -> [Int]\n}\nfinal class DiskLedger: LedgerStore {\n    func entries() async throws -> [Int] { [] }\n}\nstruct Budget { let store: any LedgerStore }"),
            ExampleFile("Sources/Budget/ScratchLedger.swift", "struct ScratchLedger: LedgerStore {\n    var rows: [Int] = []\n    func entries() async throws -> [Int] { rows }\n}"),
            ExampleFile("Sources/Budget/Setup.swift", "enum Setup {\n    static func guest() -> Budget { Budget(store: ScratchLedger()) }\n}"),
            ExampleFile("Tests/BudgetTests/BudgetTests.swift", "@Test func sums() { _ = Budget(store: ScratchLedger(rows: [1])) }")
        ),
        // Production code builds the plugin from its metatype: the tests exercise a real plugin.
        RuleExample(
            ExampleFile("Sources/Replay/ReplayPlugin.swift", "protocol ReplayPlugin: AnyObject {\n    init()\n    func start() async throws\n}\nfinal class Recorder {\n    var plugins: [any ReplayPlugin] = []\n    func install(_ types: [any ReplayPlugin.Type]) { plugins = types.map { $0.init() } }\n}"),
            ExampleFile("Sources/Replay/TouchPlugin.swift", "final class TouchPlugin: ReplayPlugin {\n    var touches = 0\n    func start() async throws { touches = 0 }\n}"),
            ExampleFile("Sources/Replay/ReplaySetup.swift", "enum ReplaySetup {\n    static func start(_ recorder: Recorder) { recorder.install([TouchPlugin.self]) }\n}"),
            ExampleFile("Tests/ReplayTests/TouchPluginTests.swift", "@Test func starts() async throws { try await TouchPlugin().start() }")
        ),
        // An in-memory conformer every build compiles, or one only debug builds compile under no stand-in's name: implementations.
        RuleExample(
            noteCipher,
            ExampleFile("Sources/Notes/MemoryNoteCipher.swift", "final class MemoryNoteCipher: NoteCipher {\n    var sealed: [String] = []\n    func seal(_ text: String) throws -> Data { sealed.append(text); return Data() }\n}")
        ),
        RuleExample(
            noteCipher,
            ExampleFile("Sources/Notes/ConsoleNoteCipher.swift", "#if DEBUG\nfinal class ConsoleNoteCipher: NoteCipher {\n    func seal(_ text: String) throws -> Data { print(text); return Data() }\n}\n#else\nfinal class MemoryNoteCipher: NoteCipher {\n    func seal(_ text: String) throws -> Data { Data() }\n}\n#endif")
        ),
        // A key's `testValue` built around a placeholder that only traps until a test overrides it: no double.
        RuleExample(
            "Sources/Geo/Locator.swift",
            "public protocol Locator {\n    func current() async throws -> Spot\n}\npublic struct LocatorClient {\n    public var adapter: any Locator\n}\nextension LocatorClient: TestDependencyKey {\n    public static let testValue = Self(adapter: UnimplementedLocator())\n}\nprivate struct UnimplementedLocator: Locator {\n    func current() async throws -> Spot { fatalError(\"override it\") }\n}"
        ),
        // A conformer named for tests in a file declaring no dependency key, which production code builds: an implementation.
        RuleExample(
            ExampleFile("Sources/Geo/Locator.swift", "public protocol Locator {\n    func current() async throws -> Spot\n}\npublic struct LocatorClient {\n    public var adapter: any Locator\n}"),
            ExampleFile("Sources/Geo/LocatorTestRunner.swift", "final class LocatorTestRunner: Locator {\n    func current() async throws -> Spot { Spot() }\n}\nenum Probe {\n    static func run() { _ = LocatorClient(adapter: LocatorTestRunner()) }\n}")
        ),
    ]

    static let standInNonTriggeringExamples: [RuleExample] = [
        // The one conformer takes its behaviour from a closure carried by its stored enum, which tests pass: their stand-in.
        cachePolicy(""),
        // An in-memory conformer kept beside the real one, which only a test builds: the tests' double, whatever its name.
        RuleExample(
            ExampleFile("Sources/Budget/LedgerStore.swift", "protocol LedgerStore {\n    func entries() async throws -> [Int]\n}\nfinal class DiskLedger: LedgerStore {\n    func entries() async throws -> [Int] { [] }\n}\nstruct Budget { let store: any LedgerStore }"),
            ExampleFile("Sources/Budget/ScratchLedger.swift", "struct ScratchLedger: LedgerStore {\n    static let empty = ScratchLedger()\n    var rows: [Int] = []\n    func entries() async throws -> [Int] { rows }\n}"),
            ExampleFile("Sources/Budget/Setup.swift", "enum Setup {\n    static func main() -> Budget { Budget(store: DiskLedger()) }\n}"),
            ExampleFile("Tests/BudgetTests/BudgetTests.swift", "@Test func sums() { _ = Budget(store: ScratchLedger(rows: [1])) }")
        ),
        // Built only by previews and tests: the stand-in the screens are shown and tested with.
        RuleExample(
            ExampleFile("Sources/Vault/SecretKeeper.swift", "protocol SecretKeeper: AnyObject {\n    func secret(for account: String) -> String?\n}\nfinal class KeychainKeeper: SecretKeeper {\n    func secret(for account: String) -> String? { nil }\n}\nfinal class VaultModel { init(keeper: any SecretKeeper) {} }"),
            ExampleFile("Sources/Vault/DictionaryKeeper.swift", "final class DictionaryKeeper: SecretKeeper {\n    var secrets: [String: String] = [:]\n    func secret(for account: String) -> String? { secrets[account] }\n}"),
            ExampleFile("Sources/Vault/VaultView.swift", "struct VaultView: View {\n    let model: VaultModel\n    var body: some View { Text(\"Vault\") }\n}\n#Preview {\n    VaultView(model: VaultModel(keeper: DictionaryKeeper()))\n}")
        ),
        // An in-memory stand-in only debug builds compile, which the app swaps in for tests and previews: the double.
        RuleExample(
            noteCipher,
            ExampleFile("Sources/Notes/MemoryNoteCipher.swift", "#if DEBUG\nfinal class MemoryNoteCipher: NoteCipher {\n    var sealed: [String] = []\n    func seal(_ text: String) throws -> Data { sealed.append(text); return Data() }\n}\n#endif")
        ),
        // The same stand-in nested in a testing-overrides extension, its marker a word inside its name.
        RuleExample(
            noteCipher,
            ExampleFile("Sources/Notes/NotesModel+TestingOverrides.swift", "#if DEBUG\nextension NotesModel {\n    final class CipherMemoryStore: NoteCipher {\n        var sealed: [String] = []\n        func seal(_ text: String) throws -> Data { sealed.append(text); return Data() }\n    }\n}\n#endif")
        ),
        // A dependency client wrapping the protocol: its key's `testValue` builds the client around a conformer (in the key's
        // file, whatever its name), or a conformer named for tests in a file of the key beside it.
        RuleExample(
            "Sources/Geo/Locator.swift",
            "public protocol Locator {\n    func current() async throws -> Spot\n}\npublic struct LocatorClient {\n    public var adapter: any Locator\n}\nextension LocatorClient: TestDependencyKey {\n    public static let testValue = Self(adapter: FixedLocator())\n}\nprivate struct FixedLocator: Locator {\n    func current() async throws -> Spot { Spot() }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Geo/Locator.swift", "public protocol Locator {\n    func current() async throws -> Spot\n}\npublic struct LocatorClient {\n    public var adapter: any Locator\n}"),
            ExampleFile("Sources/Geo/TestKey.swift", "extension LocatorClient: TestDependencyKey {\n    public static let previewValue = Self(adapter: LocatorImplTest())\n}\nfinal class LocatorImplTest: Locator {\n    func current() async throws -> Spot { Spot() }\n}")
        ),
    ]
}
