/// What the body of a class, struct, actor or extension stores, names and calls, kept only for the declarations of a file
/// declaring a singleton (a static property holding an instance of its own type): the few a rule asks about when one of
/// their shared instances is read, so other files cost one check.
public struct DeclarationBody: Sendable {
    /// Its instance stored properties: name, the type written or inferred (empty when there is none or it is a function
    /// type), whether it is a `let`, and whether that type is a standard value (`String`, `Int`, `Date`…).
    public let storedProperties: [(name: String, type: String, isLet: Bool, isPlain: Bool)]
    /// The types of all its properties, static and computed ones included.
    public let propertyTypes: [String]
    /// Declares a method returning a value that is neither `private` nor `fileprivate`.
    public let answersFromMethods: Bool
    /// Capitalized names its body (its nested types' included) refers to without a base, other than its own, its nested
    /// types' and standard values'.
    public let namedTypes: [String]
    /// Names called as functions in its body (`write(…)`, `os_log(…)`).
    public let calledFunctions: [String]
    /// Its stored properties whose members its body reaches (`sink.error(…)`, `sink?.flush()`).
    public let reachedProperties: [String]

    /// The bodies of the classes, structs, actors and extensions of `model`, by position.
    /// Only those at `positions`, when given.
    static func bodies(of model: SourceModel, tokens: [Token], positions: Set<Int>? = nil) -> [Int: DeclarationBody] {
        var bodies: [Int: DeclarationBody] = [:]
        for (position, type) in model.types.enumerated() where [.class, .struct, .actor, .extension].contains(type.kind) && positions?.contains(position) != false {
            bodies[position] = DeclarationBody(position, in: model, tokens: tokens)
        }
        return bodies
    }

    private init(_ position: Int, in model: SourceModel, tokens: [Token]) {
        let type = model.types[position]
        let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        storedProperties = stored.map { member -> (name: String, type: String, isLet: Bool, isPlain: Bool) in
            let declared = member.propertyType.flatMap { $0.isFunction ? nil : $0.name } ?? ""
            return (member.name, declared, member.isLet, DeclarationTraits.plainNames.contains(declared))
        }
        propertyTypes = type.members.compactMap { $0.propertyType?.name }
        answersFromMethods = type.members.contains { member in
            member.kind == .function && member.declaresResult && !member.modifiers.contains("private") && !member.modifiers.contains("fileprivate")
        }
        var own: Set<String> = [type.name]
        for (index, candidate) in model.types.enumerated() where Self.isNested(index, in: position, model.types) { own.insert(candidate.name) }
        var named: [String] = []
        for reference in model.references where reference.base == nil && Self.isNested(Int(reference.enclosingType), in: position, model.types) {
            let name = reference.name
            guard name.first?.isUppercase == true, !own.contains(name), !DeclarationTraits.plainNames.contains(name), !named.contains(name) else { continue }
            named.append(name)
        }
        namedTypes = named
        let calls = Self.calls(in: type, storedNames: Set(stored.map(\.name)), tokens: tokens)
        calledFunctions = calls.functions
        reachedProperties = calls.properties
    }

    /// Whether the type `index` is `ancestor` or nested in it.
    private static func isNested(_ index: Int, in ancestor: Int, _ types: [TypeDecl]) -> Bool {
        var current: Int? = index
        while let candidate = current, candidate >= 0, candidate < types.count {
            if candidate == ancestor { return true }
            current = types[candidate].parent
        }
        return false
    }

    /// The names called as functions in the declaration's body, and those of `storedNames` followed by `.` or `?`.
    private static func calls(in type: TypeDecl, storedNames: Set<String>, tokens: [Token]) -> (functions: [String], properties: [String]) {
        var functions: [String] = []
        var properties: [String] = []
        guard var position = firstToken(line: type.line, column: type.column, in: tokens) else { return ([], []) }
        var depth = 0
        while position + 1 < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            if token.kind == .identifier, depth > 0 {
                let next = tokens[position + 1].text
                if next == "(", !functions.contains(token.text) { functions.append(token.text) }
                if next == "." || next == "?", storedNames.contains(token.text), !properties.contains(token.text) { properties.append(token.text) }
            }
            position += 1
        }
        return (functions, properties)
    }

    /// The index of the first token at or after `line`:`column`, found by halving (tokens are in source order).
    static func firstToken(line: Int, column: Int, in tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if (Int(tokens[middle].line), Int(tokens[middle].column)) < (line, column) { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }
}
