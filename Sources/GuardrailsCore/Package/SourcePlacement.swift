/// Where a Swift file belongs in its package.
public enum SourcePlacement: Sendable, Equatable {
    /// Compiled into this module; `isTest` for a test target.
    case module(String, isTest: Bool)
    /// Linted, but in no known module: a project without a manifest whose folders name no target.
    case unassigned
    /// No target compiles it (a playground, a folder no target includes): not linted, but counted.
    case notCompiled
}
