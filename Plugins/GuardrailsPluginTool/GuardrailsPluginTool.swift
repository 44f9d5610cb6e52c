import Foundation
import GuardrailsCLI

/// The executable `swift package guardrails` runs; the same command as the `guardrails` product.
@main
enum GuardrailsPluginTool {
    static func main() {
        exit(CommandLineTool(environment: .current).run(Array(CommandLine.arguments.dropFirst())))
    }
}
