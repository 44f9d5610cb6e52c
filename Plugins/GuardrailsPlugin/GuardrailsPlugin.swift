import Foundation
import PackagePlugin

/// `swift package guardrails [arguments]`: runs the linter on the package, from its root directory.
///
/// SwiftPM prints a command plugin's own output (and that of the processes it starts) on its standard output,
/// and the diagnostics the plugin emits on its standard error. So the report goes to standard output untouched
/// (`swift package guardrails --format sarif > x.sarif` is a valid file), and every line the linter writes to
/// standard error becomes a diagnostic. `swift package` exits 1 whenever a plugin fails, so the linter's status
/// 2 (the run cannot be trusted) is told apart by its final error, not by the exit status.
@main
struct GuardrailsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "GuardrailsPluginTool")
        var arguments = arguments
        if arguments.first(where: { !$0.hasPrefix("-") }) == "init" {
            // `init` must not run SwiftPM again: the outer `swift package` holds the build folder's lock.
            let description = context.pluginWorkDirectoryURL.appending(path: "package-description.json")
            try PackageDescriptionFile(context.package).write(to: description)
            arguments += ["--package-description", description.path]
        }
        let status = try LinterProcess(executable: tool.url, arguments: arguments, directory: context.package.directoryURL).run()
        if let failure = GuardrailsPluginFailure(status: status) {
            Diagnostics.error(failure.description, file: nil, line: nil)
            // Exiting here rather than throwing keeps SwiftPM from adding a second, less precise error.
            exit(1)
        }
    }
}
