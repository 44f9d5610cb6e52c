import GuardrailsCore

/// A class kept as a global instance that is only told to do things: `public var logger = AppLogger()` beside
/// `class AppLogger { func log(_ message: String, level: LogLevel) }`. A facility the module reaches globally
/// (a logger, an analytics sink), not a model: nothing reads a value back from it.
enum GlobalFacility {
    /// The class has instance methods and none returns a value (`log(_:)`, `record(error:)`).
    static func onlyActs(_ type: TypeDecl) -> Bool {
        guard type.kind == .class else { return false }
        let methods = type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        return !methods.isEmpty && methods.allSatisfy { !$0.declaresResult }
    }

    /// A class that only acts and whose instance the file stores in a top-level `var` or `let` (`var logger = AppLogger()`).
    static func isFacility(_ type: TypeDecl, in tokens: [Token]) -> Bool {
        guard onlyActs(type) else { return false }
        var depth = 0
        for (position, token) in tokens.enumerated() {
            if token.kind == .punctuation {
                if token.text == "{" { depth += 1 } else if token.text == "}" { depth -= 1 }
            }
            guard depth == 0, token.kind == .keyword, token.text == "var" || token.text == "let", position + 4 < tokens.count,
                  tokens[position + 1].kind == .identifier, tokens[position + 2].text == "=", tokens[position + 3].text == type.name,
                  tokens[position + 4].text == "(", !tokens[position + 4].followsSpace else { continue }
            return true
        }
        return false
    }
}
