import GuardrailsCore

/// `MakeSUTRule` examples about classes that are records: filled in by their initializer, or diffed by identity and
/// equality, with no action a test could exercise; and a stub built inside a loader closure handed to the subject.
extension MakeSUTRule {
    static let recordTriggeringExamples: [RuleExample] = [
        // A parsed record keeping an object with a job (`HandleResolver`) holds a collaborator a factory would hide.
        RuleExample(
            ExampleFile("Sources/Chat/HandleResolver.swift", "public final class HandleResolver {\n    public init() {}\n    public func resolve(_ id: String) -> String { id }\n}"),
            ExampleFile(
                "Sources/Chat/MentionHint.swift",
                "@objcMembers public class MentionHint: NSObject {\n    public var source: String\n    let resolver: HandleResolver\n    init(dictionary: [String: Any]) {\n        source = dictionary[\"source\"] as? String ?? \"\"\n        resolver = HandleResolver()\n    }\n    func label() -> String { resolver.resolve(source) }\n}"
            ),
            ExampleFile(
                "Tests/ChatTests/MentionHintTests.swift",
                "import XCTest\nimport Chat\n\nfinal class MentionHintTests: XCTestCase {\n    func test_readsSource() {\n        let hint = MentionHint(dictionary: [\"source\": \"a\"])\n        XCTAssertEqual(hint.source, \"a\")\n    }\n    func test_labels() {\n        let hint = MentionHint(dictionary: [\"source\": \"b\"])\n        XCTAssertEqual(hint.label(), \"b\")\n    }\n}"
            )
        ),
        // Text kept as it is given (`init(title: String)`, neither failing nor throwing) is a memberwise initializer, no parse.
        RuleExample(
            ExampleFile("Sources/Forum/TopicTitle.swift", "public final class TopicTitle {\n    public var text: String\n    public var isPinned = false\n    public init(text: String) { self.text = text }\n    public func shortened() -> String { String(text.prefix(8)) }\n}"),
            ExampleFile(
                "Tests/ForumTests/TopicTitleTests.swift",
                "import XCTest\nimport Forum\n\nfinal class TopicTitleTests: XCTestCase {\n    func test_keepsText() {\n        XCTAssertEqual(TopicTitle(text: \"a\").text, \"a\")\n    }\n    func test_shortens() {\n        XCTAssertEqual(TopicTitle(text: \"abcdefghij\").shortened(), \"abcdefgh\")\n    }\n}"
            )
        ),
        // Its own `==` but a stored `var`: a reference its users share and change, not a value.
        RuleExample(
            ExampleFile("Sources/Feature/DraftRevision.swift", "public final class DraftRevision {\n    public var number: Int\n    public init(number: Int) { self.number = number }\n    public static func == (lhs: DraftRevision, rhs: DraftRevision) -> Bool { lhs.number == rhs.number }\n}"),
            ExampleFile("Tests/FeatureTests/RevisionBumpTests.swift", "final class RevisionBumpTests: XCTestCase {\n    func testStarts() { XCTAssertEqual(DraftRevision(number: 1).number, 1) }\n    func testCompares() { XCTAssertTrue(DraftRevision(number: 2) == DraftRevision(number: 2)) }\n}")
        ),
        // A subclass with an action of its own (`refresh(from:)`) makes the archived class a base of objects, not a record.
        RuleExample(
            ExampleFile("Sources/Shelves/ShelfLabel.swift", "class ShelfLabel: NSObject, Codable {\n    class var supportsSecureCoding: Bool { true }\n    let title: String\n    let hint: String\n    init(title: String, hint: String? = nil) { self.title = title; self.hint = hint ?? title }\n    func shortTitle() -> String { String(title.prefix(3)) }\n}"),
            ExampleFile("Sources/Shelves/LiveShelfLabel.swift", "final class LiveShelfLabel: ShelfLabel {\n    let owner: String\n    init(owner: String, title: String) { self.owner = owner; super.init(title: title) }\n    required init(from decoder: Decoder) throws { owner = \"\"; try super.init(from: decoder) }\n    func refresh(from shelf: Shelf) {}\n}"),
            ExampleFile("Tests/ShelvesTests/ShelfLabelTests.swift", "final class ShelfLabelTests: XCTestCase {\n    func test_hintDefaultsToTitle() {\n        let label = ShelfLabel(title: \"a\")\n        XCTAssertEqual(label.hint, \"a\")\n    }\n    func test_keepsHint() {\n        let label = ShelfLabel(title: \"a\", hint: \"b\")\n        XCTAssertEqual(label.hint, \"b\")\n    }\n}")
        ),
        // An extension giving the record an action makes it an object with a job again.
        RuleExample(
            ExampleFile(
                "Sources/Billing/CardCheck.swift",
                "@objcMembers public class CardCheck: NSObject {\n    public var status: String?\n    init(payload: [String: String]) { status = payload[\"status\"] }\n}\nextension CardCheck {\n    public func retry(using gateway: Gateway) {}\n}"
            ),
            ExampleFile(
                "Tests/BillingTests/CardCheckTests.swift",
                "final class CardCheckTests: XCTestCase {\n    func test_retries() {\n        let check = CardCheck(payload: [:])\n        check.retry(using: gateway)\n    }\n    func test_keepsStatus() {\n        let check = CardCheck(payload: [\"status\": \"ok\"])\n        XCTAssertEqual(check.status, \"ok\")\n    }\n}"
            )
        ),
        // A Swift class of data is one for the identity its users share, not a record made a class for Objective-C.
        RuleExample(
            ExampleFile("Sources/Forum/ForumDraft.swift", "final class ForumDraft {\n    var title: String?\n    init(title: String?) { self.title = title }\n}"),
            ExampleFile(
                "Tests/ForumTests/ForumDraftTests.swift",
                "final class ForumDraftTests: XCTestCase {\n    func test_keepsTitle() {\n        let draft = ForumDraft(title: \"a\")\n        XCTAssertEqual(draft.title, \"a\")\n    }\n    func test_keepsNoTitle() {\n        let draft = ForumDraft(title: nil)\n        XCTAssertNil(draft.title)\n    }\n}"
            )
        ),
        // A record with an instance action (`fire()`) is an object with a job, whatever protocol it adopts.
        RuleExample(
            ExampleFile(
                "Sources/Timeline/AlarmMark.swift",
                "public protocol TimelineMark {\n    var label: String { get }\n    var at: Date { get }\n}\npublic class AlarmMark: NSObject, TimelineMark {\n    public let label: String\n    public let at: Date\n    init(payload: [String: Any], at: Date = Date()) throws {\n        label = payload[\"alarm\"] as? String ?? \"\"\n        self.at = at\n    }\n    func fire() {}\n}"
            ),
            ExampleFile(
                "Tests/TimelineTests/AlarmMarkTests.swift",
                "final class AlarmMarkTests: XCTestCase {\n    func test_readsLabel() throws {\n        let mark = try AlarmMark(payload: [\"alarm\": \"wake\"])\n        XCTAssertEqual(mark.label, \"wake\")\n    }\n    func test_rejectsEmptyPayload() {\n        XCTAssertThrowsError(try AlarmMark(payload: [:]))\n    }\n}"
            )
        ),
        // A package protocol asking for an action (`describe()`, given a default in an extension) gives its conformer a role.
        RuleExample(
            ExampleFile(
                "Sources/Timeline/AlarmMark.swift",
                "public protocol TimelineMark {\n    var label: String { get }\n    func describe() -> String\n}\nextension TimelineMark {\n    public func describe() -> String { label }\n}\npublic class AlarmMark: NSObject, TimelineMark {\n    public let label: String\n    init(payload: [String: Any]) throws {\n        label = Self.read(payload)\n    }\n    static func read(_ payload: [String: Any]) -> String { payload[\"alarm\"] as? String ?? \"\" }\n}"
            ),
            ExampleFile(
                "Tests/TimelineTests/AlarmMarkTests.swift",
                "final class AlarmMarkTests: XCTestCase {\n    func test_readsLabel() throws {\n        let mark = try AlarmMark(payload: [\"alarm\": \"wake\"])\n        XCTAssertEqual(mark.label, \"wake\")\n    }\n    func test_rejectsEmptyPayload() {\n        XCTAssertThrowsError(try AlarmMark(payload: [:]))\n    }\n}"
            )
        ),
        // An `NSObject` storing a collaborator of the package (`let ledger: ToggleLedger`) is an object with a job, not a record of values.
        RuleExample(
            ExampleFile("Sources/Toggles/ToggleLedger.swift", "public final class ToggleLedger {\n    public init() {}\n    public func value(for key: String) -> Any? { nil }\n}"),
            ExampleFile(
                "Sources/Toggles/ToggleReading.swift",
                "public class ToggleReading: NSObject {\n    @objc public let key: String\n    let ledger: ToggleLedger\n    init(key: String, ledger: ToggleLedger) { self.key = key; self.ledger = ledger }\n    public func extra<T: Decodable>(as type: T.Type) -> T? { ledger.value(for: key) as? T }\n}"
            ),
            ExampleFile(
                "Tests/TogglesTests/ToggleReadingTests.swift",
                "final class ToggleReadingTests: XCTestCase {\n    func test_noExtra() {\n        let reading = ToggleReading(key: \"a\", ledger: ToggleLedger())\n        XCTAssertNil(reading.extra(as: String.self))\n    }\n    func test_keepsKey() {\n        let reading = ToggleReading(key: \"b\", ledger: ToggleLedger())\n        XCTAssertEqual(reading.key, \"b\")\n    }\n}"
            )
        ),
        // A data class compared by content with one action (`markRead()`) is an object with a job.
        RuleExample(
            ExampleFile(
                "Sources/Forum/ThreadReply.swift",
                "import Observation\n\n@Observable\npublic final class ThreadReply: Sendable {\n    public let id: Int\n    public var body: String\n    public var isRead = false\n    public init(id: Int, body: String) { self.id = id; self.body = body }\n    public func markRead() { isRead = true }\n}\nextension ThreadReply: Hashable {\n    public static func == (lhs: ThreadReply, rhs: ThreadReply) -> Bool { lhs.id == rhs.id }\n    public func hash(into hasher: inout Hasher) { hasher.combine(id) }\n}"
            ),
            ExampleFile(
                "Tests/ForumTests/ThreadReplyTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Forum\n\n@Suite struct ThreadReplyTests {\n    @Test func keepsBody() {\n        let reply = ThreadReply(id: 1, body: \"a\")\n        #expect(reply.body == \"a\")\n    }\n    @Test func marksRead() {\n        let reply = ThreadReply(id: 1, body: \"a\")\n        reply.markRead()\n        #expect(reply.isRead)\n    }\n}"
            )
        ),
        // The same class without content equality (no `isEqual(_:)` and `hash`) and a package protocol: an object with a role.
        RuleExample(
            ExampleFile(
                "Sources/Notices/Notice.swift",
                "import Foundation\npublic final class Notice: NSObject, Identifiable {\n    private let payload: [String: String]\n    public let id: String\n    public init(payload: [String: String]) throws {\n        self.payload = payload\n        id = payload[\"id\"] ?? \"\"\n    }\n    public func title(for language: String) -> String? { payload[language] }\n}"
            ),
            ExampleFile("Sources/Notices/NoticeText.swift", "public protocol NoticeText {\n    func title(for language: String) -> String?\n}\nextension Notice: NoticeText {}"),
            ExampleFile(
                "Tests/NoticesTests/NoticeParsingTests.swift",
                "import Testing\nimport Notices\nstruct NoticeParsingTests {\n    @Test func readsID() throws {\n        let notice = try Notice(payload: [\"id\": \"a\"])\n        #expect(notice.id == \"a\")\n    }\n    @Test func readsTitle() throws {\n        let notice = try Notice(payload: [\"en\": \"b\"])\n        #expect(notice.title(for: \"en\") == \"b\")\n    }\n}"
            )
        ),
        // The same class with a method of its own acting on what it holds: an object with a job.
        RuleExample(
            ExampleFile("Sources/Feature/ParcelSlip.swift", "import Foundation\npublic enum Deadline {\n    case never\n    case at(Date)\n    public var hasPassed: Bool { if case .at(let date) = self { return date < Date() }; return false }\n}\npublic class ParcelSlip: NSObject {\n    public let contents: Any\n    public let deadline: Deadline\n    public init(contents: Any, deadline: Deadline) {\n        self.contents = contents\n        self.deadline = deadline\n    }\n    public func open() -> String { \"\\(contents)\" }\n}"),
            ExampleFile("Tests/FeatureTests/ParcelSlipTests.swift", "import XCTest\nimport Feature\n\nfinal class ParcelSlipTests: XCTestCase {\n    func test_notDueYet() {\n        let slip = ParcelSlip(contents: 1, deadline: .at(Date(timeIntervalSinceNow: 60)))\n        XCTAssertFalse(slip.deadline.hasPassed)\n    }\n    func test_due() {\n        let slip = ParcelSlip(contents: 1, deadline: .at(Date(timeIntervalSinceNow: -60)))\n        XCTAssertTrue(slip.deadline.hasPassed)\n    }\n}")
        ),
        // The same record given a fake with behaviour of its own (a method it counts calls of): a collaborator double.
        RuleExample(
            ExampleFile("Sources/Feature/LayoutSource.swift", "protocol LayoutSource {\n    func pairs() -> [(key: String, value: String)]\n}"),
            ExampleFile(
                "Sources/Feature/LayoutOptions.swift",
                "final class LayoutOptions {\n    let verbose: Bool\n    let width: Int\n\n    init(source: any LayoutSource) throws {\n        var verbose = false\n        var width = 80\n        for pair in source.pairs() {\n            if pair.key == \"verbose\" { verbose = true }\n            if pair.key == \"width\" { width = Int(pair.value) ?? 80 }\n        }\n        self.verbose = verbose\n        self.width = width\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/LayoutOptionsTests.swift",
                "import Feature\nimport XCTest\n\nfinal class LayoutOptionsTests: XCTestCase {\n    private final class FakeSource: LayoutSource {\n        var reads = 0\n        func pairs() -> [(key: String, value: String)] {\n            reads += 1\n            return [(\"width\", \"100\")]\n        }\n    }\n\n    func test_width() throws {\n        let options = try LayoutOptions(source: FakeSource())\n        XCTAssertEqual(options.width, 100)\n    }\n\n    func test_verbose() throws {\n        let options = try LayoutOptions(source: FakeSource())\n        XCTAssertFalse(options.verbose)\n    }\n}"
            )
        ),
    ]

