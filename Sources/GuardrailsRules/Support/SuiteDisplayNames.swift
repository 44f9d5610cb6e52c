import GuardrailsCore

/// What a Swift Testing suite's display name (`@Suite("LoRa channel frequency calculation")`) says: the name test
/// reports show, which may describe a behavior even when the suite's identifier repeats a type's name.
enum SuiteDisplayNames {
    /// Words that say nothing of a behavior: a test report's labels and joining words.
    private static let fillers: Set<String> = [
        "test", "tests", "suite", "suites", "spec", "specs", "properties", "property", "extended", "additional", "detailed",
        "coverage", "helpers", "helper", "basics", "basic", "misc", "general", "unit", "integration", "behavior", "behaviour",
        "behaviors", "methods", "method", "functions", "type", "types", "cases", "case", "edge", "the", "and", "for", "with",
        "its", "from", "into",
    ]

    /// The literal of `@Suite("…")` written within three lines above the suite, when there is one.
    static func displayName(of suite: TypeDecl, _ tokens: [Token], _ source: [UInt8]) -> String? {
        guard let position = tokens.indices.first(where: { index in
            let token = tokens[index]
            return token.kind == .attribute && token.text == "Suite" && Int(token.line) <= suite.line && suite.line - Int(token.line) <= 3
                && index + 2 < tokens.count && tokens[index + 1].text == "(" && tokens[index + 2].kind == .string
        }) else { return nil }
        return StringLiteralText.text(of: tokens[position + 2], in: source)
    }

    /// Three words or more, one of them at least a plain word (not an identifier, acronym or label) that is none of the
    /// type's words nor spelled in its name, nor shares a stem with one (`calculation` is `Calculator`'s), and not the type's initials spelled out
    /// (`Air Quality Index` for `Aqi`): `LoRa channel frequency calculation` names what `LoRaChannelCalculator` does,
    /// while `Terrarium decoder` or `RoutingError Properties` only repeat the type.
    static func describesBehavior(_ displayName: String, besides typeName: String) -> Bool {
        let words = displayName.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard words.count >= 3 else { return false }
        let typeWords = camelCaseWords(typeName).map { $0.lowercased() }
        let spelledType = typeName.lowercased()
        if String(words.compactMap(\.first)).lowercased() == typeName.lowercased() { return false }
        return words.contains { word in
            let lowered = word.lowercased()
            // `Lifecycle` is spelled by `LifeCycle` of the type's name as one word.
            guard lowered.count >= 3, isPlainWord(word), !fillers.contains(lowered), !spelledType.contains(lowered) else { return false }
            return !typeWords.contains { typeWord in typeWord == lowered || typeWord.count >= 5 && lowered.count >= 5 && typeWord.prefix(5) == lowered.prefix(5) }
        }
    }

    /// `frequency`, `Channel`: letters only, capitalized at most on the first one.
    private static func isPlainWord(_ word: String) -> Bool {
        word.allSatisfy(\.isLetter) && word.dropFirst().allSatisfy(\.isLowercase)
    }

    /// `LoRaChannelCalculator` → `Lo`, `Ra`, `Channel`, `Calculator`; `URLLoader` → `URL`, `Loader`.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true || index + 1 < characters.count && characters[index + 1].isLowercase)
            if startsWord || !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
