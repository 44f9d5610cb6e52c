import Foundation

/// What every command works with: the kit, the learner's workspace and the console.
struct RunnerContext: Sendable {
    let kitRoot: URL
    let workspace: Workspace
    let buildPath: URL?
    let console: Console

    var katasDirectory: URL { kitRoot.appendingPathComponent("Katas", isDirectory: true) }

    func catalog() throws(KataError) -> KataCatalog { try KataCatalog.load(from: katasDirectory) }

    var workspacePackage: SwiftPackage { SwiftPackage(directory: workspace.root, buildPath: buildPath) }

    /// The catalog, the saved state, and the current kata with its progress; or an error telling the learner how to
    /// start a kata.
    func loadCurrent() throws(KataError) -> (catalog: KataCatalog, state: WorkspaceState, kata: Kata, progress: KataProgress) {
        let catalog = try catalog()
        let state = try workspace.loadState()
        guard let id = state.current else {
            throw KataError("no kata started in \(workspace.display(workspace.root)); start with `kata start \(catalog.available.first?.number ?? "01")`")
        }
        let kata = try catalog.kata(named: id)
        return (catalog, state, kata, state.progress(of: kata) ?? KataProgress())
    }
}
