import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about closed families of values: settings records whose methods change or read
/// the record itself, conformers listed in a metatype table the code walks, and a command-line tool's subcommands, beside
/// the seams that stay.
extension ProtocolWithoutTestDoubleRule {
    static let tableTriggeringExamples: [RuleExample] = [
        RuleExample(
            "Sources/Prefs/PreferenceGroup.swift",
            "protocol PreferenceGroup {\n    var title: String { get }\n    func validated() -> [String]\n    mutating func reset() throws\n}\nstruct AudioPreferences: PreferenceGroup, Codable {\n    var title: String { \"Audio\" }\n    var volume = 0.5\n    func validated() -> [String] { [] }\n    mutating func reset() throws { volume = 0.5 }\n}\nfinal class PreferencesScreen { var groups: [any PreferenceGroup] = [] }"
        ),
        RuleExample(
            "Sources/Store/SchemaStep.swift",
            "protocol SchemaStep {\n    init()\n    func apply(to database: Database) throws\n}\nfinal class AddNotesTable: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nfinal class AddTagsColumn: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nenum SchemaSteps {\n    static let all: [any SchemaStep.Type] = [AddNotesTable.self, AddTagsColumn.self]\n}\nfinal class Upgrader {\n    func upgrade(_ database: Database, with step: any SchemaStep.Type) throws { try step.init().apply(to: database) }\n}"
        ),
        // A service protocol of a command-line tool, held by its updater: a seam, even beside the tool's commands.
        RuleExample(
            "Sources/Tool/Upgrade.swift",
            "import ArgumentParser\nprotocol ReleaseFeed {\n    func latest() async throws -> String\n}\nstruct RemoteReleaseFeed: ReleaseFeed {\n    func latest() async throws -> String { \"1.0\" }\n}\nstruct Upgrade: AsyncParsableCommand {\n    func run() async throws { _ = try await Updater(feed: RemoteReleaseFeed()).check() }\n}\nstruct Updater {\n    let feed: ReleaseFeed\n    func check() async throws -> String { try await feed.latest() }\n}"
        ),
    ]

    static let tableNonTriggeringExamples: [RuleExample] = [
        RuleExample(
            "Sources/Prefs/PreferenceGroup.swift",
            "protocol PreferenceGroup {\n    static var storageKey: String { get }\n    var title: String { get }\n    func validated() -> [String]\n    mutating func reset()\n}\nstruct AudioPreferences: PreferenceGroup, Codable {\n    static let storageKey = \"audio\"\n    var title: String { \"Audio\" }\n    var volume = 0.5\n    func validated() -> [String] { [] }\n    mutating func reset() { volume = 0.5 }\n}\nstruct DisplayPreferences: PreferenceGroup, Codable {\n    static let storageKey = \"display\"\n    var title: String { \"Display\" }\n    var scale = 1.0\n    func validated() -> [String] { [] }\n    mutating func reset() { scale = 1.0 }\n}\nfinal class PreferencesScreen { var groups: [any PreferenceGroup] = [] }"
        ),
        RuleExample(
            "Sources/Store/SchemaStep.swift",
            "protocol SchemaStep {\n    init()\n    func apply(to database: Database) throws\n}\nfinal class AddNotesTable: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nfinal class AddTagsColumn: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nenum SchemaSteps {\n    static let all: [any SchemaStep.Type] = [AddNotesTable.self, AddTagsColumn.self]\n}\nfinal class Upgrader {\n    func upgrade(_ database: Database) throws {\n        for step in SchemaSteps.all { try step.init().apply(to: database) }\n    }\n}"
        ),
        // A mixin of the tool's subcommands refining the parser's command protocol: the parser builds every conformer.
        RuleExample(
            "Sources/Tool/ToolCommand.swift",
            "import ArgumentParser\nprotocol ToolCommand: AsyncParsableCommand {\n    func body() async throws\n}\nextension ToolCommand {\n    func run() async throws { try await body() }\n}\nstruct Sync: ToolCommand {\n    func body() async throws {}\n}\nstruct Prune: ToolCommand {\n    func body() async throws {}\n}\nstruct Chain {\n    let steps: [any ToolCommand]\n}"
        ),
    ]
}
