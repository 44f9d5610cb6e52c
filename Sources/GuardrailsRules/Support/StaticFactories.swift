/// What a static `make…`/`create…` call on a type builds, read from its name: the index keeps no result types (only whether a
/// type body's static functions all return other ones, `TypeTraits.staticFunctionsReturnOtherTypes`).
enum StaticFactories {
    /// `Cache.create()`, `FeedLoader.makeLoader(…)`, `Store.makeInMemory()`, `Client.make(with:)`: a factory named
    /// for nothing else, for a variant of its type or for the type itself builds that type. `TableGroupView.makeText(…)`
    /// and `GridLayoutBuilder.makeGridRows(…)` are named for what they return, a label and rows, not the type.
    static func buildsOwnType(_ factory: String, of type: String) -> Bool {
        let rest = factory.hasPrefix("make") ? factory.dropFirst(4) : factory.hasPrefix("create") ? factory.dropFirst(6) : Substring(factory)
        let words = Self.words(rest)
        guard let first = words.first, let last = words.last else { return true }
        if leadingVariantWords.contains(first), words.count == 1 || prepositions.contains(first) { return true }
        return Self.words(Substring(type)).contains(last)
    }

    private static let prepositions: Set<String> = ["With", "For", "From", "Using", "In", "On", "At", "By"]
    private static let leadingVariantWords = prepositions.union(["Default", "Shared", "Empty", "Live", "Testing", "Preview", "Sample"])

    /// `InMemory` → `In`, `Memory`; `URLSession` → `URL`, `Session`.
    private static func words(_ name: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (offset, character) in characters.enumerated() {
            let startsWord = character.isUppercase && (current.last?.isLowercase == true
                || offset + 1 < characters.count && characters[offset + 1].isLowercase && current.last?.isUppercase == true)
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
