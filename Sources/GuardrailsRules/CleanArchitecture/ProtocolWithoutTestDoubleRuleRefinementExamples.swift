import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about doubles a production fake mode builds under a `Testable` name, protocols
/// judged through the protocols they refine or that refine them, the erased face of a generic type declared in another
/// file, and record faces adopted through extensions, beside the seams that stay.
extension ProtocolWithoutTestDoubleRule {
    static let refinementTriggeringExamples: [RuleExample] = [
        // A method beside the initializer the table calls: the refinement asks for behaviour of its own, a seam.
        RuleExample(
            "Sources/Logic/Formula.swift",
            Self.formulaJudgedElsewhere + Self.formulaTableSource(unaryExtra: "\n    func simplified() -> Formula", negationExtra: "\n    func simplified() -> Formula { operand }")
        ),
        // The same trait constraining a generic function: code depends on it, a seam a double could fill.
        RuleExample(
            "Sources/Tasks/Chore.swift",
            "protocol Chore {\n    associatedtype Instance: Chore\n    static var shared: Instance { get }\n    var name: String { get }\n    func schedule()\n}\nfinal class CleanupChore: Chore {\n    static let shared = CleanupChore()\n    let name = \"cleanup\"\n    func schedule() {}\n}\nfinal class UploadChore: Chore {\n    static let shared = UploadChore()\n    let name = \"upload\"\n    func schedule() {}\n}\nstruct ChoreRunner {\n    func run<Job: Chore>(_ job: Job) {\n        job.schedule()\n    }\n}"
        ),
        // The parent requires a method: the refinement adding properties to it is a seam through that method.
        RuleExample(
            "Sources/Logs/LineShape.swift",
            "protocol LineShape {\n    init?(groups: [String])\n    func render() -> String\n}\nprotocol CompileLine: LineShape {\n    var file: String { get }\n}\nstruct CompileSwiftLine: CompileLine {\n    let file: String\n    init?(groups: [String]) { file = groups.first ?? \"\" }\n    func render() -> String { file }\n}\nstruct Printer { func print(_ line: any CompileLine) -> String { line.render() } }"
        ),
        // One conformer adopts only the face: the query is no refinement's, and the face stays a seam.
        RuleExample(
            "Sources/Login/Credential.swift",
            "public protocol Credential {\n    func name() -> String\n}\nprotocol Authenticating: Credential {\n    func authenticate(user: String) async throws -> Bool\n}\npublic final class PasswordCredential: Credential, Authenticating {\n    public func name() -> String { \"password\" }\n    func authenticate(user: String) async throws -> Bool { true }\n}\npublic final class TokenCredential: Credential {\n    public func name() -> String { \"token\" }\n}\nstruct LoginFlow { let credentials: [Credential] }"
        ),
        // An `Any…` protocol whose generic conformer is named otherwise may still be a seam.
        RuleExample(
            ExampleFile("Sources/Store/AnyRecordStore.swift", "protocol AnyRecordStore {\n    func removeAll()\n}\nstruct Cleaner { let stores: [AnyRecordStore] }"),
            ExampleFile("Sources/Store/DiskRepository.swift", "final class DiskRepository<Record>: AnyRecordStore {\n    func removeAll() {}\n}")
        ),
        // Record classes made to conform in an extension outside the protocol's file are adapted to a seam.
        RuleExample(
            ExampleFile("Sources/Model/StrokeItem.swift", Self.strokeItemSource(conformances: "")),
            ExampleFile("Sources/Model/Strokes.swift", Self.strokeConformances)
        ),
    ]

