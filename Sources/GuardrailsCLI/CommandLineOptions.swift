import GuardrailsCore
import GuardrailsRules

/// Everything parsed from the command line.
struct CommandLineOptions {
    var command = Command.lint
    var paths: [String] = []
    var format = OutputFormat.xcode
    var isStrict = false
    var isStrictBaseline = false
    var configPath: String?
    var baselinePath: String?
    var writeBaselinePath: String?
    var jobs: Int?
    var isForced = false
    var manifestMode = ManifestMode.read
    /// List every file skipped because no target compiles it, and every manifest note in full.
    var isVerbose = false
}
