/// Where an evaluated value lives, so `+=`, `=` and `.append` can write back to it.
enum ManifestPlace: Sendable {
    case variable(String)
    case packageList(ManifestPackageList)
    /// A property of a target draft: `dependencies`, `path`, `exclude`, …
    case targetProperty(Int, String)
    /// A property of one of several target drafts the reader could not tell apart: writing it makes the
    /// property of every one of them unknown.
    case someTargetProperty([Int], String, line: Int)
    /// A place whose writes do not matter for targets (`package.platforms`, `target.swiftSettings`).
    case ignored
}

/// The lists of `Package(…)` the reader keeps.
enum ManifestPackageList: String, Sendable {
    case targets, products, dependencies, platforms
}

/// A target as evaluated: its factory and its arguments, interpreted once the package is complete.
struct ManifestTargetDraft: Sendable {
    let kind: TargetKind
    var arguments: [String: ManifestValue]
    let line: Int
    let column: Int
    /// For a target read from a helper's `name:` argument rather than a factory (see `recoveringTargets`): the
    /// construct it was read from; its folder is then looked up by name.
    var inference: String? = nil
}
