import Foundation

/// `kata start <kata>`: installs the starter and step 1, or resumes a kata already in the workspace.
struct StartCommand {
    let context: RunnerContext

    func run(kata query: String) throws(KataError) -> ExitCode {
        let catalog = try context.catalog()
        let kata = try catalog.kata(named: query)
        guard kata.isAvailable else {
            throw KataError("\(kata.id) is planned but not available yet: \(kata.manifest.planned ?? "")")
        }
        var state = try context.workspace.loadState()
        let resuming = state.katas[kata.id] != nil
        let progress = state.katas[kata.id] ?? KataProgress()
        let notes = try context.workspace.install(kata, progress: progress)
        try context.workspace.writePackageManifest(for: kata, kitRoot: context.kitRoot)
        try ensureGitIgnore()
        state.katas[kata.id] = progress
        state.current = kata.id
        try context.workspace.save(state)
        let workspace = context.workspace
        context.console.print("\(resuming ? "Resumed" : "Started") \(context.console.style.bold(kata.title)) in \(workspace.display(workspace.directory(of: kata)))")
        notes.forEach { context.console.print("  note: \($0)") }
        context.console.print("  Read \(workspace.display(workspace.directory(of: kata)))/README.md for the story.")
        context.console.print("  Your code:  \(workspace.display(workspace.sourcesDirectory(of: kata)))/")
        context.console.print("  Your tests: \(workspace.display(workspace.testsDirectory(of: kata)))/ (one file per unlocked step)")
        if let step = progress.currentStep(of: kata) {
            context.console.print("Step \(progress.passedSteps + 1)/\(kata.steps.count): \(step.title). Run `kata check` to see it fail.")
        }
        return .success
    }

    /// Keeps the workspace's build folder out of the learner's commits when the workspace is its own repository.
    private func ensureGitIgnore() throws(KataError) {
        let file = context.workspace.root.appendingPathComponent(".gitignore")
        guard !FileManager.default.fileExists(atPath: file.path) else { return }
        try FileWriter.writeIfChanged(".build/\n.swiftpm/\n", to: file)
    }
}
