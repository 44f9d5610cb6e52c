import Foundation
import PackagePlugin

/// `swift package guardrails [arguments]`: runs the linter on the package, from its root directory.
@main
struct GuardrailsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "GuardrailsPluginTool")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GuardrailsPluginFailure(status: process.terminationStatus)
        }
    }
}
