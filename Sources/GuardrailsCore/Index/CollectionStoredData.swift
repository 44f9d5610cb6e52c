/// `public struct Endpoint: Sendable { let path: String; let headers: [String: String]; let query: [URLQueryItem]?; init(…) }`: a
/// struct adopting nothing but `Sendable` whose instance members are stored properties and initializers, as for
/// `DeclarationTraits.declaresOnlyStoredData`, one at least annotated with an array or dictionary type
/// (`PropertyTypeReader` reads its element type only, `PropertyType.isCollection`). The names inside the brackets are what it stores: the package's types among
/// them (`[Attachment]`) are returned for the rule to judge, standard and Foundation values left out; a closure, tuple,
/// existential or object handle inside keeps the struct out.
enum CollectionStoredData {
    static func structs(in model: SourceModel, tokens: [Token], traits: [TypeTraits]) -> [Int: [String]] {
        var found: [Int: [String]] = [:]
        for position in model.types.indices where !traits[position].contains(.declaresOnlyStoredData) {
            let type = model.types[position]
            guard type.kind == .struct, type.inheritance.allSatisfy({ $0.name == "Sendable" }) else { continue }
            if let names = storedNames(of: type, aliases: model.functionAliases, tokens) { found[position] = names }
        }
        return found
    }

    /// The names a collection-typed property stores, when every instance member is an initializer or a stored property typed
    /// with a value (one at least a collection); `nil` otherwise.
    private static func storedNames(of type: TypeDecl, aliases: Set<String>, _ tokens: [Token]) -> [String]? {
        var names: [String] = []
        var hasCollection = false
        for member in type.members where !member.modifiers.contains("static") && !member.modifiers.contains("class") {
            switch member.kind {
            case .initializer:
                continue
            case .variable:
                guard member.isLet || member.isStoredVar, !member.modifiers.contains("lazy") else { return nil }
                if let stored = member.propertyType, !stored.isCollection {
                    guard stored.isAnnotated, !stored.isFunction, !aliases.contains(stored.name), !handleNames.contains(stored.name),
                          !stored.name.hasSuffix(".Type") else { return nil }
                    continue
                }
                guard let inside = collectionNames(of: member, aliases: aliases, tokens) else { return nil }
                hasCollection = true
                for name in inside where !names.contains(name) { names.append(name) }
            case .function, .deinitializer, .subscriptDecl, .enumCase:
                return nil
            }
        }
        return hasCollection ? names : nil
    }

    /// `let headers: [String: String]`, `var items: [URLQueryItem]?`: the names between the brackets after the `:`, standard and
    /// Foundation values left out; `nil` when the annotation is no bracketed type of plain names.
    private static func collectionNames(of member: MemberDecl, aliases: Set<String>, _ tokens: [Token]) -> [String]? {
        guard let keyword = SynchronizedCells.firstToken(line: member.line, column: member.column, in: tokens), keyword + 3 < tokens.count,
              tokens[keyword + 2].text == ":", tokens[keyword + 3].text == "[" else { return nil }
        var depth = 0
        var names: [String] = []
        var cursor = keyword + 3
        while cursor < tokens.count, cursor - keyword < 64 {
            let token = tokens[cursor]
            if token.text == "[" { depth += 1 } else if token.text == "]" {
                depth -= 1
                if depth == 0 { return names }
            } else if token.kind == .identifier {
                guard !handleNames.contains(token.text), !aliases.contains(token.text) else { return nil }
                if !DeclarationTraits.plainNames.contains(token.text), !ValueHolders.frameworkValueNames.contains(token.text),
                   !ValueHolders.foundationValueNames.contains(token.text), !names.contains(token.text) {
                    names.append(token.text)
                }
            } else if ![":", ",", "?", "!", ".", "<", ">"].contains(token.text) {
                // A closure, tuple or existential (`(Int) -> Void`, `any Sink`) is more than a value.
                return nil
            }
            cursor += 1
        }
        return nil
    }

    private static let handleNames: Set<String> = ["AnyClass", "AnyObject", "Any", "NSObject", "NSObjectProtocol"]
}
