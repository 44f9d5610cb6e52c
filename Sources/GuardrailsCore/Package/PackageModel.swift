/// A package's targets on disk and which target compiles each Swift file: from the manifest (read or
/// described), from configured folders, or from folder conventions when neither says.
public struct PackageModel: Sendable {
    public let targets: [PackageTarget]
    /// What the manifest reader could not follow, and folders the manifest names that do not exist.
    public let notes: [ManifestNote]
    /// True when the targets come from a manifest: a file no target compiles is not linted.
    public let hasManifest: Bool
    /// True when the targets may be incomplete: files no known target compiles are placed by folder
    /// convention (or linted without a module) rather than skipped.
    public let usesConventionFallback: Bool
    /// Modules a `.library` product vends to other repositories, whose users build on their `public` API: the
    /// product's targets and every importable target they depend on, directly or not (a product's thin wrapper
    /// re-exports the module that holds the API; SwiftPM lets users import any module the product links).
    /// Empty for a local package: one inside the folder of an app's Xcode project, which only that app links.
    public let vendedModules: Set<String>
    /// Targets a product other than a library names (an `.executable`'s, a `.plugin`'s): the programs and plugins the
    /// package ships, as the manifest lists them (a plugin's tool that no product names runs only inside the plugin).
    public let shippedTargets: Set<String>
    /// The minimum deployment versions the manifest declares (`platforms:`), else those the configuration states
    /// (see `stating(platforms:)`); empty when neither does, or the manifest's could not be read in full.
    public private(set) var platforms: [PlatformMinimum]
    /// The manifest's `swift-tools-version` (major, minor), when it was read.
    public let toolsVersion: (major: Int, minor: Int)?
    /// Package-relative folders of packages nested in a project without a manifest (local packages an Xcode app
    /// links); see `holding(nestedPackages:)`.
    public private(set) var nestedPackageFolders: [String] = []
    private let targetsByDirectory: [String: [Int]]
    /// Targets whose `sources:` names a Swift file itself: more specific than any target compiling the file's folder.
    private let targetsBySourceFile: [String: [Int]]
    private let indexByName: [String: Int]
    /// Folders above a known target's folder (`Sources/Features` above `Sources/Features/Search`): groups of targets,
    /// never a target of their own by folder convention.
    private let targetGroupFolders: Set<String>