    static let refinementNonTriggeringExamples: [RuleExample] = [
        // Only an initializer over the package's `Formula`: the contract by which a table of metatypes builds nodes. `Formula`,
        // which code holds, is the seam (reported on its own, here silenced), whether or not it has a double.
        RuleExample("Sources/Logic/Formula.swift", Self.formulaJudgedElsewhere + Self.formulaTableSource(unaryExtra: "", negationExtra: "")),
        // A trait two task classes share, named as a type only by its own associated type's constraint: nothing holds it.
        RuleExample(
            "Sources/Tasks/Chore.swift",
            "protocol Chore {\n    associatedtype Instance: Chore\n    static var shared: Instance { get }\n    var name: String { get }\n    func schedule()\n}\nfinal class CleanupChore: Chore {\n    static let shared = CleanupChore()\n    let name = \"cleanup\"\n    func schedule() {}\n}\nfinal class UploadChore: Chore {\n    static let shared = UploadChore()\n    let name = \"upload\"\n    func schedule() {}\n}\nenum Chores {\n    static func scheduleAll() {\n        CleanupChore.shared.schedule()\n        UploadChore.shared.schedule()\n    }\n}"
        ),
        // `TestableShell`: a double the app keeps for its fake mode, which a production fake container builds.
        RuleExample(
            ExampleFile(
                "Sources/App/Shell.swift",
                "protocol Shell {\n    func run(_ command: String) -> String\n}\nfinal class SystemShell: Shell {\n    func run(_ command: String) -> String { command }\n}\nstruct Installer { let shell: Shell }"
            ),
            ExampleFile(
                "Sources/App/TestableShell.swift",
                "final class TestableShell: Shell {\n    var replies: [String: String] = [:]\n    func run(_ command: String) -> String { replies[command] ?? \"\" }\n}"
            ),
            ExampleFile("Sources/App/Installer+Fake.swift", "extension Installer {\n    static func fake() -> Installer { Installer(shell: TestableShell()) }\n}")
        ),
        // A refinement adding read-only values to a data shape whose parent requires only an initializer and static values.
        RuleExample(
            "Sources/Logs/LineShape.swift",
            "protocol LineShape {\n    static var pattern: String { get }\n    init?(groups: [String])\n}\nprotocol CompileLine: LineShape {\n    var file: String { get }\n    var target: String { get }\n}\nstruct CompileSwiftLine: CompileLine {\n    static let pattern = \"CompileSwift\"\n    let file: String\n    let target: String\n    init?(groups: [String]) {\n        guard groups.count == 2 else { return nil }\n        file = groups[0]\n        target = groups[1]\n    }\n}\nstruct Printer { func print(_ line: any CompileLine) -> String { line.file } }"
        ),
        // Every conformer of the public face adopts the refinement carrying the behaviour, which is judged itself (here only
        // probed with a cast, so no seam).
        RuleExample(
            ExampleFile(
                "Sources/Login/Credential.swift",
                "public protocol Credential {\n    func name() -> String\n}\nprotocol Authenticating: Credential {\n    func authenticate(user: String) async throws -> Bool\n}\npublic final class PasswordCredential: Credential, Authenticating {\n    public func name() -> String { \"password\" }\n    func authenticate(user: String) async throws -> Bool { true }\n}\npublic final class TokenCredential: Credential, Authenticating {\n    public func name() -> String { \"token\" }\n    func authenticate(user: String) async throws -> Bool { false }\n}\nstruct LoginFlow {\n    let credentials: [Credential]\n    func run() async throws { for credential in credentials { if let method = credential as? Authenticating { _ = try await method.authenticate(user: \"a\") } } }\n}"
            )
        ),
        // `AnyNodeValue` erases `NodeValue<Value>`, declared in a file of its own.
        RuleExample(
            ExampleFile("Sources/Render/AnyNodeValue.swift", "protocol AnyNodeValue {\n    func update(frame: Double)\n}\nstruct Node { let values: [String: AnyNodeValue] }"),
            ExampleFile("Sources/Render/NodeValue.swift", "final class NodeValue<Value>: AnyNodeValue {\n    var value: Value\n    init(_ value: Value) { self.value = value }\n    func update(frame: Double) {}\n}")
        ),
        // `AnyCursor` erases `Feed<Item>.Cursor`, generic through the type it is nested in.
        RuleExample(
            ExampleFile("Sources/Render/AnyCursor.swift", "protocol AnyCursor: Sendable {\n    func push(_ value: Any)\n    func close()\n}\nfinal class Reader { var cursor: (any AnyCursor)? }"),
            ExampleFile("Sources/Render/Feed.swift", "struct Feed<Item: Sendable> {\n    var items: [Item] = []\n}\nextension Feed {\n    struct Cursor: AnyCursor {\n        func push(_ value: Any) {}\n        func close() {}\n    }\n}")
        ),
        // `AnyFilter` erases the generic `Filter<Model>`, reached through the module's `FilterType` refining it.
        RuleExample(
            ExampleFile("Sources/Query/AnyFilter.swift", "public protocol AnyFilter {\n    var predicate: String { get }\n    init(_ predicate: String)\n    func apply(to request: Request)\n}\npublic struct Query {\n    public func filtered<F: AnyFilter>(_ filter: F) -> Query { self }\n}"),
            ExampleFile("Sources/Query/FilterType.swift", "public protocol FilterType: AnyFilter {\n    associatedtype Model\n}"),
            ExampleFile("Sources/Query/Filter.swift", "public struct Filter<Model>: FilterType {\n    public let predicate: String\n    public init(_ predicate: String) { self.predicate = predicate }\n    public func apply(to request: Request) {}\n}")
        ),
        // Bound to the package's model class, adopted through extensions in its own file by two of its record subclasses.
        RuleExample("Sources/Model/StrokeItem.swift", Self.strokeItemSource(conformances: "\n" + Self.strokeConformances)),
        // A composite declared once per `#if` branch, composing two slices in one: each slice is judged through it (the
        // composite's own finding is waived here), even where the other branch refines one slice only.
        RuleExample(
            ExampleFile("Sources/Notes/NotesAsync.swift", "protocol NotesAsync: Sendable {\n    func note(id: Int) async throws -> String\n}"),
            ExampleFile("Sources/Notes/NotesCombine.swift", "protocol NotesCombine: Sendable {\n    func notePublisher(id: Int) -> AnyPublisher<String, Error>\n}"),
            ExampleFile(
                "Sources/Notes/NotesModern.swift",
                "#if canImport(Combine)\nprotocol NotesModern: NotesAsync, NotesCombine {}\n#else\nprotocol NotesModern: NotesAsync {}\n#endif"
            ),
            ExampleFile(
                "Sources/Notes/NotesService.swift",
                "// guardrails:disable-next-line protocol-without-test-double -- judged elsewhere\nprotocol NotesService: NotesModern {\n    func note(id: Int, completion: @escaping @Sendable (Result<String, Error>) -> Void)\n}"
            ),
            ExampleFile(
                "Sources/Notes/NotesEndpoint.swift",
                "final class NotesEndpoint: NotesService, Sendable {\n    func note(id: Int, completion: @escaping @Sendable (Result<String, Error>) -> Void) {}\n}\nextension NotesEndpoint: NotesAsync {\n    func note(id: Int) async throws -> String { \"\" }\n}\nextension NotesEndpoint: NotesCombine {\n    func notePublisher(id: Int) -> AnyPublisher<String, Error> { fatalError() }\n}"
            ),
            ExampleFile("Sources/Notes/NotesClient.swift", "final class NotesClient {\n    let notes: NotesService\n    init(notes: NotesService) { self.notes = notes }\n}")
        ),
    ]

