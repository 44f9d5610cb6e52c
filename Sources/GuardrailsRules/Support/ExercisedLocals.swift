import GuardrailsCore

/// Whether a test exercises the object it builds into a local, or only prepares a fixture with it: `let e =
/// generator.generate(for: entity)`, `XCTAssertEqual(loader.count, 1)` or `manager.observe().sink { … }` use what the object
/// answers, while `preparer.prepare(info)` (a call whose result is dropped), `sut.options.mode = .fast` (a setting) or
/// handing the local to another initializer (itself, or what a call on it without arguments makes of it) does not. Read only to
/// name the subject of a finding.
enum ExercisedLocals {
    /// The construction whose type name is at `position`: built inline into an expression (no local), or stored in a local
    /// whose answer the test reads somewhere in the rest of its block.
    /// With `after`, only uses past that position count (what the test does once it has handed the local on).
    static func isExercised(constructionAt position: Int, after: Int = 0, in tokens: [Token]) -> Bool {
        guard let name = TestMethodConstructions.localName(ofConstructionAt: position, in: tokens) else { return true }
        var depth = 0
        var current = position + 1
        while current < tokens.count {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" || token.text == "}" {
                depth += token.text == "{" ? 1 : -1
                // The block the local is declared in ends: it is out of scope.
                if depth < 0 { return false }
            } else if current > after, token.kind == .identifier, token.text == name, handedOn(useAt: current, in: tokens) == nil,
                      readsAnswer(ofUseAt: current, in: tokens) {
                return true
            }
            current += 1
        }
        return false
    }

    /// The object the local built at `position` is handed to: the type name's token of an initializer whose result the test
    /// keeps in a local (`let app = Server(router: router)`, or `Server(responder: router.makeResponder())`, the local in
    /// another form), first in the rest of the block. The test exercises that object; the local is its input.
    static func receivingConstruction(ofLocalBuiltAt position: Int, in tokens: [Token]) -> Int? {
        guard let name = TestMethodConstructions.localName(ofConstructionAt: position, in: tokens) else { return nil }
        var found: Int?
        _ = RestOfBlock.first(after: position, in: tokens) { current in
            guard tokens[current].kind == .identifier, tokens[current].text == name, current > 0, tokens[current - 1].text != "." else { return false }
            found = handedOn(useAt: current, in: tokens)
            return found != nil
        }
        return found
    }

    /// `router` in `let app = Server(router: router)` or `Server(responder: router.makeResponder())`: the whole argument is the
    /// local itself or what a call on it without arguments makes of it, handed to an initializer whose result is bound to a
    /// local. Returns the initializer's type name token. An answer to a question (`Page(text: parser.parse(input))`) is not.
    private static func handedOn(useAt use: Int, in tokens: [Token]) -> Int? {
        guard use > 0, tokens[use - 1].text == "(" || tokens[use - 1].text == ":" || tokens[use - 1].text == "," else { return nil }
        var end = use + 1
        if end + 3 < tokens.count, tokens[end].text == ".", tokens[end + 1].kind == .identifier, tokens[end + 2].text == "(", tokens[end + 3].text == ")" {
            end += 4
        }
        guard end < tokens.count, tokens[end].text == ")" || tokens[end].text == ",",
              let callee = EnclosingCall.callee(of: use, in: tokens), tokens[callee].kind == .identifier,
              tokens[callee].text.first?.isUppercase == true, TestMethodConstructions.localName(ofConstructionAt: callee, in: tokens) != nil
        else { return nil }
        return callee
    }

    /// `name.member…` used inside an expression (bound, returned, asserted), or a statement chaining on a call's result
    /// (`name.load().sink`) or handing it a trailing closure (`name.load { … }`).
    private static func readsAnswer(ofUseAt use: Int, in tokens: [Token]) -> Bool {
        guard use + 2 < tokens.count, tokens[use + 1].text == ".", tokens[use + 2].kind == .identifier else { return false }
        var start = use
        if use >= 2, tokens[use - 1].text == "." {
            // Another object's member of the same name (`other.name`) is not the local; `self.name` is the property.
            guard tokens[use - 2].kind == .keyword, tokens[use - 2].text == "self" else { return false }
            start = use - 2
        }
        while start > 0, tokens[start - 1].kind == .keyword, tokens[start - 1].text == "try" || tokens[start - 1].text == "await" { start -= 1 }
        guard start > 0 else { return false }
        let before = tokens[start - 1]
        let continuesExpression = before.kind == .operator || before.kind == .punctuation && ["(", ",", ":", "["].contains(before.text)
        if !tokens[start].startsLine || continuesExpression { return true }
        // A statement of its own: follow the chain to see whether anything reads what a call answers.
        var current = use + 1
        var called = false
        while current + 1 < tokens.count {
            let token = tokens[current]
            if token.text == ".", tokens[current + 1].kind == .identifier {
                if called { return true }
                current += 2
            } else if token.kind == .punctuation, token.text == "(", !token.followsSpace, let closing = Parentheses.closing(opening: current, in: tokens) {
                called = true
                current = closing + 1
            } else if token.kind == .operator, token.text == "?" || token.text == "!" {
                current += 1
            } else {
                // A trailing closure receives the answer; an assignment (`name.mode = .fast`) only configures it.
                return token.kind == .punctuation && token.text == "{" && !token.startsLine
            }
        }
        return false
    }
}
