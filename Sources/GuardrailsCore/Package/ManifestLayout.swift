/// SwiftPM's default folders: a target without `path:` lives in `<dir>/<name>`, where `<dir>` is the
/// first of `Sources`, `Source`, `src`, `srcs` that exists (`Tests` first for test targets, `Plugins`
/// for plugins); from tools version 5.9 a lone target of its kind may occupy `<dir>` itself.
struct ManifestLayout {
    static let sourceDirectories = ["Sources", "Source", "src", "srcs"]
    static let testDirectories = ["Tests", "Sources", "Source", "src", "srcs"]
    static let pluginDirectories = ["Plugins"]

    let manifest: Manifest
    let directoryExists: (String) -> Bool
    /// How many targets share each default folder (see `group`), counted once rather than per target.
    private let groupSizes: [Int: Int]

    init(manifest: Manifest, directoryExists: @escaping (String) -> Bool) {
        self.manifest = manifest
        self.directoryExists = directoryExists
        groupSizes = manifest.targets.reduce(into: [:]) { sizes, target in sizes[Self.group(target.kind), default: 0] += 1 }
    }

    func directory(of target: ManifestTarget) -> (directory: String, exists: Bool) {
        if let path = target.path {
            let directory = PackagePath.normalized(path)
            return (directory, directory.isEmpty || directoryExists(directory))
        }
        let candidates = Self.directories(for: target.kind)
        let base = candidates.first(where: directoryExists) ?? candidates[0]
        let conventional = base + "/" + target.name
        if directoryExists(conventional) { return (conventional, true) }
        if manifest.toolsVersionIsAtLeast(5, 9), groupSizes[Self.group(target.kind)] == 1,
           directoryExists(base), !isClaimed(base, besides: target) {
            return (base, true)
        }
        return (conventional, false)
    }

    /// Whether a target with its own `path:` compiles `folder` (`.target(name: "Kit", path: "", sources: ["Sources"])`): a
    /// lone test target missing its `Tests/<name>` folder does not fall back to that folder, which would make the library's
    /// files its tests (SwiftPM rejects the overlap); it stays missing.
    private func isClaimed(_ folder: String, besides target: ManifestTarget) -> Bool {
        manifest.targets.contains { other in
            guard other.name != target.name, let path = other.path else { return false }
            let directory = PackagePath.normalized(path)
            return (other.sources.map { $0.map { PackagePath.joined(directory, $0) } } ?? [directory]).contains { compiled in
                PackagePath.contains(compiled, folder)
            }
        }
    }

    private static func directories(for kind: TargetKind) -> [String] {
        switch kind {
        case .test: testDirectories
        case .plugin: pluginDirectories
        default: sourceDirectories
        }
    }

    /// Targets that share a default folder: tests, plugins, and everything else.
    private static func group(_ kind: TargetKind) -> Int {
        switch kind {
        case .test: 0
        case .plugin: 1
        default: 2
        }
    }
}
