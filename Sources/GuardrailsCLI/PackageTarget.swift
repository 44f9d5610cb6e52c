import GuardrailsCore
import GuardrailsRules

/// A target as `swift package describe` reports it: name, type (`library`, `executable`, `test`, …) and directory.
struct PackageTarget {
    let name: String
    let type: String
    let path: String
}
