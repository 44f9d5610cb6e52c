/// `kata reset <kata>`: moves the learner's files to a backup, then reinstalls the starter with step 1 unlocked.
struct ResetCommand {
    let context: RunnerContext

    func run(kata query: String, confirmed: Bool) throws(KataError) -> ExitCode {
        let catalog = try context.catalog()
        let kata = try catalog.kata(named: query)
        guard kata.isAvailable else { throw KataError("\(kata.id) is planned but not available yet") }
        try context.ensureWorkspaceMayBeCreated()
        var state = try context.loadState(catalog)
        let folder = context.workspace.display(context.workspace.directory(of: kata))
        guard confirmed || context.console.confirm("Reset \(kata.title)? Your files in \(folder) move to a backup and step 1 starts over.") else {
            context.console.print("Nothing was reset: reset needs a yes typed at a terminal, or --yes (for scripts).")
            return .failure
        }
        let backup = try context.workspace.backUp(kata)
        state.katas[kata.id] = KataProgress()
        state.current = kata.id
        _ = try context.install(kata, progress: KataProgress())
        try context.writePackageManifest(for: kata)
        try context.workspace.save(state)
        if let backup { context.console.print("Your files are in \(context.workspace.display(backup))") }
        context.console.print("Reset \(kata.title): starter restored, step 1/\(kata.steps.count) unlocked.")
        return .success
    }
}
