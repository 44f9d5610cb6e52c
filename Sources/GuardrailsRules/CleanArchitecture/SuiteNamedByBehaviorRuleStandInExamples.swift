import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about suites of a bare parser in a leaf module, of a test
/// double production code keeps for a fake mode, and of an OS event source's adapter.
extension SuiteNamedByBehaviorRule {
    static let standInTriggeringExamples: [RuleExample] = [
        // A view model holding a platform seam adopted elsewhere (a utility every screen shares): not that platform's adapter.
        RuleExample(
            ExampleFile("Sources/Feature/LinkOpening.swift", "protocol LinkOpening {\n    func open(_ url: URL)\n}\n\nextension UIApplication: LinkOpening {\n    func open(_ url: URL) {}\n}"),
            ExampleFile(
                "Sources/Feature/HelpViewModel.swift",
                "protocol HelpViewModeling {\n    func openGuide()\n}\n\nfinal class HelpViewModel: HelpViewModeling {\n    private let opener: LinkOpening\n    init(opener: LinkOpening) { self.opener = opener }\n    func openGuide() { opener.open(URL(string: \"https://example.com\")!) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/HelpViewModelTests.swift", "import Feature\nimport XCTest\n\nfinal class HelpViewModelTests: XCTestCase {\n    func test_openGuide() { HelpViewModel(opener: OpenerSpy()).openGuide() }\n}")
        ),
        // A double standing in for a port no real type implements is the only implementation.
        RuleExample(
            ExampleFile("Sources/Feature/Clock.swift", "protocol Clock {\n    func now() -> Date\n}\n\nfinal class FakeClock: Clock {\n    func now() -> Date { Date(timeIntervalSince1970: 0) }\n}"),
            ExampleFile("Tests/FeatureTests/FakeClockTests.swift", "import Feature\nimport XCTest\n\nfinal class FakeClockTests: XCTestCase {\n    func test_now_isEpoch() { XCTAssertEqual(FakeClock().now().timeIntervalSince1970, 0) }\n}")
        ),
        // An event source beside a collaborator of the package: logic reacting to the folder.
        RuleExample(
            ExampleFile(
                "Sources/Feature/FolderSync.swift",
                "protocol NoteStore {\n    func reload()\n}\n\nfinal class FolderSync {\n    private var source: DispatchSourceFileSystemObject?\n    private let store: NoteStore\n    init(store: NoteStore) { self.store = store }\n}"
            ),
            ExampleFile("Tests/FeatureTests/FolderSyncTests.swift", "import Feature\nimport XCTest\n\nfinal class FolderSyncTests: XCTestCase {\n    func test_start() { _ = FolderSync(store: StoreSpy()) }\n}")
        ),
    ]

    static let standInNonTriggeringExamples: [RuleExample] = [
        // A leaf module's text-report converter: a format parser by another name.
        RuleExample(
            ExampleFile("Sources/Feature/LogConverter.swift", "public final class LogConverter {\n    public static func entries(text: String) -> [String] { text.split(separator: \"\\n\").map(String.init) }\n}"),
            ExampleFile("Tests/FeatureTests/LogConverterTests.swift", "import Feature\nimport XCTest\n\nfinal class LogConverterTests: XCTestCase {\n    func test_entries_splitsLines() { XCTAssertEqual(LogConverter.entries(text: \"a\\nb\"), [\"a\", \"b\"]) }\n}")
        ),
        // The adapter of a vendor SDK behind the package's port: the SDK's type adopts the stored seam in an extension.
        RuleExample(
            ExampleFile(
                "Sources/Feature/DeviceTokenService.swift",
                "import VendorCheck\n\nprotocol DeviceTokenProviding {\n    func token() async throws -> String\n}\n\nprotocol VendorChecking {\n    func fetchToken(refresh: Bool) async throws -> String\n}\n\nextension VendorChecker: VendorChecking {}\n\nfinal class DeviceTokenService: DeviceTokenProviding {\n    private let checker: VendorChecking\n    init(checker: VendorChecking) { self.checker = checker }\n    func token() async throws -> String { try await checker.fetchToken(refresh: false) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/DeviceTokenServiceTests.swift",
                "import Feature\nimport XCTest\n\nfinal class DeviceTokenServiceTests: XCTestCase {\n    func test_token_returnsVendorToken() async throws {\n        let sut = DeviceTokenService(checker: CheckerStub(value: \"t\"))\n        let token = try await sut.token()\n        XCTAssertEqual(token, \"t\")\n    }\n}\n\nprivate struct CheckerStub: VendorChecking {\n    let value: String\n    func fetchToken(refresh: Bool) async throws -> String { value }\n}"
            )
        ),
        // A leaf module's serializer run as a task framework's unit of work (`…SerializerTask: WorkTask<…>`): a serializer.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ManifestSerializerTask.swift",
                "import TaskKit\n\nfinal class ManifestSerializerTask: WorkTask<String> {\n    private let names: [String]\n    init(names: [String]) { self.names = names }\n    override func run() -> String { names.joined(separator: \",\") }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ManifestSerializerTaskTests.swift",
                "import Feature\nimport XCTest\n\nfinal class ManifestSerializerTaskTests: XCTestCase {\n    func test_run_joinsNames() { XCTAssertEqual(ManifestSerializerTask(names: [\"a\", \"b\"]).run(), \"a,b\") }\n}"
            )
        ),
        // A leaf module's parser named `Parser` alone.
        RuleExample(
            ExampleFile("Sources/Feature/Parser.swift", "public final class Parser {\n    public init() {}\n    public func parse(_ line: String) -> [String] { line.split(separator: \" \").map(String.init) }\n}"),
            ExampleFile("Tests/FeatureTests/ParserTests.swift", "import Feature\nimport XCTest\n\nfinal class ParserTests: XCTestCase {\n    func test_parse_splitsWords() { XCTAssertEqual(Parser().parse(\"a b\"), [\"a\", \"b\"]) }\n}")
        ),
        // The fake shell an app keeps for its fake mode, beside the real one.
        RuleExample(
            ExampleFile("Sources/Feature/Shell.swift", "protocol Shell {\n    func run(_ command: String) -> String\n}\n\nfinal class SystemShell: Shell {\n    func run(_ command: String) -> String { \"\" }\n}"),
            ExampleFile("Sources/Feature/TestableShell.swift", "final class TestableShell: Shell {\n    var replies: [String: String] = [:]\n    func run(_ command: String) -> String { replies[command] ?? \"\" }\n}"),
            ExampleFile(
                "Tests/FeatureTests/TestableShellTests.swift",
                "import Feature\nimport XCTest\n\nfinal class TestableShellTests: XCTestCase {\n    func test_run_repliesAsConfigured() {\n        let shell = TestableShell()\n        shell.replies = [\"ls\": \"a\"]\n        XCTAssertEqual(shell.run(\"ls\"), \"a\")\n    }\n}"
            )
        ),
        // A class over a file-system event source, in an app of one module.
        RuleExample(
            ExampleFile(
                "Sources/Feature/FolderWatch.swift",
                "final class FolderWatch {\n    private let url: URL\n    private var source: DispatchSourceFileSystemObject?\n    init(url: URL) { self.url = url }\n    func start() {}\n}"
            ),
            ExampleFile("Tests/FeatureTests/FolderWatchTests.swift", "import Feature\nimport XCTest\n\nfinal class FolderWatchTests: XCTestCase {\n    func test_start() { FolderWatch(url: URL(fileURLWithPath: \"/tmp\")).start() }\n}")
        ),
    ]
}
