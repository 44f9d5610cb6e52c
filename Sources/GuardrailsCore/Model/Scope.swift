/// A brace-delimited region: which type encloses it, whether it is that type's own body, and whether it lies in
/// SwiftUI preview code (a `#Preview { … }` block or a `PreviewProvider`'s body, at any depth).
struct Scope: Sendable {
    let enclosingType: Int32
    let isTypeBody: Bool
    var isPreview = false
}
