import GuardrailsCore

/// For `suite-named-by-behavior`: a suite proving a wire record's coding, `ReleaseNoteTests` of `struct ReleaseNote:
/// Codable { let title: String }` whose every test decodes or encodes it.
enum RecordCodingSuites {
    /// The coding protocols a record adopts to be read from or written to a wire format.
    private static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]

    /// The subject is a plain record (`SuiteSubjects.isPlainRecord`) adopting `Codable`, `Decodable` or `Encodable`, and
    /// every test of the suite calls a coder's `.decode(` or `.encode(` (`decoder.decode(ReleaseNote.self, from: data)`, a
    /// round trip through an encoder): the suite is the record's wire-format conformance, and no implementation stands behind
    /// the name that could be split or renamed. A test reading the record without coding it proves other logic and keeps the suite reported.
    static func provesCoding(of production: [IndexedType], in suite: TypeDecl, _ tokens: [Token]) -> Bool {
        guard SuiteSubjects.isPlainRecord(production),
              production.contains(where: { $0.inheritance.contains(where: codingProtocols.contains) }),
              let bodies = SuiteTestBodies.bodies(of: suite, tokens), !bodies.isEmpty else { return false }
        return bodies.allSatisfy { body in
            body.contains { index in
                tokens[index].kind == .identifier && (tokens[index].text == "decode" || tokens[index].text == "encode")
                    && tokens[index - 1].text == "." && index + 1 < body.upperBound && tokens[index + 1].text == "("
            }
        }
    }
}
