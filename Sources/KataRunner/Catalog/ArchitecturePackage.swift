/// The package an architecture kata hands the learner: some of the kit's modules and test targets, copied into the
/// kata folder with a few violations planted, and a guardrails.json to complete (the kata's `Starter/guardrails.json`).
public struct ArchitecturePackage: Equatable, Sendable {
    /// Folders of the kit's `Sources/`, copied as the package's modules.
    public let modules: [String]
    /// Folders of the kit's `Tests/`, copied as the package's test targets (test support included).
    public let tests: [String]
    public let violations: [PlantedViolation]

    public init(modules: [String], tests: [String], violations: [PlantedViolation]) {
        self.modules = modules
        self.tests = tests
        self.violations = violations
    }

    /// `Sources/<module>` and `Tests/<test>`: the package's folders, each a copy of the kit's folder of that path.
    public var folders: [String] { modules.map { "Sources/\($0)" } + tests.map { "Tests/\($0)" } }
}
