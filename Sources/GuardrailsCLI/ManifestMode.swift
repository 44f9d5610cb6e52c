import GuardrailsCore
import GuardrailsRules

/// How `Package.swift` is turned into targets: read as tokens (never running it), or described by
/// SwiftPM, which evaluates the manifest and so runs the package's code.
enum ManifestMode: String, CaseIterable {
    case read, describe
}
