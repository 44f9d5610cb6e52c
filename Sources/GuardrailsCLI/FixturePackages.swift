import Foundation
import GuardrailsCore

/// Packages nested in a package's test folders that are test data, not members of a monorepo.
///
/// A package keeps small packages its tests build or load (`Tests/Fixtures/SampleApp/Package.swift`, often depending
/// on the package itself through `.package(path: "../../..")`): SwiftPM never builds them with the package, and their
/// modules belong to no layer of the package's configuration. A nested package is such a fixture when its folder lies
/// in the package's `Tests/` folder or in a folder one of its test targets compiles, and no manifest of the tree
/// outside those folders depends on it through `.package(path:)` (directly, or through a package that one depends on).
struct FixturePackages {
    /// Absolute paths of the nested packages that are fixtures.
    let roots: Set<String>

    /// - Parameters:
    ///   - nestedRoots: absolute paths of the package and project folders nested in the package at `root`.
    ///   - model: the package's targets, read from its manifest.
    init(among nestedRoots: [String], of root: String, model: PackageModel) {
        let testFolders = [root + "/Tests"] + model.targets.filter { $0.isTest && !$0.directory.isEmpty }.map { root + "/" + $0.directory }
        var candidates = Set(nestedRoots.filter { nested in
            FileCollector.holdsManifest(nested) && testFolders.contains { PathNames.contains($0, nested) }
        })
        // Manifests outside the test folders are members; a fixture any member depends on by path is one too.
        var members = [root] + nestedRoots.filter { !candidates.contains($0) && FileCollector.holdsManifest($0) }
        while let member = members.popLast(), !candidates.isEmpty {
            guard let data = FileManager.default.contents(atPath: member + "/Package.swift") else { continue }
            let dependencies = LocalPackageResolution(of: member, manifest: Manifest.read([UInt8](data)), searchingUpTo: root).roots
            for dependency in dependencies where candidates.remove(dependency) != nil {
                members.append(dependency)
            }
        }
        roots = candidates
    }
}
