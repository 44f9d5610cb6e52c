import Foundation

/// Finds the learner's workspace the way git finds a repository: the nearest folder upwards from here holding
/// `.kata/state.json`, so `kata` works from any folder inside it. Without one, `--workspace` or `./kata-workspace`
/// is where a workspace would be created, unless that place belongs to something else.
enum WorkspaceLocator {
    static let defaultName = "kata-workspace"

    static func locate(explicit: String?, from currentDirectory: URL) -> (workspace: Workspace, refusal: String?) {
        let root: URL
        if let explicit {
            root = URL(fileURLWithPath: explicit, relativeTo: currentDirectory).standardizedFileURL
        } else if let found = enclosingWorkspace(of: currentDirectory) {
            root = found
        } else {
            root = currentDirectory.appendingPathComponent(defaultName, isDirectory: true).standardizedFileURL
        }
        let workspace = Workspace(root: root, shownFrom: currentDirectory)
        return (workspace, workspace.exists ? nil : refusal(toCreate: workspace))
    }

    /// The nearest folder from `directory` upwards (itself included) that is a workspace.
    static func enclosingWorkspace(of directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while true {
            if Workspace(root: candidate, shownFrom: candidate).exists { return candidate }
            guard candidate.pathComponents.count > 1 else { return nil }
            candidate.deleteLastPathComponent()
        }
    }

    /// Why a workspace must not be created at `workspace.root`, or `nil`. A workspace is a package of its own: inside
    /// another package's `Sources/` or `Tests/` that package would read it as its code, inside a workspace it would
    /// be a kata folder's neighbour nobody checks, and an existing `Package.swift` would be overwritten.
    static func refusal(toCreate workspace: Workspace) -> String? {
        let root = workspace.root
        let show = workspace.display
        if let outer = enclosingWorkspace(of: root.deletingLastPathComponent()) {
            return "\(show(root)) would be inside the kata workspace \(show(outer)); `kata` finds that one from any folder in it, so leave out --workspace"
        }
        let manifest = root.appendingPathComponent("Package.swift")
        if let text = try? String(contentsOf: manifest, encoding: .utf8), !text.contains(PackageManifestRenderer.generatedMarker) {
            return "\(show(root)) holds a Package.swift that kata did not write, and a workspace needs its own; choose an empty folder with --workspace DIR"
        }
        var folder = root
        while folder.pathComponents.count > 2 {
            let name = folder.lastPathComponent
            let package = folder.deletingLastPathComponent()
            if ["Sources", "Tests"].contains(name),
               FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) {
                return "\(show(root)) would be inside the \(name)/ folder of the package at \(show(package)), which SwiftPM and guardrails "
                    + "read as that package's code; go to \(show(package)) and run it there, or choose a folder with --workspace DIR"
            }
            folder = package
        }
        return nil
    }
}
