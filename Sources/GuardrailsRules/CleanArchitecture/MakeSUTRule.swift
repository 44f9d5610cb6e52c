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
        base class that declares no test is not one. A test is a `@Test` function or a parameterless `test…` method; \
        XCTest never runs `func testDecodeEncode(xml: String)`, a helper the tests call. A test named for the initializer \
        (`testInit_EditionTooOld`, `test_init_withDefaults`, `testInitialization`, `rowInitializer_setsTitle`, `testConvenienceInit`, or after the type it builds, `testLevelMeterInit`, or for a conversion into that type, `ticketFromRecord`, `ticketConvertMissingSeat`, perhaps by its last word, `passConvertSeated` for `BoardingPass`), or a suite's only test named for the \
        deinitializer (`testDeinitReleasesTap`), checks the construction or release itself: what it builds is the behaviour under test, not a subject; so does a test, whatever its name, \
        expecting the initializer it calls to throw and reading the error (`let error = try #require(#expect(throws: LedgerError.self) { \
        try Ledger(name: "") })`, `XCTAssertThrowsError(try Ledger(name: "")) { error in … }`; without reading it, the name decides). A test walking the project's own files, \
        building an object from each one's text read in the loop (`for file in allRuleFiles { let formatter = Formatter(tokenize(try \
        String(contentsOf: file))) … }`, also through locals made from it), audits those files: the object is its lens, not a subject \
        (a fixture read once, outside such a loop, is the subject's input). It is reported when two or more of its test methods \
        build the same subject themselves (the repetition a factory removes), or its only test does, unless it builds it \
        once, with no argument or from literals alone (`SpinnerView()`, `Gauge(level: 3)`, no trailing closure: a factory would \
        rename that one call, with no collaborator to hide and no other test to spare a change): by an \
        initializer or a static `make…`/`create…` factory, not as an argument of another call (an input, also the right operand of \
        a custom infix operator, `form +++ Section(…)`, or stored through another object's subscript, `form[3] = Section(…)`) or an element of a \
        collection literal handed to another type's or object's method (`Destination.share(files: [file])`, an enum case's payload), \
        nor as a document built from one local matched out of another local's member and read at once (`guard case .bytes(let b) = \
        request.body`, `try MarkupDocument(bytes: b).root()`: how the test reads the subject's output), nor \
        into a local the test first hands to another object's method (`let proxy = ItemProxy(…)`, \
        `factory.build(for: proxy)`, or a property read off it outside assertions, `let url = Router.url(base: config.baseURL)`; also unwrapped first, `guard let bag = maybeBag`, or built into another such input, \
        `Bag(delegate: proxy)`) or to a double's initializer, whose canned data it is (`StubSource(active: [processor])`), or to the initializer of another subject (`let settings = Settings()`, then \
        `Retainer(settings: settings).run()`: the retainer is exercised, the settings configure it), or to a free function \
        the test exercises (`senderSummary(names, inbox: inbox)`; not a helper the test file declares, unless the test binds the value it \
        returns, `let out = expand(source, log: log)`, or hands it a closure, `with(disk: disk) { … }`: the suite's own runner, the local a sink \
        or fixture it is handed; nor one named for test support such as `trackForMemoryLeaks(sut)`, nor when the test later calls the local's methods), or to a method the \
        test file declares that returns a subject (`subject(session: session)` declared `-> InboxViewModel`: the suite's factory \
        under another name, the local its input; a `defer { storage.reset() }` written before runs last, after the hand-over); a local of a \
        nested type (`let link = Outer.Link(…)`) is followed the same way (and named so in the message); a local used as \
        another object's subscript index (`defaults[key] = true`) or handed to a custom operator (`form +++ section`) or put in a collection literal bound to a local that is handed \
        over (`let queue = [item]`, `importer.contains(queue, …)`) is handed over too, and `EventView(down).button` inside an \
        assertion, over a closure's `$0` or a local holding what another object's method returned, only reads that output; two locals of one type \
        built only to be compared with each other (`first == second`, `XCTAssertEqual(first, second)`) are the operands of the equality tested; and in a test that names its subject `let sut = …` \
        (`SDK.with(config)`), whatever else it builds is a fixture: what the test does with it afterwards (reading back `bag.task.result`, cancelling it) \
        is how it watches the subject, while calling its methods or reading it before handing it over makes it the \
        subject (setting its properties first, `options.discount = 10`, or calling its `set…` methods with a value, \
        `show.setSortOrder(order: 2)` or a plain `store.set(name: "a", limit: 1)`, or writing content into it, `disk.writeFile(path, "a")`, \
        `disk.createDirectory(dir)` (an in-memory file system populated for the subject), or filling a collection it keeps, `registry.venues.insert(venue)`, only configures it, and copying a value out of it into another input, \
        `season.showID = show.id`, only prepares that input); a type the suite is named after (`ProxyHandler` in `ProxyHandlerTests`) is the subject wherever the \
        test builds it (a handler added to a pipeline), and the one of several `setUp` builds (`service = TransferService()` \
        beside a `Transfer`: the tests may build more transfers, its inputs), and a production class whose name starts with the \
        suite's, built as the output of a closure with parameters (`tryMap { try SFTPTranslator(on: $0) }` in `SFTPTests`), is its \
        subject: another type its test builds without arguments (`Local()`) is the other end that subject works with; a test building a case of the enum the suite is \
        named after (`UploadPayload.bytes(scratch.randomBytes(8))`), or building the struct it is named after into a local whose methods it calls (`var client = RelayClient()`, `client.send(…)` in \
        `RelayClientTests`), has that value for its subject, what else it builds (a \
        scratch folder making the bytes, checking and removing the file) being its fixtures, except a collaborator handed to that \
        struct's initializer (`GaugeFactory(registry: registry)`), through which the struct is still found and reported; nor inside a closure with parameters, named or `$0`, handed to another object's method (a \
        route handler's reply, `app.get("a") { _ in Reply(…) }`: the closure's output; rows a `map { Row(title: $0) }` makes \
        are inputs handed on), nor inside a closure passed as a factory argument (`decoderFactory: { Decoder() }`: the callee builds \
        its subjects with it), nor inside a parameterless closure handed to the initializer of another production type of \
        the package (`Shelf("a") { Note("b") }`, a result-builder body: the content that value is built from; or to a free \
        function of the package, `withTracer(t) { Span(…) }`: the function is exercised, the value built inside it (unless \
        the suite's tests build that type in their own code too); a framework \
        container's, `VStack { FeedView() }` or `Task { … }`, is still the test's own code, unless that container is a local first \
        handed to another subject's initializer: `let store = Store(…) { Greeting() }`, then `GreetingView(store: store)`, a view's input), nor a \
        reducer (`Reducer`, `@Reducer`) built without arguments in a test store's closure (`reducerHosts`: `TestStore(initialState: …) { \
        Feature() }`, or its `reducer:` argument): it takes its dependencies from `@Dependency`, each test setting them with \
        `withDependencies`, so a new one never changes that call (`Feature(client: .mock)` in each test still repeats it), nor built without arguments in a \
        statement that only hands data to one of its methods and drops the result (`try SettingsTable().create(in: \
        database)` prepares the fixture; `FeedLoader().load()` still exercises the loader), nor used up by the one call chained on it \
        whose result the test binds and then, in a step of its own, calls a method on or hands to a method that is not the built type's \
        (`let parsed = try #require(MarkupParser(decorator: decorator).parse(html))`, then `let stripped = parsed.strippingFonts()`: \
        a fixture producer; a result only read back in assertions, or a suite named after the type, keeps it the subject); a generic subject (`RecordCache<Int>(…)`) is its type, but a generic class of a shared utility layer \
        (`utilityLayerKinds`) built from one unlabelled literal (`Locked(0)`, `Locked([1])`, an actor's `AsyncGuard(0)` too) is a lock or box around that value, \
        with no collaborator to hide; a type named `…Reader` in a test file that uses a `…Writer`, `…Formatter`, `…Encoder` or `…Serializer` \
        of the package (`ImageReader(path)` opening what an `ImageWriter` wrote) reads back the output the test checks, unless the suite is \
        named after the reader; a static factory a test-support module adds in an extension (`EventHub.makeForTesting()` returning a \
        recording collector) is the tests' fixture, not the type it extends; and so is a thread-safe cell of one value in any layer (a lock and the value it guards); a local wrapped for display (`NSHostingView(rootView: view)`) is still the subject. A \
        subject is a class or actor of the package's production code, or a struct or enum (or a class that is a value in \
        all but keyword: `final`, `Hashable` or `Equatable` (or declaring its own `static func ==`, the conformance unwritten: a version \
        compared by its numbers), no stored `var`, no package superclass, such as a cache key \
        made a class for speed; or a `final` `NSObject` subclass storing only `let`s and conforming to nothing but value and \
        archiving protocols, a record made a class for Objective-C, which `NSObject` compares, or one that overrides both \
        `isEqual(_:)` and `hash`, whatever else it adopts (a value compared by what it stores); or an `NSObject` subclass \
        coding itself, `Codable` or `NSSecureCoding` on the class or its extensions, beside nothing but value protocols and \
        the package's own protocols not named for a role such as `…Delegate`, with no package subclass but `final` ones adding only \
        `let`s and their coding, whatever it stores: an archived record; or a class declaring, extensions included, only properties and initializers (no stored closure, `lazy` one or `AnyClass`; a held `Any` is the payload it carries), \
        under `NSObject` or such a record, adopting only value, archiving and list-diffing protocols (beside those an \
        `extension NSObject: Trackable` gives every object): a record its \
        `init(json:)` fills in, and the payload a test first hands to it (`Lookup(json: json)`) is its input; its `static` members \
        (`static func parse(_:)`, the parser its initializer calls) are the type's, not an action of its instances, and a package \
        protocol asking only for properties (`protocol TimelineMark { var label: String { get } }`) is what it is, when it stores only \
        values and computes nothing (not `let source: PriceSource` behind `var price: Int { source.price }`); or a `final` `NSObject` \
        storing only `let`s that adds `ListDiffable`'s identity and equality; or an `NSObject` storing only `let`s of standard values \
        (`let key: String`, `let extra: Any?`, collections), adopting nothing but value and archiving protocols, with no package \
        subclass, whatever its methods read from them (`func extra<T>(as:)`): a struct made a class for Objective-C, with no \
        collaborator to hide; or a class compared by content, `Hashable` or `Equatable`, adopting only value protocols and \
        package protocols asking only for properties, subclassed by no class of the package, declaring, extensions included, \
        only properties, initializers and its `==`/`hash(into:)`: an `@Observable` model whose `var`s are fields a view \
        watches, which a test builds to read its fields back or compare two; without equality, `final class Draft { var \
        title: String? }`, a reference its users share, or with any method, `func markRead()`, it stays a subject; or a data class \
        the test builds from values with no collaborator in the call, `Memo(text: "a")`: compared, identified or coded by content, \
        otherwise adopting only value protocols (a debug description too) and package protocols asking no action (or, coding itself, asking only \
        for its coding steps, `encodeExtras(to:)`), its package superclass such a class too, \
        subclassed by no production class, storing only values and package structs, enums or data classes, and no `var` unless it \
        codes itself: its initializers are what the test checks; or a record the test builds from one payload its initializer \
        parses, `try ChallengeHeader(headerValue: "Bearer a=b")` or `MentionHint(dictionary: payload)`: an initializer taking \
        one string-keyed dictionary or bytes, or text or a protocol's existential (`any OptionsSource`; a test's fake of it that \
        is a struct of stored data adopting only protocols asking for properties is a payload) it fails or throws on, of a \
        class with no superclass but `NSObject`, \
        adopting nothing but value, coding and archiving protocols and package protocols asking no action, subclassed by no \
        production class, storing only values, package structs and enums and data or record classes, no collaborator, whatever \
        `var`s or methods reading them it has: the parse is what the test checks, and `makeSUT(payload:)` would be that \
        initializer renamed) whose name ends in one of `valueSubjectSuffixes` (`…Service`, `…Store`, `…Presenter`) or that conforms to one of \
        `subjectConformances` (a SwiftUI `View`, a `Reducer`, also as a macro `@Reducer`); other values are \
        data the test feeds in or checks. A static factory the test module adds itself is the tests' \
        factory, and so is an initializer it adds to a type of another module, called with its labels \
        (`extension PurchaseManager { convenience init(owned:) }`, then `PurchaseManager(owned: [])`), or with some of them \
        in order, the rest defaulted, when no initializer of the type's own module takes them (`PurchaseManager(trial: true)` \
        for `init(owned: = [], trial: = false)`), or without arguments when the test file's extension defaults every parameter \
        and the type's module declares no `init()` (`TokenGate()` for `convenience init(users: … = { … })`), and a subject passed to an assertion (`assertSnapshot(of: FeedView())`) is still built by \
        the test (but `XCTAssertNoThrow(bag = try RequestBag(…))` only guards the build: the local `bag` decides), while an error \
        (named `…Error` or adopting `Error`) built only as what an assertion expects, `XCTAssertEqual(thrown as? SyncError, \
        SyncFallbackError())` or a local used only so, is the value the subject's failure is compared with (unless the suite is named after it). Doubles (`MockFeedStore`, `doubleNameMarkers`) \
        and persistence entities (`@Model`, `NSManagedObject`, Realm `Object` or GRDB `Record` subclasses, Fluent `Model` classes) are collaborators and inputs, not subjects, and so are types \
        of test code (a name the test's own module declares is its own type, as the compiler resolves it, even when the \
        library has an internal type of that name: a test target's `final class Mutex<T>` recording events): a test target's, a `testSupport` layer's module's (a harness such as a test client or a test project that \
        starts the real server; a local first handed to its initializer, `ServerHarness(registry: registry)`, configures what it \
        composes, and so does an element of a collection handed to an initializer, `Registry(tools: [tool])`), or those in a \
        test-support folder the app compiles (`Sources/UITests/`, `Mocks/`, `Fakes/`, `Stubs/`, `…TestSupport/`): helpers of UI tests, whose \
        subject is the launched app. A value assigned to another object's property (`$0.storage = MemoryStorage()` inside \
        `withDependencies`, `Current.clock = FakeClock()`) is an input to that container. A test that exercises a type through \
        its static functions (`Store.compact(at: path)`) and builds an instance only to write a fixture and close it \
        (`let store = Store(path: path)`, `store.close()`) is not building its subject, nor is one that builds a struct or enum \
        without arguments only to read its properties (a screen's constant copy, `WelcomeFeature().title`, whatever its name \
        ends in or conforms to: a SwiftUI view read for its initial state, `SetupFlow().path.isEmpty`, never renders). A dependency container the test builds (a class or actor of the package named with one of \
        `containerSuffixes`: `DependencyContainer()`, `AppDependencyProvider()`) is the composition root it borrows, not its \
        subject: what the test takes from it (`container.makeCheckout()`, `container.deviceInfo`) was made in one place, \
        the container; a subject the test builds itself from the container's parts (`ConfigLoader(store: container.store)`) \
        still counts, and the container's own suite (`DependencyContainerTests`) exercises it. A collaborator `setUp` builds and passes into the subject it builds there (`store = RecordStore(…)`, \
        `maker = BackupMaker(store: store)`) is an input, so a test opening another `RecordStore` on the output is checking it. An object built inside an `if` block of the test that asserts nothing there (`if !exists(binary) { let toolchain = \
        try Toolchain(…); … }`) prepares a missing fixture, not the subject; an `if` block that checks, or an `if #available` \
        branch, is the test itself. An object built in a `do` block, labelled or not, that asserts nothing (nor do its `catch` \
        clauses) and keeps it in its own locals, followed by checks (`prepareBundle: do { let writer = BundleWriter(…); \
        try writer.write() }`), prepares a fixture too, unless it is the suite's own type, whose lifetime the block scopes. An object a performance test builds before its `measure {}` block and never names inside it only produces what the \
        block times (a generator making the project whose `write` is measured). A bare name means only a type the test file \
        can see: its own module's, or a public one (any, when imported `@testable`) of a target it imports, not another \
        module's internal view of that name; a bare name two imported modules both declare (a UIKit `DialGauge` class \
        and a SwiftUI `DialGauge` view) is whichever the call's arguments pick, so only tests making the same call \
        (same labels) build the same subject: `DialGauge()` in one test and `DialGauge(level: 1)` in another may be two types. \
        Nor do tests build the same subject when each calls another initializer the package declares for it (`Badge(state: .on)`, \
        `Badge()`, `Badge(statePublisher: p) { … }` for `init(state:)`, `init()`, `init(statePublisher:initial:transform:)`): \
        each checks what its initializer sets up; calls that may reach one initializer (the same labels, or labels one takes in \
        order, the rest defaulted) still repeat. A generic class of a shared utility layer (`utilityLayerKinds`) that the test \
        target neither depends on nor is named for (`FlowTests` for `Flow`), built around a value of a type the test file declares \
        (`FlowHost(flow: TickingFlow())` in an adapter's tests), is the runtime driving the test's own fixture, a harness. \
        A name the package declares only nested (a class `Array` inside an enum) is reached bare only inside that type, its \
        extensions and subclasses: elsewhere `Array(sequence)` is the standard library's. A static `make…` call on an enum (`UserAgentBuilder.makeUserAgent()`) \
        builds a value of another type, not the enum, which is made by its cases; so does a static `create…` function a class \
        declares in its body to return another type, when none there returns its own (`RecapFactory.createRecap(…)` declared \
        `-> [String: Any]`: the test exercises a static function; `-> Self`, `-> Cache?` or a protocol the class adopts builds it). A suite \
        that builds its subject in one other place (`setUp`, also by a static function of its type, whatever its name, into the property annotated with that type, `subject = Entry.fixture(…)`; \
        `init`, a stored property, also `lazy var sut: Loader! = .init(…)`, or a package struct named for the suite and an agent, `let verifier = \
        TokenVerifier(…)` in `TokenTests`, a helper such as `launch(store:)`, \
        or the static property holding the shared instance of the type its name starts with, `ApiService.shared` in `ApiServiceServersTests`) has \
        met the point under another name, and the other objects its tests build are inputs to that subject \
        (a job handed to the runner built in `init`); only tests rebuilding that subject are reported, and a suite that constructs nothing (static functions, \
        localization tables, value round trips) has no initializer to decouple from; data values built in \
        a test are inputs, not the subject. A test method holding a BDD tree (Spectre's `describe { $0.it(…) \
        { … } }`) counts each `it` closure as a test: one spec building the subject among many that go through \
        a helper is not the repetition a factory removes, nor is that method the suite's only test. The message names the type \
        the suite is named after (also built inside another call or with a trailing closure alone, `Spy(Retrier { … })`), else the first the test reads answers from (`let page = writer.write()`), not a preparer \
        whose call it drops (`tidier.tidy(catalog)`) nor a part it hands on: a subject configured (`router.get("/a") { … }`) and then \
        handed to the initializer of another production type of the package (`let app = Server(router: router)`, or \
        `Server(responder: router.makeResponder())`, the subject in another form) whose answers it reads (`app.run { … }`), and not read after that, is \
        that object's input, and the message names that object. Quick's \
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
            RuleOption(
                "utilityLayerKinds", .strings(["support"]),
                "Layer kinds of shared utilities: their generic classes built from one unlabelled literal (`Locked(0)`) are boxes around that value, not subjects; `[]` checks them."
            ),
            RuleOption(
                "reducerHosts", .strings(["TestStore"]),
                "Types whose trailing closure or `reducer:` argument holds the reducer under test: a `Reducer` built there without arguments takes its dependencies per test, with no initializer to decouple."
            ),
            RuleOption(
                "containerSuffixes", .strings(["DependencyContainer", "DIContainer", "DependencyProvider", "CompositionRoot", "Locator", "Injector"]),
                "Name endings of the package's dependency containers: a test building one borrows the composition root that makes its subject, unless its suite is named after the container."
            ),
        ],
        triggering: triggeringExamples + nonSubjectTriggeringExamples + recordTriggeringExamples + dataTriggeringExamples + singleTestTriggeringExamples
            + fixtureTriggeringExamples,
        nonTriggering: nonTriggeringExamples + nonSubjectNonTriggeringExamples + recordNonTriggeringExamples + dataNonTriggeringExamples
            + singleTestNonTriggeringExamples + fixtureNonTriggeringExamples
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.model.types.contains { isSuite($0, context.index) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // Without tokens, `needsTokens` found no suite in the file.
        guard !file.tokens.isEmpty else { return [] }
        let factories = context.stringSet("factoryNames")
        let valueSuffixes = context.strings("valueSubjectSuffixes")
        let doubles = TestDoubles(markers: context.strings("doubleNameMarkers"))
        let conformances = context.stringSet("subjectConformances")
        let containerSuffixes = context.strings("containerSuffixes")
        let reducerHosts = context.stringSet("reducerHosts")
        let scan = TestMethodConstructions.scan(file.tokens)
        // A data class's verdict reads its stored types off the index's list of classes: once per declaration and file.
        var dataClassVerdicts: [String: Bool] = [:]
        let isDataClass = { (declaration: IndexedType) -> Bool in
            let site = "\(declaration.line):\(declaration.path)"
            if let verdict = dataClassVerdicts[site] { return verdict }
            let verdict = DataClasses.isDataClass(declaration, context.index)
            dataClassVerdicts[site] = verdict
            return verdict
        }
        let fileTypes = Set(file.model.types.filter { $0.kind != .extension }.map(\.name))
        return file.model.types.compactMap { suite in
            guard isSuite(suite, context.index) else { return nil }
            let members = context.index.members(of: suite.name, in: file.module).union(suite.members.map(\.name))
            guard members.isDisjoint(with: factories) else { return nil }
            // What the suite's tests build in their own code, not in a closure handed to a free function of the package.
            let builtOutsideScopes = Set(scan.constructions.filter { construction in
                construction.suite == suite.name
                    && !(construction.contentOf.map { $0.first?.isLowercase == true && context.index.declaresScopeFunction($0) } ?? false)
            }.map(\.typeName))
            let isSubject = { (construction: TestMethodConstructions.Construction) -> Bool in
                // A test of the initializer itself (`testInit_EditionBelowMin` asserting it throws): building is what it checks.
                if LifecycleTestNames.namesInitializer(construction.test, of: construction.typeName) { return false }
                // So is one expecting it to throw and reading the error (`let error = try #require(#expect(throws: …) { try
                // Ledger(name: "") })`), whatever its name: the initializer's validation is what it checks.
                if InspectedInitializerThrow.isChecked(constructionAt: construction.position, in: file.tokens) { return false }
                // A suite's only test named for the deinitializer (a leak test): releasing what it builds is what it checks.
                if LifecycleTestNames.namesDeinitializer(construction.test), scan.tests[suite.name]?.count == 1 { return false }
                // `ImageReader(path)` beside the `ImageWriter` the file uses: it reads back the output the test checks.
                if WrittenOutputReaders.readsBack(construction.typeName, suite: construction.suite, in: file.tokens, context.index) { return false }
                // A type the test file declares (`private struct Feature: Reducer`) shadows any other of that name.
                guard !doubles.isDouble(named: construction.typeName),
                      construction.qualifier != nil || !file.model.types.contains(where: { $0.name == construction.typeName && $0.kind != .extension })
                else { return false }
                // `TestStore(initialState: …) { Feature() }`: a reducer built without arguments takes its dependencies from
                // `@Dependency`, set per test; a new one never changes that call, so there is no initializer to decouple.
                if construction.labels == "", isHostedReducer(construction, hosts: reducerHosts, context, file: file) { return false }
                // Content of a parameterless closure handed to the initializer of another production type of the package
                // (`Shelf("a") { Note("b") }`, a result-builder body) is handed to that value; a framework container's
                // (`VStack { FeedView() }`, `Task { … }`) is still the test's own code.
                if let owner = construction.contentOf, owner != construction.typeName {
                    if owner.first?.isLowercase == true {
                        // A free function of the package taking it (`withTracer(tracer) { Span("a") }`) is what the test
                        // exercises: the value has to be built inside, unless the suite builds that type in its own code too.
                        if context.index.declaresScopeFunction(owner), !builtOutsideScopes.contains(construction.typeName) { return false }
                    } else {
                        let declarations = context.index.declarations(named: owner) + context.index.nestedDeclarations(named: owner)
                        if !declarations.isEmpty, declarations.allSatisfy({ !context.isTestCode($0) && !TestSupportFolders.contains($0.path) }) { return false }
                    }
                }
                // Used up in one chained call producing the value the test then exercises another method on: a fixture producer.
                if let use = construction.outputUse, !TestInputs.isNamed(construction.suite, after: construction.typeName),
                   !candidates(construction, context.index, module: file.module, file: file).contains(where: {
                       context.index.members(of: construction.typeName, in: $0.module).contains(use)
                   }) { return false }
                // A dependency container is the composition root the test borrows: what it hands out was made in one place.
                if isDependencyContainer(construction, suite: suite.name, context, suffixes: containerSuffixes, module: file.module) { return false }
                // A static factory the tests' own module adds (`extension ViewModel { static func make… }`) is their factory.
                if let factory = construction.factory, context.index.members(of: construction.typeName, in: file.module).contains(factory) { return false }
                // So is an initializer it adds (`extension Manager { convenience init(products:) }`), called with its labels,
                // or with some of them in order when no initializer of the type's own module takes them (the rest defaulted).
                if let labels = construction.labels, isAddedInitializer(labels, of: construction.typeName, context, module: file.module) { return false }
                // `JWTGate()` where the test file adds `extension JWTGate { convenience init(users: … = { … }) }`, every parameter
                // defaulted, and the type's module declares no `init()`: the call reaches the file's own factory.
                if construction.labels == "", isAddedParameterlessInitializer(of: construction.typeName, in: file, context) { return false }
                // A local first handed to another subject's initializer (`Retainer(configuration: configuration)`), or to a
                // test harness's that composes the subject from it (`ServerHarness(registry: registry)`), is its input.
                if let receiver = construction.handedTo, receiver != construction.typeName, !doubles.isDouble(named: receiver),
                   isTestHarness(receiver, context) || self.isSubject(.init(suite: construction.suite, test: construction.test, testCase: construction.testCase, typeName: receiver, factory: nil, qualifier: nil),
                                  context, valueSuffixes, conformances, file: file, isDataClass: isDataClass)
                    // Or to a record's (`Lookup(json: json)`): the payload it is filled in from.
                    || context.index.declarations(named: receiver).contains(where: { RecordClasses.isRecord($0, context.index) }) { return false }
                // `FlowHost(flow: CountingFlow())`, `CountingFlow` declared in the test file: a shared utility's runtime driving the
                // test's own fixture, a harness; what the fixture uses is the subject.
                if isRuntimeAroundOwnFixture(construction, fileTypes: fileTypes, context, file: file) { return false }
                // Built from the text of each file a loop reads (`String(contentsOf: ruleFile)`): the files are audited, the object
                // reads them. Asked last, of a subject about to count; so is an error built only as what an assertion expects
                // (`let expected = SyncFallbackError()`, `XCTAssertEqual(error as? SyncError, expected)`): what a failure is compared with.
                return self.isSubject(construction, context, valueSuffixes, conformances, file: file, isDataClass: isDataClass)
                    && !FileAuditLoops.readsEachFile(constructionAt: construction.position, file.tokens)
                    && (TestInputs.isNamed(construction.suite, after: construction.typeName) || !isErrorType(construction, context, file: file)
                        || !ExpectedErrors.isExpectedOnly(constructionAt: construction.position, in: file.tokens))
            }
            // A subject built in `setUp`, `init` or a stored property is the suite's subject, built in one place:
            // other objects its tests build are inputs to it; only rebuilding that subject repeats it.
            var setUpSubjects = Set((scan.builtInSetUp[suite.name] ?? []).filter(isSubject).map(\.typeName))
                .union(sharedSubjects(of: suite, file.model, context.index))
            // Among several built there, the one the suite is named after is its subject (`service = Service(…)` beside a `task`
            // handed to a double): the others are inputs, which the tests may build again for themselves.
            if let named = setUpSubjects.first(where: { TestInputs.isNamed(suite.name, after: $0) }) { setUpSubjects = [named] }
            // `TicketTests` storing `let checker = TicketChecker(…)`: a value of the package named for the suite and an agent (`…er`,
            // `…or`) kept in one place is what the tests exercise; the other objects they build are inputs they feed it.
            if setUpSubjects.isEmpty, let kept = keptAgent(of: suite, scan.builtInSetUp[suite.name] ?? [], context.index) { setUpSubjects = [kept] }
            let namedValueTests = testsBuildingNamedValue(suite, file, context.index)
            // A test's local first handed to a double's initializer (`StubSource(active: [processor])`) is the data the double
            // serves. (`setUp` still finds its subject as before: what it hands a double there tells which object the suite keeps.)
            let servesDouble = { (construction: TestMethodConstructions.Construction) -> Bool in
                construction.handedTo.map { $0 != construction.typeName && doubles.isDouble(named: $0) } ?? false
            }
            // `Local()` beside `SFTPTranslator(on: $0)` in `SFTPTests`: the other end of what the suite's subject does.
            let isBare = { (construction: TestMethodConstructions.Construction) in construction.labels == "" && construction.factory == nil }
            let testBodies = scan.constructions.contains { $0.suite == suite.name && isBare($0) } ? SuiteTestBodies.bodies(of: suite, file.tokens) ?? [] : []
            let isCounterpart = { (construction: TestMethodConstructions.Construction) in
                isBare(construction) && isCounterpartOfNamedSubject(construction, suite: suite.name, bodies: testBodies, context, file: file)
            }
            // `let registry = Registry()` handed to `GaugeFactory(registry: registry)` in `GaugeFactoryTests`: the named struct's
            // collaborator, which the test builds with it each time, not a peer fixture; the struct stays found through it.
            let isHandedToNamedStruct = { (construction: TestMethodConstructions.Construction) -> Bool in
                guard let named = namedValueTests.namedStruct,
                      let receiver = ExercisedLocals.receivingConstruction(ofLocalBuiltAt: construction.position, in: file.tokens) else { return false }
                return file.tokens[receiver].text == named
            }
            let built = scan.constructions.filter { construction in
                construction.suite == suite.name && !servesDouble(construction) && isSubject(construction)
                    && (setUpSubjects.isEmpty || setUpSubjects.contains(construction.typeName))
                    && (construction.typeName == namedValueTests.namedStruct || !namedValueTests.bodies.contains { $0.contains(construction.position) }
                        || isHandedToNamedStruct(construction))
                    && !isCounterpart(construction)
            }
            // The factory removes repetition: report a subject two tests build, or the only test of a suite building it.
            // A bare name two imported modules declare (a UIKit `Badge` class and a SwiftUI `Badge` view) is whichever the
            // call's arguments pick: only the same call (same labels) is surely the same subject; other calls may be the other type.
            let subjectKey = { (construction: TestMethodConstructions.Construction) -> String in
                guard construction.qualifier == nil,
                      Set(candidates(construction, context.index, module: file.module, file: file).compactMap(\.module)).count > 1
                else { return construction.typeName }
                return "\(construction.typeName)(\(construction.factory ?? construction.labels ?? ""))"
            }
            let testsBuilding = Dictionary(grouping: built, by: \.typeName).mapValues { Set($0.map(\.testCase)) }
            let isOnlyTest = (scan.tests[suite.name]?.count ?? 0) == 1
            // The only test building its subject at one site, with no argument or literals alone (`SpinnerView()`): a
            // makeSUT() would rename that one call, with no collaborator to hide and no other test to spare a change.
            // A value so built and handed to the object the test reads (`let settings = Settings()`, then `Refund(item: item,
            // settings: settings)`) is that object's input: the object, built with collaborators, stays reported.
            let builtOnceFromLiterals = { (construction: TestMethodConstructions.Construction) -> Bool in
                scan.constructions.filter { $0.suite == suite.name && $0.typeName == construction.typeName }.count == 1
                    && LiteralOnlyCall.holds(callAt: construction.position, in: file.tokens)
                    && (TestInputs.isNamed(suite.name, after: construction.typeName)
                        || receiver(of: construction, scan.constructions, doubles, context, file: file) == nil)
            }
            let repeatedNames = built.filter { (testsBuilding[$0.typeName]?.count ?? 0) > 1 || isOnlyTest && !builtOnceFromLiterals($0) }
            let testsBuildingCall = isOnlyTest || repeatedNames.isEmpty ? [:]
                : Dictionary(grouping: repeatedNames, by: subjectKey).mapValues { Set($0.map(\.testCase)) }
            // `Status(level: .on)` in one test, `Status()` in another, the type declaring `init(level:)` and `init()`: each test
            // checks what its own initializer sets up; only calls that may reach one initializer repeat building the subject.
            var reached: [Int: Set<String>?] = [:]
            let initializers = { (construction: TestMethodConstructions.Construction) -> Set<String>? in
                if let known = reached[construction.position] { return known }
                let found = initializersReached(by: construction, context, file: file)
                reached[construction.position] = found
                return found
            }
            let repeated = isOnlyTest ? repeatedNames : repeatedNames.filter { construction in
                guard (testsBuildingCall[subjectKey(construction)]?.count ?? 0) > 1 else { return false }
                let own = initializers(construction)
                return repeatedNames.contains { other in
                    guard other.testCase != construction.testCase, other.typeName == construction.typeName else { return false }
                    guard let own, let theirs = initializers(other) else { return true }
                    return !own.isDisjoint(with: theirs)
                }
            }
            // Name the type the suite is named after when it is among them, not an input built before it; else the first
            // whose answers the test reads (`let e = generator.generate(…)`), not a preparer whose call it drops
            // (`preparer.prepare(info)`) nor a part it hands on (`Manager(service: service)`).
            guard let subject = repeated.first(where: { TestInputs.isNamed(suite.name, after: $0.typeName) })
                ?? (Set(repeated.map(\.typeName)).count > 1 ? repeated.first(where: { ExercisedLocals.isExercised(constructionAt: $0.position, in: file.tokens) }) : nil)
                ?? repeated.first else { return nil }
            let named = TestInputs.isNamed(suite.name, after: subject.typeName) ? subject
                : receiver(of: subject, scan.constructions, doubles, context, file: file) ?? subject
            // `RetrierTests` building `Retrier { … }` inside its spy's initializer, beside a `Session` it hands the retrier's
            // calls: the type the suite is named after is what the test builds for its subject; the session is a fixture.
            let builtName = TestInputs.isNamed(suite.name, after: named.typeName) ? nil
                : namedTypeBuilt(in: suite, around: named.position, file.tokens, context.index) { name in
                    self.isSubject(.init(suite: suite.name, test: named.test, testCase: named.testCase, typeName: name, factory: nil, qualifier: nil),
                                   context, valueSuffixes, conformances, file: file, isDataClass: isDataClass)
                }
            return Violation(
                suite,
                "test '\(named.test)' of suite '\(suite.name)' builds '\(builtName ?? (named.qualifier.map { "\($0)." } ?? "") + named.typeName)' itself; create the system under test in one makeSUT() factory"
            )
        }
    }

    /// The production class, struct or actor the suite is named after, a subject (not a record: `UploadFileTests` building an
    /// `UploadFile` from a `FileSystem` fixture names the fixture), when the test holding the construction at `position`
    /// builds it too, in any form the scan leaves to others (an argument of another call, `Spy(Retrier { … })`, or a
    /// trailing closure alone): that is the subject the test builds, whatever else it prepares.
    private func namedTypeBuilt(
        in suite: TypeDecl, around position: Int, _ tokens: [Token], _ index: PackageIndex, isSubject: (String) -> Bool
    ) -> String? {
        guard let body = SuiteTestBodies.bodies(of: suite, tokens)?.first(where: { $0.contains(position) }) else { return nil }
        for current in body where current + 1 < body.upperBound && tokens[current].kind == .identifier
            && TestInputs.isNamed(suite.name, after: tokens[current].text) && (tokens[current + 1].text == "(" || tokens[current + 1].text == "{")
            && tokens[current - 1].text != "." && tokens[current - 1].text != ":" {
            let name = tokens[current].text
            if index.declarations(named: name).contains(where: { !$0.isTest && [.class, .struct, .actor].contains($0.kind) }), isSubject(name) { return name }
        }
        return nil
    }

    /// `let app = Server(responder: router.makeResponder())`, then `app.run { … }`: the object the test exercises, which the
    /// subject it builds is handed to (itself or in another form), when the test reads no answer of the subject afterwards:
    /// what it did with it before (`router.get("/a") { … }`, registering a route) configured it for that object.
    /// It is a production type of the package, not a double nor test code: the tests repeat building it, whatever its kind.
    private func receiver(
        of subject: TestMethodConstructions.Construction, _ constructions: [TestMethodConstructions.Construction], _ doubles: TestDoubles,
        _ context: RuleContext, file: LintFile
    ) -> TestMethodConstructions.Construction? {
        guard let position = ExercisedLocals.receivingConstruction(ofLocalBuiltAt: subject.position, in: file.tokens),
              !ExercisedLocals.isExercised(constructionAt: subject.position, after: position, in: file.tokens),
              let receiver = constructions.first(where: { $0.position == position && $0.testCase == subject.testCase && $0.suite == subject.suite }),
              receiver.typeName != subject.typeName, !doubles.isDouble(named: receiver.typeName),
              ExercisedLocals.isExercised(constructionAt: position, in: file.tokens) else { return nil }
        let declarations = candidates(receiver, context.index, module: file.module, file: file)
        return !declarations.isEmpty && declarations.allSatisfy({ !context.isTestCode($0) && !TestSupportFolders.contains($0.path) }) ? receiver : nil
    }

    /// `ApiServiceServersTests` reaching `ApiService.shared`: the type whose name starts the suite's, reached through its own
    /// shared instance (a static property holding one, `index.ownInstanceStatics`), is the suite's subject, built in one
    /// place, that property; what the tests build beside it (a list read back in an assertion) are inputs and outputs.
    /// A struct's preset (`WalletConfig.initial`) is a value, not a shared object; and a suite named exactly after another
    /// type (`WalletConfigProviderTests`) has that type as its subject.
    private func sharedSubjects(of suite: TypeDecl, _ model: SourceModel, _ index: PackageIndex) -> Set<String> {
        var subjects = Set<String>()
        var checked = Set<String>()
        for reference in model.references {
            guard let base = reference.base, suite.name.hasPrefix(base), suite.name.count > base.count,
                  base.first?.isUppercase == true, !subjects.contains(base),
                  index.ownInstanceStatics(of: base).contains(reference.name), checked.insert(base).inserted else { continue }
            let declarations = index.declarations(named: base).filter { !$0.isTest }
            guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .class || $0.kind == .actor }),
                  !index.declarations(named: base).contains(where: \.isTest),
                  !index.declarations(named: Self.stem(of: suite.name)).contains(where: { $0.name != base && !$0.isTest })
            else { continue }
            subjects.insert(base)
        }
        return subjects
    }

    /// `UploadSourceTests` whose test builds `UploadSource.data(bytes)`, a case (or a static member's result) of the package's
    /// enum the suite is named after: that value is the test's subject, and what else the test builds (a `FileSystem` making the bytes,
    /// then checking and removing the file) are its fixtures. The bodies of such tests (those of the suite's own declaration).
    /// So is `HTTPRelayTests` whose test builds `HTTPRelay()`, a struct of the package the suite is named after: the struct
    /// (a value the rule does not count as a subject itself) is what the test exercises, and the server it starts for the relay to
    /// reach is its peer, a fixture (`namedStruct`: the struct's own constructions stay judged as before).
    private func testsBuildingNamedValue(_ suite: TypeDecl, _ file: LintFile, _ index: PackageIndex) -> (bodies: [Range<Int>], namedStruct: String?) {
        let stem = Self.stem(of: suite.name)
        let declarations = index.declarations(named: stem).filter { !$0.isTest }
        let isStruct = !declarations.isEmpty && declarations.allSatisfy { $0.kind == .struct }
        guard stem != suite.name, !declarations.isEmpty, isStruct || declarations.allSatisfy({ $0.kind == .enum }),
              let bodies = SuiteTestBodies.bodies(of: suite, file.tokens) else { return ([], nil) }
        let tokens = file.tokens
        if isStruct {
            // `var client = RelayClient()`, then `client.send(…)`: a local of the struct whose methods the test calls. One
            // only read (`let expected = Identity(…)`, `expected.userId`) is data handed to the real subject.
            return (bodies.filter { body in
                body.contains { position in
                    guard tokens[position].text == stem, position + 1 < body.upperBound, position - 3 >= body.lowerBound,
                          tokens[position + 1].text == "(", !tokens[position + 1].followsSpace, tokens[position - 1].text == "=",
                          tokens[position - 2].kind == .identifier, tokens[position - 3].text == "let" || tokens[position - 3].text == "var"
                    else { return false }
                    let local = tokens[position - 2].text
                    return (position..<(body.upperBound - 3)).contains { index in
                        tokens[index].text == local && tokens[index + 1].text == "." && tokens[index + 2].kind == .identifier
                            && tokens[index + 3].text == "(" && tokens[index - 1].text != "."
                    }
                }
            }, stem)
        }
        let cases = declarations.reduce(into: Set<String>()) { $0.formUnion(index.members(of: stem, in: $1.module)) }
        return (bodies.filter { body in
            body.contains { position in
                tokens[position].text == stem && position + 3 < body.upperBound && tokens[position + 1].text == "."
                    && cases.contains(tokens[position + 2].text) && tokens[position + 3].text == "("
            }
        }, nil)
    }

    /// `Local()` in a test of `SFTPTests` that builds `SFTPTranslator(on: $0)` in a closure handed down a publisher chain: a suite
    /// named by the start of a production class's name (`SFTP…`) has that class for its subject, built there as a step's output
    /// (which is not counted as the test's own build), and an object of another type built without arguments beside it is the
    /// other end it works with (the folder a copy reads or writes). Built in the test's own code (`let tap = RawDataTap2(…)`
    /// beside `AudioEngine()`), the named class does not make the other one a fixture.
    private func isCounterpartOfNamedSubject(
        _ construction: TestMethodConstructions.Construction, suite: String, bodies: [Range<Int>], _ context: RuleContext, file: LintFile
    ) -> Bool {
        let stem = Self.stem(of: suite)
        guard stem != suite, stem.count >= 3, !construction.typeName.hasPrefix(stem),
              let body = bodies.first(where: { $0.contains(construction.position) }) else { return false }
        let tokens = file.tokens
        return body.contains { position in
            let token = tokens[position]
            guard token.kind == .identifier, token.text != construction.typeName, token.text.hasPrefix(stem), position + 1 < body.upperBound,
                  tokens[position + 1].text == "(", !tokens[position + 1].followsSpace, tokens[position - 1].text != ".",
                  let brace = EnclosingBrace.opening(before: position, in: tokens), brace > body.lowerBound,
                  TestCaseClosures.isHandler(brace, in: tokens) else { return false }
            let declared = context.index.declarations(named: token.text).filter { !context.isTestCode($0) && !$0.isTest }
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .class || $0.kind == .actor }
        }
    }

    /// The package struct built in the suite's stored property or `setUp` whose name is the suite's stem, then a word naming an
    /// agent (`TicketChecker` for `TicketTests`), if any.
    private func keptAgent(of suite: TypeDecl, _ built: [TestMethodConstructions.Construction], _ index: PackageIndex) -> String? {
        let stem = Self.stem(of: suite.name)
        guard stem != suite.name, !built.isEmpty else { return nil }
        return built.first { construction in
            let name = construction.typeName
            guard name.count > stem.count, name.hasPrefix(stem), name.dropFirst(stem.count).first?.isUppercase == true,
                  name.hasSuffix("er") || name.hasSuffix("or") else { return false }
            let declarations = index.declarations(named: name)
            return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .struct && !$0.isTest }
        }?.typeName
    }

    /// `WalletConfigProviderTests` → `WalletConfigProvider`: the name a suite would have if named after one type.
    private static func stem(of suite: String) -> String {
        ["Tests", "Test", "TestCase", "Specs", "Spec"].first { suite.hasSuffix($0) && suite.count > $0.count }.map { String(suite.dropLast($0.count)) } ?? suite
    }

    /// XCTestCase subclasses (through the package's base classes too), `@Suite` types and `@Test` holders.
    private func isSuite(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind != .extension, type.kind != .protocol else { return false }
        if type.isTestSuite { return true }
        return type.kind == .class && !type.inheritance.isEmpty && index.inherits(type.name, from: "XCTestCase")
    }

    /// A production class or actor of the package, or a struct or enum named for a role with behavior.
    /// A value nested in a class or struct (`MediaDescriptionService.PendingStore`) is that type's input or
    /// state; one nested in a namespace enum (`StatusEditor.PostingService`) stands on its own.
    private func isPartOfAnotherType(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard let parent = declaration.parent else { return false }
        return (index.declarations(named: parent) + index.nestedDeclarations(named: parent)).contains { $0.kind != .enum }
    }

    /// `DependencyContainer()` built by a test whose suite is not named after it: a class or actor of the package's
    /// production code named like a dependency container (`containerSuffixes`), from which the test takes its subject
    /// (`container.makePaywallController(…)`, `container.deviceInfo`) or the parts it composes one from. The container's
    /// own suite (`DependencyContainerTests`) exercises it.
    private func isDependencyContainer(
        _ construction: TestMethodConstructions.Construction, suite: String, _ context: RuleContext, suffixes: [String], module: String?
    ) -> Bool {
        let name = construction.typeName
        guard suffixes.contains(where: name.hasSuffix), !TestInputs.isNamed(suite, after: name) else { return false }
        let declarations = candidates(construction, context.index, module: module).filter { !context.isTestCode($0) }
        return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .class || $0.kind == .actor }
    }

    /// A type only test support declares (`ServerHarness` in a module of a `testSupport` layer or a `…TestSupport` folder),
    /// not a test target's own helper.
    private func isTestHarness(_ name: String, _ context: RuleContext) -> Bool {
        let declarations = context.index.declarations(named: name) + context.index.nestedDeclarations(named: name)
        return !declarations.isEmpty && declarations.allSatisfy { !$0.isTest && (context.isTestCode($0) || TestSupportFolders.contains($0.path)) }
    }

    /// Whether a call with `labels` (`target:_:`) picks an initializer the tests' module adds to a type only other modules
    /// declare: one taking exactly those labels, or all of them in order (`init(target:mode:)` for `target:`, the skipped
    /// ones defaulted) when none of the type's own initializers takes them in order, which could be the one called.
    private func isAddedInitializer(_ labels: String, of typeName: String, _ context: RuleContext, module: String?) -> Bool {
        let added = context.index.members(of: typeName, in: module).filter { $0.hasPrefix("init(") }
        guard !added.isEmpty else { return false }
        let declarations = context.index.declarations(named: typeName)
        guard declarations.allSatisfy({ $0.module != module }) else { return false }
        if added.contains("init(\(labels))") { return true }
        // A call without arguments (`Gauge()`) may as well be the type's own parameterless initializer, written or implicit.
        guard !labels.isEmpty else { return false }
        let fits = { (member: String) in Self.takes(labels, inOrder: member) }
        guard added.contains(where: fits) else { return false }
        let ownModules = Set(declarations.map(\.module))
        // Only the own module's extensions: a declared initializer's defaults are not known (`hostContext:` may have none).
        return !ownModules.contains { context.index.extensionMembers(of: typeName, in: $0).contains { $0.hasPrefix("init(") && fits($0) } }
    }

    /// Whether `file` extends `typeName`, declared only in other modules, none of which gives it an `init()`, with an
    /// initializer whose every parameter has a default: a parameterless call can only reach that one.
    private func isAddedParameterlessInitializer(of typeName: String, in file: LintFile, _ context: RuleContext) -> Bool {
        let declarations = context.index.declarations(named: typeName)
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.module != file.module }),
              !declarations.contains(where: { context.index.members(of: typeName, in: $0.module).contains("init()") }) else { return false }
        let tokens = file.tokens
        return file.model.types.contains { type in
            type.kind == .extension && type.name == typeName && type.members.contains { member in
                member.kind == .initializer && TokenLookup.position(line: member.line, column: member.column, in: tokens).map { Self.defaultsEveryParameter(after: $0, in: tokens) } == true
            }
        }
    }

    /// Whether the parameter list opening after `start` (`init(a: Int = 1, b: () -> Void = {})`) gives each parameter a default.
    private static func defaultsEveryParameter(after start: Int, in tokens: [Token]) -> Bool {
        guard let opening = tokens[start...].prefix(8).firstIndex(where: { $0.text == "(" }),
              let closing = Parentheses.closing(opening: opening, in: tokens), closing > opening + 1 else { return false }
        var (depth, parameters, defaults) = (0, 1, 0)
        for index in (opening + 1)..<closing {
            switch tokens[index].text {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">": depth -= 1
            case "," where depth == 0: parameters += 1
            case "=" where depth == 0: defaults += 1
            default: break
            }
        }
        return defaults == parameters
    }

    /// Whether the initializer `member` (`init(owned:trial:)`) takes the call's `labels` (`trial:`) in order, the ones it skips
    /// defaulted.
    private static func takes(_ labels: String, inOrder member: String) -> Bool {
        var remaining = labels.split(separator: ":")[...]
        for label in member.dropFirst(5).dropLast().split(separator: ":") where remaining.first == label { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    /// The initializers the package declares for the type `construction` builds (in its body or extensions) that the call may
    /// reach: the one taking exactly its labels, else those taking them in order, the rest defaulted. `nil` when unknown: a
    /// static factory, a call that cannot be read, or no declared initializer fitting (an inherited or memberwise one).
    private func initializersReached(by construction: TestMethodConstructions.Construction, _ context: RuleContext, file: LintFile) -> Set<String>? {
        guard construction.factory == nil, let labels = construction.labels else { return nil }
        var declared = Set<String>()
        for declaration in candidates(construction, context.index, module: file.module, file: file) where !context.isTestCode(declaration) {
            declared.formUnion(context.index.members(of: construction.typeName, in: declaration.module).filter { $0.hasPrefix("init(") })
        }
        let exact = "init(\(labels))"
        if declared.contains(exact) { return [exact] }
        let reached = declared.filter { Self.takes(labels, inOrder: $0) }
        return reached.isEmpty ? nil : reached
    }

    /// `FlowHost(flow: CountingFlow())` in an adapter module's tests, `CountingFlow` declared in the test file: a generic class
    /// of a shared utility layer (`utilityLayerKinds`) that is not what the test target tests (neither one of its declared
    /// dependencies nor the module its name is made of, `FlowTests` for `Flow`), built around a value of a type the test file
    /// declares (as an argument or a generic argument). It is the runtime that drives the test's own fixture, a harness like
    /// test support's; the subject is what the fixture uses. A suite named after the class (`FlowHostTests`) exercises it.
    private func isRuntimeAroundOwnFixture(
        _ construction: TestMethodConstructions.Construction, fileTypes: Set<String>, _ context: RuleContext, file: LintFile
    ) -> Bool {
        guard construction.factory == nil, !fileTypes.isEmpty, let module = file.module, !TestInputs.isNamed(construction.suite, after: construction.typeName),
              let dependencies = context.index.package.target(named: module)?.dependencies else { return false }
        let tested = Set(dependencies.map(\.name)).union(["Tests", "UITests", "UnitTests"].filter(module.hasSuffix).map { String(module.dropLast($0.count)) })
        let kinds = context.strings("utilityLayerKinds")
        let declarations = candidates(construction, context.index, module: module, file: file).filter { !context.isTestCode($0) }
        guard !declarations.isEmpty, declarations.allSatisfy({ declaration in
            guard declaration.kind == .class, declaration.isGeneric, let owner = declaration.module, !tested.contains(owner),
                  let kind = context.layer(ofModule: owner)?.kind else { return false }
            return kinds.contains(kind)
        }) else { return false }
        let tokens = file.tokens
        let opening = TestMethodConstructions.afterGenericArguments(construction.position + 1, in: tokens)
        guard opening < tokens.count, tokens[opening].text == "(", let closing = Parentheses.closing(opening: opening, in: tokens) else { return false }
        return (construction.position + 1..<closing).contains { tokens[$0].kind == .identifier && fileTypes.contains(tokens[$0].text) }
    }

    /// `SyncFallbackError()`: a type named `…Error`, or adopting `Error` (itself or through a supertype).
    private func isErrorType(_ construction: TestMethodConstructions.Construction, _ context: RuleContext, file: LintFile) -> Bool {
        if construction.typeName.hasSuffix("Error") { return true }
        let index = context.index
        return candidates(construction, index, module: file.module, file: file).contains { declaration in
            declaration.inheritance.contains { $0 == "Error" || $0 == "LocalizedError" || index.supertypes(of: $0).contains("Error") }
        }
    }

    /// `TestStore(initialState: …) { Feature() }` or `TestStore(initialState: …, reducer: Feature())`: a reducer (conforming to
    /// `Reducer`, or `@Reducer`) built in the closure of one of `reducerHosts`. Built without arguments, it reads its dependencies
    /// through `@Dependency`, which each test sets with `withDependencies`: a new dependency never changes that call.
    private func isHostedReducer(
        _ construction: TestMethodConstructions.Construction, hosts: Set<String>, _ context: RuleContext, file: LintFile
    ) -> Bool {
        let tokens = file.tokens
        let position = construction.position
        if let owner = construction.contentOf, !hosts.contains(owner) { return false }
        if construction.contentOf == nil {
            // `reducer: Feature()` or `reducer: { Feature() }`.
            let argument = position >= 1 && tokens[position - 1].text == "{" ? position - 1 : position
            guard argument >= 2, construction.qualifier == nil, tokens[argument - 1].text == ":", tokens[argument - 2].text == "reducer",
                  let callee = EnclosingCall.callee(of: argument, in: tokens), hosts.contains(tokens[callee].text) else { return false }
        }
        let index = context.index
        let declarations = candidates(construction, index, module: file.module, file: file)
        return !declarations.isEmpty && declarations.allSatisfy { declaration in
            declaration.attributes.contains("Reducer")
                || declaration.inheritance.contains { $0 == "Reducer" || index.supertypes(of: $0).contains("Reducer") }
        }
    }

    /// `Outer.Name(…)` is resolved as a whole: a type the package nests in `Outer`, or a top-level type of the package's
    /// module `Outer`; with any other qualifier (`NSEvent.ModifierFlags(rawValue:)`) it is a framework's type, whatever
    /// the package declares under the same name. A bare name written in a test, outside the types that nest one of that
    /// name (`Contract(abi:)` beside `extension Web3 { class Contract }`), is the top-level type when there is one.
    /// A bare name the test's own module declares (a test target's `final class Mutex<T>` beside the library's internal
    /// `Mutex`) is that declaration, as the compiler resolves it: the module's own types shadow the ones it imports.
    /// A bare name is also only among the types the file can see (`ImportedDeclarations`): another module's internal
    /// view of that name is not what a test importing the model module builds. A name the package declares only nested
    /// (`final class Array` inside an enum) is none of its types outside the one nesting it (`enclosingScopes`).
    private func candidates(_ construction: TestMethodConstructions.Construction, _ index: PackageIndex, module: String?, file: LintFile? = nil) -> [IndexedType] {
        let name = construction.typeName
        guard let qualifier = construction.qualifier else {
            let declared = index.declarations(named: name)
            let topLevel = file.map { ImportedDeclarations.visible(declared, from: $0, index) } ?? declared
            let own = module.map { module in topLevel.filter { $0.module == module } } ?? []
            if !own.isEmpty { return own }
            // Only internal types of modules the file imports without `@testable`: the name is a dependency's public type.
            if let file, ImportedDeclarations.areHiddenInternals(topLevel, from: file, index) { return [] }
            guard topLevel.isEmpty else { return topLevel }
            let nested = index.nestedDeclarations(named: name)
            guard let file, !nested.isEmpty else { return nested }
            // Only inside the type that nests it (or an extension or subclass of that type) does a bare name reach a nested type:
            // elsewhere `Array(sequence)` is the standard library's `Array`, not a class some enum of the package nests.
            let scopes = enclosingScopes(of: construction.suite, in: file.model, index)
            return nested.filter { $0.parent.map(scopes.contains) == true }
        }
        if index.modules.contains(qualifier) { return index.declarations(named: name).filter { $0.module == qualifier } }
        return index.nestedDeclarations(named: name).filter { $0.parent == qualifier }
    }

    /// How many enclosing types of a suite are looked at: deeper than test code nests, a bound rather than a walk to the top.
    private static let enclosingTypesLimit = 8

    /// The types whose nested types a bare name written in `suite` reaches: the suite, the types it is declared in (directly or
    /// through an extension of them), and their supertypes. Asked only of a name the package declares nowhere but nested.
    private func enclosingScopes(of suite: String, in model: SourceModel, _ index: PackageIndex) -> Set<String> {
        var scopes: Set<String> = []
        for declaration in model.types where declaration.name == suite {
            var current: TypeDecl? = declaration
            for _ in 0..<Self.enclosingTypesLimit {
                guard let type = current else { break }
                scopes.insert(type.name)
                current = type.parent.map { model.types[$0] }
            }
        }
        for scope in scopes { scopes.formUnion(index.supertypes(of: scope)) }
        return scopes
    }

    /// A call the test writes (`Note(text: "a")`), not a receiver stood in for by name.
    private func isOwnCall(_ construction: TestMethodConstructions.Construction, file: LintFile) -> Bool {
        construction.position > 0 && construction.position < file.tokens.count && file.tokens[construction.position].text == construction.typeName
    }

    /// The call hands the class only values: no double, closure, object or name the file does not declare.
    private func isBuiltFromValues(_ construction: TestMethodConstructions.Construction, _ context: RuleContext, file: LintFile) -> Bool {
        let doubles = TestDoubles(markers: context.strings("doubleNameMarkers"))
        return !SubjectArguments(tokens: file.tokens, index: context.index, doubles: doubles).handsCollaborator(constructionAt: construction.position)
    }

    /// `Outer.Name(…)` can only be a nested type (or a module's); a bare name is whichever the package declares.
    /// A type of test code (a test target, or a module of a `testSupport` layer such as a harness that drives the
    /// real server) is the tests' own tool, never what they exercise.
    private func isSubject(
        _ construction: TestMethodConstructions.Construction, _ context: RuleContext, _ valueSuffixes: [String], _ conformances: Set<String>, file: LintFile,
        isDataClass: (IndexedType) -> Bool
    ) -> Bool {
        let index = context.index
        let name = construction.typeName
        let declarations = candidates(construction, index, module: file.module, file: file).filter { !context.isTestCode($0) && !TestSupportFolders.contains($0.path) }
        let testSupportModules = construction.factory == nil ? [] : context.configuration.layers.filter(\.isTestSupport).flatMap(\.modules)
        return declarations.contains { declaration in
            if PersistenceEntities.isEntity(declaration, index) { return false }
            // `Locked(0)`, `Locked(["a"])`: a shared utility's generic class (or actor, `AsyncGuard(0)`) built from the one
            // literal value it wraps has no dependency to hide.
            if construction.wrapsLiteral, declaration.kind == .class || declaration.kind == .actor, declaration.isGeneric,
               let module = declaration.module, let kind = context.layer(ofModule: module)?.kind,
               context.strings("utilityLayerKinds").contains(kind) { return false }
            // `EventHub.makeForTesting()` added by a test-support module's extension: the tests' own fixture factory, which
            // builds whatever that module returns (a recording collector), not the type it extends.
            if let factory = construction.factory, !index.members(of: name, in: declaration.module).contains(factory),
               testSupportModules.contains(where: { index.extensionMembers(of: name, in: $0).contains(factory) }) { return false }
            // `UserAgentBuilder.makeUserAgent()` on an enum builds something else: an enum is made by its cases;
            // `TableGroupView.makeText(…)` builds the text it names, not the view.
            if let factory = construction.factory, declaration.kind == .enum || !StaticFactories.buildsOwnType(factory, of: name) { return false }
            // `RecapFactory.createRecap(…)` declared `-> [String: Any]` in the class's body, beside no static function returning
            // the class (`Self`, itself, a protocol it adopts): a static function the test exercises, building nothing.
            if let factory = construction.factory, index.traits(of: declaration).contains(.staticFunctionsReturnOtherTypes),
               index.members(of: name, in: declaration.module).contains(factory),
               !index.extensionMembers(of: name, in: declaration.module).contains(factory) { return false }
            // A class that is a value in all but keyword (`final class CacheKey: Hashable`, only `let`s) is data, like a struct.
            // So is a data class (`final class Note: Codable`, only data stored) the test builds from values (`Note(text: "a")`),
            // no collaborator handed in: its initializers and queries are what the test checks.
            // So is a thread-safe cell of one value (`Locked<T>`: a lock and the value it guards, `ValueClasses.isSynchronizedCell`).
            let isValue = ValueClasses.isValueClass(declaration, index) || ValueClasses.isObjectiveCRecord(declaration, index)
                || ValueClasses.isObjectiveCValue(declaration, index) || RecordClasses.isRecord(declaration, index)
                || ValueClasses.isSynchronizedCell(declaration, index)
                || declaration.kind == .class && isOwnCall(construction, file: file) && isDataClass(declaration) && isBuiltFromValues(construction, context, file: file)
                // So is a record its initializer parses from one raw payload (`try ChallengeHeader(headerValue: "Bearer a=b")`,
                // `MentionHint(dictionary: payload)`), no collaborator stored: that initializer is what the test checks.
                || declaration.kind == .class && construction.labels?.filter({ $0 == ":" }).count == 1 && isOwnCall(construction, file: file)
                    && DataClasses.isParsedRecord(declaration, index) && isBuiltFromValues(construction, context, file: file)
            return switch declaration.kind {
            case .class where !isValue, .actor: true
            case .struct, .enum, .class:
                // This declaration's own conformances: another type of the same name may be a view.
                // A name alone does not make a subject of a value the test only reads (`WelcomeFeature()`'s constant strings).
                // Nor a view built without arguments only to read its state (`DeviceSetup().path.isEmpty`): its body is never asked for.
                !isPartOfAnotherType(declaration, index) && valueSuffixes.contains { name.hasSuffix($0) } && !construction.isOnlyRead
                    || (declaration.kind == .class || !construction.isOnlyRead)
                        && (declaration.inheritance.contains { conformances.contains($0) || !index.supertypes(of: $0).isDisjoint(with: conformances) }
                            || !declaration.attributes.allSatisfy { !conformances.contains($0) })
            default: false
            }
        }
    }
}
