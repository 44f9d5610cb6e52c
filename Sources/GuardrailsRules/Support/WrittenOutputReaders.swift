import GuardrailsCore

/// `ImageReader(path)` in a test file that writes the image with an `ImageWriter` (or formats it with an `…Formatter`):
/// the reader opens what the writer produced only to check it, so it is the assertion's tool, not the subject. A suite
/// named after the reader (`ImageReaderTests`) still has it for its subject.
enum WrittenOutputReaders {
    private static let producerSuffixes = ["Writer", "Formatter", "Encoder", "Serializer"]

    static func readsBack(_ typeName: String, suite: String, in tokens: [Token], _ index: PackageIndex) -> Bool {
        guard typeName.count > 6, typeName.hasSuffix("Reader"), !TestInputs.isNamed(suite, after: typeName) else { return false }
        var checked: Set<String> = []
        for token in tokens where token.kind == .identifier && token.text.first?.isUppercase == true && !checked.contains(token.text) {
            checked.insert(token.text)
            guard producerSuffixes.contains(where: token.text.hasSuffix) else { continue }
            // A producer the package declares, top-level or nested (`EXT4.Formatter`), not a framework's `JSONEncoder`.
            if !index.declarations(named: token.text).isEmpty || !index.nestedDeclarations(named: token.text).isEmpty { return true }
        }
        return false
    }
}
