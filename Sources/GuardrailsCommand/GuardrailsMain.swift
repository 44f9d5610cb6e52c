import Foundation
import GuardrailsCLI

/// Entry point of the `guardrails` executable: all behavior lives in the library's `CommandLineTool`.
@main
enum GuardrailsMain {
    static func main() {
        exit(CommandLineTool(environment: .current).run(Array(CommandLine.arguments.dropFirst())))
    }
}
