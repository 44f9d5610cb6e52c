import GuardrailsCore

/// `MakeSUTRule` examples about what a test builds as a value rather than its subject: a data class built from values,
/// an object handed in a collection literal to another type's method (an enum case's payload), and a document built from
/// what the subject produced only to read it.
extension MakeSUTRule {
    static let dataTriggeringExamples: [RuleExample] = [
        // Coding steps lend nothing to a class that does not code itself: its protocol's actions are its own behaviour.
        RuleExample(
            ExampleFile(
                "Sources/Route/Milepost.swift",
                "public protocol ExtrasWriting: AnyObject {\n    func encodeExtras(to encoder: Encoder) throws\n}\nopen class Milepost: Equatable, ExtrasWriting {\n    public let text: String\n    public init(text: String) { self.text = text }\n    public func encodeExtras(to encoder: Encoder) throws {}\n    public static func == (lhs: Milepost, rhs: Milepost) -> Bool { lhs.text == rhs.text }\n}"
            ),
            ExampleFile(
                "Tests/RouteTests/MilepostTests.swift",
                "final class MilepostTests: XCTestCase {\n    func testEquality() {\n        XCTAssertEqual(Milepost(text: \"a\"), Milepost(text: \"a\"))\n    }\n    func testText() {\n        XCTAssertEqual(Milepost(text: \"b\").text, \"b\")\n    }\n}"
            )
        ),
        // A fixture file read once, outside any loop over files: the parser is the subject its tests build.
        RuleExample(
            ExampleFile("Sources/Lint/Scanner.swift", "public final class Scanner {\n    public init(_ text: String) {}\n    public func declarations() -> [String] { [] }\n}"),
            ExampleFile(
                "Tests/LintTests/ScannerReadingTests.swift",
                "final class ScannerReadingTests: XCTestCase {\n    func test_readsFixture() throws {\n        let text = try String(contentsOf: fixtureURL)\n        XCTAssertEqual(Scanner(text).declarations(), [])\n    }\n    func test_readsEmpty() {\n        XCTAssertEqual(Scanner(\"\").declarations(), [])\n    }\n}"
            )
        ),
        // A data class handed a collaborator (`printer:`) has a dependency a factory would hide.
        RuleExample(
            ExampleFile("Sources/Till/Receipt.swift", "public protocol ReceiptPrinting {}\npublic final class Receipt: Codable {\n    public let total: Int\n    public init(total: Int, printer: ReceiptPrinting) { self.total = total }\n}"),
            ExampleFile(
                "Tests/TillTests/ReceiptTotalsTests.swift",
                "final class ReceiptTotalsTests: XCTestCase {\n    func test_keepsTotal() {\n        let receipt = Receipt(total: 2, printer: PrinterSpy())\n        XCTAssertEqual(receipt.total, 2)\n    }\n    func test_keepsZero() {\n        let receipt = Receipt(total: 0, printer: PrinterSpy())\n        XCTAssertEqual(receipt.total, 0)\n    }\n}\nprivate final class PrinterSpy: ReceiptPrinting {}"
            )
        ),
        // A class comparing what it stores but keeping a package object (`let ledger: Ledger`) is no data class.
        RuleExample(
            ExampleFile("Sources/Till/Ledger.swift", "public final class Ledger {\n    public init() {}\n    public func post(_ amount: Int) {}\n}"),
            ExampleFile("Sources/Till/Tally.swift", "public class Tally: Equatable {\n    let ledger: Ledger\n    public let count: Int\n    public init(count: Int) { self.count = count; ledger = Ledger() }\n    public func post() { ledger.post(count) }\n    public static func == (lhs: Tally, rhs: Tally) -> Bool { lhs.count == rhs.count }\n}"),
            ExampleFile("Tests/TillTests/TallyCountTests.swift", "final class TallyCountTests: XCTestCase {\n    func test_counts() { XCTAssertEqual(Tally(count: 1).count, 1) }\n    func test_compares() { XCTAssertEqual(Tally(count: 2), Tally(count: 2)) }\n}")
        ),
        // A class whose methods the test calls before putting it in a collection it hands over is exercised there.
        RuleExample(
            ExampleFile("Sources/Shelf/Attachment.swift", "public final class Attachment {\n    public var name: String\n    public init(name: String) { self.name = name }\n    public func rename(to name: String) { self.name = name }\n}\npublic enum Destination {\n    case share(files: [Attachment])\n}"),
            ExampleFile(
                "Tests/ShelfTests/AttachmentRenamingTests.swift",
                "final class AttachmentRenamingTests: XCTestCase {\n    func test_renames() {\n        let file = Attachment(name: \"a\")\n        file.rename(to: \"b\")\n        let destination = Destination.share(files: [file])\n        XCTAssertEqual(file.name, \"b\")\n    }\n    func test_keepsName() {\n        let file = Attachment(name: \"a\")\n        file.rename(to: \"a\")\n        XCTAssertEqual(file.name, \"a\")\n    }\n}"
            )
        ),
        // A document the tests build from their own bytes is the parser they exercise.
        RuleExample(
            ExampleFile("Sources/Markup/MarkupDocument.swift", "public final class MarkupDocument {\n    public init(bytes: [UInt8]) throws {}\n    public func root() -> String? { nil }\n}"),
            ExampleFile(
                "Tests/MarkupTests/MarkupReadingTests.swift",
                "final class MarkupReadingTests: XCTestCase {\n    func test_readsRoot() throws {\n        let bytes: [UInt8] = [60, 97, 47, 62]\n        let root = try MarkupDocument(bytes: bytes).root()\n        XCTAssertEqual(root, \"a\")\n    }\n    func test_readsNoRoot() throws {\n        let bytes: [UInt8] = []\n        let root = try MarkupDocument(bytes: bytes).root()\n        XCTAssertNil(root)\n    }\n}"
            )
        ),
        // Tests that never build the enum the suite is named after still build their subject themselves.
        RuleExample(
            ExampleFile("Sources/Feature/Scratch.swift", "final class Scratch {\n    func randomBytes(_ count: Int) -> [UInt8] { Array(repeating: 1, count: count) }\n    func exists(_ path: String) -> Bool { true }\n    func remove(_ path: String) {}\n}"),
            ExampleFile("Sources/Feature/UploadPayload.swift", "enum UploadPayload {\n    case bytes([UInt8])\n    case file(String)\n    func stagedPath() throws -> String { \"/tmp/x\" }\n}"),
            ExampleFile("Tests/FeatureTests/UploadPayloadTests.swift", "final class UploadPayloadTests: XCTestCase {\n    func test_bytes_areStaged() {\n        let scratch = Scratch()\n        XCTAssertEqual(scratch.randomBytes(8).count, 8)\n    }\n\n    func test_missingFile() {\n        let scratch = Scratch()\n        XCTAssertTrue(scratch.exists(\"/tmp/a\"))\n    }\n}")
        ),
    ]

