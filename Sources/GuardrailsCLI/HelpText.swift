import GuardrailsCore
import GuardrailsRules

/// The text of `guardrails --help`.
enum HelpText {
    static let usage = """
    OVERVIEW: Enforce a package's architecture: layers, boundaries and test conventions.

    USAGE: guardrails [lint] [<path> ...] [options]
           guardrails rules
           guardrails explain <rule-id>
           guardrails init [--force]

    With no path, lints the package or project in the current directory and every package below it.
    Targets come from Package.swift, read as text and never run; files no target compiles are skipped
    and counted. With paths, reports only those but indexes each whole package, so cross-file rules
    judge a file as a full run would. Each package uses its own guardrails.json, else the nearest one
    above it (up to the folder holding .git); see `guardrails init`.

    OPTIONS:
      --format <format>        xcode (default), json, sarif, github or summary
      --config <file>          Read the configuration from <file>
      --strict                 Fail on warnings too
      --baseline <file>        Do not report findings listed in <file>
      --strict-baseline        Fail when the baseline lists findings that are fixed
      --write-baseline <file>  Accept all current findings into <file> and exit 0
      -j, --jobs <n>           Lint with <n> threads (default: number of cores)
      --manifest <mode>        read (default): read Package.swift without running it;
                               describe: ask `swift package describe`, which runs the manifest
      --verbose                List the Swift files no target compiles
      --force                  Let `init` overwrite an existing guardrails.json
      -V, --version            Print the version
      -h, --help               Print this help

    EXIT STATUS:
      0  no error (and, under --strict, no warning)
      1  findings that fail the run
      2  usage, configuration or file error

    SUPPRESSIONS:
      // guardrails:disable-next-line <rule-id> -- <reason>
      // guardrails:disable-file <rule-id> -- <reason>

    """
}
