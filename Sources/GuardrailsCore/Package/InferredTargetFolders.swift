/// Folders of targets the reader inferred from a helper's `name:` arguments (see `ManifestTarget.inferredFrom`): the
/// helper computes each folder, so a target named X is placed in the one folder named X under the source folders (at
/// any depth), and its tests in the one folder named XTests under `Tests`, when there is exactly one.
struct InferredTargetFolders {
    /// Package-relative folders by name, under the source folders and under `Tests`.
    private let sourceFolders: [String: [String]]
    private let testFolders: [String: [String]]

    /// Folders are searched this deep below a source folder (`Sources/Features/Search` is 2).
    static let depthLimit = 6

    init(manifest: Manifest, directoryExists: (String) -> Bool, subfolders: (String) -> [String]) {
        sourceFolders = Self.index(ManifestLayout.sourceDirectories.filter(directoryExists), subfolders)
        testFolders = Self.index(["Tests"].filter(directoryExists), subfolders)
    }

    private static func index(_ roots: [String], _ subfolders: (String) -> [String]) -> [String: [String]] {
        var byName: [String: [String]] = [:]
        var pending = roots.map { ($0, 0) }
        while let (folder, depth) = pending.popLast(), byName.count < 100_000 {
            guard depth < depthLimit else { continue }
            for name in subfolders(folder).sorted() where !name.hasPrefix(".") && !PackagePath.isIgnoredComponent(Substring(name)) {
                let path = folder + "/" + name
                byName[name, default: []].append(path)
                pending.append((path, depth + 1))
            }
        }
        return byName
    }

    /// The targets in their folders (and their tests, when their folder is found); the call's own note says they were
    /// inferred, so only a target whose folder is not found gets a note of its own (one per target would bury it). A name several folders carry is decided by the others: SwiftPM refuses overlapping target folders, so a
    /// folder holding, or held by, another target's folder is not this target's. A target whose folder is missing or
    /// still not unique is kept (so layers may name it) without files: they fall back to the folder convention.
    func place(_ inferred: [ManifestTarget], skipping taken: Set<String>) -> (targets: [PackageTarget], notes: [ManifestNote]) {
        var candidates = inferred.map { sourceFolders[$0.name] ?? [] }
        var placed = Set(candidates.filter { $0.count == 1 }.flatMap { $0 })
        var decided = true
        while decided {
            decided = false
            for index in candidates.indices where candidates[index].count > 1 {
                let remaining = candidates[index].filter { folder in
                    !placed.contains { PackagePath.contains($0, folder) || PackagePath.contains(folder, $0) }
                }
                if remaining.count == 1 {
                    candidates[index] = remaining
                    placed.insert(remaining[0])
                    decided = true
                }
            }
        }
        var targets: [PackageTarget] = []
        var notes: [ManifestNote] = []
        var names = taken
        for (target, folders) in zip(inferred, candidates) {
            let construct = target.inferredFrom ?? "a helper"
            guard folders.count == 1, let folder = folders.first else {
                let consequence = folders.isEmpty
                    ? "target '\(target.name)' is inferred from it, but no folder under \(ManifestLayout.sourceDirectories[0])/ is named so; files no target compiles fall back to the folder convention"
                    : "target '\(target.name)' is inferred from it, but \(folders.count) folders are named so (\(folders.prefix(3).joined(separator: ", "))); files no target compiles fall back to the folder convention"
                targets.append(PackageTarget(name: ModuleName.of(target: target.name), kind: target.kind, directory: "\(ManifestLayout.sourceDirectories[0])/\(target.name)", mayDefineFlags: true))
                notes.append(ManifestNote(line: target.line, construct: construct, consequence: consequence))
                continue
            }
            targets.append(PackageTarget(name: ModuleName.of(target: target.name), kind: target.kind, directory: folder, mayDefineFlags: true))
            let testName = target.name + "Tests"
            if names.insert(ModuleName.of(target: testName)).inserted, let tests = testFolders[testName], tests.count == 1 {
                targets.append(PackageTarget(name: ModuleName.of(target: testName), kind: .test, directory: tests[0], mayDefineFlags: true))
            }
        }
        return (targets, notes)
    }
}
