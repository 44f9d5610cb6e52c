import Foundation

/// What every command works with: the kit, the learner's workspace and the console.
struct RunnerContext: Sendable {
    let kitRoot: URL
    let workspace: Workspace
    /// Why no workspace may be created where `workspace` points; `nil` when it exists or may be created.
    let workspaceRefusal: String?
    let buildPath: URL?
    let console: Console

    var katasDirectory: URL { kitRoot.appendingPathComponent("Katas", isDirectory: true) }

    func catalog() throws(KataError) -> KataCatalog { try KataCatalog.load(from: katasDirectory) }

    /// The workspace's package; it builds the kit's boundaries and test support (the products its manifest names) from
    /// the kit's manifest, `Sources/` and `Tests/FeedTestSupport/`.
    var workspacePackage: SwiftPackage {
        SwiftPackage(directory: workspace.root, name: Workspace.packageName, buildPath: buildPath, inputsOutside: kitInputs)
    }

    private var kitInputs: [URL] { ["Package.swift", "Sources", "Tests/FeedTestSupport"].map { kitRoot.appendingPathComponent($0) } }

    /// Points the workspace's manifest at `kata`, and has SwiftPM plan its build again when the kit's files were added
    /// or removed since (`Workspace.writePackageManifest`).
    func writePackageManifest(for kata: Kata) throws(KataError) {
        try workspace.writePackageManifest(for: kata, kitRoot: kitRoot, kitFiles: FileList(roots: kitInputs, relativeTo: kitRoot))
    }

    /// This context talking through `console` instead.
    func with(console: Console) -> RunnerContext {
        RunnerContext(kitRoot: kitRoot, workspace: workspace, workspaceRefusal: workspaceRefusal, buildPath: buildPath, console: console)
    }

    /// The saved progress, checked against `catalog`.
    func loadState(_ catalog: KataCatalog) throws(KataError) -> WorkspaceState { try workspace.loadState(catalog: catalog) }

    /// Copies what `kata` needs at `progress` into the workspace; notes say which edited files were kept.
    func install(_ kata: Kata, progress: KataProgress) throws(KataError) -> [String] {
        try workspace.install(kata, progress: progress, kitRoot: kitRoot)
    }

    /// Throws the reason when the workspace does not exist yet and must not be created where it would go.
    func ensureWorkspaceMayBeCreated() throws(KataError) {
        if let workspaceRefusal { throw KataError("no kata workspace here, and none is created: \(workspaceRefusal)") }
    }

    /// The catalog, the saved state, and the current kata with its progress; or an error telling the learner how to
    /// start a kata.
    func loadCurrent() throws(KataError) -> (catalog: KataCatalog, state: WorkspaceState, kata: Kata, progress: KataProgress) {
        let catalog = try catalog()
        let state = try loadState(catalog)
        guard let id = state.current else {
            try ensureWorkspaceMayBeCreated()
            throw KataError("no kata started in \(workspace.display(workspace.root)); start with `kata start \(catalog.available.first?.number ?? "01")`")
        }
        let kata = try catalog.kata(named: id)
        return (catalog, state, kata, state.progress(of: kata) ?? KataProgress())
    }
}
