import GuardrailsCore
import GuardrailsRules

/// A target as `swift package describe` reports it: name, type (`library`, `executable`, `test`, …), directory
/// relative to the package, and the targets of the same package it depends on.
struct PackageTarget {
    let name: String
    let type: String
    let path: String
    var dependencies: [String] = []
}
