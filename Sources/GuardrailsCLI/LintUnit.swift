import GuardrailsCore
import GuardrailsRules

/// A package (or a project without a manifest) linted on its own: its own model, configuration and
/// index, so its findings do not depend on what else the command covers, beyond the clients' part of its index
/// (its users linted in the same run).
struct LintUnit {
    /// Absolute path of the folder.
    let root: String
    let configuration: ConfigurationLoader.Loaded
    let model: PackageModel
    /// Every file of the unit: those under the linted paths are reported, the rest only indexed.
    let inputs: [LintInput]
    /// Files under the linted paths that no target compiles, as shown to the user.
    let skippedFiles: [String]
    /// `Package.swift` as shown to the user, when the unit has one.
    let manifestName: String?
    /// Every module a file was placed in, for checking the configuration's module names.
    let modules: Set<String>
    /// Packages this one sees: its `.package(path:)` dependencies, or for a project without a manifest,
    /// every package below it.
    let visiblePackageRoots: [String]
    /// Notes on how the package sits among others: files both its manifest and one nested in it compile (see
    /// `NestedManifestClaims`), `.package(path:)` dependencies that lead to no package (see `LocalPackageResolution`).
    var layoutNotes: [ManifestNote] = []
    /// Production files of those packages, indexed (never reported) so cross-file rules see the types a
    /// target can reach, as SwiftPM does.
    var dependencyInputs: [LintInput] = []
    /// Files of the units linted in the same run that see this package (an app and its tests beside its local
    /// package), indexed apart as the package's clients.
    var clientInputs: [LintInput] = []

    /// This unit's files placed in a target, production and test: what a package that this unit sees indexes as its
    /// clients. The same for every such package, so a unit seen by several is placed once.
    func placedCode() -> [(absolutePath: String, displayPath: String, placement: SourcePlacement)] {
        inputs.compactMap { input in
            guard !PackagePath.isManifest(input.path), case .module(let module, let isTest) = model.placement(of: input.path),
                  let absolute = input.absolutePath else { return nil }
            return (absolute, input.displayPath, .module(module, isTest: isTest))
        }
    }

    /// Files `placedCode()` gave, as a package at `root` indexes them as its clients.
    static func code(_ placed: [(absolutePath: String, displayPath: String, placement: SourcePlacement)], seenFrom root: String) -> [LintInput] {
        var paths = RelativePaths(from: root)
        return placed.map { file in
            LintInput(
                path: paths.relative(file.absolutePath), source: .file(absolutePath: file.absolutePath),
                displayPath: file.displayPath, placement: file.placement, isClientCode: true
            )
        }
    }
}
