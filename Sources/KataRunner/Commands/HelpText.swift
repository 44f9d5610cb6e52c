import Foundation

/// The text of `kata --help` and `kata <command> --help`.
enum HelpText {
    static func overview() -> String {
        let width = KataCommand.allCases.map(\.rawValue.count).max() ?? 0
        let commands = KataCommand.allCases.map { "  \($0.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
        kata: rebuild the reference feed app's use cases test-first, one failing step at a time.

        USAGE: kata [<command>] [options]

        COMMANDS:
        \(commands.joined(separator: "\n"))

        OPTIONS:
        \(options(KataCommand.globalOptions))

        Start with `kata start 1`, then `kata watch` (or `kata check` after each change).
        Exit status: 0 success, 1 red check or failed verification, 64 bad command line, 65 invalid manifest or state file.
        See `kata help <command>` for a command's options.
        """
    }

    static func command(_ command: KataCommand) -> String {
        var text = "\(command.summary)\n\nUSAGE: \(command.usage)\n\nOPTIONS:\n\(options(command.options + KataCommand.globalOptions))"
        if let details = command.details { text += "\n\n\(details)" }
        return text
    }

    private static func options(_ options: [CommandOption]) -> String {
        let labels = options.map { option in option.value.map { "\(option.name) \($0)" } ?? option.name }
        let width = labels.map(\.count).max() ?? 0
        return zip(labels, options).map { "  \($0.padding(toLength: width, withPad: " ", startingAt: 0))  \($1.help)" }.joined(separator: "\n")
    }
}
