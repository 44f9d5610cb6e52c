import Foundation

/// `kata check`: checks the current kata's unlocked steps (a module kata is built and its step tests run; an
/// architecture kata's package is linted in-process). A green step unlocks the next one, which is checked at once: a
/// step the learner's work already passes is announced as passed, not as one to fix.
struct CheckCommand {
    let context: RunnerContext
    var audience: Audience = .command

    /// `.success` when at least one step passed (a step it unlocked may be red; its failures are shown), `.failure`
    /// when the first step checked fails.
    func run() throws(KataError) -> ExitCode {
        var (catalog, state, kata, progress) = try context.loadCurrent()
        let console = context.console
        let nextKataAdvice = catalog.kata(after: kata) == nil ? "That was the last kata." : self.nextKataAdvice
        guard var step = progress.currentStep(of: kata) else {
            console.print(console.style.green("✓ \(kata.title) is done.") + " " + nextKataAdvice)
            return .success
        }
        try context.install(kata, progress: progress).forEach { console.print("note: \($0)") }
        try context.writePackageManifest(for: kata)
        console.print("Checking step \(progress.passedSteps + 1)/\(kata.steps.count) of \(kata.title): \(step.title)")
        let buildFolder = context.buildPath ?? context.workspace.root.appendingPathComponent(".build")
        if kata.module != nil, !FileManager.default.fileExists(atPath: buildFolder.path) {
            console.print(console.style.dim("First check of this workspace: SwiftPM compiles the kit's boundaries too (up to a minute)."))
        }
        var passedNow = 0
        // Set once one build of every step's tests passed: the steps still to unlock need no build of their own. That
        // build is tried once a newly unlocked step was green too (the learner's code is ahead): right after the first
        // pass the next step is usually red, and the extra build would only slow the learner down.
        var everyStepPasses = false
        while true {
            let started = Date()
            let passes: Bool
            if passedNow > 1, !everyStepPasses, let verdictAhead = try everyStepPassesAhead(kata, progress: progress) {
                everyStepPasses = verdictAhead
                passes = verdictAhead
            } else {
                passes = try everyStepPasses ? true : unlockedStepsPass(kata, progress: progress, newStep: passedNow > 0)
            }
            guard passes else {
                console.print(elapsed(since: started))
                return passedNow > 0 ? .success : .failure
            }
            progress.passedSteps += 1
            progress.hintsShown = 0
            state.katas[kata.id] = progress
            try context.workspace.save(state)
            let already = passedNow > 0 ? " (your \(kata.module == nil ? "package" : "code") already passes it)" : ""
            console.print(console.style.green("✓ Step \(progress.passedSteps) passed\(already): \(step.title)") + " " + elapsed(since: started))
            passedNow += 1
            guard let next = progress.currentStep(of: kata) else {
                coach(kata)
                console.print(console.style.green("✓ Kata done: \(kata.title)!"))
                console.print("Compare with the kit's answer: `kata solution \(kata.number)`. " + nextKataAdvice)
                return .success
            }
            step = next
            try context.install(kata, progress: progress).forEach { console.print("note: \($0)") }
            console.print("Unlocked step \(progress.passedSteps + 1)/\(kata.steps.count): \(step.title)")
            if let file = kata.testFile(of: step), let tests = context.workspace.testsDirectory(of: kata) {
                console.print("  New tests: \(context.workspace.display(tests.appendingPathComponent(file.lastPathComponent))); checking them now…")
            }
        }
    }

    /// Whether every unlocked step passes, reporting what does not.
    private func unlockedStepsPass(_ kata: Kata, progress: KataProgress, newStep: Bool) throws(KataError) -> Bool {
        guard let package = kata.architecture else { return try moduleStepsPass(kata, newStep: newStep) }
        let checks = progress.unlockedSteps(of: kata).compactMap { step -> ArchitectureCheck? in
            if case .check(let check) = step.proof { return check }
            return nil
        }
        let review = ArchitectureReview(
            package: package, folder: context.workspace.directory(of: kata),
            reference: try ReferenceArchitecture(package, kitRoot: context.kitRoot), kitRoot: context.kitRoot,
            display: context.workspace.display
        )
        let problems = review.problems(checks)
        guard !problems.isEmpty else { return true }
        let console = context.console
        console.print(console.style.red("✘ guardrails: \(problems.count) problem\(problems.count == 1 ? "" : "s"):"))
        FailureSummary.limited(problems).forEach { console.print("  \($0)") }
        console.print("Fix them, \(checkAgainAdvice). \(stuckAdvice)")
        return false
    }

