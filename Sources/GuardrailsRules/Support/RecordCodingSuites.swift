import GuardrailsCore

/// For `suite-named-by-behavior`: a suite proving a wire record's coding, `ReleaseNoteTests` of `struct ReleaseNote:
/// Codable { let title: String }` whose every test decodes or encodes it.
enum RecordCodingSuites {
    /// The coding protocols a record adopts to be read from or written to a wire format.
    private static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]

    /// The subject is a plain record (`SuiteSubjects.isPlainRecord`) adopting `Codable`, `Decodable` or `Encodable`, and
    /// every test of the suite calls a coder's `.decode(` or `.encode(` (`decoder.decode(ReleaseNote.self, from: data)`, a
    /// round trip through an encoder): the suite is the record's wire-format conformance, and no implementation stands behind
    /// the name that could be split or renamed. A test reading the record without coding it, or calling a method of the record
    /// on the decoded value (`typedData.dependencies(of:)`), proves other logic and keeps the suite reported.
    static func provesCoding(of subject: String, _ production: [IndexedType], in suite: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard SuiteSubjects.isPlainRecord(production),
              production.contains(where: { $0.inheritance.contains(where: codingProtocols.contains) }),
              let bodies = SuiteTestBodies.bodies(of: suite, tokens), !bodies.isEmpty else { return false }
        let methods = production.reduce(into: Set<String>()) { names, declaration in
            names.formUnion(index.members(of: subject, in: declaration.module))
            names.formUnion(index.extensionMembers(of: subject, in: declaration.module))
        }
        return bodies.allSatisfy { body in
            let calls = body.filter { position in
                tokens[position].kind == .identifier && tokens[position - 1].text == "." && position + 1 < body.upperBound && tokens[position + 1].text == "("
            }
            return calls.contains { tokens[$0].text == "decode" || tokens[$0].text == "encode" }
                && !calls.contains { tokens[$0].text != "init" && methods.contains(tokens[$0].text) }
        }
    }
}
