import Foundation
import GuardrailsCore
import GuardrailsRules

/// The local packages whose targets `init` places beside the package's own: those the manifest depends on by path
/// (`.package(path:)`), or in a project without one, the packages below it (`Packages/Catalog`). A lint run hands
/// them this configuration when they have none of their own, so their targets need layers too; one with its own
/// `guardrails.json` or repository (a submodule) is left to it.
struct LocalPackageSurveyor {
    let root: String
    let planner: LintPlanner

    /// Package folders: the manifest's path dependencies, or `nested` (folders a project's walk stopped at).
    func packageRoots(nested: [String]) -> [String] {
        let candidates: [String]
        if let data = FileManager.default.contents(atPath: root + "/Package.swift"), FileCollector.holdsManifest(root) {
            candidates = LocalPackageResolution(of: root, manifest: Manifest.read([UInt8](data)), searchingUpTo: "/").roots
        } else {
            candidates = nested.filter(FileCollector.holdsManifest)
        }
        var seen: Set<String> = []
        return candidates.filter { folder in
            let listing = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return folder != root && !listing.contains(Configuration.fileName) && !listing.contains(".git") && seen.insert(folder).inserted
        }
    }

    /// Their targets, surveyed, skipping any whose name a target already listed takes; a package that cannot be
    /// read is left out rather than stopping `init`.
    func surveys(nested: [String], besides taken: Set<String>) -> [TargetSurvey] {
        var names = taken
        var surveys: [TargetSurvey] = []
        for folder in packageRoots(nested: nested) {
            guard let model = try? planner.packageModel(root: folder) else { continue }
            let prefix = PathNames.relative(folder, from: root) + "/"
            guard let found = try? PackageSurveyor(root: folder, displayPrefix: prefix).survey(model.targets, vended: model.vendedModules) else { continue }
            for survey in found where names.insert(survey.target.name).inserted { surveys.append(survey) }
        }
        return surveys
    }
}
