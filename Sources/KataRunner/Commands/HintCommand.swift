/// `kata hint`: reveals the current step's hints one at a time, and says so once there are no more.
struct HintCommand {
    let context: RunnerContext
    var audience: Audience = .command

    func run() throws(KataError) -> ExitCode {
        try reveal().forEach { context.console.print($0) }
        return .success
    }

    /// Reveals one more hint and saves that it was shown; the lines show every hint revealed so far.
    func reveal() throws(KataError) -> [String] {
        var (_, state, kata, progress) = try context.loadCurrent()
        guard let step = progress.currentStep(of: kata) else {
            let next = audience == .watch ? "Press n for the next kata." : "`kata next` starts the next kata."
            return ["\(kata.title) is done; no hints needed. \(next)"]
        }
        let askAgain = audience == .watch ? "press h again" : "`kata hint` again"
        let total = step.hints.count
        let exhausted = progress.hintsShown >= total
        let shown = min(progress.hintsShown + 1, total)
        var lines = ["Step \(progress.passedSteps + 1): \(step.title)"]
        if exhausted { lines.append("  No more hints for this step: here are all \(total) again.") }
        for (index, hint) in step.hints.prefix(shown).enumerated() {
            lines.append("  Hint \(index + 1)/\(total): \(hint)")
        }
        if !exhausted {
            lines.append(shown < total
                ? "  (\(total - shown) more: \(askAgain) for the next)"
                : "  (That was the last hint. Still stuck? `kata solution \(kata.number) --force` shows the kit's version.)")
        }
        progress.hintsShown = shown
        state.katas[kata.id] = progress
        try context.workspace.save(state)
        return lines
    }
}
