/// A target declared in `guardrails.json` under `targets`: for projects without a manifest (Xcode
/// projects), or to override what the manifest reader makes of a target.
public struct ConfiguredTarget: Sendable, Equatable {
    public let name: String
    /// The module the target builds, which imports name: its name's, unless `moduleName` says otherwise (Xcode's
    /// `PRODUCT_MODULE_NAME`: an iOS and a Mac app target both building `Reader`). Several targets may share one.
    public let module: String
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
        name: String, path: String, files: [String] = [], isTest: Bool? = nil, dependencies: [String]? = nil, isMainActorByDefault: Bool = false,
        moduleName: String? = nil
    ) {
        self.name = name
        module = ModuleName.of(target: moduleName ?? name)
        self.path = PackagePath.normalized(path)
        self.files = files.map(PackagePath.normalized)
        self.isTest = isTest ?? (self.path.hasPrefix("Tests/") || self.path.split(separator: "/").last?.hasSuffix("Tests") == true)
        self.dependencies = dependencies
        self.isMainActorByDefault = isMainActorByDefault
    }

    /// The same target with its folder and files written from another base (the package root rather than
    /// the configuration's folder); every other setting is kept.
    public func relocated(_ move: (String) -> String) -> ConfiguredTarget {
        ConfiguredTarget(
            name: name, path: move(path), files: files.map(move), isTest: isTest, dependencies: dependencies, isMainActorByDefault: isMainActorByDefault,
            moduleName: module
        )
    }

    /// The targets' folders and files as targets of their modules. A dependency naming a configured target means its
    /// module, and targets sharing a module declare its dependencies together (a file of either may import any of them).
    static func packageTargets(of configured: [ConfiguredTarget]) -> [PackageTarget] {
        var moduleOf: [String: String] = [:]
        for target in configured { moduleOf[target.name] = target.module }
        var declared: [String: [TargetDependency]] = [:]
        // A module one of whose targets gives no dependencies has unknown dependencies.
        var unknown: Set<String> = []
        for target in configured {
            guard let dependencies = target.dependencies else { unknown.insert(target.module); continue }
            var list = declared[target.module] ?? []
            for name in dependencies.map({ moduleOf[$0] ?? ModuleName.of(target: $0) }) where !list.contains(where: { $0.name == name }) {
                list.append(TargetDependency(name: name, kind: .byName))
            }
            declared[target.module] = list
        }
        return configured.flatMap { $0.packageTargets(dependencies: unknown.contains($0.module) ? nil : declared[$0.module]) }
    }

    /// The target's folder, then each of its single files, as targets of the same module.
    private func packageTargets(dependencies: [TargetDependency]?) -> [PackageTarget] {
        ([path] + files).map { place in
            PackageTarget(
                name: module, kind: isTest ? .test : .regular, directory: place,
                dependencies: dependencies,
                isMainActorByDefault: isMainActorByDefault
            )
        }
    }
}
