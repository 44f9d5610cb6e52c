/// A target declared in `guardrails.json` under `targets`: for projects without a manifest (Xcode
/// projects), or to override what the manifest reader makes of a target.
public struct ConfiguredTarget: Sendable, Equatable {
    public let name: String
    /// Folder relative to the folder holding the configuration, without a trailing `/`.
    public let path: String
    /// Single files compiled into the target from other folders (Xcode assigns files, not folders, to
    /// targets), relative to the folder holding the configuration.
    public let files: [String]
    public let isTest: Bool
    /// Targets of the same project it depends on; `nil` when not given.
    public let dependencies: [String]?
    /// `"defaultIsolation": "MainActor"`: the Xcode build setting `SWIFT_DEFAULT_ACTOR_ISOLATION`, which
    /// the linter cannot read from the project.
    public let isMainActorByDefault: Bool

    /// `isTest` defaults to a folder under `Tests/` or named `…Tests`.
    public init(
        name: String, path: String, files: [String] = [], isTest: Bool? = nil, dependencies: [String]? = nil, isMainActorByDefault: Bool = false
    ) {
        self.name = name
        self.path = PackagePath.normalized(path)
        self.files = files.map(PackagePath.normalized)
        self.isTest = isTest ?? (self.path.hasPrefix("Tests/") || self.path.split(separator: "/").last?.hasSuffix("Tests") == true)
        self.dependencies = dependencies
        self.isMainActorByDefault = isMainActorByDefault
    }

    /// The same target with its folder and files written from another base (the package root rather than
    /// the configuration's folder); every other setting is kept.
    public func relocated(_ move: (String) -> String) -> ConfiguredTarget {
        ConfiguredTarget(name: name, path: move(path), files: files.map(move), isTest: isTest, dependencies: dependencies, isMainActorByDefault: isMainActorByDefault)
    }

    /// The target's folder, then each of its single files, as targets of the same module.
    var packageTargets: [PackageTarget] {
        ([path] + files).map { place in
            PackageTarget(
                name: ModuleName.of(target: name), kind: isTest ? .test : .regular, directory: place,
                dependencies: dependencies?.map { TargetDependency(name: ModuleName.of(target: $0), kind: .byName) },
                isMainActorByDefault: isMainActorByDefault
            )
        }
    }
}
