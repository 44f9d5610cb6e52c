/// The end-to-end tests need the executable: `swift build --build-tests` builds it.
struct BinaryNotBuilt: Error, CustomStringConvertible {
    let searched: [String]

    var description: String {
        "guardrails executable not found; run `swift build --build-tests` first. Looked in: \(searched.joined(separator: ", "))"
    }
}
