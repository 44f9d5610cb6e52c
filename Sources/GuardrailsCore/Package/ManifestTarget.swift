/// A target as its manifest entry declares it, before its folder is looked up on disk.
public struct ManifestTarget: Sendable, Equatable {
    public let name: String
    public let kind: TargetKind
    /// `path:`, relative to the package root; `nil` means SwiftPM's default folder for the kind.
    public let path: String?
    /// `sources:`, relative to the target's folder; `nil` means every file under it.
    public let sources: [String]?
    /// `exclude:`, relative to the target's folder.
    public let exclude: [String]
    /// Paths of `resources:` (`.process`, `.copy`, `.embedInCode`), relative to the target's folder.
    public let resources: [String]
    public let dependencies: [TargetDependency]
    /// False when part of `dependencies:` could not be read, so rules about dependencies stay silent.
    public let dependenciesAreComplete: Bool
    /// Line of the target's declaration in the manifest.
    public let line: Int
    /// True when `swiftSettings:` make `MainActor` the default isolation (`.defaultIsolation(MainActor.self)`,
    /// or the `-default-isolation MainActor` flag): its declarations are main-actor isolated unless marked
    /// `nonisolated`.
    public let isMainActorByDefault: Bool
    /// `-module-alias Written=Real` pairs of the target's `unsafeFlags`: its code writes `import Written` to import
    /// the module `Real` (a second build of a library under another name, as a plugin links it).
    public let moduleAliases: [String: String]
    /// True when `swiftSettings:` may define a compilation condition (`.define("FLAG")`, `-D` in `unsafeFlags`,
    /// or settings the reader could not follow).
    public let mayDefineFlags: Bool
    /// For a target read from a helper's `name:` argument rather than from a `PackageDescription` factory: the construct
    /// it was read from. Its folder is the one folder of its name under the source folders, and its dependencies are
    /// not known (the helper may add its own).
    public let inferredFrom: String?

    public init(
        name: String, kind: TargetKind, path: String? = nil, sources: [String]? = nil, exclude: [String] = [],
        resources: [String] = [], dependencies: [TargetDependency] = [], dependenciesAreComplete: Bool = true, line: Int = 0,
        isMainActorByDefault: Bool = false, moduleAliases: [String: String] = [:], mayDefineFlags: Bool = false,
        inferredFrom: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.sources = sources
        self.exclude = exclude
        self.resources = resources
        self.dependencies = dependencies
        self.dependenciesAreComplete = dependenciesAreComplete
        self.line = line
        self.isMainActorByDefault = isMainActorByDefault
        self.moduleAliases = moduleAliases
        self.mayDefineFlags = mayDefineFlags
        self.inferredFrom = inferredFrom
    }
}
