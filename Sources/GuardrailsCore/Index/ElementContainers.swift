/// `TypeTraits.isElementContainer`: generic structs (or `final` classes) that hold values of their generic parameter, or structs
/// named as a data structure holding the values they take, data structures rather than services (`struct
/// RangeStore<Element: RangeStoreElement>: Sendable` with `mutating func set(value: Element, for:)`).
enum ElementContainers {
    /// Protocols a data structure adopts: value semantics, collections, literals and descriptions.
    private static let containerProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Sequence", "Collection", "BidirectionalCollection",
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Positions in `model.types` of the generic structs adopting only `containerProtocols` that store one instance property
    /// at least, none a closure or a value typed as a bare generic parameter (`let loader: Loader` is a collaborator chosen
    /// by type), and take a value of a generic parameter in a `mutating` method: elements go in. A generic `final` class
    /// so shaped, named as a data structure (`collectionWords`), takes it in any method (`final class RecentCache<Item> { private var entries: [String: Entry]; func
    /// record(_ item: Item, …) }`). A struct that is not generic counts when its name ends in one of `collectionWords` and a
    /// `mutating` method takes a type its stored collections hold as elements (`struct PointSet { private var buckets: [Cell: [Point]];
    /// mutating func insert(_ point: Point) -> Point }`).
    static func containers(in model: SourceModel, tokens: [Token]) -> Set<Int> {
        var found = Set<Int>()
        for (position, type) in model.types.enumerated() where isCandidate(type)
            && type.inheritance.allSatisfy({ containerProtocols.contains($0.name) }) {
            let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") }
            guard !stored.isEmpty, stored.allSatisfy({ $0.propertyType?.isFunction != true }) else { continue }
            let parameters: Set<String>
            if type.isGeneric {
                parameters = Set(genericParameters(of: type, tokens))
                guard !parameters.isEmpty, stored.allSatisfy({ $0.propertyType.map { $0.isCollection || !parameters.contains($0.name) } ?? true }) else { continue }
            } else {
                parameters = collectionElements(of: stored, tokens)
            }
            guard !parameters.isEmpty, type.members.contains(where: { member in
                member.kind == .function && (type.kind == .class ? !member.modifiers.contains("private") : member.modifiers.contains("mutating"))
                    && takes(parameters, member, tokens)
            }) else { continue }
            found.insert(position)
        }
        return found
    }

    /// Name endings of data structures: a struct not generic over its element so named is a candidate.
    private static let collectionWords = ["Set", "Map", "Queue", "Stack", "Heap", "Tree", "Buffer", "Cache", "Graph", "Trie", "Bag"]

    /// A generic struct or `final` class, or a struct named as a data structure: asked of every type, the name and kind come first.
    private static func isCandidate(_ type: TypeDecl) -> Bool {
        switch type.kind {
        case .struct: type.isGeneric || isNamedAsCollection(type.name)
        case .class: type.isGeneric && type.modifiers.contains("final") && isNamedAsCollection(type.name)
        default: false
        }
    }

    private static func isNamedAsCollection(_ name: String) -> Bool {
        collectionWords.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The capitalised names of the elements of stored properties' collection types, annotated or built, a dictionary's values
    /// and not its keys (`[Cell: [Point]]`, `= [Cell: [Point]]()`: `Point`): the values a struct not generic over them holds.
    private static func collectionElements(of stored: [MemberDecl], _ tokens: [Token]) -> Set<String> {
        var names = Set<String>()
        for member in stored {
            guard var position = SynchronizedCells.firstToken(line: member.line, column: member.column, in: tokens) else { continue }
            // One list of names per open bracket; a `:` at its level says they were a dictionary's keys.
            var open: [[String]] = []
            while position < tokens.count, Int(tokens[position].line) == member.line {
                let token = tokens[position]
                if token.text == "[" {
                    open.append([])
                } else if token.text == "]", let closed = open.popLast() {
                    names.formUnion(closed)
                } else if token.text == ":", !open.isEmpty {
                    open[open.count - 1] = []
                } else if !open.isEmpty, token.kind == .identifier, token.text.first?.isUppercase == true {
                    open[open.count - 1].append(token.text)
                }
                position += 1
            }
        }
        return names
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
