import GuardrailsCore

/// Reads of `Thread.isMainThread` that only feed a diagnostic: no work is guarded and nothing is dispatched, so no
/// isolation could replace them (`main-thread-check`).
enum ThreadDiagnosticBranches {
    /// `var tag = ""` then `if !Thread.isMainThread { tag += "[bg "; for … { tag.append(…) }; tag += "]" }`, no `else`, and
    /// `tag` read after it: the arm only builds a label for a log line, touching nothing but that string and its own locals.
    /// An arm calling anything at the start of a statement (`refresh()`, `DispatchQueue.main.async`) stays a check.
    static func buildsLocalLabel(readStart start: Int, read position: Int, _ tokens: [Token]) -> Bool {
        let keyword = start >= 1 && tokens[start - 1].text == "if" ? start - 1 : start >= 2 && tokens[start - 1].text == "!" && tokens[start - 2].text == "if" ? start - 2 : nil
        guard let keyword, position + 1 < tokens.count, tokens[position + 1].text == "{",
              let armEnd = TokenLookup.bodyEnd(from: position, in: tokens), armEnd + 1 < tokens.count, tokens[armEnd + 1].text != "else",
              let scope = TokenLookup.enclosingBrace(of: keyword, tokens, within: 2_000) else { return false }
        // The string variables declared before the `if` in its block: `var threadName = ""`.
        var labels: Set<String> = []
        var current = scope + 1
        while current + 3 < keyword {
            if tokens[current].text == "var", tokens[current + 1].kind == .identifier, tokens[current + 2].text == "=", tokens[current + 3].kind == .string {
                labels.insert(tokens[current + 1].text)
            }
            current += 1
        }
        guard !labels.isEmpty else { return false }
        var locals: Set<String> = []
        var built: Set<String> = []
        var depth = 0
        current = position + 2
        while current < armEnd {
            let token = tokens[current]
            if ["var", "let", "for"].contains(token.text), current + 1 < armEnd, tokens[current + 1].kind == .identifier { locals.insert(tokens[current + 1].text) }
            let startsStatement = token.startsLine || [";", "{", "}"].contains(tokens[current - 1].text)
            if depth == 0, startsStatement {
                if labels.contains(token.text) {
                    built.insert(token.text)
                } else if !(locals.contains(token.text) || ["var", "let", "for", "while", "{", "}", ".", ";"].contains(token.text) || token.kind == .operator) {
                    return false
                }
            }
            if token.kind == .punctuation {
                if ["(", "["].contains(token.text) { depth += 1 } else if [")", "]"].contains(token.text) { depth -= 1 }
            }
            current += 1
        }
        // The label is read after the arm, for the line it prefixes.
        guard let scopeEnd = TokenLookup.bodyEnd(from: scope - 1, in: tokens) else { return false }
        return !built.isEmpty && tokens[(armEnd + 1)..<scopeEnd].contains { $0.kind == .identifier && built.contains($0.text) }
    }

    /// `#if DEBUG` `guard Thread.isMainThread else { return }`, then only local values and warnings up to the branch's end
    /// (`#endif`) or the block's: `let message = …`, `print(message)`, `assertionFailure(message)`, `strict ? assertionFailure(m)
    /// : Log.warn(m)`. A debug build's warning that the caller is on the main thread (a write on the view context), which no
    /// isolation says for code not bound to an actor; a guard followed by any other work, or outside `#if DEBUG`, stays a check.
    static func warnsOnlyInDebug(readStart start: Int, read position: Int, _ tokens: [Token]) -> Bool {
        guard start >= 1, tokens[start - 1].text == "guard", position + 4 < tokens.count, tokens[position + 1].text == "else",
              tokens[position + 2].text == "{", tokens[position + 3].text == "return", tokens[position + 4].text == "}",
              let scope = TokenLookup.enclosingBrace(of: start, tokens, within: 2_000),
              let scopeEnd = TokenLookup.bodyEnd(from: scope - 1, in: tokens), DebugBranches.encloses(position, in: tokens) else { return false }
        let warnings: Set<String> = ["print", "debugPrint", "assert", "assertionFailure", "NSLog"]
        let warns = { (name: String) in warnings.contains(name) || MainThreadCheckRule.isLogName(name) }
        var locals: Set<String> = []
        var warned = false
        var depth = 0
        var current = position + 5
        while current < scopeEnd, !(tokens[current].kind == .pound && ["#endif", "#else", "#elseif"].contains(tokens[current].text)) {
            let token = tokens[current]
            if depth == 0, token.startsLine || tokens[current - 1].text == ";" {
                if token.text == "let", current + 1 < scopeEnd, tokens[current + 1].kind == .identifier {
                    locals.insert(tokens[current + 1].text)
                } else if locals.contains(token.text), current + 1 < scopeEnd, tokens[current + 1].text == "?" {
                    // `strict ? assertionFailure(message) : Log.warn(message)`: checked below, call by call.
                } else if !(warns(token.text) || token.kind == .identifier && current + 2 < scopeEnd && tokens[current + 1].text == "."
                    && tokens[(current + 2)...].prefix(8).prefix(while: { $0.text != "(" }).contains(where: { warns($0.text) })) {
                    return false
                }
            }
            // Every call outside a local's declaration is a warning: `strict ? assertionFailure(message) : Log.warn(message)`.
            if depth == 0, token.kind == .identifier, current + 1 < scopeEnd, tokens[current + 1].text == "(" {
                // The callee chain (`StoreLog.shared.warn`) names a logger or is a warning itself.
                var first = current
                while first >= 2, tokens[first - 1].text == ".", tokens[first - 2].kind == .identifier { first -= 2 }
                if (first...current).contains(where: { warns(tokens[$0].text) }) { warned = true } else if !isDeclaring(current, tokens) { return false }
            }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 } else if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            current += 1
        }
        return warned
    }

    /// The call at `position` is part of a `let`'s initial value on its statement: `let strict = args.contains(flag)`.
    private static func isDeclaring(_ position: Int, _ tokens: [Token]) -> Bool {
        var current = position
        while current > 0, !tokens[current].startsLine { current -= 1 }
        return tokens[current].text == "let"
    }
}
