/// A parsed command line: which command, its positional arguments and the options given.
struct Invocation: Equatable, Sendable {
    var command: KataCommand
    var arguments: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    var wantsHelp: Bool { flags.contains("--help") }

    /// - Throws: a usage `KataError` that names the argument at fault and what is accepted.
    static func parse(_ arguments: [String]) throws(KataError) -> Invocation {
        var remaining = arguments[...]
        var invocation = Invocation(command: .status)
        if let first = remaining.first, !first.hasPrefix("-") {
            guard let command = KataCommand(rawValue: first) else {
                let commands = KataCommand.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("unknown command \"\(first)\"; commands: \(commands) (see `kata --help`)")
            }
            invocation.command = command
            remaining = remaining.dropFirst()
        }
        let accepted = KataCommand.globalOptions + invocation.command.options
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                invocation.arguments.append(argument)
                continue
            }
            let name = argument == "-h" ? "--help" : argument == "-y" ? "--yes" : argument
            guard let option = accepted.first(where: { $0.name == name }) else {
                let names = accepted.map(\.name).joined(separator: ", ")
                throw .usage("kata \(invocation.command.rawValue): unknown option \(argument) (accepted: \(names))")
            }
            if let placeholder = option.value {
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw .usage("kata \(invocation.command.rawValue): \(name) needs a value (\(name) \(placeholder))")
                }
                invocation.options[name] = value
            } else {
                invocation.flags.insert(name)
            }
        }
        if !invocation.wantsHelp && !invocation.command.arguments.contains(invocation.arguments.count) {
            throw .usage("kata \(invocation.command.rawValue): wrong number of arguments; usage: \(invocation.command.usage)")
        }
        return invocation
    }
}
