import GuardrailsCore

/// A type's own private storage that happens to be named `shared`, not a component reaching for a global:
/// - a `private`/`fileprivate` type nested in `Outer`, storing an `Outer` (`private final class Storage { static let shared =
///   Storage(); var manager: Outer? }`), read in `Outer`'s static members (`static var current: Outer? { Storage.shared.manager }`):
///   `Outer`'s own singleton kept in a thread-safe box, which `singleton-declaration` judges;
/// - the `static` collection or standard value of a `private`/`fileprivate` type (or one nested in such a type) named `shared`
///   (`fileprivate enum Registry { static var shared: [ID: Pair] = [:] }`), which only its file can read: file-scoped state,
///   not an instance of a service.
/// A private type's `static let shared = Self()` read by a component of its file (an instance with behaviour) stays with the
/// lookup-table test of `PrivateConstantTable`.
enum PrivateOwnStorage {
    private static let standardValues: Set<String> = [
        "Bool", "Int", "UInt", "Double", "Float", "String", "Date", "URL", "UUID", "Data", "Array", "Dictionary", "Set", "Optional",
    ]

    static func isOwnStorage(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.base == type, let position = types.firstIndex(where: { $0.name == type && $0.kind != .extension && $0.kind != .protocol })
        else { return false }
        return isOuterSingletonBox(reference, position, types) || isFileScopedState(reference, position, file)
    }

    private static func isOuterSingletonBox(_ reference: Reference, _ position: Int, _ types: [TypeDecl]) -> Bool {
        let box = types[position]
        guard box.isFilePrivate, let outer = box.parent,
              box.members.contains(where: { member in
                  (member.isLet || member.isStoredVar) && !member.modifiers.contains("static") && member.propertyType?.name == types[outer].name
              }),
              reference.enclosingType >= 0, Int(reference.enclosingType) == outer,
              let member = types[outer].members.last(where: { $0.line <= Int(reference.line) }) else { return false }
        return member.modifiers.contains("static") || member.modifiers.contains("class")
    }

    private static func isFileScopedState(_ reference: Reference, _ position: Int, _ file: LintFile) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard FileLocalPlatformProtocols.isHidden(position, in: types),
              let member = types[position].members.first(where: { $0.name == reference.name && $0.modifiers.contains("static") && ($0.isLet || $0.isStoredVar) }),
              let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let name = (start..<min(start + 8, tokens.count)).first(where: { tokens[$0].text == reference.name }),
              name + 2 < tokens.count, tokens[name + 1].text == ":" else { return false }
        let annotation = tokens[name + 2].text
        return annotation == "[" || standardValues.contains(annotation)
    }
}
