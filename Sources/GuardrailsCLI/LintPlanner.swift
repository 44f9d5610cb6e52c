import Foundation
import GuardrailsCore
import GuardrailsRules

/// Turns the paths of a `lint` command into the packages and projects to lint.
///
/// A path belongs to the nearest folder above it holding `Package.swift` (a package, read from its
/// manifest) or `guardrails.json`, or to the repository's root (the folder holding `.git`); every package
/// and project nested below a linted path is linted too. Each unit indexes all its files, so a cross-file
/// rule says the same about a file whichever paths are linted, and reports only those under the paths. The one
/// exception is a package's users linted in the same run (an app beside its local package): they are indexed
/// apart as the package's clients, which a rule consults only where they matter (a double in the app's tests).
struct LintPlanner {
    let currentDirectory: String
    let manifestMode: ManifestMode
    let configurations: ConfigurationLoader

    func units(for paths: [String]) throws -> [LintUnit] {
        let targets = try paths.map { path -> String in
            let absolute = PathNames.absolute(path, from: currentDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw FileError(path: path, reason: "does not exist")
            }
            if !isDirectory.boolValue, !absolute.hasSuffix(".swift") { throw FileError(path: path, reason: "is not a .swift file") }
            return absolute
        }
        var pending = targets.map(unitRoot(containing:))
        var seen: Set<String> = []
        var units: [LintUnit] = []
        while !pending.isEmpty {
            let root = pending.removeFirst()
            guard seen.insert(root).inserted else { continue }
            let (unit, nested) = try self.unit(at: root, linting: targets)
            units.append(unit)
            pending += nested.filter { nestedRoot in targets.contains { PathNames.contains($0, nestedRoot) } }
        }
        var visible = VisiblePackages(planner: self, built: Dictionary(units.map { ($0.root, $0) }, uniquingKeysWith: { first, _ in first }))
        let planned = try units.sorted { $0.root < $1.root }.map { unit in
            var unit = unit
            unit.dependencyInputs = try visible.inputs(seenFrom: unit)
            return unit
        }
        // A package's users linted in the same run (the app that holds it as a local package, with its tests) are
        // indexed beside it as clients: a double of its protocol may live in the app's tests.
        // An app seeing several local packages is placed once, not once for each of them.
        var placedCode: [String: [(absolutePath: String, displayPath: String, placement: SourcePlacement)]] = [:]
        return planned.map { unit in
            guard unit.manifestName != nil else { return unit }
            var unit = unit
            for user in planned where user.root != unit.root && visible.seenRoots[user.root]?.contains(unit.root) == true {
                let placed = placedCode[user.root] ?? user.placedCode()
                placedCode[user.root] = placed
                unit.clientInputs += LintUnit.code(placed, seenFrom: unit.root)
            }
            return unit
        }
    }

