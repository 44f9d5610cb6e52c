/// A function, computed property, static member or closure of the manifest: its parameters and the
/// token range of its body, evaluated each time it is called.
struct ManifestFunction: Sendable {
    struct Parameter: Sendable {
        /// The argument label callers write; `nil` for `_`.
        let label: String?
        let name: String
        /// Token range of the default value.
        let defaultValue: Range<Int>?
        let isVariadic: Bool
    }

    let name: String
    let parameters: [Parameter]
    /// Token range between the braces (or of the expression, for a `static let`).
    let body: Range<Int>
    /// Closures see the variables where they are written; functions see only globals.
    let isClosure: Bool
    /// A `static let` or stored global evaluated once as an expression, not run as statements.
    let isExpression: Bool
    /// Line of the declaration, for notes.
    let line: Int
}
