import GuardrailsCore

/// `protocol OutlineNode: AnyObject { func build() -> Outline }` adopted by `final class GroupNode: OutlineNode { var children:
/// [OutlineNode] }` in the same file: the node of a composite tree, whose group holds a growing `var` of children of the
/// class-bound protocol itself. The protocol is the tree's shape, not a collaborator a test substitutes; a fan-out handed a
/// `let` list of a plain protocol (`FanOutLogger: Logger`) stays a seam.
enum CompositeTreeNodes {
    /// A type of the file adopting the protocol stores an array of it (`[OutlineNode]`, also optional, or built in place).
    static func isTreeNode(_ proto: TypeDecl, in model: SourceModel, _ tokens: [Token]) -> Bool {
        // A class-bound node whose group grows (`var children`): a fan-out handed its `let` list once (`FanOutLogger`) is a seam.
        guard proto.inheritance.contains(where: { $0.name == "AnyObject" }) else { return false }
        return model.types.contains { group in
            group.kind != .protocol && group.inheritance.contains { $0.name == proto.name }
                && group.members.contains { member in
                    member.isStoredVar && (member.propertyType.map { $0.isCollection && $0.name == proto.name }
                        ?? holdsArray(of: proto.name, member, tokens))
                }
        }
    }

    /// Whether the model alone can tell the file may declare such a group, given its `protocols`: asked to decide whether
    /// the rule reads tokens, so a file without a class-bound protocol answers before any type is read.
    static func mayDeclare(_ protocols: [TypeDecl], in model: SourceModel) -> Bool {
        var bound: Set<String> = []
        for proto in protocols where proto.inheritance.contains(where: { $0.name == "AnyObject" }) { bound.insert(proto.name) }
        guard !bound.isEmpty else { return false }
        return model.types.contains { group in
            // `[OutlineNode]` is read as a collection of the protocol; `= [OutlineNode]()` names no type: the tokens tell.
            group.kind != .protocol && group.inheritance.contains { bound.contains($0.name) }
                && group.members.contains { member in
                    (member.isStoredVar || member.isLet) && member.propertyType.map { $0.isCollection && bound.contains($0.name) } ?? true
                }
        }
    }

    /// `var children: [OutlineNode]` or `= [OutlineNode]()`: a `[` directly before the protocol's name on the declaration's line.
    private static func holdsArray(of name: String, _ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard var position = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        while position + 1 < tokens.count, Int(tokens[position + 1].line) == member.line {
            if tokens[position].text == "[", tokens[position + 1].text == name { return true }
            position += 1
        }
        return false
    }
}
