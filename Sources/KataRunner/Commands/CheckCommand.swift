import Foundation

/// `kata check`: builds the workspace, runs the current kata's unlocked steps, and on green unlocks the next step.
struct CheckCommand {
    let context: RunnerContext

    func run() throws(KataError) -> ExitCode {
        var (_, state, kata, progress) = try context.loadCurrent()
        let console = context.console
        guard let step = progress.currentStep(of: kata) else {
            console.print(console.style.green("✓ \(kata.title) is done.") + " `kata next` starts the next kata.")
            return .success
        }
        try context.workspace.install(kata, progress: progress).forEach { console.print("note: \($0)") }
        try context.workspace.writePackageManifest(for: kata, kitRoot: context.kitRoot)
        console.print("Checking step \(progress.passedSteps + 1)/\(kata.steps.count) of \(kata.title): \(step.title)")
        let buildFolder = context.buildPath ?? context.workspace.root.appendingPathComponent(".build")
        if !FileManager.default.fileExists(atPath: buildFolder.path) {
            console.print(console.style.dim("First check of this workspace: SwiftPM compiles the kit's boundaries too (up to a minute)."))
        }
        let started = Date()
        let build = try context.workspacePackage.build()
        guard build.succeeded else {
            reportBuildFailure(build)
            console.print(elapsed(since: started))
            return .failure
        }
        let test = try context.workspacePackage.test(filter: kata.testTarget)
        guard test.succeeded else {
            reportTestFailure(test, kata: kata)
            coach(kata)
            console.print(elapsed(since: started))
            return .failure
        }
        var advanced = progress
        advanced.passedSteps += 1
        advanced.hintsShown = 0
        state.katas[kata.id] = advanced
        try context.workspace.save(state)
        console.print(console.style.green("✓ Step \(progress.passedSteps + 1) passed: \(step.title)") + " " + elapsed(since: started))
        coach(kata)
        guard let nextStep = advanced.currentStep(of: kata) else {
            console.print(console.style.green("✓ Kata done: \(kata.title)!"))
            console.print("Compare with the kit's module: `kata solution \(kata.number)`. Then `kata next`.")
            return .success
        }
        try context.workspace.install(kata, progress: advanced).forEach { console.print("note: \($0)") }
        let file = context.workspace.testsDirectory(of: kata).appendingPathComponent(kata.testFile(of: nextStep).lastPathComponent)
        console.print("Unlocked step \(advanced.passedSteps + 1)/\(kata.steps.count): \(nextStep.title)")
        console.print("  New tests: \(context.workspace.display(file)). Run `kata check` to see them fail.")
        return .success
    }

    private func reportBuildFailure(_ build: ProcessOutput) {
        let console = context.console
        let errors = FailureSummary.compilerErrors(in: build.text, relativeTo: context.workspace.root)
        console.print(console.style.red("✘ The build failed") + (errors.isEmpty ? ":" : " with \(errors.count) error\(errors.count == 1 ? "" : "s"):"))
        (errors.isEmpty ? FailureSummary.tail(of: build.text) : errors).forEach { console.print("  \($0)") }
        console.print("Fix the code, then `kata check` again.")
    }

    private func reportTestFailure(_ test: ProcessOutput, kata: Kata) {
        let console = context.console
        let issues = FailureSummary.testIssues(in: test.text, testsDirectory: context.workspace.testsDirectory(of: kata), relativeTo: context.workspace.root)
        if issues.isEmpty {
            console.print(console.style.red("✘ The tests did not finish (a crash?); the end of their output:"))
            FailureSummary.tail(of: test.text).forEach { console.print("  \($0)") }
        } else {
            console.print(console.style.red("✘ \(issues.count) expectation\(issues.count == 1 ? "" : "s") failed:"))
            issues.forEach { console.print("  \($0)") }
        }
        console.print("Make them pass, then `kata check` again. Stuck? `kata hint`.")
    }

    /// Advice from the guardrails test-style rules; it never turns a check red.
    private func coach(_ kata: Kata) {
        let folder = context.workspace.directory(of: kata)
        let advice = TestStyleCoach().advice(forKataFolder: folder, shownAs: context.workspace.display(folder))
        guard !advice.isEmpty else { return }
        let console = context.console
        console.print(console.style.yellow("Advice from guardrails (the kit's test conventions; it does not fail the check):"))
        advice.forEach { console.print("  \($0)") }
    }

    private func elapsed(since start: Date) -> String {
        context.console.style.dim(String(format: "(%.1f s)", Date().timeIntervalSince(start)))
    }
}
