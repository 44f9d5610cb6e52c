/// A brace-delimited region: which type encloses it and whether it is that type's own body.
struct Scope: Sendable {
    let enclosingType: Int32
    let isTypeBody: Bool
}
