/// The conformance and the import the kit forbids in its own code, assembled from their words so that no line of the
/// tests spells them, while the sources the tests lint still contain them.
enum ForbiddenSpellings {
    static let uncheckedSendable = "@unchecked" + " Sendable"
    static let testableImport = "@testable" + " import"
}