    /// `Formula` with two conformers, and `UnaryFormula` refining it with `init(operand:)` (and `unaryExtra`), which the one
    /// conformer `Negation` adopts (with `negationExtra`) and a table of metatypes builds.
    static func formulaTableSource(unaryExtra: String, negationExtra: String) -> String {
        "protocol Formula: CustomStringConvertible {\n    func holds(in scope: [String: Bool]) throws -> Bool\n}\nprotocol UnaryFormula: Formula {\n    init(operand: Formula)"
            + unaryExtra
            + "\n}\nstruct Constant: Formula {\n    let value: Bool\n    func holds(in scope: [String: Bool]) throws -> Bool { value }\n    var description: String { String(value) }\n}\n"
            + "final class Negation: Formula, UnaryFormula {\n    let operand: Formula\n    init(operand: Formula) { self.operand = operand }\n    func holds(in scope: [String: Bool]) throws -> Bool { try !operand.holds(in: scope) }\n    var description: String { \"not \\(operand)\" }"
            + negationExtra
            + "\n}\nstruct FormulaTable {\n    enum Entry {\n        case unary(String, UnaryFormula.Type)\n    }\n    let entries: [Entry] = [.unary(\"not\", Negation.self)]\n"
            + "    func build(_ word: String, operand: Formula) -> Formula? {\n        for case let .unary(name, type) in entries where name == word { return type.init(operand: operand) }\n        return nil\n    }\n}"
    }

    /// Silences the finding on `Formula` itself, the seam without a double, so the examples show the refinement's.
    private static let formulaJudgedElsewhere = "// guardrails:disable-next-line protocol-without-test-double -- judged elsewhere\n"

    /// A record face bound to the package's `ShapeModel` class, its two record subclasses, and `conformances` in its file.
    static func strokeItemSource(conformances: String) -> String {
        "class ShapeModel {\n    let name: String\n    init(name: String) { self.name = name }\n}\nfinal class Stroke: ShapeModel {\n    let color: String = \"black\"\n    let width: Double = 1\n}\nfinal class GradientStroke: ShapeModel {\n    let width: Double = 2\n}\nprotocol StrokeItem: ShapeModel {\n    var strokeColor: String? { get }\n    var width: Double { get }\n    var miterLimit: Double { get }\n    func copy(width: Double) -> StrokeItem\n}\nstruct StrokeRenderer { func render(_ item: any StrokeItem) -> Double { item.width } }"
            + conformances
    }

    /// The extensions making both record subclasses adopt `StrokeItem`, renaming and forwarding their fields.
    static let strokeConformances = "extension Stroke: StrokeItem {\n    var strokeColor: String? { color }\n    var miterLimit: Double { 4 }\n    func copy(width: Double) -> StrokeItem { self }\n}\nextension GradientStroke: StrokeItem {\n    var strokeColor: String? { nil }\n    var miterLimit: Double { 4 }\n    func copy(width: Double) -> StrokeItem { self }\n}"
}
