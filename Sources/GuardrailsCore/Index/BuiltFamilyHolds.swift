/// Stored properties through which a type holds one member of a family it builds itself: `let layout: SwipeLayout`,
/// given no value where declared, taken by no initializer's parameters, and set by its initializers only to new
/// instances of two or more types (`switch style { case .border: layout = BorderLayout() … }`). Nothing hands the
/// holder a conformer, so nothing could hand it a double: the property is a pick among a closed family, as a
/// function switching over cases to build one is (`ClosedMetatypes`).
enum BuiltFamilyHolds {
    /// The declared type of each such property of `model`'s classes and structs, once per property.
    static func names(in model: SourceModel, tokens: [Token]) -> [String] {
        var names: [String] = []
        for type in model.types where type.kind == .class || type.kind == .struct {
            // Cheap tests first: most types hold no annotated `let` without a value, or declare no initializer.
            guard type.members.contains(where: { $0.kind == .initializer }), type.members.contains(where: isCandidate) else { continue }
            var candidates = type.members.filter(isCandidate).compactMap { member in member.propertyType.map { (member.name, $0.name) } }
            var bodies: [Int] = []
            for initializer in type.members where initializer.kind == .initializer {
                guard initializer.bodyLine > 0, let start = SynchronizedCells.firstToken(line: initializer.line, column: initializer.column, in: tokens),
                      let opening = SynchronizedCells.firstToken(line: Int(initializer.bodyLine), column: Int(initializer.bodyColumn), in: tokens),
                      start < opening else { candidates = []; break }
                // `init(layout: SwipeLayout)`: the caller chooses, and could pass a double. Most held types leave here.
                candidates.removeAll { candidate in tokens[start..<opening].contains { $0.kind == .identifier && $0.text == candidate.1 } }
                bodies.append(opening)
            }
            for candidate in candidates where isBuilt(candidate.0, inBodiesAt: bodies, tokens) { names.append(candidate.1) }
        }
        return names
    }

    /// An instance `let` annotated with a capitalized type that is no closure nor standard value, with no value given.
    private static func isCandidate(_ member: MemberDecl) -> Bool {
        guard member.kind == .variable, member.isLet, !member.modifiers.contains("static"), let declared = member.propertyType,
              declared.isAnnotated, !declared.isFunction, !declared.isConstructed, declared.name.first?.isUppercase == true else { return false }
        return !DeclarationTraits.plainNames.contains(declared.name)
    }

    /// The initializers' bodies (from their `{`) set `property` only to new instances (`layout = BorderLayout()`, `self.layout
    /// = DragLayout(width: 2)`), of two types or more in all; any other value comes from elsewhere.
    private static func isBuilt(_ property: String, inBodiesAt openings: [Int], _ tokens: [Token]) -> Bool {
        var built: Set<String> = []
        for opening in openings {
            var depth = 0
            var position = opening
            while position + 3 < tokens.count {
                let token = tokens[position]
                if token.kind == .punctuation, token.text == "{" { depth += 1 }
                if token.kind == .punctuation, token.text == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                if token.kind == .identifier, token.text == property, tokens[position + 1].text == "=",
                   tokens[position - 1].text != "." || tokens[position - 2].text == "self" {
                    let value = tokens[position + 2]
                    guard value.kind == .identifier, value.text.first?.isUppercase == true, tokens[position + 3].text == "(",
                          !tokens[position + 3].followsSpace else { return false }
                    built.insert(value.text)
                }
                position += 1
            }
        }
        return built.count > 1
    }
}
