/// One small failing step to make pass. Unlocked one at a time, in manifest order.
public struct KataStep: Equatable, Sendable {
    /// Kebab-case, unique within the kata.
    public let id: String
    public let title: String
    public let proof: StepProof
    /// Revealed one per `kata hint`.
    public let hints: [String]

    public init(id: String, title: String, proof: StepProof, hints: [String]) {
        self.id = id
        self.title = title
        self.proof = proof
        self.hints = hints
    }

    /// The step's Swift Testing file, relative to the kata folder, for a step proved by one.
    public var test: String? {
        if case .testFile(let path) = proof { return path }
        return nil
    }
}
