/// The runner's commands, with the help each one prints for `--help`.
public enum KataCommand: String, CaseIterable, Sendable {
    case status, start, check, watch, hint, next, list, reset, solution, verify, help

    var summary: String {
        switch self {
        case .status: "Show every kata (✓ done, current, pending), your progress and what to do next (the default)."
        case .start: "Create a kata in the workspace with step 1 unlocked, or resume it, and make it current."
        case .check: "Check the unlocked steps of the current kata; on green, unlock the next step and check it too."
        case .watch: "Check now and again on every save; on a terminal, keys: h hint, n next, l list, c check, q quit."
        case .hint: "Show the next hint for the current step."
        case .next: "Once the current kata is done, start the next one."
        case .list: "List the katas in order with their modules and steps."
        case .reset: "Start a kata over from the starter; your files are moved to a backup first."
        case .solution: "Show the kit's reference module for a kata you have finished (or with --force)."
        case .verify: "For maintainers and CI: every manifest is valid, every step passes against the kit's module, step 1 fails against the starter."
        case .help: "Show help for the runner or for one command."
        }
    }

    var usage: String {
        switch self {
        case .status: "kata [status]"
        case .start: "kata start <kata>"
        case .check: "kata check"
        case .watch: "kata watch [--interval SECONDS]"
        case .hint: "kata hint"
        case .next: "kata next"
        case .list: "kata list"
        case .reset: "kata reset <kata> [--yes]"
        case .solution: "kata solution <kata> [--force]"
        case .verify: "kata verify [<kata>]"
        case .help: "kata help [<command>]"
        }
    }

    /// Options of this command besides the global ones, with their help.
    var options: [CommandOption] {
        switch self {
        case .watch: [CommandOption(name: "--interval", value: "SECONDS", help: "How often to look for saved files (default 1).")]
        case .reset: [CommandOption(name: "--yes", value: nil, help: "Do not ask for confirmation (for scripts).")]
        case .solution: [CommandOption(name: "--force", value: nil, help: "Show it before the kata is done.")]
        default: []
        }
    }

    /// How many positional arguments the command takes.
    var arguments: ClosedRange<Int> {
        switch self {
        case .start, .reset, .solution: 1...1
        case .verify, .help: 0...1
        default: 0...0
        }
    }

    var details: String? {
        switch self {
        case .start: "<kata> is a number (1, 01), a slug (cache-feed) or a folder name (02-cache-feed)."
        case .check: "Exit status 0 when a step passes (a step it unlocked may still be red), 1 when the build, a test or a lint check fails."
        case .watch: "Without a terminal (CI, a pipe) it prints each check and stops once the kata is done. Ctrl-C stops it with status 0."
        case .verify: "Builds two packages under <kit>/.build/kata-verify, sharing one build folder: the step files against the kit's modules, and against the starters."
        case .reset: "Without --yes, asks first; with no terminal to ask, it refuses. Backups go to <workspace>/.kata/backups."
        default: nil
        }
    }

    static let globalOptions = [
        CommandOption(name: "--workspace", value: "DIR", help: "The learner's folder (default: the nearest workspace upwards, else ./kata-workspace)."),
        CommandOption(name: "--kit", value: "DIR", help: "The kit's root folder, holding Katas/ (default: found from here)."),
        CommandOption(name: "--build-path", value: "DIR", help: "SwiftPM's build folder for the workspace (default <workspace>/.build)."),
        CommandOption(name: "--help", value: nil, help: "Show help."),
    ]
}
