/// A target placed on disk: the folder SwiftPM (or the configuration, or a folder convention) gives it,
/// which of its files it compiles, and what it depends on.
public struct PackageTarget: Sendable, Equatable {
    public let name: String
    public let kind: TargetKind
    /// Package-relative folder, `""` for the package root.
    public let directory: String
    /// Package-relative paths `sources:` restricts the target to; `nil` for the whole folder.
    public let sources: [String]?
    /// Package-relative paths the target does not compile: `exclude:` and `resources:`.
    public let excluded: [String]
    /// Declared dependencies; `nil` when nothing declares them (a folder convention, or a manifest
    /// entry that could not be read), so rules about dependencies stay silent.
    public let dependencies: [TargetDependency]?
    /// Declarations are main-actor isolated unless marked `nonisolated` (Swift 6.2 default isolation).
    public let isMainActorByDefault: Bool
    /// Module names the target's code writes in place of others (`-module-alias Written=Real`), by written name.
    public let moduleAliases: [String: String]
    /// True when the manifest may define compilation conditions for the target (see `ManifestTarget.mayDefineFlags`);
    /// false for a configured or conventional target, whose conditions nothing here declares.
    public let mayDefineFlags: Bool

    public init(
        name: String, kind: TargetKind, directory: String, sources: [String]? = nil, excluded: [String] = [],
        dependencies: [TargetDependency]? = nil, isMainActorByDefault: Bool = false, moduleAliases: [String: String] = [:],
        mayDefineFlags: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.directory = directory
        self.sources = sources
        self.excluded = excluded
        self.dependencies = dependencies
        self.isMainActorByDefault = isMainActorByDefault
        self.moduleAliases = moduleAliases
        self.mayDefineFlags = mayDefineFlags
    }

    /// The module an `import` of `written` in this target loads: the real name behind a module alias.
    public func module(importedAs written: String) -> String {
        moduleAliases[written] ?? written
    }

    public var isTest: Bool { kind.isTest }

    /// Whether the target compiles the package-relative `path`, by SwiftPM's rules: under its folder,
    /// within `sources:` if given, not excluded or a resource, not hidden, and not inside a playground
    /// or Xcode project folder.
    public func compiles(_ path: String) -> Bool {
        guard PackagePath.contains(directory, path) else { return false }
        if excluded.contains(where: { PackagePath.contains($0, path) }) { return false }
        if let sources, !sources.contains(where: { PackagePath.contains($0, path) }) { return false }
        let inside = directory.isEmpty ? Substring(path) : Self.dropping(directory, from: path)
        if directory.isEmpty, PackagePath.isManifest(String(inside)) { return false }
        return !PackagePath.components(inside).contains(where: PackagePath.isIgnoredComponent)
    }

    /// `path` after `directory` and its slash. Asked of every file for each target that may compile it, so ASCII
    /// paths (nearly all), where a character is a byte, drop bytes rather than count characters.
    private static func dropping(_ directory: String, from path: String) -> Substring {
        guard NameSearch.isASCII(Substring(directory)), NameSearch.isASCII(Substring(path)) else { return path.dropFirst(directory.count + 1) }
        return Substring(path.utf8.dropFirst(directory.utf8.count + 1))
    }
}
