import Foundation
import GuardrailsCore
import GuardrailsRules

/// Where the tool runs and writes: injected so the command can run against any directory.
public struct ToolEnvironment: Sendable {
    public let currentDirectory: String
    public let standardOutput: @Sendable (String) -> Void
    public let standardError: @Sendable (String) -> Void
    /// Whether a person watches standard error, so progress is worth printing.
    public let isInteractive: Bool

    public init(
        currentDirectory: String, standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void, isInteractive: Bool = false
    ) {
        self.currentDirectory = currentDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isInteractive = isInteractive
    }

    public static var current: ToolEnvironment {
        ToolEnvironment(
            currentDirectory: FileManager.default.currentDirectoryPath,
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) },
            isInteractive: isatty(STDERR_FILENO) == 1
        )
    }
}
