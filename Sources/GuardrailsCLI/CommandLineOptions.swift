import GuardrailsCore
import GuardrailsRules

/// Everything parsed from the command line.
struct CommandLineOptions {
    var command = Command.lint
    var paths: [String] = []
    var format = OutputFormat.xcode
    var graphFormat = GraphFormat.mermaid
    /// `graph --check FILE`: the Markdown file whose embedded graph must be current.
    var graphCheckPath: String?
    /// `graph --write FILE`: the Markdown file whose embedded graph is redrawn.
    var graphWritePath: String?
    /// `graph --tests`: draw test targets too.
    var graphIncludesTests = false
    var isStrict = false
    var isStrictBaseline = false
    var configPath: String?
    var baselinePath: String?
    var writeBaselinePath: String?
    /// Where the report goes instead of standard output.
    var outputPath: String?
    /// The package to lint instead of the current directory.
    var packagePath: String?
    /// A package description for `init` (the shape `swift package describe --type json` prints), so `init`
    /// need not run SwiftPM: the command plugin writes one from its package model.
    var packageDescriptionPath: String?
    var jobs: Int?
    /// Report absolute paths, for build logs read from another directory than the package's.
    var usesAbsolutePaths = false
    var isForced = false
    var manifestMode = ManifestMode.read
    /// List every file skipped because no target compiles it, and every manifest note in full.
    var isVerbose = false
}
