import Foundation
import GuardrailsCore
import GuardrailsRules

/// Paths given on the command line are relative to the package being linted.
enum FilePaths {
    static func absolute(_ path: String, against directory: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : directory + "/" + path).standardized.path
    }
}
