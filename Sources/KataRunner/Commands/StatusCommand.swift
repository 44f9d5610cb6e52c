import Foundation

/// `kata`: every kata with its state, overall progress, and the one thing to do next.
struct StatusCommand {
    let context: RunnerContext

    func run() throws(KataError) -> ExitCode {
        let catalog = try context.catalog()
        let state = try context.loadState(catalog)
        let style = context.console.style
        let workspace = context.workspace.display(context.workspace.root)
        context.console.print(style.bold("Katas") + " — workspace \(workspace)\(context.workspace.exists ? "" : " (not created yet)")")
        context.console.print()
        rows(catalog: catalog, state: state).forEach { context.console.print($0) }
        let available = catalog.available
        let totalSteps = available.reduce(0) { $0 + $1.steps.count }
        let passedSteps = available.reduce(0) { $0 + min(state.katas[$1.id]?.passedSteps ?? 0, $1.steps.count) }
        context.console.print()
        context.console.print("Progress " + ProgressBar.render(done: passedSteps, total: totalSteps, style: style))
        context.console.print()
        context.console.print(style.bold("Next: ") + nextAction(catalog: catalog, state: state))
        return .success
    }

    /// One line per kata: ✓ done, ▶ current, · started or pending, ○ planned, with its steps.
    func rows(catalog: KataCatalog, state: WorkspaceState) -> [String] {
        let width = catalog.katas.map { $0.number.count + $0.title.count + 2 }.max() ?? 0
        return catalog.katas.map { row(for: $0, state: state, width: width) }
    }

    private func row(for kata: Kata, state: WorkspaceState, width: Int) -> String {
        let style = context.console.style
        let name = "\(kata.number) \(kata.title)".padding(toLength: width, withPad: " ", startingAt: 0)
        guard kata.isAvailable else { return style.dim("  ○ \(name) planned: \(kata.manifest.planned ?? "")") }
        let steps = "\(min(state.katas[kata.id]?.passedSteps ?? 0, kata.steps.count))/\(kata.steps.count) steps"
        if let progress = state.katas[kata.id], progress.isDone(kata) {
            return style.green("  ✓ \(name) \(steps)  done")
        }
        if state.current == kata.id {
            return style.yellow("  ▶ \(name) \(steps)  current")
        }
        return "  · \(name) \(steps)  \(state.katas[kata.id] == nil ? "pending" : "started")"
    }

    private func nextAction(catalog: KataCatalog, state: WorkspaceState) -> String {
        guard let id = state.current, let kata = try? catalog.kata(named: id) else {
            if let refusal = context.workspaceRefusal { return "no workspace here, and none can be created: \(refusal)." }
            return "`kata start \(catalog.available.first?.number ?? "01")` creates the first kata in \(context.workspace.display(context.workspace.root))."
        }
        let progress = state.katas[kata.id] ?? KataProgress()
        guard let step = progress.currentStep(of: kata) else {
            if let following = catalog.katas.first(where: { $0.isAvailable && !(state.katas[$0.id]?.isDone($0) ?? false) }) {
                return "\"\(kata.title)\" is done. `kata next` starts \"\(following.title)\"; `kata solution \(kata.number)` shows the kit's version."
            }
            return "every kata is done. Compare with the kit's modules: `kata solution <kata>`."
        }
        let sources = context.workspace.display(context.workspace.workFolder(of: kata))
        return "step \(progress.passedSteps + 1)/\(kata.steps.count) of \"\(kata.title)\": \(step.title).\n"
            + "      Edit \(sources)/, then `kata check` (or leave `kata watch` running). Stuck? `kata hint`."
    }
}
