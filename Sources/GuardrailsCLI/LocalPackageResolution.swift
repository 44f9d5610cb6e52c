import Foundation
import GuardrailsCore

/// The folders of a package's `.package(path:)` dependencies. A path that leads to no package is looked up by
/// identity, as Xcode does when its project adds every local package: a folder of that name (any case) beside the
/// package or beside a folder above it, up to the repository's root, so `.package(name: "ui-kit", path: "./ui-kit")`
/// written in `Modules/feature` finds `Modules/ui-kit`. A dependency found neither way gets a note, as its types
/// are then out of sight of the rules, unless the manifest also names it by URL: the local arm of an environment switch,
/// which a default build does not take (its types are then a remote package's, out of sight as any remote package's are).
struct LocalPackageResolution {
    private(set) var roots: [String] = []
    private(set) var notes: [ManifestNote] = []

    init(of root: String, manifest: Manifest, searchingUpTo boundary: String) {
        for reference in manifest.localPackages {
            let written = PathNames.absolute(reference.path, from: root)
            if FileCollector.holdsManifest(written) {
                roots.append(written)
            } else if let found = Self.package(named: reference.identities, above: root, upTo: boundary), found != root {
                roots.append(found)
            } else if !reference.hasRemoteAlternative {
                notes.append(ManifestNote(
                    line: reference.line, construct: "'.package(path: \"\(reference.path)\")'",
                    consequence: "no package is at that path, nor one of that name beside the package or a folder above it; the types it declares are out of the rules' sight",
                    isUnfollowed: false
                ))
            }
        }
    }

    /// The nearest package folder named like one of `identities` among the entries of each folder from the
    /// package's parent up to the repository's root (or `boundary`, where the command runs, when that is nearer).
    private static func package(named identities: [String], above root: String, upTo boundary: String) -> String? {
        let wanted = Set(identities.map { $0.lowercased() })
        guard !wanted.isEmpty else { return nil }
        var folder = PathNames.parent(root)
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for entry in entries.sorted() where wanted.contains(entry.lowercased()) {
                let candidate = folder == "/" ? "/" + entry : folder + "/" + entry
                if FileCollector.holdsManifest(candidate) { return candidate }
            }
            guard folder != "/", folder != boundary, !entries.contains(".git") else { return nil }
            folder = PathNames.parent(folder)
        }
    }
}
