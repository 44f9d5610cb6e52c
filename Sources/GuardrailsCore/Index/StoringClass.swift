/// A production class or actor (or, in a list of their own, a struct) with stored instance properties, as the index keeps it: its file and line, its name and the types
/// those properties are annotated with (see `IndexedDeclaration.storedInstanceTypes`).
struct StoringClass: Sendable {
    let path: String
    let line: Int
    let name: String
    let types: [String]
    /// The types its unannotated properties are built from (`let keychain = Keychain(service: id)`): only the library
    /// wrapper's mark reads them.
    let builtTypes: [String]
}