    /// Builds and runs the tests of every step, the locked ones copied in for that build only: a learner whose code is
    /// ahead waits for one build, not one per step. `true` when every step passes; `false` when the unlocked steps'
    /// tests do not compile (reported as their own build would); `nil` when only the locked steps fail or nothing is to
    /// be gained, and the unlocked steps are checked on their own.
    private func everyStepPassesAhead(_ kata: Kata, progress: KataProgress) throws(KataError) -> Bool? {
        guard kata.module != nil else { return nil }
        let added = try context.workspace.addLockedStepFiles(of: kata, progress: progress)
        guard !added.isEmpty else { return nil }
        defer { added.forEach { try? FileManager.default.removeItem(at: $0) } }
        let build = try context.workspacePackage.build()
        guard build.succeeded else {
            let here = context.workspace.display.currentDirectory
            guard !FailureSummary.compilerErrors(in: build.text, relativeTo: here, excluding: added).isEmpty else { return nil }
            reportBuildFailure(build, newStep: true, excluding: added)
            return false
        }
        return try context.workspacePackage.test(filter: kata.testTarget).succeeded ? true : nil
    }

    /// Builds the workspace and runs the kata's test target, whose files are the unlocked steps.
    private func moduleStepsPass(_ kata: Kata, newStep: Bool) throws(KataError) -> Bool {
        let build = try context.workspacePackage.build()
        guard build.succeeded else {
            reportBuildFailure(build, newStep: newStep)
            return false
        }
        let test = try context.workspacePackage.test(filter: kata.testTarget)
        guard test.succeeded else {
            reportTestFailure(test, kata: kata)
            coach(kata)
            return false
        }
        return true
    }

    private var nextKataAdvice: String {
        audience == .watch ? "Press n for the next kata." : "`kata next` starts the next kata."
    }

    private var checkAgainAdvice: String {
        audience == .watch ? "save, and watch checks again" : "then `kata check` again"
    }

    private var stuckAdvice: String { audience == .watch ? "Stuck? Press h for a hint." : "Stuck? `kata hint`." }

    private func reportBuildFailure(_ build: ProcessOutput, newStep: Bool, excluding lockedStepFiles: [URL] = []) {
        let console = context.console
        let errors = FailureSummary.compilerErrors(in: build.text, relativeTo: context.workspace.display.currentDirectory, excluding: lockedStepFiles)
        console.print(console.style.red("✘ The build failed") + (errors.isEmpty ? ":" : " with \(errors.count) error\(errors.count == 1 ? "" : "s"):"))
        (errors.isEmpty ? FailureSummary.tail(of: build.text) : errors).forEach { console.print("  \($0)") }
        let cause = newStep ? "The new step's tests use code you have not written yet: write it, " : "Fix the code, "
        console.print(cause + checkAgainAdvice + ".")
    }

    private func reportTestFailure(_ test: ProcessOutput, kata: Kata) {
        let console = context.console
        let here = context.workspace.display.currentDirectory
        let testsDirectory = context.workspace.testsDirectory(of: kata) ?? context.workspace.directory(of: kata)
        let issues = FailureSummary.testIssues(in: test.text, testsDirectory: testsDirectory, relativeTo: here)
        if issues.isEmpty {
            console.print(console.style.red("✘ The tests did not finish (a crash?); the end of their output:"))
            FailureSummary.tail(of: test.text).forEach { console.print("  \($0)") }
        } else {
            console.print(console.style.red("✘ \(issues.count) expectation\(issues.count == 1 ? "" : "s") failed:"))
            issues.forEach { console.print("  \($0)") }
        }
        console.print("Make them pass, \(checkAgainAdvice). \(stuckAdvice)")
    }

    /// Advice from the guardrails test-style rules on a module kata's folder; it never turns a check red.
    private func coach(_ kata: Kata) {
        guard kata.module != nil else { return }
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
