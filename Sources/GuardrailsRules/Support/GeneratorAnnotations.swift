/// Sourcery's annotation comments (`// sourcery: AutoMockable`, `/// sourcery: AutoMockable, name = Vault`,
/// `/* sourcery: AutoMockable */`) written right above a declaration, doc comments and attributes between them allowed:
/// what they ask the code generator to make for it. Read from the file's text, as the lexer keeps no comments.
enum GeneratorAnnotations {
    /// The annotation keys (`AutoMockable`, `name`) of the `sourcery:` comment lines right above `line`.
    static func keys(above line: Int, in source: [UInt8]) -> [String] {
        ExplainingComment.commentLines(above: line, in: source).flatMap { text -> [String] in
            let parts = text.split(separator: "sourcery:", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return [] }
            return parts[1].split(whereSeparator: { $0 == "," || $0 == ";" }).compactMap { annotation in
                let key = annotation.prefix(while: { $0 != "=" }).filter { $0.isLetter || $0.isNumber || $0 == "_" }
                return key.isEmpty ? nil : key
            }
        }
    }
}
