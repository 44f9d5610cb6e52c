/// `kata hint`: reveals the current step's hints one at a time, then repeats them all.
struct HintCommand {
    let context: RunnerContext

    func run() throws(KataError) -> ExitCode {
        var (_, state, kata, progress) = try context.loadCurrent()
        guard let step = progress.currentStep(of: kata) else {
            context.console.print("\(kata.title) is done; no hints needed. `kata next` starts the next kata.")
            return .success
        }
        let shown = min(progress.hintsShown + 1, step.hints.count)
        context.console.print("Step \(progress.passedSteps + 1): \(step.title)")
        for (index, hint) in step.hints.prefix(shown).enumerated() {
            context.console.print("  Hint \(index + 1)/\(step.hints.count): \(hint)")
        }
        if shown < step.hints.count { context.console.print("  (`kata hint` again for another)") }
        progress.hintsShown = shown
        state.katas[kata.id] = progress
        try context.workspace.save(state)
        return .success
    }
}
