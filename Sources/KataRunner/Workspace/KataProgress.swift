/// How far the learner is in one kata.
public struct KataProgress: Codable, Equatable, Sendable {
    /// Steps whose tests have passed; the next one is the only locked step that is unlocked.
    public var passedSteps: Int
    /// Hints of the current step already shown, so each `kata hint` reveals one more.
    public var hintsShown: Int

    public init(passedSteps: Int = 0, hintsShown: Int = 0) {
        self.passedSteps = passedSteps
        self.hintsShown = hintsShown
    }

    /// Both counts may be left out (they start at 0); anything else must be a whole number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StateKey.self)
        try container.rejectUnknownKeys(["passedSteps", "hintsShown"])
        passedSteps = try container.decodeWholeNumber(forKey: "passedSteps") ?? 0
        hintsShown = try container.decodeWholeNumber(forKey: "hintsShown") ?? 0
    }

    func isDone(_ kata: Kata) -> Bool { passedSteps >= kata.steps.count }

    /// Steps whose test files are in the workspace: the passed ones and the current one.
    func unlockedSteps(of kata: Kata) -> ArraySlice<KataStep> { kata.steps.prefix(passedSteps + 1) }

    func currentStep(of kata: Kata) -> KataStep? { isDone(kata) ? nil : kata.steps[passedSteps] }

    /// Counts outside what `kata` has, as `key: problem`: a negative count would crash, a large one unlock steps.
    func problems(for kata: Kata) -> [String] {
        guard (0...kata.steps.count).contains(passedSteps) else {
            return ["passedSteps: \(passedSteps) is not between 0 and \(kata.steps.count), the kata's steps"]
        }
        let hints = currentStep(of: kata)?.hints.count ?? 0
        guard (0...hints).contains(hintsShown) else {
            let step = isDone(kata) ? "a finished kata has none" : "step \(passedSteps + 1) has \(hints)"
            return ["hintsShown: \(hintsShown) is not between 0 and \(hints) (\(step))"]
        }
        return []
    }
}
