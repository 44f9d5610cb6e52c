import GuardrailsCore

/// Files that a package compiles below a folder holding another package's manifest.
///
/// SwiftPM does not stop at a nested `Package.swift`: a target compiles every file under its folder, so a
/// placeholder manifest (`let package = Package()`, kept to hide test resources from consumers) leaves the
/// outer package's test targets whole. Such a file belongs to the outer package when the nested manifest
/// declares no target compiling it; when both manifests compile it, it stays with the nested package, as
/// before, and a note names both manifests.
struct NestedManifestClaims {
    /// Package-relative path of the outer package's manifest, as shown to the user.
    let outerManifest: String
    let outer: PackageModel

    /// Files under `nested` (absolute) that the outer package at `root` takes, relative to `root`, with
    /// the links to folders walked under another name; and the note when the two manifests overlap.
    func claims(
        under nested: String, root: String, nestedModel: PackageModel, nestedManifest: String
    ) throws -> (files: [String], links: [(link: String, folder: String)], note: ManifestNote?) {
        let folder = PathNames.relative(nested, from: root)
        guard outer.targets.contains(where: { PackagePath.contains($0.directory, folder) || PackagePath.contains(folder, $0.directory) }) else {
            return ([], [], nil)
        }
        let contents = try FileCollector(root: nested) { _ in false }.collect()
        var files: [String] = []
        var shared: [String] = []
        for file in contents.files where !PackagePath.isManifest(file) {
            guard case .module = outer.placement(of: folder + "/" + file) else { continue }
            if case .module = nestedModel.placement(of: file) { shared.append(file) } else { files.append(folder + "/" + file) }
        }
        let links = contents.linkedFolders.map { (link: folder + "/" + $0.link, folder: folder + "/" + $0.folder) }
        let note = shared.first.map { example in
            ManifestNote(
                line: 1, construct: "\(nestedManifest) and \(outerManifest) both compile \(shared.count) files (e.g. \(folder)/\(example))",
                consequence: "they are linted with \(nestedManifest)", isUnfollowed: false
            )
        }
        return (files, links, note)
    }

    /// Whether the outer package takes `file` (relative to the outer root) from the nested package whose
    /// manifest alone places it as `nestedPlacement`.
    func takes(_ file: String, nestedPlacement: SourcePlacement) -> Bool {
        if case .module = nestedPlacement { return false }
        if case .module = outer.placement(of: file) { return true }
        return false
    }
}
