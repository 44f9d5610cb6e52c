/// `TypeTraits.isElementContainer`: generic structs that hold values of their generic parameter, data structures rather
/// than services (`struct RangeStore<Element: RangeStoreElement>: Sendable` with `mutating func set(value: Element, for:)`).
enum ElementContainers {
    /// Protocols a data structure adopts: value semantics, collections, literals and descriptions.
    private static let containerProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Sequence", "Collection", "BidirectionalCollection",
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Positions in `model.types` of the generic structs adopting only `containerProtocols` that store one instance property
    /// at least, none a closure or a value typed as a bare generic parameter (`let loader: Loader` is a collaborator chosen
    /// by type), and take a value of a generic parameter in a `mutating` method: elements go in.
    static func containers(in model: SourceModel, tokens: [Token]) -> Set<Int> {
        var found = Set<Int>()
        for (position, type) in model.types.enumerated() where type.kind == .struct && type.isGeneric
            && type.inheritance.allSatisfy({ containerProtocols.contains($0.name) }) {
            let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") }
            let parameters = Set(genericParameters(of: type, tokens))
            guard !stored.isEmpty, !parameters.isEmpty,
                  stored.allSatisfy({ $0.propertyType.map { !$0.isFunction && !parameters.contains($0.name) } ?? true }),
                  type.members.contains(where: { $0.kind == .function && $0.modifiers.contains("mutating") && takes(parameters, $0, tokens) })
            else { continue }
            found.insert(position)
        }
        return found
    }

    /// The parameters in angle brackets right after the struct's name.
    private static func genericParameters(of type: TypeDecl, _ tokens: [Token]) -> [String] {
        guard var position = SynchronizedCells.firstToken(line: type.line, column: type.column, in: tokens) else { return [] }
        let limit = min(tokens.count, position + 16)
        while position < limit, tokens[position].text != type.name { position += 1 }
        guard position + 1 < limit, tokens[position + 1].kind == .operator, tokens[position + 1].text.hasPrefix("<") else { return [] }
        return SynchronizedCells.parameterList(from: position + 1, in: tokens)
    }

    /// The function's parameter list names one of `parameters` (`value: Element`, `_ runs: [Element]`).
    private static func takes(_ parameters: Set<String>, _ function: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let start = SynchronizedCells.firstToken(line: function.line, column: function.column, in: tokens) else { return false }
        let limit = min(tokens.count, start + 400)
        var position = start
        while position < limit, tokens[position].text != "(" { position += 1 }
        var depth = 0
        while position < limit {
            let text = tokens[position].text
            if text == "(" { depth += 1 } else if text == ")" { depth -= 1 }
            if depth == 0 { return false }
            if tokens[position].kind == .identifier, parameters.contains(text) { return true }
            position += 1
        }
        return false
    }
}
