import GuardrailsCore

/// Suites describe what the system does, so they survive renaming and splitting the implementation.
public struct SuiteNamedByBehaviorRule: Rule {
    public init() {}

    public static let readsTokens = true

    private static let suffixes = ["Tests", "Test", "Specs", "Spec", "Suite"]
    /// Quick's `XCTestCase` subclasses: their subclasses are suites holding their tests in `spec()`.
    private static let specSuperclasses: Set<String> = ["QuickSpec", "AsyncSpec"]

    public static let description = RuleDescription(
        id: "suite-named-by-behavior",
        summary: "Test suites are named for behavior (`CacheFeedUseCaseTests`), not after a production type.",
        rationale: """
        Law 6: a suite named after a class (`LocalFeedLoaderTests`) ties the tests to today's implementation; \
        one named after the use case it proves keeps its meaning when types are split or renamed. \
        Infrastructure and conformance suites legitimately prove one component, so suites in layers of the \
        kinds in `componentSuiteLayerKinds`, suites named after a type declared in such a layer (an adapter \
        tested from a test target that covers several layers), after a type whose name says it is an adapter \
        (`componentSuffixes`: `CountriesWebRepository`, `URLSessionHTTPClient`, in an app of one module), and \
        contract suites (conforming to a `…Specs`/`…Contract` protocol) may name it. So may a suite that stubs the \
        network under its subject (it imports one of `transportStubModules`, such as OHHTTPStubs, or registers a \
        `URLProtocol` subclass: `protocolClasses = [StubURLProtocol.self]`) when the type it is named after is a \
        concrete type implementing one of the package's protocols: that is an adapter behind a port, proven \
        against the wire, whatever its name ends in (`ProductService: ProductAPI`). A protocol with one \
        implementation, or a screen's controller, stays reported even when its suite stubs the network. A type that declares no test (a base class, a helper) \
        is not a suite; `XCTestCase` subclasses count through the package's own base classes, and so do Quick's \
        `QuickSpec`/`AsyncSpec` subclasses, whose tests live in `spec()`. A type named \
        for a behavior already says what its suite proves: a use case (`SearchMoviesUseCase`) or a rule \
        named as an instruction (`NoLeadingUnderscores`, `UseEarlyExits`, `IdentifiersMustBeASCII`: it \
        starts with one of `behaviorLeadingWords` or holds one of `behaviorWords`), or any type that is a rule \
        (a supertype ends in one of `behaviorSupertypeSuffixes`, `FileScopedDeclarationPrivacy: SyntaxLintRule`): \
        a rule's name is the policy it enforces. A suite named after its \
        own test target (`MastodonTests` in `MastodonTests`) is the target's catch-all, not a type's. A suite that \
        never names the type `TrailingCommas` but runs the value `.trailingCommas` (a formatting rule the tests \
        pass around) proves that value's behavior, not the option enum that shares the name. A `private` type \
        is still an implementation's name: a suite named after it is reported like any other. A public protocol \
        with several conformers (the package's, or ones the suite declares beside them) is a library's contract, not an implementation: `CacheTests` that \
        runs several `Cache` conformers names the feature (an internal protocol or one with a single conformer, \
        usually one implementation's seam, still counts). A \
        Swift Testing suite with a display name (`@Suite("Route Tests")`) whose code never names the type \
        (`Route`) is about that feature area; the word is shared with the type by chance. So is a suite that \
        never names an enum used only as a namespace (no case nor member of its own, only nested types: \
        `enum FormCoding { struct Key }`): it cannot exercise the enum, so its name (`FormCodingTests`) is the \
        feature, the wire format its tests encode and decode.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("componentSuiteLayerKinds", .strings(["infrastructure", "support"]), "Layer kinds whose suites may be named after a component."),
            RuleOption(
                "behaviorLeadingWords",
                .strings(["No", "Never", "Always", "Use", "Avoid", "Do", "Dont", "Omit", "Only", "One", "Prefer", "Replace", "Return", "Begin", "Group", "Validate", "All"]),
                "First words of type names that state a behavior (a rule's instruction)."
            ),
            RuleOption("behaviorWords", .strings(["UseCase", "Interactor", "Must", "Should"]), "Words anywhere in a type name that state a behavior (`Interactor` is a use case's other name)."),
            RuleOption("componentSuffixes", .strings(["Repository", "HTTPClient", "Storage", "Database"]), "Type-name endings of infrastructure adapters, whose suites prove one component."),
            RuleOption(
                "transportStubModules", .strings(["OHHTTPStubs", "OHHTTPStubsSwift", "Mocker", "Mockingjay", "Hippolyte"]),
                "Modules that stub HTTP under URLSession: a suite importing one drives an adapter over a stubbed network."
            ),
            RuleOption("behaviorSupertypeSuffixes", .strings(["Rule"]), "Supertype-name endings of types named for the policy they enforce."),
        ],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Feature/Images.swift", "protocol ImagesLoader { func load() }\nstruct RealImagesLoader: ImagesLoader { func load() {} }"),
                ExampleFile("Tests/FeatureTests/ImagesLoaderTests.swift", "@Suite struct ImagesLoaderTests {\n    @Test func loads() { RealImagesLoader().load() }\n}")
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/Metadata.swift",
                    "public struct PageMetadata { public let title: String }\npublic enum PageMetadataParser {\n    public static func pageMetadata(with data: Data) -> PageMetadata { PageMetadata(title: \"\") }\n}"
                ),
                ExampleFile("Tests/FeatureTests/PageMetadataTests.swift", "@Suite struct PageMetadataTests {\n    @Test func readsTitle() { #expect(PageMetadataParser.pageMetadata(with: Data()).title.isEmpty) }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Guessing.swift", "private struct Guessing { var votes = 0 }\npublic func guessIndent(_ text: String) -> String { \"  \" }"),
                ExampleFile("Tests/FeatureTests/GuessingTests.swift", "final class GuessingTests: XCTestCase {\n    func testGuessesTwoSpaces() { XCTAssertEqual(guessIndent(\"a\\n  b\"), \"  \") }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Parser.swift", "public final class AtomParser {}\npublic enum FeedParser { public static func parse(_ data: Data) -> [Item] { [] } }"),
                ExampleFile("Tests/FeatureTests/AtomParserTests.swift", "@Suite struct AtomParserTests {\n    @Test func readsTitle() { #expect(FeedParser.parse(Data()).isEmpty) }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/LocalLoader.swift", "public final class LocalLoader {}"),
                ExampleFile("Tests/FeatureTests/LocalLoaderTests.swift", "@Suite struct LocalLoaderTests { @Test func loads() { _ = LocalLoader() } }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Mapper.swift", "enum FeedMapper {}"),
                ExampleFile("Tests/FeatureTests/FeedMapperTests.swift", "final class FeedMapperTests: XCTestCase {\n    func test_map() { _ = FeedMapper.map([]) }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Route.swift", "public struct Route { public let path: String }"),
                ExampleFile("Tests/FeatureTests/RouteTests.swift", "@Suite(\"Route Tests\")\nstruct RouteTests {\n    @Test(\"Keeps the path\") func keepsPath() { #expect(Route(path: \"/a\").path == \"/a\") }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Presentation/Presenter.swift", "struct FeedPresenter {}"),
                ExampleFile("Tests/PresentationTests/Spec.swift", "struct FeedPresenterSpec { @Test func shows() { _ = FeedPresenter() } }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Loader.swift", "public final class RemoteLoader {}"),
                ExampleFile("Tests/FeatureTests/Base.swift", "class LoaderTestCase: XCTestCase {}"),
                ExampleFile("Tests/FeatureTests/RemoteLoaderTests.swift", "final class RemoteLoaderTests: LoaderTestCase {\n    func test_loads() { _ = RemoteLoader() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/PriceFormatter.swift", "public final class PriceFormatter {}"),
                ExampleFile(
                    "Tests/FeatureTests/PriceFormatterSpec.swift",
                    "final class PriceFormatterSpec: QuickSpec {\n    override func spec() {\n        describe(\"formatting\") {\n            it(\"rounds\") { expect(PriceFormatter().format(1.005)) == \"1.01\" }\n        }\n    }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/FormCoding.swift", "enum FormCoding {\n    struct Key: CodingKey { let stringValue: String }\n}"),
                ExampleFile("Tests/FeatureTests/FormCodingTests.swift", "@Suite struct FormCodingTests {\n    @Test func readsKey() { #expect(FormCoding.Key(stringValue: \"a\").stringValue == \"a\") }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/App/PriceFetcher.swift", "protocol PriceFetcher { func fetch() async throws -> Int }\nfinal class RemotePriceFetcher: PriceFetcher {\n    func fetch() async throws -> Int { 0 }\n}"),
                ExampleFile("Tests/AppTests/PriceFetcherTests.swift", "import OHHTTPStubs\n\nfinal class PriceFetcherTests: XCTestCase {\n    func test_fetch() async throws { _ = try await RemotePriceFetcher().fetch() }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/App/Screens.swift", "protocol Screen { func show() }\nclass PhotoController: BaseController {}\nclass BaseController: Screen { func show() {} }"),
                ExampleFile("Tests/AppTests/PhotoControllerTests.swift", "import OHHTTPStubs\n\nfinal class PhotoControllerTests: XCTestCase {\n    func test_show() { PhotoController().show() }\n}")
            ),
        ],
        nonTriggering: [
            RuleExample(
                ExampleFile("Sources/Feature/LocalLoader.swift", "public final class LocalLoader {}"),
                ExampleFile("Tests/FeatureTests/CacheFeedUseCaseTests.swift", "@Suite struct CacheFeedUseCaseTests { @Test func caches() {} }")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Tests/InfrastructureTests/URLSessionClientTests.swift", "@Suite struct URLSessionClientTests { @Test func gets() {} }")
            ),
            RuleExample(
                ExampleFile("Tests/FeatureTests/Spy.swift", "final class StoreSpy {}"),
                ExampleFile("Tests/FeatureTests/StoreSpyTests.swift", "@Suite struct StoreSpyTests { @Test func records() {} }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Printer.swift", "public final class Printer {}"),
                ExampleFile("Tests/FeatureTests/PrinterTests.swift", "class PrinterTests: XCTestCase {\n    func assertPrints(_ text: String) {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Tests/FeatureTests/URLSessionClientTests.swift", "final class URLSessionClientTests: XCTestCase {\n    func test_get() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "public final class CodableStore {}"),
                ExampleFile("Tests/FeatureTests/CodableStoreTests.swift", "final class CodableStoreTests: XCTestCase, FailableStoreSpecs {\n    func test_retrieve() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/App/ProductService.swift", "protocol ProductAPI { func product(_ code: String) async throws -> String }\nfinal class ProductService: ProductAPI {\n    func product(_ code: String) async throws -> String { code }\n}"),
                ExampleFile(
                    "Tests/AppTests/ProductServiceTests.swift",
                    "import OHHTTPStubs\n\nfinal class ProductServiceTests: XCTestCase {\n    let api: ProductAPI = ProductService()\n    func test_product() async throws { _ = try await api.product(\"1\") }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/App/DataLoader.swift", "public protocol DataLoading { func data(for url: URL) async throws -> Data }\npublic final class DataLoader: DataLoading {\n    public init(session: URLSession) {}\n    public func data(for url: URL) async throws -> Data { Data() }\n}"),
                ExampleFile(
                    "Tests/AppTests/DataLoaderTests.swift",
                    "@Suite struct DataLoaderTests {\n    @Test func loads() async throws {\n        let configuration = URLSessionConfiguration.ephemeral\n        configuration.protocolClasses = [StubProtocol.self]\n        _ = try await DataLoader(session: URLSession(configuration: configuration)).data(for: URL(fileURLWithPath: \"/\"))\n    }\n}\nprivate final class StubProtocol: URLProtocol {}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Repository.swift", "final class CountriesWebRepository {}"),
                ExampleFile("Tests/FeatureTests/CountriesWebRepositoryTests.swift", "final class CountriesWebRepositoryTests: XCTestCase {\n    func test_loads() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Search.swift", "public protocol SearchMoviesUseCase {}"),
                ExampleFile("Tests/FeatureTests/SearchMoviesUseCaseTests.swift", "final class SearchMoviesUseCaseTests: XCTestCase {\n    func test_search() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/OrderTotalInteractor.swift", "final class OrderTotalInteractor {\n    func total() -> Int { 0 }\n}"),
                ExampleFile("Tests/FeatureTests/OrderTotalInteractorTests.swift", "@Suite struct OrderTotalInteractorTests {\n    @Test func sumsLines() { #expect(OrderTotalInteractor().total() == 0) }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Rules.swift", "public final class NoLeadingUnderscores: LintRule {}\npublic final class NamesMustBeASCII: Checker {}\npublic final class FilePrivacy: SyntaxRule {}"),
                ExampleFile("Tests/FeatureTests/FilePrivacyTests.swift", "final class FilePrivacyTests: XCTestCase {\n    func test_flagsFileprivate() {}\n}"),
                ExampleFile("Tests/FeatureTests/NoLeadingUnderscoresTests.swift", "final class NoLeadingUnderscoresTests: XCTestCase {\n    func test_flagsUnderscore() {}\n}"),
                ExampleFile("Tests/FeatureTests/NamesMustBeASCIITests.swift", "final class NamesMustBeASCIITests: XCTestCase {\n    func test_flagsEmoji() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Cache.swift", "public protocol Cache { func get(_ key: String) -> String? }\npublic final class MemoryCache: Cache {}"),
                ExampleFile(
                    "Tests/FeatureTests/CacheTests.swift",
                    "@Suite struct CacheTests {\n    @Test func returnsStoredValue() { #expect(MemoryCache().get(\"a\") == nil) }\n    @Test func usesCustomCache() { #expect(app(cache: CountingCache()).get(\"a\") == nil) }\n}\nstruct CountingCache: Cache { func get(_ key: String) -> String? { nil } }"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Route.swift", "public struct Route { public let path: String }\npublic final class Router {}"),
                ExampleFile("Tests/FeatureTests/RouteTests.swift", "@Suite(\"Route Tests\")\nstruct RouteTests {\n    @Test(\"Matches a parameter\") func matchesParameter() { #expect(Router().match(\"/a/1\") != nil) }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Namespace.swift", "public enum Feature {}"),
                ExampleFile("Tests/FeatureTests/FeatureTests.swift", "final class FeatureTests: XCTestCase {\n    func testExample() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Options.swift", "public enum BlankLines { case keep, remove }\npublic struct Formatter { public func format(_ text: String, rule: Rule) -> String { text } }\npublic struct Rule { public static let blankLines = Rule() }"),
                ExampleFile(
                    "Tests/FeatureTests/BlankLinesTests.swift",
                    "final class BlankLinesTests: XCTestCase {\n    func testRemovesDoubleBlankLine() { XCTAssertEqual(Formatter().format(\"a\\n\\n\\nb\", rule: .blankLines), \"a\\n\\nb\") }\n}"
                )
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Feature/FormCoding.swift",
                    "enum FormCoding {\n    struct Key: CodingKey { let stringValue: String }\n}\npublic struct FormEncoder {\n    public func encode(_ fields: [String: String]) -> String { \"\" }\n}"
                ),
                ExampleFile("Tests/FeatureTests/FormCodingTests.swift", "@Suite struct FormCodingTests {\n    @Test func encodesPairs() { #expect(FormEncoder().encode([\"a\": \"1\"]) == \"a=1\") }\n}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let componentKinds = Set(context.strings("componentSuiteLayerKinds"))
        if let kind = file.layerKind, componentKinds.contains(kind) { return [] }
        return file.model.types.compactMap { suite in
            guard isSuiteWithTests(suite, file.module, context.index), !isContractSuite(suite),
                  let suffix = Self.suffixes.first(where: { suite.name.hasSuffix($0) && suite.name.count > $0.count }) else { return nil }
            let subject = String(suite.name.dropLast(suffix.count))
            guard !namesBehavior(subject, context), suite.name != file.module,
                  !context.strings("componentSuffixes").contains(where: { subject.hasSuffix($0) }) else { return nil }
            let production = context.index.declarations(named: subject).filter { !$0.isTest && !SuiteSubjects.isContract($0, exercisedIn: file.model, context.index) }
            guard !production.isEmpty, !exercisesValueNamed(subject, instead: file.model.references),
                  !(SuiteSubjects.isPortAdapter(production, context.index) && TransportStubs.stubsTransport(file.model, context.strings("transportStubModules"), context.index)),
                  !((hasDisplayName(suite, file.tokens) || SuiteSubjects.isNamespace(production, context.index)) && !namesType(subject, file.model)),
                  !production.contains(where: { declaration in
                declaration.module.flatMap { context.layer(ofModule: $0)?.kind }.map(componentKinds.contains) == true
            }) else { return nil }
            return Violation(
                line: suite.line, column: suite.column,
                message: "suite '\(suite.name)' is named after production type '\(subject)'; name it for the behavior it proves (e.g. '…UseCaseTests')"
            )
        }
    }

    /// A suite (through the package's base classes too) that declares at least one test.
    private func isSuiteWithTests(_ type: TypeDecl, _ module: String?, _ index: PackageIndex) -> Bool {
        guard type.kind != .extension, type.kind != .protocol else { return false }
        if type.attributes.contains("Suite") || type.members.contains(where: { $0.attributes.contains("Test") }) { return true }
        guard type.kind == .class else { return false }
        let supertypes = index.supertypes(of: type.name)
        if !supertypes.isDisjoint(with: Self.specSuperclasses) { return index.members(of: type.name, in: module).contains("spec") }
        guard supertypes.contains("XCTestCase") else { return false }
        return index.members(of: type.name, in: module).contains { $0.hasPrefix("test") }
    }

    /// `SearchMoviesUseCase`, `NoLeadingUnderscores`, `IdentifiersMustBeASCII`: the type's name is a behavior.
    private func namesBehavior(_ name: String, _ context: RuleContext) -> Bool {
        let ruleSuffixes = context.strings("behaviorSupertypeSuffixes")
        if context.index.supertypes(of: name).contains(where: { supertype in ruleSuffixes.contains { supertype.hasSuffix($0) } }) { return true }
        let firstWord = String(name.prefix { $0.isUppercase } + name.drop { $0.isUppercase }.prefix { $0.isLowercase })
        return context.strings("behaviorLeadingWords").contains(firstWord) || context.strings("behaviorWords").contains { word in
            name.range(of: word).map { range in range.upperBound == name.endIndex || name[range.upperBound].isUppercase } == true
        }
    }

    /// `TrailingCommasTests` that never names the type `TrailingCommas` but runs `.trailingCommas` (a rule value
    /// the tests pass around): the suite proves the behavior of that value, not the type sharing its name.
    private func exercisesValueNamed(_ subject: String, instead references: [Reference]) -> Bool {
        let value = Self.lowerCamelCase(subject)
        // A value, not a call: `HTMLMetadataParser.htmlMetadata(with:)` still produces the type of the suite's name.
        guard value != subject, references.contains(where: { $0.base != nil && $0.name == value && !$0.hasArguments }) else { return false }
        return !references.contains { $0.name == subject || $0.base == subject }
    }

    /// `@Suite("Route Tests") struct RouteTests`: the suite is titled in words.
    private func hasDisplayName(_ suite: TypeDecl, _ tokens: [Token]) -> Bool {
        tokens.indices.contains { index in
            let token = tokens[index]
            guard token.kind == .attribute, token.text == "Suite", Int(token.line) <= suite.line, suite.line - Int(token.line) <= 3,
                  index + 2 < tokens.count, tokens[index + 1].text == "(", tokens[index + 2].kind == .string else { return false }
            return true
        }
    }

    /// The suite's file names the type in code: a reference, a member access on it, or a conformance.
    private func namesType(_ name: String, _ model: SourceModel) -> Bool {
        model.references.contains { $0.name == name || $0.base == name }
            || model.types.contains { type in type.inheritance.contains { $0.name == name } }
    }

    /// `TrailingCommas` → `trailingCommas`, `URLMacro` → `urlMacro`.
    static func lowerCamelCase(_ name: String) -> String {
        let leading = name.prefix { $0.isUppercase }
        let rest = name.dropFirst(leading.count)
        guard leading.count > 1, rest.first?.isLowercase == true, let last = leading.last else { return leading.lowercased() + rest }
        return leading.dropLast().lowercased() + String(last) + rest
    }

    private func isContractSuite(_ type: TypeDecl) -> Bool {
        type.inheritance.contains { inherited in
            !Self.specSuperclasses.contains(inherited.name)
                && (inherited.name.hasSuffix("Specs") || inherited.name.hasSuffix("Spec") || inherited.name.hasSuffix("Contract"))
        }
    }
}
