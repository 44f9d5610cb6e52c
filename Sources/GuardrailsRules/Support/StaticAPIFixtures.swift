import GuardrailsCore

/// A test that exercises a type through its static functions (`Archive.compactIfNeeded(at: path)`) and builds an
/// instance of it only to write a fixture and close it (`let archive = Archive(path: path)`, `archive.close()`):
/// the instance prepares or checks the files the static API works on; it is not the subject.
enum StaticAPIFixtures {
    /// Whether `Type(…)` at `position`, inside the test body opened at `bodyStart`, is such a fixture: the body calls
    /// one of the type's static functions, and the local the instance is stored in is only sent calls without arguments.
    static func isFixture(_ position: Int, testBody bodyStart: Int, in tokens: [Token]) -> Bool {
        guard position >= 3, tokens[position - 1].kind == .operator, tokens[position - 1].text == "=",
              tokens[position - 2].kind == .identifier, tokens[position - 3].kind == .keyword,
              tokens[position - 3].text == "let" || tokens[position - 3].text == "var",
              bodyStart > 0, let bodyEnd = TokenLookup.bodyEnd(from: bodyStart - 1, in: tokens) else { return false }
        let type = tokens[position].text
        let local = tokens[position - 2].text
        let body = bodyStart..<bodyEnd
        return body.contains { isStaticCall(on: type, at: $0, in: tokens) }
            && body.allSatisfy { $0 <= position || !isUse(of: local, at: $0, in: tokens) || isCallWithoutArguments($0, in: tokens) }
    }

    /// `Type.function(` with a lower-case function that is not a factory (`make…`, `create…`, `init`).
    private static func isStaticCall(on type: String, at position: Int, in tokens: [Token]) -> Bool {
        guard position + 3 < tokens.count, tokens[position].kind == .identifier, tokens[position].text == type,
              !follows(".", position, in: tokens), tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier,
              tokens[position + 3].text == "(" else { return false }
        let function = tokens[position + 2].text
        return function.first?.isLowercase == true && function != "init" && !function.hasPrefix("make") && !function.hasPrefix("create")
    }

    private static func isUse(of local: String, at position: Int, in tokens: [Token]) -> Bool {
        tokens[position].kind == .identifier && tokens[position].text == local && !follows(".", position, in: tokens)
    }

    /// `local.close()`, also `local?.close()`.
    private static func isCallWithoutArguments(_ position: Int, in tokens: [Token]) -> Bool {
        let dot = position + 1 < tokens.count && tokens[position + 1].kind == .operator && tokens[position + 1].text == "?" ? position + 2 : position + 1
        return dot + 3 < tokens.count && tokens[dot].text == "." && tokens[dot + 1].kind == .identifier
            && tokens[dot + 2].text == "(" && tokens[dot + 3].text == ")"
    }

    private static func follows(_ punctuation: String, _ position: Int, in tokens: [Token]) -> Bool {
        position > 0 && tokens[position - 1].kind == .punctuation && tokens[position - 1].text == punctuation
    }
}
