import Foundation

/// The `kata` command line: parses arguments, runs one command, and turns every failure into a message and an exit code.
public enum KataRunner {
    public static func run(_ arguments: [String], console: Console, currentDirectory: URL) -> ExitCode {
        let console = console.spelled(from: currentDirectory)
        do {
            let invocation = try Invocation.parse(arguments)
            if invocation.wantsHelp || invocation.command == .help {
                console.print(try help(for: invocation))
                return .success
            }
            let context = try makeContext(invocation, console: console, currentDirectory: currentDirectory)
            return try execute(invocation, in: context)
        } catch {
            console.error("\(console.style.red("error:")) \(error.message.replacingOccurrences(of: "\n", with: "\n       "))")
            return error.exitCode
        }
    }

    private static func help(for invocation: Invocation) throws(KataError) -> String {
        if invocation.command == .help, let name = invocation.arguments.first {
            guard let command = KataCommand(rawValue: name) else {
                throw .usage("kata help: no command \"\(name)\"; commands: \(KataCommand.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return HelpText.command(command)
        }
        return invocation.command == .help || invocation.command == .status && invocation.arguments.isEmpty
            ? HelpText.overview() : HelpText.command(invocation.command)
    }

    private static func makeContext(_ invocation: Invocation, console: Console, currentDirectory: URL) throws(KataError) -> RunnerContext {
        let kitRoot = try KitLocator.locate(explicit: invocation.options["--kit"], from: currentDirectory)
        let (workspace, refusal) = WorkspaceLocator.locate(explicit: invocation.options["--workspace"], from: currentDirectory)
        let buildPath = invocation.options["--build-path"].map { URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }
        return RunnerContext(kitRoot: kitRoot, workspace: workspace, workspaceRefusal: refusal, buildPath: buildPath, console: console)
    }

    private static func execute(_ invocation: Invocation, in context: RunnerContext) throws(KataError) -> ExitCode {
        let argument = invocation.arguments.first
        switch invocation.command {
        case .status, .help: return try StatusCommand(context: context).run()
        case .list: return try ListCommand(context: context).run()
        case .start: return try StartCommand(context: context).run(kata: argument ?? "")
        case .check: return try CheckCommand(context: context).run()
        case .watch: return try WatchCommand(context: context).run(interval: try interval(invocation))
        case .hint: return try HintCommand(context: context).run()
        case .next: return try NextCommand(context: context).run()
        case .reset: return try ResetCommand(context: context).run(kata: argument ?? "", confirmed: invocation.flags.contains("--yes"))
        case .solution: return try SolutionCommand(context: context).run(kata: argument ?? "", force: invocation.flags.contains("--force"))
        case .verify: return try VerifyCommand(context: context).run(only: argument)
        }
    }

    private static func interval(_ invocation: Invocation) throws(KataError) -> Double {
        guard let text = invocation.options["--interval"] else { return 1 }
        guard let seconds = Double(text), seconds >= 0.1, seconds <= 60 else {
            throw .usage("kata watch: --interval \(text): expected seconds between 0.1 and 60")
        }
        return seconds
    }
}
