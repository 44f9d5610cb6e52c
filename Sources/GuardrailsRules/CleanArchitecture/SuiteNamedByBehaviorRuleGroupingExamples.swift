import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about suites that name no type they can test: a namespace of nested suites, a
/// type the suite's file cannot see, and the file-system adapters whose suites prove one component.
extension SuiteNamedByBehaviorRule {
    static let groupingTriggeringExamples: [RuleExample] = [
        // The same internal type, seen through `@testable`: a suite named after it.
        RuleExample(
            ExampleFile("Sources/Typesetting/Margin.swift", "final class Margin {\n    func apply(_ text: String) -> String { text }\n}\npublic enum Typesetter {\n    public static func set(_ text: String) -> String { text }\n}"),
            ExampleFile("Tests/TypesettingTests/MarginTests.swift", "@testable import Typesetting\nimport XCTest\n\nfinal class MarginTests: XCTestCase {\n    func test_wrapsLongLines() { XCTAssertEqual(Typesetter.set(\"a\"), \"a\") }\n}")
        ),
        // A `Codable` record whose static helper looks its file up on disk is a value, not a file-system adapter.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PrinterSettings.swift",
                "struct PrinterSettings: Codable {\n    var copies = 1\n    static func locate(in folder: URL) -> URL? {\n        let file = folder.appendingPathComponent(\"printer.json\")\n        return FileManager.default.fileExists(atPath: file.path) ? file : nil\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/PrinterSettingsTests.swift", "@testable import Feature\nimport XCTest\n\nfinal class PrinterSettingsTests: XCTestCase {\n    func test_defaultCopies() { XCTAssertEqual(PrinterSettings().copies, 1) }\n}")
        ),
        // A type touching the file system beside a collaborator of the package: logic using the disk, not its adapter.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ReportExporter.swift",
                "protocol ExportTracking {\n    func track(_ name: String)\n}\nfinal class ReportExporter {\n    private let tracker: ExportTracking\n    init(tracker: ExportTracking) { self.tracker = tracker }\n    func export(_ text: String, to url: URL) {\n        try? FileManager.default.removeItem(at: url)\n        tracker.track(\"export\")\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/ReportExporterTests.swift", "@testable import Feature\nimport XCTest\n\nfinal class ReportExporterTests: XCTestCase {\n    func test_tracksExport() { ReportExporter(tracker: TrackerSpy()).export(\"a\", to: URL(fileURLWithPath: \"/tmp/a\")) }\n}")
        ),
        // A type only checking that a path exists before it handles it: logic that asks the disk, not a file-system adapter.
        RuleExample(
            ExampleFile(
                "Sources/Feature/LinkOpener.swift",
                "final class LinkOpener {\n    func target(of link: URL) -> URL? {\n        guard !link.isFileURL || FileManager.default.fileExists(atPath: link.path) else { return nil }\n        return link\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/LinkOpenerTests.swift", "@testable import Feature\nimport XCTest\n\nfinal class LinkOpenerTests: XCTestCase {\n    func test_keepsWebLinks() { XCTAssertNotNil(LinkOpener().target(of: URL(string: \"https://a.b\")!)) }\n}")
        ),
        // A nested suite of its own tests is still named after the type it tests.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "final class Ledger {\n    func round(_ amount: Double) -> Double { amount.rounded() }\n}"),
            ExampleFile(
                "Tests/FeatureTests/LedgerTests.swift",
                "@testable import Feature\nimport Testing\n\n@Suite struct LedgerTests {\n    @Test func roundsHalfUp() { #expect(Ledger().round(0.5) == 1) }\n    @Suite struct TotalsTests {\n        @Test func sumsNothing() { #expect(Ledger().round(0) == 0) }\n    }\n}"
            )
        ),
    ]

    static let groupingNonTriggeringExamples: [RuleExample] = [
        // A suite declaring no test of its own, only nested suites named for behaviours: a namespace; they are judged.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "final class Ledger {\n    func round(_ amount: Double) -> Double { amount.rounded() }\n}"),
            ExampleFile(
                "Tests/FeatureTests/LedgerTests.swift",
                "@testable import Feature\nimport Testing\n\n@Suite struct LedgerTests {\n    @Suite struct RoundingHalfUpTests {\n        @Test func roundsHalfUp() { #expect(Ledger().round(0.5) == 1) }\n    }\n    @Suite struct RoundingDownTests {\n        @Test func roundsDown() { #expect(Ledger().round(0.4) == 0) }\n    }\n}"
            )
        ),
        // An internal type of a module imported without `@testable`, never named: the suite cannot see it; the word is its subject matter.
        RuleExample(
            ExampleFile("Sources/Typesetting/Margin.swift", "final class Margin {\n    func apply(_ text: String) -> String { text }\n}\npublic enum Typesetter {\n    public static func set(_ text: String) -> String { text }\n}"),
            ExampleFile("Tests/TypesettingTests/MarginTests.swift", "import Typesetting\nimport XCTest\n\nfinal class MarginTests: XCTestCase {\n    func test_wrapsLongLines() { XCTAssertEqual(Typesetter.set(\"a\"), \"a\") }\n}")
        ),
        // A directory walker reaching `FileManager` itself: the file-system adapter, proven alone.
        RuleExample(
            ExampleFile(
                "Sources/Feature/DraftWalker.swift",
                "struct DraftWalker: Sequence, IteratorProtocol {\n    private let root: URL\n    private var pending: FileManager.DirectoryEnumerator?\n    init(root: URL) {\n        self.root = root\n        pending = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)\n    }\n    mutating func next() -> URL? { pending?.nextObject() as? URL }\n}"
            ),
            ExampleFile("Tests/FeatureTests/DraftWalkerTests.swift", "@testable import Feature\nimport XCTest\n\nfinal class DraftWalkerTests: XCTestCase {\n    func test_walksNothing() { XCTAssertNil(DraftWalker(root: URL(fileURLWithPath: \"/none\")).first { _ in true }) }\n}")
        ),
        // A store writing its own file (`write(to:)`, `FileManager`) under a URL it keeps: the storage adapter over that file.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ReceiptStore.swift",
                "final class ReceiptStore {\n    private(set) var receipts: [String]\n    private let url: URL\n    init(directory: URL) {\n        url = directory.appendingPathComponent(\"receipts.json\")\n        receipts = (try? JSONDecoder().decode([String].self, from: Data(contentsOf: url))) ?? []\n    }\n    func add(_ receipt: String) {\n        receipts.append(receipt)\n        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)\n        try? JSONEncoder().encode(receipts).write(to: url, options: .atomic)\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/ReceiptStoreTests.swift", "@testable import Feature\nimport Testing\n\n@Suite struct ReceiptStoreTests {\n    @Test func keepsAReceipt() { let store = ReceiptStore(directory: URL(fileURLWithPath: \"/tmp/r\")); store.add(\"a\"); #expect(store.receipts == [\"a\"]) }\n}")
        ),
        // A class locating its folder with `FileManager` whose extension writes there (`data.write(to:)`): the file-store adapter.
        RuleExample(
            ExampleFile(
                "Sources/Feature/SketchSaver.swift",
                "protocol SketchSaving { func save(_ data: Data, named name: String) throws -> URL }\n\nfinal class SketchSaver {\n    private let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]\n}\n\nextension SketchSaver: SketchSaving {\n    func save(_ data: Data, named name: String) throws -> URL {\n        let url = folder.appendingPathComponent(name)\n        try data.write(to: url)\n        return url\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/SketchSaverTests.swift", "@testable import Feature\nimport XCTest\n\nfinal class SketchSaverTests: XCTestCase {\n    func test_savesOnDisk() throws { let url = try SketchSaver().save(Data(), named: \"a\"); XCTAssertTrue(FileManager.default.fileExists(atPath: url.path)) }\n}")
        ),
        // A protocol requiring the session whose extension in its file builds and sends the requests: the HTTP layer.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Backend.swift",
                "import Combine\nimport Foundation\n\nprotocol Backend {\n    var session: URLSession { get }\n    var host: URL { get }\n}\n\nextension Backend {\n    func request(_ path: String) -> URLRequest {\n        var request = URLRequest(url: host.appendingPathComponent(path))\n        request.httpMethod = \"GET\"\n        return request\n    }\n\n    func fetch(_ path: String) -> AnyPublisher<Data, Error> {\n        session.dataTaskPublisher(for: request(path)).map(\\.data).mapError { $0 as Error }.eraseToAnyPublisher()\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/BackendTest.swift", "@testable import Feature\nimport XCTest\n\nfinal class BackendTest: XCTestCase {\n    struct FakeBackend: Backend {\n        let session = URLSession.shared\n        let host = URL(string: \"https://example.com\")!\n    }\n\n    func test_buildsRequest() { XCTAssertEqual(FakeBackend().request(\"a\").httpMethod, \"GET\") }\n}")
        ),
        // A caseless enum of static helpers writing scratch files through `FileManager`: the file-system adapter, proven alone.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ScratchFiles.swift",
                "enum ScratchFiles {\n    static func store(_ data: Data, as name: String) -> URL? {\n        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(\"scratch\")\n        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)\n        let url = folder.appendingPathComponent(name)\n        return (try? data.write(to: url)) == nil ? nil : url\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/ScratchFilesTests.swift", "@testable import Feature\nimport XCTest\n\nfinal class ScratchFilesTests: XCTestCase {\n    func test_storesAFile() { XCTAssertNotNil(ScratchFiles.store(Data([1]), as: \"one.bin\")) }\n}")
        ),
    ]
}
