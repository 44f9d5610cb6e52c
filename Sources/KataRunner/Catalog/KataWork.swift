/// What a kata has the learner work on.
public enum KataWork: Equatable, Sendable {
    /// A module of their own, written test-first until each step's test file passes; the kit's module of the same
    /// name is the answer.
    case module(String)
    /// Some of the kit's own modules with violations planted in them, guarded with guardrails.json until each
    /// step's linter check passes; the kit's modules and its own guardrails.json are the answer.
    case architecture(ArchitecturePackage)
}