    static let dataNonTriggeringExamples: [RuleExample] = [
        // A record class coding itself with the coding steps of a package protocol (`encodeExtras(to:)`): data its tests code and compare.
        RuleExample(
            ExampleFile(
                "Sources/Route/Signpost.swift",
                "public protocol ExtrasCoding: AnyObject {\n    var extras: [String: String] { get set }\n    func decodeExtras(from decoder: Decoder) throws\n    func encodeExtras(to encoder: Encoder) throws\n}\nopen class Signpost: Codable, ExtrasCoding {\n    public var extras: [String: String] = [:]\n    public let text: String\n    public init(text: String) { self.text = text }\n    public func decodeExtras(from decoder: Decoder) throws {}\n    public func encodeExtras(to encoder: Encoder) throws {}\n}\nextension Signpost: Equatable {\n    public static func == (lhs: Signpost, rhs: Signpost) -> Bool { lhs.text == rhs.text }\n}"
            ),
            ExampleFile(
                "Tests/RouteTests/SignpostTests.swift",
                "final class SignpostTests: XCTestCase {\n    func testCoding() throws {\n        let post = Signpost(text: \"North\")\n        let data = try JSONEncoder().encode(post)\n        XCTAssertEqual(try JSONDecoder().decode(Signpost.self, from: data), post)\n    }\n    func testEquality() {\n        XCTAssertEqual(Signpost(text: \"a\"), Signpost(text: \"a\"))\n    }\n}"
            )
        ),
        // A data class describing itself for debugging (`CustomDebugStringConvertible`, in an extension) is still data: the
        // marks built from values are the expected list compared with the subject's output.
        RuleExample(
            ExampleFile("Sources/Route/Waymark.swift", "public class Waymark: Codable, Hashable {\n    public let name: String\n    public let value: String\n    init(name: String, value: String) { self.name = name; self.value = value }\n    public static func == (lhs: Waymark, rhs: Waymark) -> Bool { lhs.name == rhs.name && lhs.value == rhs.value }\n    public func hash(into hasher: inout Hasher) { hasher.combine(name) }\n}\nextension Waymark: CustomDebugStringConvertible {\n    public var debugDescription: String { name }\n}"),
            ExampleFile(
                "Tests/RouteTests/TrailPlanTests.swift",
                "final class TrailPlanTests: XCTestCase {\n    func test_marksStart() {\n        let plan = planned(start: \"a\")\n        let first = Waymark(name: \"start\", value: \"a\")\n        XCTAssertEqual(plan.marks, [first])\n    }\n}"
            )
        ),
        // Each source file of the project read in a loop and scanned: a meta-test auditing the files, the scanner its lens.
        RuleExample(
            ExampleFile("Sources/Lint/Scanner.swift", "public final class Scanner {\n    public init(_ text: String) {}\n    public func declarations() -> [String] { [] }\n}"),
            ExampleFile(
                "Tests/LintTests/SourceLayoutTests.swift",
                "final class SourceLayoutTests: XCTestCase {\n    func test_oneDeclarationPerFile() throws {\n        for sourceFile in allSourceFiles {\n            let text = try String(contentsOf: sourceFile)\n            XCTAssertLessThanOrEqual(Scanner(text).declarations().count, 1)\n        }\n    }\n    func test_suitesMatchFileNames() throws {\n        for testFile in allTestFiles {\n            let source = try String(contentsOf: testFile, encoding: .utf8)\n            let lines = source.split(separator: \"\\n\")\n            let scanner = Scanner(lines.joined())\n            XCTAssertEqual(scanner.declarations().first, testFile.lastPathComponent)\n        }\n    }\n}"
            )
        ),
        // A coded record class of values, built from literals through two initializers: what the tests check is those initializers.
        RuleExample(
            ExampleFile(
                "Sources/Journal/Memo.swift",
                "public struct MemoTag: Codable {\n    public let name: String\n    public init(name: String) { self.name = name }\n}\npublic final class Memo: Codable, Sendable {\n    public let text: String\n    public let tags: [MemoTag]?\n    public init(text: String, tags: [MemoTag]? = nil) {\n        self.text = text\n        self.tags = tags\n    }\n    public init(markup: String) {\n        text = markup\n        tags = nil\n    }\n    public func mentions(_ name: String) -> Bool { tags?.contains { $0.name == name } ?? false }\n}"
            ),
            ExampleFile(
                "Tests/JournalTests/MemoReadingTests.swift",
                "final class MemoReadingTests: XCTestCase {\n    func test_keepsTags() {\n        let memo = Memo(text: \"a\", tags: [MemoTag(name: \"b\")])\n        XCTAssertTrue(memo.mentions(\"b\"))\n    }\n    func test_readsMarkup() {\n        let memo = Memo(markup: \"#b\")\n        XCTAssertEqual(memo.text, \"#b\")\n    }\n}"
            )
        ),
        // A key class of a `Data` and a `String` behind a failable initializer, under an `Equatable` base: fed literals, checked nil or not.
        RuleExample(
            ExampleFile(
                "Sources/Keys/SealKey.swift",
                "import Foundation\n\npublic class SealKey {\n    public let raw: Data\n    public let text: String\n    public init?(base64 text: String) {\n        guard let raw = Data(base64Encoded: text), raw.count == 32 else { return nil }\n        self.raw = raw\n        self.text = text\n    }\n}\nextension SealKey: Equatable {\n    public static func == (lhs: SealKey, rhs: SealKey) -> Bool { lhs.text == rhs.text }\n}\npublic final class ChannelKey: SealKey {\n    public var label: String { text }\n}"
            ),
            ExampleFile(
                "Tests/KeysTests/ChannelKeyTests.swift",
                "final class ChannelKeyTests: XCTestCase {\n    func test_readsValidKey() {\n        XCTAssertNotNil(ChannelKey(base64: \"AAAA\"))\n    }\n    func test_rejectsShortKey() {\n        let key = ChannelKey(base64: \"AA\")\n        XCTAssertNil(key)\n    }\n}"
            )
        ),
        // An object put in a collection literal handed to an enum case (`Destination.share(files: [file])`, also built with `try`)
        // is that value's payload: the suite compares destinations.
        RuleExample(
            ExampleFile(
                "Sources/Shelf/Attachment.swift",
                "public final class Attachment: Equatable {\n    public var name: String\n    public init(name: String) throws { self.name = name }\n    public func preview() {}\n    public static func == (lhs: Attachment, rhs: Attachment) -> Bool { lhs.name == rhs.name }\n}\npublic enum Destination: Equatable {\n    case share(files: [Attachment])\n    case home\n}"
            ),
            ExampleFile(
                "Tests/ShelfTests/DestinationEqualityTests.swift",
                "final class DestinationEqualityTests: XCTestCase {\n    func test_sameFiles() throws {\n        let file = try Attachment(name: \"a\")\n        XCTAssertEqual(Destination.share(files: [file]), Destination.share(files: [file]))\n    }\n    func test_otherFiles() throws {\n        let first = try Attachment(name: \"a\")\n        let second = try Attachment(name: \"b\")\n        let one = Destination.share(files: [first])\n        XCTAssertNotEqual(one, Destination.share(files: [second]))\n    }\n}"
            )
        ),
        // A document built from bytes matched out of the subject's output, a member read straight off it: the test's reading of that output.
        RuleExample(
            ExampleFile(
                "Sources/Markup/Outgoing.swift",
                "public struct Outgoing {\n    public enum Body {\n        case bytes([UInt8])\n        case empty\n    }\n    public let body: Body\n    public init(payload: Int) { body = .empty }\n}\npublic final class MarkupDocument {\n    public init(bytes: [UInt8]) throws {}\n    public func root() -> String? { nil }\n}"
            ),
            ExampleFile(
                "Tests/MarkupTests/OutgoingBodyTests.swift",
                "final class OutgoingBodyTests: XCTestCase {\n    func test_writesPayload() throws {\n        let request = Outgoing(payload: 5)\n        guard case .bytes(let bytes) = request.body else { return XCTFail(\"no body\") }\n        let root = try MarkupDocument(bytes: bytes).root()\n        XCTAssertEqual(root, \"<n>5</n>\")\n    }\n    func test_writesZero() throws {\n        let request = Outgoing(payload: 0)\n        guard case .bytes(let bytes) = request.body else { return XCTFail(\"no body\") }\n        XCTAssertEqual(try MarkupDocument(bytes: bytes).root(), \"<n>0</n>\")\n    }\n}"
            )
        ),
        // `setUp` builds the subject the suite is named after beside an input; the tests build inputs of that type again.
        RuleExample(
            ExampleFile("Sources/Feature/Transfer.swift", "final class Transfer {\n    let key: String\n    var isDone = false\n    init(key: String) { self.key = key }\n}"),
            ExampleFile("Sources/Feature/TransferService.swift", "final class TransferService {\n    var transfers: [Int: Transfer] = [:]\n    func complete(_ id: Int) { transfers[id]?.isDone = true }\n}"),
            ExampleFile("Tests/FeatureTests/TransferServiceTests.swift", "final class TransferServiceTests: XCTestCase {\n    private var service: TransferService!\n    private var pending: Transfer!\n\n    override func setUp() {\n        pending = Transfer(key: \"setup\")\n        service = TransferService()\n    }\n\n    func test_complete_marksTransferDone() {\n        let transfer = Transfer(key: \"a\")\n        service.transfers = [1: transfer]\n        service.complete(1)\n        XCTAssertTrue(transfer.isDone)\n    }\n\n    func test_complete_ignoresOtherIDs() {\n        let transfer = Transfer(key: \"b\")\n        service.transfers = [2: transfer]\n        service.complete(1)\n        XCTAssertFalse(transfer.isDone)\n    }\n}")
        ),
        // Each test builds a case of the enum the suite is named after: that value is its subject, the scratch folder a fixture.
        RuleExample(
            ExampleFile("Sources/Feature/Scratch.swift", "final class Scratch {\n    func randomBytes(_ count: Int) -> [UInt8] { Array(repeating: 1, count: count) }\n    func exists(_ path: String) -> Bool { true }\n    func remove(_ path: String) {}\n}"),
            ExampleFile("Sources/Feature/UploadPayload.swift", "enum UploadPayload {\n    case bytes([UInt8])\n    case file(String)\n    func stagedPath() throws -> String { \"/tmp/x\" }\n}"),
            ExampleFile("Tests/FeatureTests/UploadPayloadTests.swift", "final class UploadPayloadTests: XCTestCase {\n    func test_bytes_areStaged() throws {\n        let scratch = Scratch()\n        let payload = UploadPayload.bytes(scratch.randomBytes(8))\n        let path = try payload.stagedPath()\n        defer { scratch.remove(path) }\n        XCTAssertTrue(scratch.exists(path))\n    }\n\n    func test_file_isStaged() throws {\n        let scratch = Scratch()\n        let payload = UploadPayload.file(\"/tmp/a\")\n        let path = try payload.stagedPath()\n        defer { scratch.remove(path) }\n        XCTAssertTrue(scratch.exists(path))\n    }\n}")
        ),
    ]
}
