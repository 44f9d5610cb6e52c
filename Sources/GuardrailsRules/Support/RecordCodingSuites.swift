import GuardrailsCore

/// For `suite-named-by-behavior`: a suite proving a wire record's coding, `ReleaseNoteTests` of `struct ReleaseNote:
/// Codable { let title: String }` whose every test decodes or encodes it.
enum RecordCodingSuites {
    /// The coding protocols a record adopts to be read from or written to a wire format.
    static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]
    /// The protocols an `NSObject` record adopts to be archived (`NSKeyedArchiver`).
    private static let archivingProtocols: Set<String> = ["NSCoding", "NSSecureCoding"]
    /// What an Xcode template's stub test names (`testPerformanceExample` timing an empty `measure { }`): nothing proven.
    private static let stubNames: Set<String> = ["self", "measure"]

    /// The subject is a value adopting `Codable`, `Decodable` or `Encodable` (`isCodedValue`), or an archived record
    /// (`isArchivedRecord`), and every test of the suite calls a coder's `.decode(` or `.encode(`, itself or
    /// through a helper function of the suite (`decoder.decode(ReleaseNote.self, from: data)`, a round trip through an
    /// encoder or `NSKeyedArchiver`; a template's empty stub aside): the suite is the record's wire-format conformance, and no
    /// implementation stands behind the name that could be split or renamed. A test reading the record without coding it, or
    /// calling a method of the record on the decoded value (`typedData.dependencies(of:)`), proves other logic and keeps the
    /// suite reported.
    static func provesCoding(of subject: String, _ production: [IndexedType], in suite: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard isCodedValue(subject, production, index) || isArchivedRecord(production),
              let bodies = SuiteTestBodies.bodies(of: suite, tokens) else { return false }
        let tests = bodies.filter { body in body.contains { tokens[$0].kind == .identifier && !stubNames.contains(tokens[$0].text) } }
        guard !tests.isEmpty else { return false }
        let helpers = SuiteTestBodies.helperBodies(of: suite, tokens)
        let methods = production.reduce(into: Set<String>()) { names, declaration in
            names.formUnion(index.members(of: subject, in: declaration.module))
            names.formUnion(index.extensionMembers(of: subject, in: declaration.module))
        }.subtracting(["init", "encode", "decode"])
        return tests.allSatisfy { body in
            let calls = body.filter { isCall($0, in: body, tokens) && tokens[$0 - 1].text == "." && isOnValue($0 - 1, subject, tokens) }
            // A helper of the suite the test calls (`let copy = dumpAndRestore(params)`) codes on its behalf.
            let reached = [body] + body.compactMap { position in
                isCall(position, in: body, tokens) && tokens[position - 1].text != "." ? helpers[tokens[position].text] : nil
            }
            let codes = reached.contains { range in
                range.contains { isCall($0, in: range, tokens) && tokens[$0 - 1].text == "." && (tokens[$0].text == "decode" || tokens[$0].text == "encode") }
            }
            return codes && !calls.contains { methods.contains(tokens[$0].text) }
        }
    }

    /// A struct, enum or class adopting `Codable`, `Decodable` or `Encodable` in its declaration, an extension or a superclass, with its own
    /// coding or the compiler's (`enum GameMode: Codable` of cases with values, `struct Moves` coding itself as an array):
    /// a value read from or written to a wire format. A `private` one cannot be named by tests at all.
    private static func isCodedValue(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { declaration in
            // A class too (`final class OwnerCard: MemberCard`, `Decodable` through its superclass): a response payload.
            (declaration.kind == .struct || declaration.kind == .enum || declaration.kind == .class)
                && !declaration.modifiers.contains("private") && !declaration.modifiers.contains("fileprivate")
        } && !index.supertypes(of: subject).isDisjoint(with: codingProtocols)
    }

    /// The `.` at `dot` follows a value (`decoded.dependencies(`, `items[0].total(`), not the type's name or nothing
    /// (`GameMode.timed(`, `= .timed(`): building a case or calling a factory makes the value the test codes.
    private static func isOnValue(_ dot: Int, _ subject: String, _ tokens: [Token]) -> Bool {
        guard dot > 0 else { return false }
        let receiver = tokens[dot - 1]
        return receiver.kind == .identifier ? receiver.text != subject : [")", "]", "?", "!"].contains(receiver.text) || receiver.text == "self"
    }

    /// `@objc class SessionParams: NSObject, NSSecureCoding`: a class adopting `NSCoding` or `NSSecureCoding`, beside
    /// `NSObject` and value protocols only, with no package superclass: a record archived by its fields.
    private static func isArchivedRecord(_ production: [IndexedType]) -> Bool {
        !production.isEmpty && production.allSatisfy { declaration in
            declaration.kind == .class && !declaration.modifiers.contains("private") && !declaration.modifiers.contains("fileprivate")
                && declaration.inheritance.allSatisfy { $0 == "NSObject" || archivingProtocols.contains($0) || SuiteSubjects.valueProtocols.contains($0) }
        } && production.contains { $0.inheritance.contains(where: archivingProtocols.contains) }
    }

    /// The identifier at `position` is called (`name(`).
    private static func isCall(_ position: Int, in body: Range<Int>, _ tokens: [Token]) -> Bool {
        tokens[position].kind == .identifier && position + 1 < body.upperBound && tokens[position + 1].text == "("
    }
}
