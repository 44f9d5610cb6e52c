/// Reads the `customRules` section of `guardrails.json`: every problem, including an example the pattern
/// contradicts, is a configuration error naming its key path, so a broken rule never runs silently.
enum CustomRuleParser {
    static let ruleKeys: Set<String> = [
        "pattern", "message", "severity", "rationale", "helpURI", "layerKinds", "modules", "paths", "excludePaths", "tests", "examples",
    ]
    static let exampleKeys: Set<String> = ["triggering", "nonTriggering"]

    static func parse(_ value: Any, catalog: RuleCatalog, profiles: [String]) throws -> [CustomRule] {
        let object = try ConfigurationParser.dictionary(value, at: "customRules")
        let builtInIDs = Set(catalog.allRules.map(\.description.id))
        let kinds = Set(profiles.compactMap(catalog.profile(named:)).flatMap(\.layerKinds))
        return try object.keys.sorted().map { id in
            let path = "customRules.\(id)"
            guard isKebabCase(id) else {
                throw ConfigurationError(keyPath: path, message: "a rule id is lowercase words joined by '-', e.g. \"no-print-in-domain\"")
            }
            guard !builtInIDs.contains(id) else {
                throw ConfigurationError(keyPath: path, message: "'\(id)' is a built-in rule; choose another id, or configure the built-in one under \"rules\"")
            }
            let entry = try ConfigurationParser.dictionary(object[id] as Any, at: path)
            try ConfigurationParser.rejectUnknownKeys(entry, allowed: ruleKeys, at: path)
            let rule = CustomRule(
                id: id,
                message: try text(entry["message"], at: "\(path).message", required: true) ?? "",
                patterns: try patterns(entry["pattern"], at: "\(path).pattern"),
                severity: try choice(entry["severity"], fallback: Severity.error, at: "\(path).severity", expected: #""error" or "warning" (turn a rule off under "rules")"#),
                rationale: try text(entry["rationale"], at: "\(path).rationale"),
                helpURI: try text(entry["helpURI"], at: "\(path).helpURI"),
                layerKinds: try layerKinds(entry["layerKinds"], known: kinds, at: "\(path).layerKinds"),
                modules: try entry["modules"].map { try ConfigurationParser.strings($0, at: "\(path).modules") } ?? [],
                paths: try entry["paths"].map { try ConfigurationParser.strings($0, at: "\(path).paths").map(Glob.init) } ?? [],
                excludedPaths: try entry["excludePaths"].map { try ConfigurationParser.strings($0, at: "\(path).excludePaths").map(Glob.init) } ?? [],
                tests: try choice(entry["tests"], fallback: CustomRuleTests.exclude, at: "\(path).tests", expected: #""exclude" (the default), "include" or "only""#),
                triggering: try examples(entry["examples"], kind: "triggering", at: "\(path).examples"),
                nonTriggering: try examples(entry["examples"], kind: "nonTriggering", at: "\(path).examples")
            )
            try prove(rule, at: "\(path).examples")
            return rule
        }
    }

    /// Each triggering example must match and each non-triggering one must not: a rule whose examples
    /// contradict it would report the wrong code.
    private static func prove(_ rule: CustomRule, at path: String) throws {
        for (offset, example) in rule.triggering.enumerated() where !rule.matches(example) {
            throw ConfigurationError(
                keyPath: "\(path).triggering[\(offset)]",
                message: "the pattern does not match this example, which should trigger the rule; fix the pattern or the example"
            )
        }
        for (offset, example) in rule.nonTriggering.enumerated() where rule.matches(example) {
            throw ConfigurationError(
                keyPath: "\(path).nonTriggering[\(offset)]",
                message: "the pattern matches this example, which should not trigger the rule; fix the pattern or the example"
            )
        }
    }

    private static func patterns(_ value: Any?, at path: String) throws -> [TokenPattern] {
        guard let value else {
            throw ConfigurationError(keyPath: path, message: "required: the code the rule reports, e.g. \"print(\" or [\"class *Manager\", \"struct *Manager\"]")
        }
        let texts: [String]
        let isList = !(value is String)
        if let single = value as? String {
            texts = [single]
        } else {
            texts = try ConfigurationParser.strings(value, at: path)
        }
        guard !texts.isEmpty else { throw ConfigurationError(keyPath: path, message: "give at least one pattern") }
        return try texts.enumerated().map { offset, text in
            do {
                return try TokenPattern(text)
            } catch let error as TokenPatternError {
                throw ConfigurationError(keyPath: isList ? "\(path)[\(offset)]" : path, message: "\(error.message) in pattern \"\(text)\"")
            }
        }
    }

    private static func text(_ value: Any?, at path: String, required: Bool = false) throws -> String? {
        guard let value else {
            if required { throw ConfigurationError(keyPath: path, message: "required: what a finding of this rule says") }
            return nil
        }
        guard let text = value as? String, !text.isEmpty else { throw ConfigurationError(keyPath: path, message: "expected a non-empty string") }
        return text
    }

    /// One of a string enumeration's values, or `fallback` when the key is absent.
    private static func choice<Value: RawRepresentable<String>>(_ value: Any?, fallback: Value, at path: String, expected: String) throws -> Value {
        guard let value else { return fallback }
        guard let text = value as? String, let choice = Value(rawValue: text) else {
            throw ConfigurationError(keyPath: path, message: "expected \(expected)")
        }
        return choice
    }

    private static func layerKinds(_ value: Any?, known: Set<String>, at path: String) throws -> [String] {
        guard let value else { return [] }
        let kinds = try ConfigurationParser.strings(value, at: path)
        for (offset, kind) in kinds.enumerated() where !known.contains(kind) {
            throw ConfigurationError(keyPath: "\(path)[\(offset)]", message: known.isEmpty
                ? "unknown layer kind '\(kind)': the enabled profiles use no layers (the clean-architecture profile does)"
                : "unknown layer kind '\(kind)'; known: \(known.sorted().joined(separator: ", "))")
        }
        return kinds
    }

    private static func examples(_ value: Any?, kind: String, at path: String) throws -> [String] {
        guard let value else {
            throw ConfigurationError(keyPath: path, message: "required: {\"triggering\": [code…], \"nonTriggering\": [code…]} proving the pattern")
        }
        let object = try ConfigurationParser.dictionary(value, at: path)
        try ConfigurationParser.rejectUnknownKeys(object, allowed: exampleKeys, at: path)
        guard let list = object[kind] else { throw ConfigurationError(keyPath: "\(path).\(kind)", message: "required: at least one example") }
        let examples = try ConfigurationParser.strings(list, at: "\(path).\(kind)")
        guard !examples.isEmpty else { throw ConfigurationError(keyPath: "\(path).\(kind)", message: "required: at least one example") }
        return examples
    }

    private static func isKebabCase(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first), id.last != "-", !id.contains("--") else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
