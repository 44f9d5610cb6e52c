import Foundation

/// `kata watch` on a terminal: one screen, redrawn in place, showing the kata, the step, a progress bar and the last
/// check's result, checked again on every save. Single keys do the rest: h hint, n next kata (once done), l list,
/// c check now, q quit. The terminal's mode is put back however the watch ends.
struct InteractiveWatch {
    let context: RunnerContext
    let terminal: RawTerminal
    let interval: Double

    func run() throws(KataError) -> ExitCode {
        let (console, terminal) = (context.console, terminal)
        let interrupt = WatchCommand.stopOnInterrupt {
            terminal.restore()
            console.print("\nStopped watching.")
        }
        defer {
            WatchCommand.stopListening(interrupt)
            terminal.restore()
        }
        let captured = CapturedLines()
        // Commands run here print into the screen, never under it.
        let quiet = context.with(console: console.with(writeOutput: { captured.append($0) }))
        var screen = WatchScreen(title: "", step: "", progress: "", status: "")
        var checked: [String: Date]?
        var drawn: WatchScreen?
        /// Redraws only what changed, so an idle screen does not flicker.
        func show(_ screen: WatchScreen) {
            guard screen != drawn else { return }
            draw(screen)
            drawn = screen
        }
        while true {
            let (catalog, state, kata, progress) = try context.loadCurrent()
            describe(kata, progress, on: &screen)
            let folder = context.workspace.directory(of: kata)
            if !progress.isDone(kata), WatchCommand.snapshot(of: folder) != checked {
                screen.status = "Checking step \(progress.passedSteps + 1)/\(kata.steps.count)…"
                show(screen)
                _ = try CheckCommand(context: quiet, audience: .watch).run()
                screen.result = captured.take()
                checked = WatchCommand.snapshot(of: folder)
                continue
            }
            screen.status = progress.isDone(kata)
                ? "✓ \(kata.title) is done: n starts the next kata, q quits."
                : "Watching \(context.workspace.display(folder))/ for saves."
            show(screen)
            guard let key = terminal.readKey(timeout: interval) else { continue }
            switch key {
            case "q", "Q", "\u{4}":
                console.print("Stopped watching.")
                return .success
            case "h":
                screen.panel = try HintCommand(context: quiet, audience: .watch).reveal()
            case "l":
                screen.panel = ["Katas:"] + StatusCommand(context: quiet).rows(catalog: catalog, state: state)
            case "c":
                screen.panel = []
                checked = nil
            case "n" where progress.isDone(kata):
                _ = try NextCommand(context: quiet, audience: .watch).run()
                screen.panel = captured.take()
                screen.result = []
                checked = nil
            case "n":
                screen.panel = ["n starts the next kata once this one is done; step \(progress.passedSteps + 1)/\(kata.steps.count) is not passed yet."]
            default:
                screen.panel = ["No key \(key.debugDescription): " + WatchScreen.keys]
            }
        }
    }

    private func describe(_ kata: Kata, _ progress: KataProgress, on screen: inout WatchScreen) {
        screen.title = "kata watch · \(kata.number) \(kata.title)"
        screen.step = progress.currentStep(of: kata).map { "Step \(progress.passedSteps + 1)/\(kata.steps.count): \($0.title)" }
            ?? "All \(kata.steps.count) steps passed."
        screen.progress = ProgressBar.render(done: progress.passedSteps, total: kata.steps.count, style: context.console.style)
    }

    private func draw(_ screen: WatchScreen) {
        screen.render(rows: RawTerminal.rows(), style: context.console.style).forEach { context.console.print($0) }
    }

}
