/// What turns a step green.
public enum StepProof: Equatable, Sendable {
    /// A Swift Testing file, relative to the kata folder, run against the learner's module.
    case testFile(String)
    /// A linter check of the learner's package.
    case check(ArchitectureCheck)
}
