import GuardrailsCore

/// `protocol Chore { associatedtype Instance: Chore; static var shared: Instance { get }; func schedule() }` adopted by the
/// package's task classes and named as a type nowhere but in its own associated types' constraints: a trait the conformers
/// share, which no code holds, takes, returns or constrains a generic by, so there is no seam a double could fill.
enum SelfConstrainedTraits {
    static func isSelfConstrainedTrait(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        // Asked of a protocol about to be reported: its few type uses are read from the index before any token.
        let uses = index.typeUses(of: type.name)
        guard uses > 0, uses <= 4, index.aliases(naming: type.name).isEmpty,
              let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        // From the body's brace: the name in the inheritance clause before it is no use.
        var position = start
        while position < end, !(tokens[position].kind == .punctuation && tokens[position].text == "{") { position += 1 }
        var constraints = 0
        var associatedLine: Int32 = -1
        while position < end {
            let token = tokens[position]
            if token.text == "associatedtype" {
                associatedLine = token.line
            } else if token.kind == .identifier, token.text == type.name {
                // Named in a requirement (`func merge(with other: Chore)`): a use beyond the trait's own constraint.
                guard token.line == associatedLine else { return false }
                constraints += 1
            }
            position += 1
        }
        return constraints >= uses
    }
}
