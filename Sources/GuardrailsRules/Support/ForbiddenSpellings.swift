/// The conformance and the import the kit forbids in its own code, assembled from their words so that no line of the kit
/// spells them: the rules' explanations and examples still show them to users.
enum ForbiddenSpellings {
    static let uncheckedSendable = "@unchecked" + " Sendable"
    static let testableImport = "@testable" + " import"
}
