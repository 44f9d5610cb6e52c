import GuardrailsCore

/// A client's live factory (`static let liveValue = Self(…)`, `static func live(…)`): the file declaring one is the
/// client's live implementation, the adapter of whatever its closures wrap.
enum LiveFactories {
    static func declared(in file: LintFile, _ names: Set<String>) -> Bool {
        !names.isEmpty && file.model.types.contains { type in
            type.members.contains { ($0.modifiers.contains("static") || $0.modifiers.contains("class")) && names.contains($0.name) }
        }
    }
}