    static let recordNonTriggeringExamples: [RuleExample] = [
        // A record parsing what a protocol-typed source hands it, given a test's fake that is only that payload: a struct of
        // stored data adopting a protocol that asks only for properties. The parse is what the test checks.
        RuleExample(
            ExampleFile("Sources/Feature/OptionsSource.swift", "public protocol OptionsSource {\n    var raw: String { get }\n    var pairs: [(key: String, value: String)] { get }\n}"),
            ExampleFile(
                "Sources/Feature/RenderOptions.swift",
                "final class RenderOptions {\n    let verbose: Bool\n    let width: Int\n\n    init(source: any OptionsSource) throws {\n        var verbose = false\n        var width = 80\n        for pair in source.pairs {\n            if pair.key == \"verbose\" { verbose = true }\n            if pair.key == \"width\" { width = Int(pair.value) ?? 80 }\n        }\n        self.verbose = verbose\n        self.width = width\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/RenderOptionsTests.swift",
                "import Feature\nimport XCTest\n\nfinal class RenderOptionsTests: XCTestCase {\n    private struct FakeSource: OptionsSource {\n        let raw: String\n        let pairs: [(key: String, value: String)]\n\n        init(pairs: [(key: String, value: String)]) {\n            self.raw = \"\"\n            self.pairs = pairs\n        }\n    }\n\n    func test_verbose() throws {\n        let options = try RenderOptions(source: FakeSource(pairs: [(\"verbose\", \"\")]))\n        XCTAssertTrue(options.verbose)\n    }\n\n    func test_width() throws {\n        let options = try RenderOptions(source: FakeSource(pairs: [(\"width\", \"100\")]))\n        XCTAssertEqual(options.width, 100)\n    }\n}"
            )
        ),
        // A header its throwing initializer parses from text: each test hands it another payload and reads the fields back.
        RuleExample(
            ExampleFile(
                "Sources/Auth/ChallengeHeader.swift",
                "public final class ChallengeHeader {\n    public var scheme: String\n    public var fields: [String: String] = [:]\n    public init(headerValue: String) throws {\n        let parts = headerValue.split(separator: \" \", maxSplits: 1)\n        guard parts.count == 2 else { throw HeaderError.malformed }\n        scheme = String(parts[0])\n        fields = Self.pairs(in: String(parts[1]))\n    }\n    public func realm() -> String? { fields[\"realm\"] }\n    private static func pairs(in text: String) -> [String: String] { [:] }\n}"
            ),
            ExampleFile(
                "Tests/AuthTests/ChallengeHeaderTests.swift",
                "import XCTest\nimport Auth\n\nfinal class ChallengeHeaderTests: XCTestCase {\n    func test_readsScheme() throws {\n        let header = try ChallengeHeader(headerValue: \"Bearer realm=a\")\n        XCTAssertEqual(header.scheme, \"Bearer\")\n    }\n    func test_readsRealm() throws {\n        let header = try ChallengeHeader(headerValue: \"Bearer realm=b\")\n        XCTAssertEqual(header.realm(), \"b\")\n    }\n    func test_rejectsBareScheme() {\n        XCTAssertThrowsError(try ChallengeHeader(headerValue: \"Bearer\"))\n    }\n}"
            )
        ),
        // An `NSObject` of `var`s a dictionary fills in, storing a record of the package and offering a query: the parse is tested.
        RuleExample(
            ExampleFile("Sources/Chat/Handle.swift", "@objcMembers public class Handle: NSObject {\n    public var id: String\n    public var label: String\n    init(id: String, label: String) {\n        self.id = id\n        self.label = label\n    }\n}"),
            ExampleFile(
                "Sources/Chat/MentionHint.swift",
                "@objcMembers public class MentionHint: NSObject {\n    public var handle: Handle\n    public var source: String\n    public var note: String?\n    init(dictionary: [String: Any]) {\n        handle = Handle(id: dictionary[\"id\"] as? String ?? \"\", label: dictionary[\"label\"] as? String ?? \"\")\n        source = dictionary[\"source\"] as? String ?? \"\"\n        note = dictionary[\"note\"] as? String\n    }\n    func isFromContacts() -> Bool { source == \"contacts\" }\n}"
            ),
            ExampleFile(
                "Tests/ChatTests/MentionHintTests.swift",
                "import XCTest\nimport Chat\n\nfinal class MentionHintTests: XCTestCase {\n    func test_readsHandle() {\n        let hint = MentionHint(dictionary: [\"id\": \"a\", \"label\": \"A\"])\n        XCTAssertEqual(hint.handle.label, \"A\")\n    }\n    func test_readsSource() {\n        let payload: [String: Any] = [\"id\": \"b\", \"source\": \"contacts\"]\n        let hint = MentionHint(dictionary: payload)\n        XCTAssertTrue(hint.isFromContacts())\n    }\n}"
            )
        ),
        // A final class of `let`s declaring `static func ==` (and `<`) without writing `Equatable`: a version value, as a struct would be.
        RuleExample(
            ExampleFile("Sources/Feature/ApiVersion.swift", "public final class ApiVersion: Sendable {\n    public let major: Int\n    public let minor: Int\n    public init(major: Int, minor: Int) {\n        self.major = major\n        self.minor = minor\n    }\n    public convenience init?(_ text: String) {\n        let parts = text.split(separator: \".\").compactMap { Int($0) }\n        guard parts.count == 2 else { return nil }\n        self.init(major: parts[0], minor: parts[1])\n    }\n}\n\nextension ApiVersion {\n    public static func == (lhs: ApiVersion, rhs: ApiVersion) -> Bool { lhs.major == rhs.major && lhs.minor == rhs.minor }\n    public static func < (lhs: ApiVersion, rhs: ApiVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }\n}"),
            ExampleFile("Tests/FeatureTests/VersionParsingTests.swift", "final class VersionParsingTests: XCTestCase {\n    func testParses() { XCTAssertTrue(ApiVersion(\"1.2\")! == ApiVersion(major: 1, minor: 2)) }\n    func testOrders() { XCTAssertTrue(ApiVersion(major: 1, minor: 0) < ApiVersion(major: 2, minor: 0)) }\n}")
        ),
        // A data class compared by content (an `@Observable` model, `==` and `hash(into:)` in an extension), declaring
        // nothing but properties and initializers: tests building it and reading its fields back test a model, as for a struct.
        RuleExample(
            ExampleFile(
                "Sources/Forum/ForumPost.swift",
                "import Observation\n\n@Observable\npublic final class ForumPost: Sendable {\n    public let id: Int\n    public var title: String\n    public var score: Int\n    @ObservationIgnored\n    public var excerpt: String?\n    public init(id: Int, title: String, score: Int = 0, excerpt: String? = nil) {\n        self.id = id\n        self.title = title\n        self.score = score\n        self.excerpt = excerpt\n    }\n}\nextension ForumPost: Hashable {\n    public static func == (lhs: ForumPost, rhs: ForumPost) -> Bool { lhs.id == rhs.id }\n    public func hash(into hasher: inout Hasher) { hasher.combine(id) }\n}\npublic protocol Scored {\n    var score: Int { get set }\n}\nextension ForumPost: Scored {}"
            ),
            ExampleFile(
                "Tests/ForumTests/ForumModelTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Forum\n\n@Suite struct ForumModelTests {\n    @Test func postKeepsFields() {\n        let post = ForumPost(id: 7, title: \"a\", score: 3)\n        #expect(post.title == \"a\")\n        #expect(post.score == 3)\n    }\n    @Test func postsWithOneIDAreEqual() {\n        let first = ForumPost(id: 7, title: \"a\")\n        let second = ForumPost(id: 7, title: \"b\")\n        #expect(first == second)\n        #expect(first.hashValue == second.hashValue)\n    }\n}"
            )
        ),
        // An event record filled in by a throwing initializer and static parsers, adopting a package protocol that asks
        // only for properties: no instance behaviour to exercise, the tests vary the payload.
        RuleExample(
            ExampleFile(
                "Sources/Timeline/AlarmMark.swift",
                "public protocol TimelineMark {\n    var label: String { get }\n    var at: Date { get }\n}\npublic class AlarmMark: NSObject, TimelineMark {\n    public let label: String\n    public let at: Date\n    public private(set) var details: [String: String]\n    init(payload: [String: Any], at: Date = Date()) throws {\n        guard let body = payload[\"alarm\"] as? [String: Any] else { throw MarkError.missing }\n        label = \"alarm\"\n        self.at = at\n        details = Self.read(body, quiet: Self.isQuiet(body))\n    }\n    static func read(_ body: [String: Any], quiet: Bool) -> [String: String] { [:] }\n    private static func isQuiet(_ body: [String: Any]) -> Bool { body[\"quiet\"] != nil }\n    struct Keys {\n        static let root = \"alarm\"\n    }\n}"
            ),
            ExampleFile(
                "Tests/TimelineTests/AlarmMarkTests.swift",
                "final class AlarmMarkTests: XCTestCase {\n    func test_readsLabel() throws {\n        let mark = try AlarmMark(payload: [\"alarm\": [:]])\n        XCTAssertEqual(mark.label, \"alarm\")\n    }\n    func test_rejectsEmptyPayload() {\n        XCTAssertThrowsError(try AlarmMark(payload: [:]))\n    }\n}"
            )
        ),
        // An `NSObject` storing only `let`s of standard values, conforming to nothing, with a typed accessor of what it stores.
        RuleExample(
            ExampleFile(
                "Sources/Toggles/ToggleOutcome.swift",
                "public class ToggleOutcome: NSObject {\n    @objc public let key: String\n    @objc public let isOn: Bool\n    @objc public let variant: String?\n    @objc public let extra: Any?\n    init(key: String, isOn: Bool, variant: String?, extra: Any?) {\n        self.key = key\n        self.isOn = isOn\n        self.variant = variant\n        self.extra = extra\n    }\n    public func extra<T: Decodable>(as type: T.Type) -> T? {\n        extra as? T\n    }\n}"
            ),
            ExampleFile(
                "Tests/TogglesTests/ToggleOutcomeTests.swift",
                "final class ToggleOutcomeTests: XCTestCase {\n    func test_noExtra() {\n        let outcome = ToggleOutcome(key: \"a\", isOn: true, variant: nil, extra: nil)\n        XCTAssertNil(outcome.extra(as: String.self))\n    }\n    func test_textExtra() {\n        let outcome = ToggleOutcome(key: \"a\", isOn: true, variant: nil, extra: \"b\")\n        XCTAssertEqual(outcome.extra(as: String.self), \"b\")\n    }\n}"
            )
        ),
        // A `Codable` `NSObject` record whose one subclass adds only fields and their coding: the tests vary its initializer's input.
        RuleExample(
            ExampleFile("Sources/Shelves/ShelfLabel.swift", "class ShelfLabel: NSObject, Codable {\n    class var supportsSecureCoding: Bool { true }\n    let title: String\n    let hint: String\n    init(title: String, hint: String? = nil) { self.title = title; self.hint = hint ?? title }\n    func shortTitle() -> String { String(title.prefix(3)) }\n}"),
            ExampleFile("Sources/Shelves/CustomShelfLabel.swift", "final class CustomShelfLabel: ShelfLabel {\n    override class var supportsSecureCoding: Bool { true }\n    let owner: String\n    init(owner: String, title: String) { self.owner = owner; super.init(title: title) }\n    required init(from decoder: Decoder) throws { owner = \"\"; try super.init(from: decoder) }\n    override func encode(to encoder: Encoder) throws { try super.encode(to: encoder) }\n}"),
            ExampleFile("Tests/ShelvesTests/ShelfLabelTests.swift", "final class ShelfLabelTests: XCTestCase {\n    func test_hintDefaultsToTitle() {\n        let label = ShelfLabel(title: \"a\")\n        XCTAssertEqual(label.hint, \"a\")\n    }\n    func test_keepsHint() {\n        let label = ShelfLabel(title: \"a\", hint: \"b\")\n        XCTAssertEqual(label.hint, \"b\")\n    }\n}")
        ),
        // Only properties and an initializer reading a payload, subclassing the package's own such record.
        RuleExample(
            ExampleFile(
                "Sources/Billing/Receipt.swift",
                "open class Receipt: NSObject {\n    public var token: String\n    public init(token: String) { self.token = token }\n}"
            ),
            ExampleFile(
                "Sources/Billing/CardReceipt.swift",
                "@objcMembers public class CardReceipt: Receipt {\n    public var lastDigits: String?\n    public var isVerified: Bool = false\n    init?(payload: [String: String]) {\n        guard let token = payload[\"token\"] else { return nil }\n        lastDigits = payload[\"last4\"]\n        isVerified = lastDigits != nil\n        super.init(token: token)\n    }\n}\nextension CardReceipt {\n    var isComplete: Bool { isVerified && lastDigits?.count == 4 }\n}"
            ),
            ExampleFile(
                "Tests/BillingTests/CardReceiptTests.swift",
                "final class CardReceiptTests: XCTestCase {\n    func test_readsDigits() { XCTAssertEqual(CardReceipt(payload: [\"token\": \"t\", \"last4\": \"1234\"])?.lastDigits, \"1234\") }\n    func test_needsToken() { XCTAssertNil(CardReceipt(payload: [:])) }\n}"
            )
        ),
        // The payload object a test hands to the record's initializer is what the record is filled in from.
        RuleExample(
            ExampleFile(
                "Sources/Billing/Refund.swift",
                "public final class Payload: NSObject {\n    let raw: [String: Any]\n    public init(raw: [String: Any]) { self.raw = raw }\n    public subscript(key: String) -> String? { raw[key] as? String }\n}\n@objcMembers public class Refund: NSObject {\n    public var reason: String?\n    init(payload: Payload) { reason = payload[\"reason\"] }\n}"
            ),
            ExampleFile(
                "Tests/BillingTests/RefundParsingTests.swift",
                "final class RefundParsingTests: XCTestCase {\n    func test_readsReason() {\n        let payload = Payload(raw: [\"reason\": \"late\"])\n        let refund = Refund(payload: payload)\n        XCTAssertEqual(refund.reason, \"late\")\n    }\n    func test_noReason() {\n        let payload = Payload(raw: [:])\n        XCTAssertNil(Refund(payload: payload).reason)\n    }\n}"
            )
        ),
        // The page stream is only the stubbed answer of the loader closure handed to the feed's initializer.
        RuleExample(
            ExampleFile(
                "Sources/Feeds/PagedFeed.swift",
                "public final class PageStream<Value> {\n    public init(value: Value? = nil) {}\n}\npublic final class PagedFeed<Item> {\n    public init(loader: @escaping (Int) -> PageStream<[Item]>) {}\n    public func loadMore() {}\n}"
            ),
            ExampleFile(
                "Tests/FeedsTests/PagedFeedTests.swift",
                "final class PagedFeedTests: XCTestCase {\n    func test_startsEmpty() {\n        let feed = PagedFeed { _ in PageStream<[Int]>() }\n        XCTAssertTrue(feed.hasMore)\n    }\n    func test_loadsPage() {\n        let feed = PagedFeed<Int> { page in\n            PageStream(value: [page])\n        }\n        feed.loadMore()\n    }\n}"
            )
        ),
        // A protocol the package gives every `NSObject` (`extension NSObject: Trackable`) is no role of this record.
        RuleExample(
            ExampleFile(
                "Sources/Routing/ShareLink.swift",
                "protocol Trackable {}\nextension NSObject: Trackable {}\nclass ShareLink: NSObject {\n    let target: String?\n    var isEmpty: Bool { target == nil }\n    init(fields: [String: Any]) { target = fields[\"target\"] as? String }\n}"
            ),
            ExampleFile(
                "Tests/RoutingTests/ShareLinkTests.swift",
                "final class ShareLinkTests: XCTestCase {\n    func test_noTarget() { XCTAssertTrue(ShareLink(fields: [:]).isEmpty) }\n    func test_target() { XCTAssertEqual(ShareLink(fields: [\"target\": \"a\"]).target, \"a\") }\n}"
            )
        ),
        // A final row model of constants whose only protocols are a list-diffing library's identity and equality.
        RuleExample(
            ExampleFile(
                "Sources/Threads/ReplyRowModel.swift",
                "import IGListKit\n\nfinal class ReplyRowModel: NSObject, ListDiffable {\n    let text: String\n    let height: CGFloat\n    init(text: String) {\n        self.text = text\n        height = CGFloat(text.count) * 2\n    }\n    func diffIdentifier() -> NSObjectProtocol { self }\n    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { true }\n}"
            ),
            ExampleFile(
                "Tests/ThreadsTests/ReplyRowTests.swift",
                "final class ReplyRowTests: XCTestCase {\n    func test_shortHeight() { XCTAssertEqual(ReplyRowModel(text: \"a\").height, 2) }\n    func test_longHeight() { XCTAssertEqual(ReplyRowModel(text: \"abc\").height, 6) }\n}"
            )
        ),
        // A final `NSObject` storing only `let`s and comparing them in `isEqual(_:)` and `hash`, whatever package protocol of
        // accessors it adopts elsewhere: a value made a class for Objective-C; the payload the test feeds its initializer is its input.
        RuleExample(
            ExampleFile(
                "Sources/Notices/Notice.swift",
                "import Foundation\npublic final class Notice: NSObject, Identifiable, \(ForbiddenSpellings.uncheckedSendable) {\n    private let payload: [String: String]\n    public let id: String\n    public init(payload: [String: String]) throws {\n        self.payload = payload\n        id = payload[\"id\"] ?? \"\"\n    }\n    public func title(for language: String) -> String? { payload[language] }\n    public override func isEqual(_ object: Any?) -> Bool { (object as? Notice)?.id == id }\n    public override var hash: Int { id.hashValue }\n}"
            ),
            ExampleFile("Sources/Notices/NoticeText.swift", "public protocol NoticeText {\n    func title(for language: String) -> String?\n}\nextension Notice: NoticeText {}"),
            ExampleFile(
                "Tests/NoticesTests/NoticeParsingTests.swift",
                "import Testing\nimport Notices\nstruct NoticeParsingTests {\n    @Test func readsID() throws {\n        let notice = try Notice(payload: [\"id\": \"a\"])\n        #expect(notice.id == \"a\")\n    }\n    @Test func readsTitle() throws {\n        let notice = try Notice(payload: [\"en\": \"b\"])\n        #expect(notice.title(for: \"en\") == \"b\")\n    }\n}"
            )
        ),
        // An `NSObject` of only `let`s and an initializer holding `Any`: the payload it carries, which no method of its drives.
        RuleExample(
            ExampleFile("Sources/Feature/ParcelSlip.swift", "import Foundation\npublic enum Deadline {\n    case never\n    case at(Date)\n    public var hasPassed: Bool { if case .at(let date) = self { return date < Date() }; return false }\n}\npublic class ParcelSlip: NSObject {\n    public let contents: Any\n    public let deadline: Deadline\n    public init(contents: Any, deadline: Deadline) {\n        self.contents = contents\n        self.deadline = deadline\n    }\n}"),
            ExampleFile("Tests/FeatureTests/ParcelSlipTests.swift", "import XCTest\nimport Feature\n\nfinal class ParcelSlipTests: XCTestCase {\n    func test_notDueYet() {\n        let slip = ParcelSlip(contents: 1, deadline: .at(Date(timeIntervalSinceNow: 60)))\n        XCTAssertFalse(slip.deadline.hasPassed)\n    }\n    func test_due() {\n        let slip = ParcelSlip(contents: 1, deadline: .at(Date(timeIntervalSinceNow: -60)))\n        XCTAssertTrue(slip.deadline.hasPassed)\n    }\n}")
        ),
    ]
}
