import GuardrailsCore

/// `FileManager.default` only reading a resource of the code's own bundle: `contents(atPath:)`, `fileExists(atPath:)`,
/// `contentsOfDirectory(atPath:)` or `(at:…)`, `enumerator(at:…)` and the other `readMethods`, whose path starts at the
/// bundle's resources, written in the argument (`Bundle.module.path(forResource: "schema", ofType: "json")`,
/// `Bundle.main.resourcePath! + "/Sounds"`, `Bundle(for: Self.self).resourceURL!`) or held in a local bound to such a lookup
/// just before (`let path = Bundle(for: Self.self).path(forResource: …)!`, `guard let url = Bundle.main.url(forResource: …)`,
/// read as `url.path`): the files are constants shipped with the code, nothing a test would inject. A write (`createFile`,
/// `removeItem`, `copyItem`) or a path starting elsewhere (the documents, the caches) stays reported.
enum BundledResourceRead {
    /// `position` is the `default` of `FileManager.default`.
    static func isRead(at position: Int, in tokens: [Token]) -> Bool {
        guard position + 5 < tokens.count, tokens[position + 1].text == ".", readMethods.contains(tokens[position + 2].text),
              tokens[position + 3].text == "(", tokens[position + 4].text == "atPath" || tokens[position + 4].text == "at",
              tokens[position + 5].text == ":", let close = Parentheses.closing(opening: position + 3, in: tokens) else { return false }
        let argument = firstArgument(tokens[(position + 6)..<close])
        guard let root = argument.firstIndex(where: { !pathWrappers.contains($0.text) }) else { return false }
        if tokens[root].text == "Bundle" { return isResourceLookup(argument) }
        // `path`, `path!`, `url.path`, `soundsPath + "/ring.caf"`: a local bound to a lookup, perhaps read as its `path`.
        guard tokens[root].kind == .identifier else { return false }
        return isBoundToResourceLookup(tokens[root].text, before: position, in: tokens)
    }

    /// The tokens up to the first `,` outside brackets: the path, not the options after it.
    private static func firstArgument(_ tokens: ArraySlice<Token>) -> ArraySlice<Token> {
        var depth = 0
        for index in tokens.indices {
            let text = tokens[index].text
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            if depth == 0, text == "," { return tokens[tokens.startIndex..<index] }
        }
        return tokens
    }

    /// `let name = <lookup>` or `guard let name = <lookup>` in the lines before `position`, within the same function.
    private static func isBoundToResourceLookup(_ name: String, before position: Int, in tokens: [Token]) -> Bool {
        var index = position - 1
        while index >= 2, position - index < searchLimit {
            let token = tokens[index]
            if token.kind == .keyword, token.text == "func" || token.text == "init" { return false }
            if token.text == name, tokens[index - 1].text == "let" || tokens[index - 1].text == "var", index + 1 < position,
               tokens[index + 1].text == "=" || tokens[index + 1].text == ":" {
                let value = initializer(from: index + 1, upTo: position, in: tokens).drop { $0.text != "=" }.dropFirst()
                return value.first { !pathWrappers.contains($0.text) }?.text == "Bundle" && isResourceLookup(value)
            }
            index -= 1
        }
        return false
    }

    /// The tokens of a binding's value: to the `,` ending a condition clause or the first line that does not
    /// continue it (one that starts with `.`, a chained call, continues it).
    private static func initializer(from start: Int, upTo end: Int, in tokens: [Token]) -> ArraySlice<Token> {
        var index = start + 1
        var depth = 0
        while index < end {
            let token = tokens[index]
            if token.startsLine, token.text != ".", depth == 0 { break }
            if token.text == "(" || token.text == "[" { depth += 1 }
            if token.text == ")" || token.text == "]" { depth -= 1 }
            if depth == 0, token.text == "," || token.text == "{" { break }
            index += 1
        }
        return tokens[start..<index]
    }

    /// `Bundle.main.path(forResource:…)`, `Bundle(for: X.self).url(forResource:…)`, `Bundle.module.resourceURL`,
    /// `Bundle.main.resourcePath`: where the bundle keeps what it ships (not `bundleIdentifier`, a name for other folders).
    private static func isResourceLookup(_ tokens: ArraySlice<Token>) -> Bool {
        tokens.contains { $0.text == "Bundle" } && tokens.contains { $0.text.hasPrefix("forResource") || bundleLocations.contains($0.text) }
    }

    /// Methods of `FileManager` that only read what is at a path.
    private static let readMethods: Set<String> = [
        "contents", "contentsOfDirectory", "fileExists", "enumerator", "subpathsOfDirectory", "subpaths", "attributesOfItem", "isReadableFile",
    ]

    /// Where a bundle's own files are.
    private static let bundleLocations: Set<String> = [
        "resourcePath", "resourceURL", "bundlePath", "bundleURL", "sharedSupportPath", "sharedSupportURL", "builtInPlugInsPath", "builtInPlugInsURL",
    ]

    /// What may wrap the path's start: `URL(fileURLWithPath: …)`, `(… as NSString)`, `try`.
    private static let pathWrappers: Set<String> = ["(", "URL", "fileURLWithPath", ":", "NSString", "string", "try", "!", "?"]

    private static let searchLimit = 80
}
