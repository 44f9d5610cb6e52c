import GuardrailsCore

/// A protocol its one conformer hands out as a facet of itself: `var inputs: LedgerInputs { return self }` beside
/// `var outputs: LedgerOutputs { self }` (a view model's inputs/outputs split). It cuts one object's interface for its
/// readers; nothing is injected through it, and no closure could stand for it.
enum SelfFacetProtocols {
    /// Whether the tokens declare a computed property typed `name` (or `any name`) whose body is `self` or `return self`.
    static func isReturnedAsSelf(_ name: String, in tokens: [Token]) -> Bool {
        tokens.indices.contains { position in
            guard tokens[position].kind == .identifier, tokens[position].text == name, position >= 3,
                  tokens[position - 1].text == ":" || tokens[position - 1].text == "any" && tokens[position - 2].text == ":" else { return false }
            let colon = tokens[position - 1].text == ":" ? position - 1 : position - 2
            guard colon >= 2, tokens[colon - 2].text == "var" else { return false }
            let body = Array(tokens[(position + 1)...].prefix(4).map(\.text))
            return body.starts(with: ["{", "self", "}"]) || body.starts(with: ["{", "return", "self", "}"])
        }
    }

    /// Whether a file declaring a protocol may hand it out as `self`: cheap enough to ask before tokens are read.
    static func mayDeclare(in model: SourceModel) -> Bool {
        let protocols = Set(model.types.filter { $0.kind == .protocol }.map(\.name))
        return !protocols.isEmpty && model.types.contains { type in
            type.kind != .protocol && type.members.contains { $0.kind == .variable && $0.propertyType.map { protocols.contains($0.name) } == true }
        }
    }
}
