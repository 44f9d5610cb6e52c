import Foundation
import GuardrailsCore

/// Packages nested in packages: which one lints a file both folders hold (see `NestedManifestClaims`).
extension LintPlanner {
    /// The configuration's targets inside `root`, with paths relative to it.
    func configuredTargets(_ loaded: ConfigurationLoader.Loaded, under root: String) throws -> [ConfiguredTarget] {
        try loaded.configuration.targets.compactMap { target -> ConfiguredTarget? in
            let folder = PathNames.absolute(target.path, from: loaded.base)
            guard PathNames.contains(root, folder) else { return nil }
            for (offset, file) in target.files.enumerated() where !FileManager.default.fileExists(atPath: PathNames.absolute(file, from: loaded.base)) {
                throw FileError(
                    path: loaded.name,
                    reason: "targets.\(target.name).files[\(offset)]: '\(file)' does not exist; list files relative to the folder holding guardrails.json"
                )
            }
            return target.relocated { PathNames.relative(PathNames.absolute($0, from: loaded.base), from: root) }
        }
    }

    /// Files under the folders of `nestedRoots` holding only a manifest (no configuration, no repository)
    /// that the package at `root` compiles and their manifests do not.
    func filesOfNestedManifests(
        _ nestedRoots: [String], claimedBy model: PackageModel, root: String
    ) throws -> (files: [String], links: [(link: String, folder: String)], notes: [ManifestNote]) {
        let claims = NestedManifestClaims(outerManifest: PathNames.relative(root + "/Package.swift", from: currentDirectory), outer: model)
        var result: (files: [String], links: [(link: String, folder: String)], notes: [ManifestNote]) = ([], [], [])
        for nested in nestedRoots where Self.holdsOnlyManifest(nested) {
            let nestedManifest = PathNames.relative(nested + "/Package.swift", from: currentDirectory)
            let claimed = try claims.claims(under: nested, root: root, nestedModel: try packageModel(root: nested), nestedManifest: nestedManifest)
            result.files += claimed.files
            result.links += claimed.links
            if let note = claimed.note { result.notes.append(note) }
        }
        return result
    }

    /// For a package nested in another (up to the repository's root): whether the outer package takes a file,
    /// given as relative to `root`. `nil` when no package encloses this one.
    func enclosingClaims(of root: String, model: PackageModel, configured: [ConfiguredTarget]) throws -> ((String) -> Bool)? {
        guard Self.holdsOnlyManifest(root) else { return nil }
        var folder = root
        while folder != "/" {
            folder = PathNames.parent(folder)
            if FileCollector.holdsManifest(folder) { break }
            if folder == "/" || FileManager.default.fileExists(atPath: folder + "/.git") { return nil }
        }
        let outerRoot = folder
        let outer = try packageModel(root: outerRoot, configured: try configuredTargets(try configurations.configuration(for: outerRoot), under: outerRoot))
        let own = configured.isEmpty ? model : try packageModel(root: root)
        let claims = NestedManifestClaims(outerManifest: PathNames.relative(outerRoot + "/Package.swift", from: currentDirectory), outer: outer)
        let prefix = PathNames.relative(root, from: outerRoot) + "/"
        return { file in claims.takes(prefix + file, nestedPlacement: own.placement(of: file)) }
    }

    /// A folder that is a package only: not a repository, not configured on its own.
    static func holdsOnlyManifest(_ folder: String) -> Bool {
        let fileManager = FileManager.default
        return !fileManager.fileExists(atPath: folder + "/.git") && !fileManager.fileExists(atPath: folder + "/" + Configuration.fileName)
            && FileCollector.holdsManifest(folder)
    }
}
