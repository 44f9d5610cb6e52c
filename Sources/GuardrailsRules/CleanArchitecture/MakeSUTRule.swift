import GuardrailsCore

/// Every suite builds its subject in one place, so constructor changes touch one function.
public struct MakeSUTRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "make-sut",
        summary: "A test suite whose tests build their subject themselves declares a `makeSUT` factory.",
        rationale: """
        Checklist point 5 and law 6: creating the system under test through one factory keeps tests \
        decoupled from initializers, so a new dependency changes one function instead of every test. \
        A suite is an `XCTestCase` subclass (also through the package's own base classes, \
        `GarbageTextTests: PrettyPrintTestCase`), a `@Suite` type or a type holding `@Test` functions; a \
        base class that declares no test is not one. It is reported when two or more of its test methods \
        build the same subject themselves (the repetition a factory removes), or its only test does: by an \
        initializer or a static `make…`/`create…` factory, not as an argument of another call (an input), nor \
        into a local the test only hands to another object's methods (`let proxy = ItemProxy(…)`, \
        `factory.build(for: proxy)`), nor inside a closure with parameters handed to another object's method (a \
        route handler's reply, `app.get("a") { _ in Reply(…) }`: the closure's output), nor built without arguments in a \
        statement that only hands data to one of its methods and drops the result (`try SettingsTable().create(in: \
        database)` prepares the fixture; `FeedLoader().load()` still exercises the loader); a generic subject (`RecordCache<Int>(…)`) is its type; a local wrapped for display (`NSHostingView(rootView: view)`) is still the subject. A \
        subject is a class or actor of the package's production code, or a struct or enum whose name ends in \
        one of `valueSubjectSuffixes` (`…Service`, `…Store`, `…Presenter`) or that conforms to one of \
        `subjectConformances` (a SwiftUI `View`, a `Reducer`, also as a macro `@Reducer`); other values are \
        data the test feeds in or checks. A static factory the test module adds itself is the tests' \
        factory, and a subject passed to an assertion (`assertSnapshot(of: FeedView())`) is still built by \
        the test. Doubles (`MockFeedStore`, `doubleNameMarkers`) \
        and persistence entities (`@Model`) are collaborators and inputs, not subjects, and so are types \
        in a test-support folder the app compiles (`Sources/UITests/`, `Mocks/`): helpers of UI tests, whose \
        subject is the launched app. A static `make…` call on an enum (`UserAgentBuilder.makeUserAgent()`) \
        builds a value of another type, not the enum, which is made by its cases. A suite \
        that builds its subject in one other place (`setUp`, `init`, a helper such as `launch(store:)`) has \
        met the point under another name, and the other objects its tests build are inputs to that subject \
        (a job handed to the runner built in `init`); only tests rebuilding that subject are reported, and a suite that constructs nothing (static functions, \
        localization tables, value round trips) has no initializer to decouple from; data values built in \
        a test are inputs, not the subject. A test method holding a BDD tree (Spectre's `describe { $0.it(…) \
        { … } }`) counts each `it` closure as a test: one spec building the subject among many that go through \
        a helper is not the repetition a factory removes, nor is that method the suite's only test. Quick's \
        `QuickSpec` suites are not checked: their `beforeEach` blocks and model-class inputs would need more \
        than this rule reads.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("factoryNames", .strings(["makeSUT", "makeSut", "makeSubject", "makeSystemUnderTest"]), "Factory names that satisfy the rule wherever the tests construct."),
            RuleOption(
                "valueSubjectSuffixes",
                .strings([
                    "Service", "Store", "Loader", "Presenter", "Manager", "Engine", "Provider", "Repository", "Parser",
                    "Formatter", "Cache", "Controller", "Adapter", "Decorator", "Composer", "UseCase", "Interactor",
                    "Handler", "Validator", "Tracker", "Coordinator", "Router", "Builder", "Generator", "Renderer", "Scheduler",
                    "Monitor", "Processor", "Reducer", "Feature",
                ]),
                "Name endings of structs and enums that are subjects with behavior rather than data."
            ),
            RuleOption("subjectConformances", .strings(["View", "Reducer"]), "Protocols whose conforming structs are subjects (SwiftUI views, reducers)."),
            RuleOption("doubleNameMarkers", .strings(TestDoubles.defaultMarkers), "Name prefixes and suffixes of test doubles, which are never the subject."),
        ],
        triggering: [
            RuleExample(
                ExampleFile("Sources/UI/Badge.swift", "public struct BadgeView: View {\n    public var body: some View { Text(\"1\") }\n}"),
                ExampleFile(
                    "Tests/UITests/BadgeSnapshotTests.swift",
                    "final class BadgeSnapshotTests: XCTestCase {\n    func test_light() {\n        let view = BadgeView()\n        let hosting = NSHostingView(rootView: view)\n        assertSnapshot(of: hosting)\n    }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Loader.swift", "public final class FeedLoader { public init() {} }\npublic final class Tracker { public init() {} }"),
                ExampleFile(
                    "Tests/FeatureTests/LoadFeedUseCaseTests.swift",
                    "final class LoadFeedUseCaseTests: XCTestCase {\n    func test_load() {\n        let sut = FeedLoader()\n        track(sut)\n        sut.load()\n    }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/FeedLoader.swift", "public final class FeedLoader { public init() {} }"),
                ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "final class LoadUseCaseTests: XCTestCase {\n    func test_load() { _ = FeedLoader() }\n    func test_reload() { _ = FeedLoader() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/CacheService.swift", "public struct CacheService { public init() {} }"),
                ExampleFile("Tests/FeatureTests/CacheUseCaseTests.swift", "@Suite struct CacheUseCaseTests {\n    @Test func saves() { let sut = Feature.CacheService() }\n    @Test func deletes() { let sut = CacheService() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/SettingsView.swift", "public struct SettingsView: View {\n    public var body: some View { Text(\"\") }\n}"),
                ExampleFile("Tests/UITests/SettingsViewTests.swift", "final class SettingsViewTests: XCTestCase {\n    func test_showsTitle() { let sut = SettingsView() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Validator.swift", "public actor Validator {}"),
                ExampleFile("Tests/FeatureTests/ValidateUseCaseTests.swift", "struct ValidateUseCaseTests {\n    @Test(\"deletes\") func deletes() { _ = Validator() }\n    @Test func keeps() { _ = Validator() }\n    func makeValidator() -> Validator { Validator() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Printer.swift", "public final class Printer {}"),
                ExampleFile("Tests/FeatureTests/PrintTestCase.swift", "class PrintTestCase: XCTestCase {\n    func makeSUT() -> Printer { Printer() }\n}"),
                ExampleFile("Tests/FeatureTests/WrappingTests.swift", "final class WrappingTests: PrintTestCase {\n    func test_wraps() { let printer = Printer() }\n    func test_indents() { let printer = Printer() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Jobs.swift", "public final class JobRunner {}"),
                ExampleFile(
                    "Tests/FeatureTests/RunningJobsTests.swift",
                    "final class RunningJobsTests: XCTestCase {\n    var runner: JobRunner!\n    override func setUp() { runner = JobRunner() }\n    func test_runs() { let runner = JobRunner() }\n    func test_cancels() { let runner = JobRunner() }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Loader.swift", "public final class LocalLoader { public init(limit: Int = 1) {} }"),
                ExampleFile("Tests/FeatureTests/LoadingTests.swift", "@Suite struct LoadingTests {\n    @Test func loads() {\n        LocalLoader().load()\n    }\n    @Test func loadsTwice() {\n        try LocalLoader(limit: 2).load(times: 2)\n    }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/SpecReader.swift", "public final class SpecReader { public init(version: String) {} }"),
                ExampleFile(
                    "Tests/FeatureTests/ReadingSpecsTests.swift",
                    "final class ReadingSpecsTests: XCTestCase {\n    func testReading() {\n        describe(\"reading\") {\n            $0.it(\"loads\") { try SpecReader(version: \"1\").load() }\n            $0.it(\"validates\") { try SpecReader(version: \"1\").validate() }\n            $0.it(\"has a default\") { try expect(defaultVersion) == \"1\" }\n        }\n    }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/RecordCache.swift", "public final class RecordCache<Record> { public init(limit: Int) {} }"),
                ExampleFile(
                    "Tests/FeatureTests/EvictionTests.swift",
                    "@Suite struct EvictionTests {\n    @Test func evictsOldest() { let cache = RecordCache<Int>(limit: 1) }\n    @Test func keepsNewest() { let cache = RecordCache<Int>(limit: 2) }\n}"
                )
            ),
        ],
        nonTriggering: [
            RuleExample(
                ExampleFile("Sources/Feature/PageRenderer.swift", "public final class PageRenderer { public init(width: Int = 80) {} }"),
                ExampleFile(
                    "Tests/FeatureTests/RenderingPagesTests.swift",
                    "final class RenderingPagesTests: XCTestCase {\n    func testRendering() {\n        describe(\"rendering\") {\n            $0.it(\"renders a title\") { try expect(render(title: \"a\")) == \"a\" }\n            $0.it(\"wraps at a custom width\") {\n                let renderer = PageRenderer(width: 3)\n                try expect(renderer.render(\"abcd\")) == \"abc\\nd\"\n            }\n            $0.it(\"renders nothing\") { try expect(render(title: \"\")) == \"\" }\n        }\n    }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Web/Reply.swift", "public final class Reply { public init(status: Int) {} }"),
                ExampleFile(
                    "Tests/WebTests/UnauthorizedAccessTests.swift",
                    "@Suite struct UnauthorizedAccessTests {\n    @Test func rejects() async throws {\n        try await withServer { server in\n            server.get(\"a\") { _ in Reply(status: 401) }\n            #expect(try await server.status(of: \"a\") == 401)\n        }\n    }\n    @Test func challenges() async throws {\n        try await withServer { server in\n            server.get(\"b\") { request -> Reply in\n                let reply = Reply(status: 401)\n                return reply\n            }\n            #expect(try await server.status(of: \"b\") == 401)\n        }\n    }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Kiosk/SettingsTable.swift", "public final class SettingsTable { public init() {} }\npublic enum KioskMode { public static func isOn(in database: Database) -> Bool { false } }"),
                ExampleFile(
                    "Tests/KioskTests/KioskModeTests.swift",
                    "@Suite struct KioskModeTests {\n    @Test func offByDefault() throws {\n        try SettingsTable().create(in: database)\n        #expect(!KioskMode.isOn(in: database))\n    }\n    @Test func offWhenEmpty() throws {\n        try SettingsTable().create(in: database)\n        #expect(!KioskMode.isOn(in: database))\n    }\n}"
                )
            ),
            RuleExample("Tests/FeatureTests/CacheUseCaseTests.swift", "@Suite struct CacheUseCaseTests {\n    @Test func saves() { _ = makeSUT() }\n    private func makeSUT() -> Int { 1 }\n}"),
            RuleExample(
                ExampleFile("Sources/Feature/FeedLoader.swift", "public final class FeedLoader {}"),
                ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "final class LoadUseCaseTests: XCTestCase {\n    func test_load() { _ = FeedLoader() }\n}"),
                ExampleFile("Tests/FeatureTests/LoadUseCaseTests+Helpers.swift", "extension LoadUseCaseTests {\n    func makeSUT() {}\n}")
            ),
            RuleExample("Tests/FeatureTests/Helpers.swift", "struct AnyURL { func make() {} }"),
            RuleExample("Tests/FeatureTests/Notes.swift", "let note = \"class X: XCTestCase {}\""),
            RuleExample(
                ExampleFile("Sources/Feature/Printer.swift", "public final class Printer {}"),
                ExampleFile("Tests/FeatureTests/PrintTestCase.swift", "class PrintTestCase: XCTestCase {\n    func assertPrints(_ text: String) { _ = Printer() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/App/AppRoot.swift", "public final class AppRoot {}"),
                ExampleFile(
                    "Tests/AppTests/LaunchAcceptanceTests.swift",
                    "final class LaunchAcceptanceTests: XCTestCase {\n    func test_launch_showsFeed() { XCTAssertNotNil(launch()) }\n    private func launch() -> AppRoot { AppRoot() }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Titles.swift", "public enum FeedTitles { public static let main = \"Feed\" }\npublic struct FeedImage { public let url: URL }"),
                ExampleFile(
                    "Tests/FeatureTests/TitleLocalizationTests.swift",
                    "final class TitleLocalizationTests: XCTestCase {\n    func test_title() { XCTAssertEqual(FeedTitles.main, \"Feed\") }\n    func test_image() { _ = FeedImage(url: URL(string: \"a\")!) }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Collector.swift", "public final class Collector {}"),
                ExampleFile(
                    "Tests/FeatureTests/CollectingTests.swift",
                    "final class CollectingTests: XCTestCase {\n    var collector: Collector!\n    override func setUp() { collector = Collector() }\n    func test_collects() { XCTAssertNotNil(collector) }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Tool/Generators.swift", "public final class PipelineGenerator {}\npublic final class RegistryGenerator {}"),
                ExampleFile(
                    "Tests/ToolTests/GeneratedFilesTests.swift",
                    "final class GeneratedFilesTests: XCTestCase {\n    func test_pipeline() { _ = PipelineGenerator() }\n    func test_registry() { _ = RegistryGenerator() }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Presentation/Presenter.swift", "public enum CommentsPresenter {}\npublic struct CommentViewModel {}"),
                ExampleFile(
                    "Tests/PresentationTests/CommentsPresenterTests.swift",
                    "final class CommentsPresenterTests: XCTestCase {\n    func test_map() { XCTAssertEqual(CommentsPresenter.map([]), [CommentViewModel()]) }\n    func test_title() { _ = CommentViewModel() }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/UI/Details.swift", "enum Database {}\nextension Database {\n    @Model final class Details {}\n}\nstruct Details: View {\n    var body: some View { Text(\"\") }\n}"),
                ExampleFile(
                    "Tests/UITests/LoadDetailsTests.swift",
                    "final class LoadDetailsTests: XCTestCase {\n    func test_cached() { let stored = Database.Details() }\n    func test_reload() { let stored = Database.Details() }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Describer.swift", "public final class Describer {\n    public struct PendingStore { public init() {} }\n    public init() {}\n}"),
                ExampleFile(
                    "Tests/FeatureTests/DescribingTests.swift",
                    "final class DescribingTests: XCTestCase {\n    let sut = Describer()\n    func test_a() { let pending = Describer.PendingStore() }\n    func test_b() { let pending = Describer.PendingStore() }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Jobs.swift", "public final class JobRunner {}\npublic final class Job {}"),
                ExampleFile(
                    "Tests/FeatureTests/RunningJobsTests.swift",
                    "@Suite final class RunningJobsTests {\n    var runner: JobRunner\n    init() { runner = JobRunner() }\n    @Test func runs() { let job = Job(); runner.run(job) }\n    @Test func cancels() { let job = Job(); runner.cancel(job) }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Library/Shelf.swift", "public final class ShelfItem {}\npublic enum ShelfSorter { public static func sorted(_ items: [ShelfItem]) -> [ShelfItem] { items } }"),
                ExampleFile(
                    "Tests/LibraryTests/SortingShelfTests.swift",
                    "final class SortingShelfTests: XCTestCase {\n    func test_byTitle() { let items = [ShelfItem(), ShelfItem()]; _ = ShelfSorter.sorted(items) }\n    func test_empty() { var items: [ShelfItem] = [\n        ShelfItem()\n    ]; items = ShelfSorter.sorted(items) }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Loadable.swift", "public enum Loadable { case loading(CancelBag) }\npublic final class CancelBag {}"),
                ExampleFile(
                    "Tests/FeatureTests/LoadableTests.swift",
                    "struct LoadableTests {\n    @Test func equality() { #expect(Loadable.loading(CancelBag()) != nil) }\n    @Test func cancels() { check(.loading(CancelBag())) }\n}"
                )
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/Timeline.swift",
                    "public final class EntryProxy { public init(id: Int) {} }\npublic struct EntryFactory { public func row(for entry: EntryProxy) -> String { \"\" } }"
                ),
                ExampleFile(
                    "Tests/FeatureTests/TimelineRowsTests.swift",
                    "struct TimelineRowsTests {\n    @Test func rowForEntry() {\n        let factory = EntryFactory()\n        let entry = EntryProxy(id: 1)\n        #expect(factory.row(for: entry).isEmpty)\n    }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Agent.swift", "public enum HeaderBuilder {\n    public static func makeHeader(version: String) -> String { \"App/\\(version)\" }\n}"),
                ExampleFile(
                    "Tests/FeatureTests/AgentHeaderFormatTests.swift",
                    "final class AgentHeaderFormatTests: XCTestCase {\n    func test_version() { XCTAssertTrue(HeaderBuilder.makeHeader(version: \"1\").hasSuffix(\"1\")) }\n    func test_prefix() { XCTAssertTrue(HeaderBuilder.makeHeader(version: \"1\").hasPrefix(\"App\")) }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/App/UITests/LaunchChannel.swift", "enum LaunchChannel {\n    final class Listener { init(port: Int) {} }\n}"),
                ExampleFile(
                    "Tests/AppUITests/ComposerUITests.swift",
                    "final class ComposerUITests: XCTestCase {\n    func test_sends() { let listener = LaunchChannel.Listener(port: 1) }\n    func test_drafts() { let listener = LaunchChannel.Listener(port: 1) }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Previews.swift", "public final class MockFeedStore {}\npublic struct ApiClient { public var load: () -> Data }"),
                ExampleFile(
                    "Tests/FeatureTests/RefreshTests.swift",
                    "final class RefreshTests: XCTestCase {\n    func test_refresh() { _ = makeSubject(store: MockFeedStore(), api: ApiClient(load: { Data() })) }\n}"
                )
            ),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.model.types.contains { isSuite($0, context.index) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // Without tokens, `needsTokens` found no suite in the file.
        guard !file.tokens.isEmpty else { return [] }
        let factories = Set(context.strings("factoryNames"))
        let valueSuffixes = context.strings("valueSubjectSuffixes")
        let doubles = TestDoubles(markers: context.strings("doubleNameMarkers"))
        let conformances = Set(context.strings("subjectConformances"))
        let scan = TestMethodConstructions.scan(file.tokens)
        return file.model.types.compactMap { suite in
            guard isSuite(suite, context.index) else { return nil }
            let members = context.index.members(of: suite.name, in: file.module).union(suite.members.map(\.name))
            guard members.isDisjoint(with: factories) else { return nil }
            let isSubject = { (construction: TestMethodConstructions.Construction) -> Bool in
                guard !doubles.isDouble(named: construction.typeName) else { return false }
                // A static factory the tests' own module adds (`extension ViewModel { static func make… }`) is their factory.
                if let factory = construction.factory, context.index.members(of: construction.typeName, in: file.module).contains(factory) { return false }
                return self.isSubject(construction, context.index, valueSuffixes, conformances)
            }
            // A subject built in `setUp`, `init` or a stored property is the suite's subject, built in one place:
            // other objects its tests build are inputs to it; only rebuilding that subject repeats it.
            let setUpSubjects = Set((scan.builtInSetUp[suite.name] ?? []).filter(isSubject).map(\.typeName))
            let built = scan.constructions.filter { construction in
                construction.suite == suite.name && isSubject(construction)
                    && (setUpSubjects.isEmpty || setUpSubjects.contains(construction.typeName))
            }
            // The factory removes repetition: report a subject two tests build, or the only test of a suite building it.
            let testsBuilding = Dictionary(grouping: built, by: \.typeName).mapValues { Set($0.map(\.testCase)) }
            let isOnlyTest = (scan.tests[suite.name]?.count ?? 0) == 1
            guard let subject = built.first(where: { (testsBuilding[$0.typeName]?.count ?? 0) > 1 || isOnlyTest }) else { return nil }
            return Violation(
                suite,
                "test '\(subject.test)' of suite '\(suite.name)' builds '\(subject.typeName)' itself; create the system under test in one makeSUT() factory"
            )
        }
    }

    /// XCTestCase subclasses (through the package's base classes too), `@Suite` types and `@Test` holders.
    private func isSuite(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind != .extension, type.kind != .protocol else { return false }
        if type.isTestSuite { return true }
        return type.kind == .class && !type.inheritance.isEmpty && index.supertypes(of: type.name).contains("XCTestCase")
    }

    /// A production class or actor of the package, or a struct or enum named for a role with behavior.
    /// A value nested in a class or struct (`MediaDescriptionService.PendingStore`) is that type's input or
    /// state; one nested in a namespace enum (`StatusEditor.PostingService`) stands on its own.
    private func isPartOfAnotherType(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard let parent = declaration.parent else { return false }
        return (index.declarations(named: parent) + index.nestedDeclarations(named: parent)).contains { $0.kind != .enum }
    }

    /// A folder of test support compiled into the app (`Sources/UITests/`, `Mocks/`): its types are the
    /// tests' helpers (a signalling channel to the launched app), not what the tests exercise.
    private static func isTestSupportPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0 == "TestSupport" || $0 == "Mocks" }
    }

    /// `Outer.Name(…)` can only be a nested type (or a module's); a bare name is whichever the package declares.
    private func isSubject(_ construction: TestMethodConstructions.Construction, _ index: PackageIndex, _ valueSuffixes: [String], _ conformances: Set<String>) -> Bool {
        let name = construction.typeName
        let nested = index.nestedDeclarations(named: name)
        let candidates = construction.isQualified && !nested.isEmpty ? nested : index.declarations(named: name) + nested
        let declarations = candidates.filter { !$0.isTest && !Self.isTestSupportPath($0.path) }
        return declarations.contains { declaration in
            if declaration.attributes.contains("Model") || declaration.inheritance.contains("NSManagedObject") { return false }
            // `UserAgentBuilder.makeUserAgent()` on an enum builds something else: an enum is made by its cases.
            if declaration.kind == .enum, construction.factory != nil { return false }
            return switch declaration.kind {
            case .class, .actor: true
            case .struct, .enum:
                // This declaration's own conformances: another type of the same name may be a view.
                !isPartOfAnotherType(declaration, index) && valueSuffixes.contains { name.hasSuffix($0) }
                    || declaration.inheritance.contains { conformances.contains($0) || !index.supertypes(of: $0).isDisjoint(with: conformances) }
                    || !declaration.attributes.allSatisfy { !conformances.contains($0) }
            default: false
            }
        }
    }
}
