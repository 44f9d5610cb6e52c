/// The finished index's contents behind one reference. A `PackageIndex` is copied into every rule helper that
/// keeps it (and into each `RuleContext` copy); with its some fifty arrays, sets and dictionaries held inline, each
/// copy retained and released every one of them, atomically, on storage both lint threads share. Behind this
/// reference a copy costs one retain.
final class IndexStorage: Sendable {
    let contents: IndexContents

    init(_ contents: IndexContents) {
        self.contents = contents
    }
}
