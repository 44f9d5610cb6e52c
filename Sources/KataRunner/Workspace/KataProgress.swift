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

    func isDone(_ kata: Kata) -> Bool { passedSteps >= kata.steps.count }

    /// Steps whose test files are in the workspace: the passed ones and the current one.
    func unlockedSteps(of kata: Kata) -> ArraySlice<KataStep> { kata.steps.prefix(passedSteps + 1) }

    func currentStep(of kata: Kata) -> KataStep? { isDone(kata) ? nil : kata.steps[passedSteps] }
}
