import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build and shows the findings as build warnings and errors; an error
/// finding fails the build. Apply it to a target with
/// `plugins: [.plugin(name: "GuardrailsBuildToolPlugin", package: "CleanArchitectureKit")]`.
///
/// The linter reports only the target's files but indexes the whole package, so cross-file rules judge them as
/// a full run would. The command declares no output file, so SwiftPM (tools version 6.0 and later) runs it
/// whenever its inputs change, and prints what it writes in `path:line:column: warning: message` form among
/// the compiler's diagnostics.
@main
struct GuardrailsBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let package = context.package.directoryURL
        let configuration = package.appending(path: "guardrails.json")
        let inputs = files + (FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : [])
        return [
            .buildCommand(
                displayName: "guardrails: linting \(target.name)",
                executable: try context.tool(named: "GuardrailsPluginTool").url,
                arguments: ["lint", "--package-path", package.path, "--format", "xcode", "--absolute-paths"] + files.map(\.path),
                inputFiles: inputs,
                outputFiles: []
            ),
        ]
    }
}
