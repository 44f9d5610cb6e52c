import Foundation

/// `kata start <kata>`: installs the starter and step 1, or resumes a kata already in the workspace.
struct StartCommand {
    let context: RunnerContext
    var audience: Audience = .command

    func run(kata query: String) throws(KataError) -> ExitCode {
        let catalog = try context.catalog()
        let kata = try catalog.kata(named: query)
        guard kata.isAvailable else {
            throw KataError("\(kata.id) is planned but not available yet: \(kata.manifest.planned ?? "")")
        }
        try context.ensureWorkspaceMayBeCreated()
        let workspace = context.workspace
        let creating = !workspace.exists
        var state = try context.loadState(catalog)
        let resuming = state.katas[kata.id] != nil
        let progress = state.katas[kata.id] ?? KataProgress()
        let notes = try context.install(kata, progress: progress)
        try context.writePackageManifest(for: kata)
        try ensureGitIgnore()
        state.katas[kata.id] = progress
        state.current = kata.id
        try workspace.save(state)
        let console = context.console
        if creating {
            console.print("Created the kata workspace \(workspace.display(workspace.root)) (`kata` finds it from any folder inside it).")
        }
        let folder = workspace.display(workspace.directory(of: kata))
        guard let step = progress.currentStep(of: kata) else {
            console.print(console.style.green("✓ \(kata.title) is already done") + " (\(kata.steps.count)/\(kata.steps.count) steps, in \(folder)).")
            notes.forEach { console.print("  note: \($0)") }
            let next = audience == .watch ? "n starts the next kata" : "`kata next` starts the next kata"
            console.print("  `kata solution \(kata.number)` shows the kit's version; \(next); `kata reset \(kata.number)` takes this one again.")
            return .success
        }
        console.print("\(resuming ? "Resumed" : "Started") \(console.style.bold(kata.title)) in \(folder)")
        notes.forEach { console.print("  note: \($0)") }
        if let tests = workspace.testsDirectory(of: kata) {
            console.print("  Read \(folder)/README.md for the story and the API the tests use.")
            console.print("  Your code:  \(workspace.display(workspace.workFolder(of: kata)))/")
            console.print("  Your tests: \(workspace.display(tests))/ (one file per unlocked step)")
        } else {
            console.print("  Read \(folder)/README.md for the story and the architecture to guard.")
            console.print("  Your package: \(folder)/ (guardrails.json, Sources/, Tests/), checked by the linter, never built")
        }
        let position = "Step \(progress.passedSteps + 1)/\(kata.steps.count): \(step.title)."
        // A new kata's step 1 fails against the starter (`kata verify` proves it); a resumed step may already pass.
        switch (audience, resuming) {
        case (.watch, _): console.print("\(position) Checking it now…")
        case (.command, true): console.print("\(position) `kata check` tells where it stands.")
        case (.command, false): console.print("\(position) Run `kata check` to see it fail.")
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