    public init(
        targets: [PackageTarget], notes: [ManifestNote] = [], hasManifest: Bool, usesConventionFallback: Bool, vendedModules: Set<String> = [],
        platforms: [PlatformMinimum] = [], toolsVersion: (major: Int, minor: Int)? = nil, shippedTargets: Set<String> = []
    ) {
        self.shippedTargets = shippedTargets
        self.targets = targets
        self.toolsVersion = toolsVersion
        self.platforms = platforms
        self.vendedModules = vendedModules
        self.notes = notes
        self.hasManifest = hasManifest
        self.usesConventionFallback = usesConventionFallback
        var byDirectory: [String: [Int]] = [:]
        var bySourceFile: [String: [Int]] = [:]
        var byName: [String: Int] = [:]
        for (index, target) in targets.enumerated() {
            byDirectory[target.directory, default: []].append(index)
            for file in target.sources ?? [] where file.hasSuffix(".swift") { bySourceFile[file, default: []].append(index) }
            if byName[target.name] == nil { byName[target.name] = index }
        }
        var groups: Set<String> = []
        for target in targets {
            var folder = Substring(target.directory)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard groups.insert(String(folder)).inserted else { break }
            }
        }
        targetGroupFolders = groups
        targetsByDirectory = byDirectory
        targetsBySourceFile = bySourceFile
        indexByName = byName
    }

    /// The targets of a manifest, placed in the folders SwiftPM gives them; `directoryExists` answers for
    /// package-relative folders. Configured folders (`targets` in guardrails.json) come first. A package
    /// `isLocal` to an app project vends nothing beyond it.
    /// `subfolders` lists the names of the folders in a package-relative folder; it is asked only when targets are
    /// inferred from a helper's `name:` arguments, whose folders are looked up by name.
    public init(
        manifest: Manifest, configured: [ConfiguredTarget] = [], isLocal: Bool = false, directoryExists: @escaping (String) -> Bool,
        subfolders: (String) -> [String] = { _ in [] }
    ) {
        let layout = ManifestLayout(manifest: manifest, directoryExists: directoryExists)
        var targets = ConfiguredTarget.packageTargets(of: configured)
        var configuredNames = Set(targets.map(\.name))
        var notes = manifest.notes
        let inferred = manifest.targets.filter { $0.inferredFrom != nil && !configuredNames.contains(ModuleName.of(target: $0.name)) }
        if !inferred.isEmpty {
            let placed = InferredTargetFolders(manifest: manifest, directoryExists: directoryExists, subfolders: subfolders)
                .place(inferred, skipping: configuredNames.union(manifest.targets.map { ModuleName.of(target: $0.name) }))
            notes += placed.notes
            targets += placed.targets
            configuredNames.formUnion(placed.targets.map(\.name))
        }
        for target in manifest.targets where target.kind != .binary && !configuredNames.contains(ModuleName.of(target: target.name)) {
            let placed = layout.directory(of: target)
            if !placed.exists {
                notes.append(ManifestNote(
                    line: target.line, construct: "target '\(target.name)'",
                    consequence: "its folder \(placed.directory.isEmpty ? "." : placed.directory) does not exist, so no file is linted as part of it",
                    isUnfollowed: false
                ))
            }
            targets.append(PackageTarget(
                name: ModuleName.of(target: target.name), kind: target.kind, directory: placed.directory,
                sources: target.sources?.map { PackagePath.joined(placed.directory, $0) },
                excluded: (target.exclude + target.resources).map { PackagePath.joined(placed.directory, $0) },
                dependencies: target.dependenciesAreComplete ? target.dependencies.map(\.importedAsModule) : nil,
                isMainActorByDefault: target.isMainActorByDefault, moduleAliases: target.moduleAliases,
                mayDefineFlags: target.mayDefineFlags
            ))
        }
        let vended = isLocal ? [] : Self.vended(by: manifest, targets: targets)
        self.init(
            targets: targets, notes: notes.sorted { $0.line < $1.line }, hasManifest: true, usesConventionFallback: !manifest.targetsAreComplete,
            vendedModules: vended, platforms: manifest.platforms, toolsVersion: manifest.toolsVersion,
            shippedTargets: Set(manifest.products.filter { !$0.isLibrary }.flatMap(\.targets).map(ModuleName.of(target:)))
        )
    }

    /// The targets of the manifest's `.library` products and the importable targets of this package they depend
    /// on, directly or not; a configured target stands in for the manifest entry of its name (a binary target
    /// built from source in the repository).
    private static func vended(by manifest: Manifest, targets: [PackageTarget]) -> Set<String> {
        var kinds: [String: TargetKind] = [:]
        var dependencies: [String: [TargetDependency]] = [:]
        for target in manifest.targets {
            kinds[ModuleName.of(target: target.name)] = target.kind
            dependencies[ModuleName.of(target: target.name)] = target.dependencies.map(\.importedAsModule)
        }
        for target in targets where kinds[target.name] == nil || target.dependencies != nil {
            kinds[target.name] = target.kind
            if let declared = target.dependencies { dependencies[target.name] = declared }
        }
        var vended: Set<String> = []
        var pending = manifest.products.filter(\.isLibrary).flatMap(\.targets).map(ModuleName.of(target:))
        while let module = pending.popLast() {
            guard vended.insert(module).inserted else { continue }
            pending += (dependencies[module] ?? []).filter { $0.mayNameLocalTarget && kinds[$0.name]?.isImportable == true }.map(\.name)
        }
        return vended
    }

    /// A project without a manifest: configured folders, then folder conventions.
    public init(configured: [ConfiguredTarget]) {
        self.init(targets: ConfiguredTarget.packageTargets(of: configured), hasManifest: false, usesConventionFallback: true)
    }

    /// The model with the configuration's minimum deployment versions where the manifest declares none (or there is
    /// none): a manifest's own `platforms:` is what SwiftPM builds with, so it wins.
    public func stating(platforms configured: [PlatformMinimum]) -> PackageModel {
        guard platforms.isEmpty, !configured.isEmpty else { return self }
        var model = self
        model.platforms = configured
        return model
    }

    /// The model of a project without a manifest that holds packages in the package-relative `folders`: a configured
    /// target in one of them is that package's, linked by the app through the package's products.
    public func holding(nestedPackages folders: [String]) -> PackageModel {
        guard !hasManifest, !folders.isEmpty else { return self }
        var model = self
        model.nestedPackageFolders = folders
        return model
    }

    /// The folder of the nested package (`holding(nestedPackages:)`) whose folder holds the target `name`, the deepest one.
    public func nestedPackageFolder(of name: String) -> String? {
        guard !nestedPackageFolders.isEmpty, let directory = target(named: name)?.directory else { return nil }
        return nestedPackageFolders.filter { !$0.isEmpty && PackagePath.contains($0, directory) }.max { $0.count < $1.count }
    }

    public func target(named name: String) -> PackageTarget? {
        indexByName[name].map { targets[$0] }
    }

    /// Where a package-relative Swift file belongs: a configured target listing the file itself, or a manifest
    /// target whose `sources:` names it (an app folder configured as a target may also hold a library's
    /// hand-picked files), else the target with the deepest folder that compiles it, as nested target folders
    /// are excluded from their parents in practice.
    public func placement(of path: String) -> SourcePlacement {
        for index in (targetsByDirectory[path] ?? []) + (targetsBySourceFile[path] ?? []) where targets[index].compiles(path) {
            return .module(targets[index].name, isTest: targets[index].isTest)
        }
        var directory = Substring(path)
        while true {
            let slash = directory.lastIndex(of: "/")
            directory = slash.map { directory[..<$0] } ?? ""
            for index in targetsByDirectory[String(directory)] ?? [] where targets[index].compiles(path) {
                return .module(targets[index].name, isTest: targets[index].isTest)
            }
            if directory.isEmpty { break }
        }
        guard usesConventionFallback else { return .notCompiled }
        if PackagePath.components(Substring(path)).contains(where: PackagePath.isIgnoredComponent) { return .notCompiled }
        guard let conventional = Self.conventionalPlacement(of: path), !targetGroupFolders.contains(Self.conventionalFolder(of: path)) else {
            return .unassigned
        }
        return conventional
    }

    /// `Sources/<T>` or `Tests/<T>` of a path `conventionalPlacement` places.
    private static func conventionalFolder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).prefix(2).joined(separator: "/")
    }

    /// `Sources/<T>/…` and `Tests/<T>/…`.
    static func conventionalPlacement(of path: String) -> SourcePlacement? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 3 else { return nil }
        switch components[0] {
        case "Sources": return .module(String(components[1]), isTest: false)
        case "Tests": return .module(String(components[1]), isTest: true)
        default: return nil
        }
    }
}
