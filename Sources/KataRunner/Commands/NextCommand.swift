/// `kata next`: moves on to the following kata once the current one is done.
struct NextCommand {
    let context: RunnerContext
    var audience: Audience = .command

    func run() throws(KataError) -> ExitCode {
        let (catalog, _, kata, progress) = try context.loadCurrent()
        if let step = progress.currentStep(of: kata) {
            throw KataError("\(kata.title) is not done: step \(progress.passedSteps + 1)/\(kata.steps.count) (\(step.title)) is not passed yet; `kata check` it, or `kata start <kata>` to switch")
        }
        guard let following = catalog.kata(after: kata) else {
            context.console.print(context.console.style.green("✓ That was the last kata available. Well done!"))
            return .success
        }
        return try StartCommand(context: context, audience: audience).run(kata: following.id)
    }
}
