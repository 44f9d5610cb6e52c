import GuardrailsCore
import GuardrailsRules
import Testing

/// `make-sut` names the object a test exercises, not a fixture it prepares first: the one whose answers the test reads.
@Suite struct MakeSUTSubjectNameTests {
    @Test func aPreparerWhoseCallTheTestDropsIsNotNamed() {
        let findings = makeSUT(
            source: """
                public final class Catalog { public init(name: String) {} }
                public final class Tidier { public init(strict: Bool) {}; public func tidy(_ catalog: Catalog) {} }
                public final class PageWriter { public init(catalog: Catalog) {}; public var strict = false; public func write() -> String { "" } }
                """,
            test: "import XCTest\n" + """

                final class PageOutputTests: XCTestCase {
                    func testWritesTitle() {
                        let catalog = Catalog(name: "a")
                        let tidier = Tidier(strict: true)
                        tidier.tidy(catalog)
                        let writer = PageWriter(catalog: catalog)
                        writer.strict = true
                        let page = writer.write()
                        XCTAssertFalse(page.isEmpty)
                    }
                    func testWritesFooter() {
                        let catalog = Catalog(name: "b")
                        let tidier = Tidier(strict: false)
                        tidier.tidy(catalog)
                        let writer = PageWriter(catalog: catalog)
                        XCTAssertTrue(writer.write().isEmpty)
                    }
                }
                """
        )

        #expect(findings.map(\.message).contains { $0.contains("builds 'PageWriter'") }, "\(findings.map(\.message))")
    }

    @Test func aServiceConfiguredAndHandedToTheSubjectIsNotNamed() {
        let findings = makeSUT(
            source: """
                public final class ShelfService { public init() {}; public func attach(folder: String) {} }
                public final class Intake { public init(shelf: ShelfService) {}; public func events() -> [String] { [] }; public func take(_ path: String) {} }
                """,
            test: "import XCTest\n" + """

                final class IntakeFlowTests: XCTestCase {
                    var intake: Intake!

                    func testTakesOneFile() {
                        let shelf = ShelfService()
                        shelf.attach(folder: "/tmp")
                        self.intake = Intake(shelf: shelf)
                        let before = self.intake.events().count
                        self.intake.take("a")
                        XCTAssertEqual(before, 0)
                    }
                }
                """
        )

        #expect(findings.map(\.message).contains { $0.contains("builds 'Intake'") }, "\(findings.map(\.message))")
    }

    @Test func aRouterHandedToTheServerTheTestRunsIsNotNamed() {
        let findings = makeSUT(
            source: """
                public final class Routes { public init() {}; public func add(_ path: String, _ reply: () -> String) {}; public func makeResponder() -> Responder { Responder() } }
                public struct Responder { public init() {} }
                public struct Server { public init(responder: Responder) {}; public init(routes: Routes) {}; public func run(_ body: (String) -> Void) {} }
                """,
            test: "import XCTest\n" + """

                final class ServingTests: XCTestCase {
                    func testServesHello() {
                        let routes = Routes()
                        routes.add("/hello") { "hello" }
                        let server = Server(responder: routes.makeResponder())
                        server.run { reply in XCTAssertEqual(reply, "hello") }
                    }
                    func testServesBye() {
                        let routes = Routes()
                        routes.add("/bye") { "bye" }
                        let server = Server(routes: routes)
                        server.run { reply in XCTAssertEqual(reply, "bye") }
                    }
                }
                """
        )

        #expect(findings.map(\.message).contains { $0.contains("builds 'Server'") }, "\(findings.map(\.message))")
    }

    @Test func aParserWhoseAnswerTheTestWrapsIsStillNamed() {
        let findings = makeSUT(
            source: """
                public final class Tokenizer { public init() {}; public func split(_ text: String) -> [String] { [] } }
                public struct Sentence { public init(words: [String]) {}; public func count() -> Int { 0 } }
                """,
            test: "import XCTest\n" + """

                final class WordingTests: XCTestCase {
                    func testSplitsTwo() {
                        let tokenizer = Tokenizer()
                        let sentence = Sentence(words: tokenizer.split("a b"))
                        XCTAssertEqual(sentence.count(), 2)
                    }
                    func testSplitsNone() {
                        let tokenizer = Tokenizer()
                        let sentence = Sentence(words: tokenizer.split(""))
                        XCTAssertEqual(sentence.count(), 0)
                    }
                }
                """
        )

        #expect(findings.map(\.message).contains { $0.contains("builds 'Tokenizer'") }, "\(findings.map(\.message))")
    }

    @Test func aSubjectBuiltInsideASpyIsNamedOverTheFixtureItIsHanded() {
        let findings = makeSUT(
            source: """
                public final class Channel { public init(autoStart: Bool = true) {}; public func open(_ path: String) -> Call { Call() } }
                public struct Call { public init() {} }
                public protocol Hook { func retry(_ call: Call, for channel: Channel) }
                open class Resender: Hook { public init(_ body: @escaping (Int) -> Void) {}; public func retry(_ call: Call, for channel: Channel) {} }
                """,
            test: "import Testing\n" + """

                final class RecordingHook<Wrapped: Hook>: Hook {
                    var retries = 0
                    init(_ wrapped: Wrapped) {}
                    func retry(_ call: Call, for channel: Channel) { retries += 1 }
                }

                @Suite struct ResenderTests {
                    @Test func resends() {
                        let channel = Channel(autoStart: false)
                        let call = channel.open("/a")
                        let hook = RecordingHook(Resender { _ in })
                        hook.retry(call, for: channel)
                        #expect(hook.retries == 1)
                    }
                    @Test func resendsOnce() {
                        let channel = Channel(autoStart: false)
                        let hook = RecordingHook(Resender { _ in })
                        hook.retry(channel.open("/b"), for: channel)
                        #expect(hook.retries < 2)
                    }
                }
                """
        )

        #expect(findings.map(\.message).contains { $0.contains("builds 'Resender'") }, "\(findings.map(\.message))")
    }

    private func makeSUT(source: String, test: String) -> [Finding] {
        ExampleConfiguration.findings(
            of: "make-sut",
            in: RuleExample(ExampleFile("Sources/Pages/Pages.swift", source), ExampleFile("Tests/PagesTests/PagesTests.swift", test))
        )
    }
}
