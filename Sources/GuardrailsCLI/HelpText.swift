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

    With no path, lints Sources/ and Tests/ of the package in the current directory.
    Configuration is read from ./guardrails.json (see `guardrails init`).

    OPTIONS:
      --format <format>        xcode (default), json, sarif, github or summary
      --config <file>          Read the configuration from <file>
      --strict                 Fail on warnings too
      --baseline <file>        Do not report findings listed in <file>
      --strict-baseline        Fail when the baseline lists findings that are fixed
      --write-baseline <file>  Accept all current findings into <file> and exit 0
      -j, --jobs <n>           Lint with <n> threads (default: number of cores)
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