    /// The nearest folder at or above `path` holding `Package.swift`, `guardrails.json` or `.git`.
    private func unitRoot(containing path: String) -> String {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        var directory = isDirectory.boolValue ? path : PathNames.parent(path)
        while true {
            if FileCollector.isRoot(directory, listing: (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []) { return directory }
            guard directory != "/" else { break }
            directory = PathNames.parent(directory)
        }
        if PathNames.contains(currentDirectory, path) { return currentDirectory }
        return isDirectory.boolValue ? path : PathNames.parent(path)
    }

    func unit(at root: String, linting targets: [String]) throws -> (LintUnit, nested: [String]) {
        let loaded = try configurations.configuration(for: root)
        let configuration = loaded.configuration
        let relativeToBase = Self.prefixer(from: loaded.base, to: root)
        let contents = try FileCollector(root: root) { folder in
            configuration.exclude.contains { $0.matches(relativeToBase(folder) + "/") }
        }.collect()
        let manifestPath = root + "/Package.swift"
        let hasManifest = FileCollector.holdsManifest(root)
        let configured = try configuredTargets(loaded, under: root)
        let unlisted = hasManifest ? [] : unlistedFolders(contents.xcodeFolders, configured: configured, layers: configuration.layers)
        var model = try hasManifest
            ? packageModel(root: root, configured: configured)
            : projectModel(configured: configured, xcodeFolders: contents.xcodeFolders.filter { !unlisted.contains($0) })
        model = model.stating(platforms: configuration.platforms)
            .holding(nestedPackages: contents.nestedRoots.filter(FileCollector.holdsManifest).map { PathNames.relative($0, from: root) })
        var files = contents.files
        var linkedFolders = contents.linkedFolders
        var layoutNotes: [ManifestNote] = []
        if hasManifest {
            let nested = try filesOfNestedManifests(contents.nestedRoots, claimedBy: model, root: root)
            files = (files + nested.files).sorted()
            linkedFolders += nested.links
            layoutNotes = nested.notes
            if let enclosing = try enclosingClaims(of: root, model: model, configured: configured) {
                files.removeAll(where: enclosing)
            }
        }
        // A file named on the command line; a folder may be named `….swift` too (a repository `octo.swift`).
        for target in targets where PathNames.contains(root, target) && target.hasSuffix(".swift") && !Self.isFolder(target) {
            let relative = PathNames.relative(target, from: root)
            if !files.contains(relative), !contents.nestedRoots.contains(where: { PathNames.contains($0, target) }) { files.append(relative) }
        }
        var inputs: [LintInput] = []
        var skipped: [String] = []
        var modules: Set<String> = []
        var uncompiledSources = 0
        let filters = !configuration.include.isEmpty || !configuration.exclude.isEmpty
        let displayed = Self.prefixer(from: currentDirectory, to: root)
        let coversAll = targets.contains { PathNames.contains($0, root) }
        for file in files where !PackagePath.isManifest(file) || file.contains("/") {
            let absolute = root + "/" + file
            let isExplicit = targets.contains(absolute)
            guard isExplicit || !filters || configuration.isIncluded(relativeToBase(file)) else { continue }
            let isReported = coversAll || targets.contains { PathNames.contains($0, absolute) }
            var placement = model.placement(of: file)
            var file = file
            if case .module = placement {} else if let linked = Self.linkedPath(of: file, linkedFolders, placedBy: model) {
                (file, placement) = linked
            }
            // A script run by the interpreter (`#!/usr/bin/swift`) beside an Xcode project is in no target:
            // a target compiles a hashbang only in its main file, and a project's folder guess would make
            // the script's folder a module.
            if !hasManifest, placement != .notCompiled, FileCollector.isScript(atPath: absolute) { placement = .notCompiled }
            // A folder beside the project that neither `targets` nor a layer names is no module the configuration knows;
            // a file of it that a configured target lists (`files`) is that target's.
            if placement == .unassigned, unlisted.contains(where: { PathNames.contains($0, file) }) { placement = .notCompiled }
            switch placement {
            case .notCompiled:
                if isReported, !FileCollector.isBuildManifest(atPath: absolute) { skipped.append(displayed(file)) }
                if file.hasPrefix("Sources/") { uncompiledSources += 1 }
                continue
            case .module(let name, _):
                modules.insert(name)
            case .unassigned:
                break
            }
            // Every file shares the root's path string rather than holding its own absolute path.
            inputs.append(LintInput(path: file, source: .packageFile(root: root), displayPath: displayed(file), isReported: isReported))
        }
        if hasManifest, model.targets.isEmpty, uncompiledSources > 0 {
            // Not a silent pass: a manifest whose targets the reader found none of, with code under Sources/.
            layoutNotes.append(ManifestNote(
                line: 1, construct: "no target found in the manifest",
                consequence: "none of the \(uncompiledSources) Swift files under Sources/ is linted; name the targets in guardrails.json (`targets`) or run with `--manifest describe`",
                isUnfollowed: false
            ))
        }
        let manifestName = hasManifest ? PathNames.relative(manifestPath, from: currentDirectory) : nil
        if let manifestName {
            inputs.append(LintInput(
                path: "Package.swift", source: .file(absolutePath: manifestPath), displayPath: manifestName,
                isReported: targets.contains { PathNames.contains($0, manifestPath) }
            ))
        }
        let localDependencies = hasManifest ? localDependencies(of: root) : nil
        let visibleRoots = localDependencies?.roots ?? (hasManifest ? [] : contents.nestedRoots.filter(FileCollector.holdsManifest))
        let unit = LintUnit(
            root: root, configuration: loaded, model: model, inputs: inputs, skippedFiles: skipped,
            manifestName: manifestName, modules: modules.union(model.targets.map(\.name)).union(dependencyModules(of: localDependencies?.roots ?? [])),
            visiblePackageRoots: visibleRoots, layoutNotes: layoutNotes + (localDependencies?.notes ?? [])
        )
        // Packages in the test folders are the tests' data, not packages of a monorepo (`lintFixturePackages` lints them).
        let fixtures = hasManifest && !configuration.lintFixturePackages ? FixturePackages(among: contents.nestedRoots, of: root, model: model).roots : []
        return (unit, contents.nestedRoots.filter { !fixtures.contains($0) })
    }

    /// The package's model from its manifest, or from `description`, a description of it in the shape of
    /// `swift package describe --type json` (the command plugin writes one from SwiftPM's own model).
    func packageModel(root: String, configured: [ConfiguredTarget] = [], description: String? = nil) throws -> PackageModel {
        let manifest: Manifest
        switch (manifestMode, description) {
        case (_, let description?):
            manifest = try PackageDescriber(root: root).manifest(fromDescriptionAt: description)
        case (.read, nil):
            guard let data = FileManager.default.contents(atPath: root + "/Package.swift") else {
                throw FileError(path: PathNames.relative(root + "/Package.swift", from: currentDirectory), reason: "cannot be read")
            }
            manifest = Manifest.read([UInt8](data))
        case (.describe, nil):
            manifest = try PackageDescriber(root: root).manifest()
        }
        let isFolder = Self.isFolder
        return PackageModel(
            manifest: manifest, configured: configured, isLocal: Self.isInsideAppProject(root),
            directoryExists: { folder in isFolder(folder.isEmpty ? root : root + "/" + folder) },
            subfolders: { folder in
                let path = root + "/" + folder
                return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { isFolder(path + "/" + $0) }
            }
        )
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether a folder above the package, up to the repository's root, holds an Xcode project or workspace:
    /// the package is then a local package of that app, whose products only the app links.
    static func isInsideAppProject(_ root: String) -> Bool {
        var directory = root
        while directory != "/", !FileManager.default.fileExists(atPath: directory + "/.git") {
            directory = PathNames.parent(directory)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return true }
        }
        return false
    }

    /// The file's name through a symbolic link to a folder holding it, when a target compiles it under that name
    /// only (a test target whose folder links to the tests' real folder).
    static func linkedPath(of file: String, _ links: [(link: String, folder: String)], placedBy model: PackageModel) -> (String, SourcePlacement)? {
        for (link, folder) in links where PackagePath.contains(folder, file) {
            let path = link + file.dropFirst(folder.count)
            let placement = model.placement(of: path)
            if case .module = placement { return (path, placement) }
        }
        return nil
    }

    /// Turns a path relative to `root` into one relative to `base`, computing the folders between them once.
    static func prefixer(from base: String, to root: String) -> (String) -> String {
        let prefix = PathNames.relative(root, from: base)
        if prefix == "." { return { $0.isEmpty ? "." : $0 } }
        let climbed: (String) -> String = { $0.isEmpty ? prefix : prefix + "/" + $0 }
        guard PathNames.contains(root, base) else { return climbed }
        // Run in a folder below the root: its own files are named from it (`Sources/App.swift`, not
        // `../app/Sources/App.swift`), so excludes written from there match and paths read as SwiftPM's.
        let inner = PathNames.relative(base, from: root) + "/"
        return { path in
            if path.hasPrefix(inner) { return String(path.dropFirst(inner.count)) }
            return path + "/" == inner ? "." : climbed(path)
        }
    }

    /// The packages a package depends on by path (`.package(path: "../Catalog")`), found by identity when the path
    /// leads nowhere (see `LocalPackageResolution`).
    private func localDependencies(of root: String) -> LocalPackageResolution? {
        guard let data = FileManager.default.contents(atPath: root + "/Package.swift") else { return nil }
        // Up to where the command runs when the package lies below it, else up to the repository's root.
        let boundary = PathNames.contains(currentDirectory, root) ? currentDirectory : "/"
        return LocalPackageResolution(of: root, manifest: Manifest.read([UInt8](data)), searchingUpTo: boundary)
    }

    /// Targets of the packages a package depends on by path: layers may name them, to say what importing them means.
    private func dependencyModules(of roots: [String]) -> Set<String> {
        var modules: Set<String> = []
        for root in roots {
            guard let other = FileManager.default.contents(atPath: root + "/Package.swift") else { continue }
            modules.formUnion(Manifest.read([UInt8](other)).targets.map { ModuleName.of(target: $0.name) })
        }
        return modules
    }

    /// Folders beside an Xcode project that a configuration listing both `targets` and `layers` names nowhere (by path,
    /// as a target, or as a layer's module): tooling and templates kept beside the app (`fastlane/`, a credentials
    /// template), not one of its targets. Without layers, or without `targets`, the folders stay targets, and so does
    /// a `…Tests` folder (its subject's layer is its own).
    private func unlistedFolders(_ folders: [String], configured: [ConfiguredTarget], layers: [Layer]) -> Set<String> {
        guard !configured.isEmpty, !layers.isEmpty else { return [] }
        let named = Set(configured.flatMap { [ModuleName.of(target: $0.name), $0.module] }).union(layers.flatMap(\.modules))
        return Set(folders.filter { folder in
            let name = String(folder.split(separator: "/").last ?? "")
            // A `…Tests` folder is a test target that takes its subject's layer; no layer need name it.
            return !name.hasSuffix("Tests") && !named.contains(ModuleName.of(target: name)) && !configured.contains { PathNames.contains(folder, $0.path) || PathNames.contains($0.path, folder) }
                && !["Sources", "Source", "Tests", "src", "srcs"].contains(name)
        })
    }

    /// A project without a manifest: configured folders, then the folders beside an Xcode project that no configured
    /// folder holds (a folder named `…Tests` is a test target; `Sources` and `Tests` hold targets rather than being one),
    /// then `Sources/<T>` and `Tests/<T>`.
    private func projectModel(configured: [ConfiguredTarget], xcodeFolders: [String]) -> PackageModel {
        // By module name: a configured `Habitica_Models` and the folder `Habitica Models` would be one module twice.
        let taken = Set(configured.flatMap { [ModuleName.of(target: $0.name), $0.module] }).union(configured.map(\.path))
        let xcodeTargets = xcodeFolders.compactMap { folder -> ConfiguredTarget? in
            let name = String(folder.split(separator: "/").last ?? "")
            // A folder inside a configured target's folder holds that target's files (`src` configured, `src/iOS/Settings`).
            guard !taken.contains(ModuleName.of(target: name)), !configured.contains(where: { PathNames.contains($0.path, folder) }),
                  !["Sources", "Source", "Tests", "src", "srcs"].contains(name) else { return nil }
            return ConfiguredTarget(name: name, path: folder, isTest: name.hasSuffix("Tests"))
        }
        return PackageModel(configured: configured + xcodeTargets)
    }
}
