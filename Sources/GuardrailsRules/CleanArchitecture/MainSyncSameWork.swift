import GuardrailsCore

/// Branches on `Thread.isMainThread` that run the same work either way, in place on the main thread and through
/// `DispatchQueue.main.sync` off it, in the forms `runsSameWorkWrapped` does not read: the check only avoids the deadlock
/// `main.sync` causes on the main thread, which no isolation can express for synchronous code. Also a branch recording
/// the main thread's identity now or from the main queue (data about the thread, not dispatch of work).
enum MainSyncSameWork {
    /// `if Thread.isMainThread { … }` whose condition is the read alone (`readStart` the chain's first token, `read` the
    /// flag, the `{` right after it).
    static func holdsPositive(readStart: Int, read: Int, _ tokens: [Token]) -> Bool {
        guard readStart >= 1, tokens[readStart - 1].kind == .keyword, tokens[readStart - 1].text == "if",
              read + 1 < tokens.count, tokens[read + 1].text == "{",
              let arms = arms(thenAt: read + 1, tokens) else { return false }
        if recordsThreadIdentity(then: arms.then, otherwise: arms.otherwise, hasElse: arms.hasElse) { return true }
        var (then, otherwise) = (stripped(arms.then), stripped(arms.otherwise))
        // `state = work` else `state = DispatchQueue.main.sync { work }`: both arms assign the same name.
        if arms.hasElse, then.count > 2, otherwise.count > 2, then[1] == "=", otherwise[1] == "=", then[0] == otherwise[0],
           then[0].first?.isLetter == true {
            then.removeFirst(2)
            otherwise.removeFirst(2)
        }
        guard let main = mainWork(then), let off = offMainWork(otherwise) else { return false }
        return !main.isEmpty && main == off
    }

    /// `switch Thread.isMainThread { case true: MainActor.assumeIsolated(block) case false: DispatchQueue.main.asyncAndWait {
    /// block() } }`: the `if`/`else` of `holdsPositive` spelled as a `switch` over the flag (arms in either order, `default`
    /// for the second), judged the same way.
    static func holdsSwitched(readStart: Int, read: Int, _ tokens: [Token]) -> Bool {
        guard readStart >= 1, tokens[readStart - 1].kind == .keyword, tokens[readStart - 1].text == "switch",
              read + 1 < tokens.count, tokens[read + 1].text == "{", let end = TokenLookup.bodyEnd(from: read, in: tokens) else { return false }
        let body = tokens[(read + 2)..<end].map(\.text)
        // The second label: the `case` or `default` at the body's top level after the first.
        var depth = 0
        var second: Int?
        for index in body.indices.dropFirst() {
            if ["{", "(", "["].contains(body[index]) { depth += 1 } else if ["}", ")", "]"].contains(body[index]) { depth -= 1 }
            if depth == 0, body[index] == "case" || body[index] == "default" { second = index; break }
        }
        guard let second, body.count > 3, body[0] == "case", body[2] == ":", ["true", "false"].contains(body[1]) else { return false }
        let firstArm = Array(body[3..<second])
        let label = Array(body[second...].prefix(body[second] == "default" ? 2 : 3))
        guard label == ["default", ":"] || label == ["case", body[1] == "true" ? "false" : "true", ":"] else { return false }
        let secondArm = Array(body[(second + label.count)...])
        let (onMain, offMain) = body[1] == "true" ? (firstArm, secondArm) : (secondArm, firstArm)
        guard let main = mainWork(onMain), let off = offMainWork(MainQueueWaits.normalised(offMain)) else { return false }
        return !main.isEmpty && main == off
    }

    /// `if pid == own, !Thread.isMainThread { return try DispatchQueue.main.sync { try body() } }` then `return try body()`:
    /// the negated read alone or as one conjunct (`,`/`&&`, no `||`) of the condition, the off-main arm hopping with
    /// `main.sync` to run what the other path runs in place (when the other conditions fail too: no hop is needed then).
    static func holdsNegated(readStart: Int, read: Int, _ tokens: [Token]) -> Bool {
        guard readStart >= 2, tokens[readStart - 1].text == "!",
              let open = conditionEnd(after: read, tokens), conditionStarts(before: readStart - 1, tokens),
              let arms = arms(thenAt: open, tokens),
              let off = offMainWork(arms.then), let main = mainWork(arms.otherwise) else { return false }
        return !main.isEmpty && main == off
    }

    /// `if context.concurrencyType == .mainQueueConcurrencyType, Thread.isMainThread { work(); return }` then
    /// `performAndWait { work() }`: the read as a further conjunct, the other path waiting on a Core Data context's own queue.
    /// Unlike `main.sync`, that wait cannot deadlock on the main thread when the other conditions fail, so the read only
    /// picks the in-place shortcut for the same work.
    static func holdsConjunctContext(readStart: Int, read: Int, _ tokens: [Token]) -> Bool {
        guard readStart >= 2, [",", "&&"].contains(tokens[readStart - 1].text),
              let open = conditionEnd(after: read, tokens), conditionStarts(before: readStart, tokens),
              let arms = arms(thenAt: open, tokens) else { return false }
        var otherwise = stripped(arms.otherwise)
        // A bare `performAndWait { … }` on the context itself, in an extension of the context type.
        if otherwise.first == "performAndWait" { otherwise.insert(contentsOf: ["context", "."], at: 0) }
        guard let waited = contextPerformWork(otherwise), let off = mainWork(waited), let main = mainWork(arms.then) else { return false }
        return !main.isEmpty && main == off
    }

    /// `guard Thread.isMainThread else { <hop> }` then the main-thread work to the end of the block: `guard … else { var
    /// result: T?; let semaphore = DispatchSemaphore(value: 0); Task { @MainActor in result = block(); semaphore.signal() };
    /// semaphore.wait(); return result }` then `return MainActor.assumeIsolated(block)`.
    static func holdsGuarded(readStart: Int, read: Int, _ tokens: [Token]) -> Bool {
        guard readStart >= 1, tokens[readStart - 1].kind == .keyword, tokens[readStart - 1].text == "guard",
              read + 2 < tokens.count, tokens[read + 1].text == "else", tokens[read + 2].text == "{",
              let elseEnd = TokenLookup.bodyEnd(from: read + 1, in: tokens),
              let block = TokenLookup.enclosingBrace(of: readStart - 1, tokens, within: 256),
              let blockEnd = TokenLookup.bodyEnd(from: block - 1, in: tokens), elseEnd + 1 < blockEnd else { return false }
        var rest = tokens[(elseEnd + 1)..<blockEnd].map(\.text)
        while rest.last == "#endif" { rest.removeLast() }
        guard let main = mainWork(rest), let off = offMainWork(tokens[(read + 3)..<elseEnd].map(\.text)) else { return false }
        return !main.isEmpty && main == off
    }

    /// The `{` opening the `if`'s body after the read at `read`: right after it or after further conjuncts.
    private static func conditionEnd(after read: Int, _ tokens: [Token]) -> Int? {
        var current = read + 1
        var depth = 0
        while current < tokens.count, current - read < 128 {
            let text = tokens[current].text
            if ["(", "["].contains(text) { depth += 1 } else if [")", "]"].contains(text) { depth -= 1 }
            if depth == 0 {
                if text == "{" { return current }
                if text == "||" || text == "}" || text == "?" || text == "else" { return nil }
            }
            if depth < 0 { return nil }
            current += 1
        }
        return nil
    }

    /// The tokens before `position` back to the `if` are conjuncts of its condition (none joined by `||`).
    private static func conditionStarts(before position: Int, _ tokens: [Token]) -> Bool {
        var current = position - 1
        var depth = 0
        while current >= 0, position - current < 128 {
            let token = tokens[current]
            if [")", "]"].contains(token.text) { depth += 1 } else if ["(", "["].contains(token.text) { depth -= 1 }
            if depth == 0 {
                if token.kind == .keyword, token.text == "if" { return current == position - 1 || [",", "&&"].contains(tokens[position - 1].text) }
                if ["||", "{", "}", "guard", "while", "?", "return", "="].contains(token.text) { return false }
            }
            if depth < 0 { return false }
            current -= 1
        }
        return false
    }

    /// The body of the `if` opened at `open` and the other path: its `else` block, or, when the body ends the function
    /// with `return`, the rest of the enclosing block.
    private static func arms(thenAt open: Int, _ tokens: [Token]) -> (then: [String], otherwise: [String], hasElse: Bool)? {
        guard let thenEnd = TokenLookup.bodyEnd(from: open - 1, in: tokens), thenEnd + 1 < tokens.count else { return nil }
        let then = tokens[(open + 1)..<thenEnd].map(\.text)
        if tokens[thenEnd + 1].text == "else", thenEnd + 2 < tokens.count, tokens[thenEnd + 2].text == "{",
           let elseEnd = TokenLookup.bodyEnd(from: thenEnd + 1, in: tokens) {
            return (then, tokens[(thenEnd + 3)..<elseEnd].map(\.text), true)
        }
        guard then.first == "return" || (then.count > 1 && then.last == "return"), let block = TokenLookup.enclosingBrace(of: open - 1, tokens, within: 256),
              let blockEnd = TokenLookup.bodyEnd(from: block - 1, in: tokens), thenEnd + 1 < blockEnd else { return nil }
        var rest = tokens[(thenEnd + 1)..<blockEnd].map(\.text)
        while rest.last == "#endif" { rest.removeLast() }
        return (then, rest, false)
    }

    /// What the main-thread path runs: the code itself, unwrapped from `MainActor.assumeIsolated { … }`, or the first arm
    /// of `if #available(…) { … } else { … }` when the fallback arm calls the same work's closure too (an older system
    /// without `assumeIsolated` running it by hand).
    private static func mainWork(_ arm: [String]) -> [String]? {
        // `#if swift(<6.0) MainActor.assumeIsolated { work() } #else work() #endif`: every branch runs the same work.
        if arm.first == "#if", arm.last == "#endif" {
            let inner = arm[1..<(arm.count - 1)]
            guard !inner.contains("#if"), !inner.contains(Token.debugBranch) else { return nil }
            let works = inner.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "#else" || $0 == "#elseif" })
                .map { mainWork(Array($0)) }
            guard works.count > 1, let first = works[0], works.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        if arm.first == "if", arm.count > 2, arm[1] == "#available" {
            var index = 2
            var depth = 0
            while index < arm.count {
                if arm[index] == "(" { depth += 1 } else if arm[index] == ")" { depth -= 1; if depth == 0 { break } }
                index += 1
            }
            guard index + 1 < arm.count, arm[index + 1] == "{", let firstEnd = closing(arm, from: index + 1),
                  firstEnd + 2 < arm.count, arm[firstEnd + 1] == "else", arm[firstEnd + 2] == "{",
                  let secondEnd = closing(arm, from: firstEnd + 2), secondEnd == arm.count - 1,
                  let work = mainWork(Array(arm[(index + 2)..<firstEnd])), let callee = work.first,
                  arm[(firstEnd + 3)..<secondEnd].contains(callee) else { return nil }
            return work
        }
        var work = stripped(arm)
        let isolated = ["MainActor", ".", "assumeIsolated", "{"]
        if work.starts(with: isolated), work.last == "}" { work = stripped(Array(work[isolated.count..<(work.count - 1)])) }
        // `MainActor.assumeIsolated(block)`: the closure itself, run in place.
        if work.count == 6, work.starts(with: ["MainActor", ".", "assumeIsolated", "("]), work[5] == ")" { work = [work[4], "(", ")"] }
        return work.contains("DispatchQueue") || work.contains("sync") ? nil : work
    }

    /// What the off-main path runs through `DispatchQueue.main.sync`: `return main.sync { work }`, `main.sync(execute:
    /// work)` (the closure itself), or `var result: T?` then `main.sync { result = work }` then `return result`.
    private static func offMainWork(_ arm: [String]) -> [String]? {
        var work = stripped(arm)
        if let waited = semaphoreHopWork(work) ?? contextPerformWork(work) { return mainWork(waited) }
        let hop = ["DispatchQueue", ".", "main", ".", "sync"]
        var captured: String?
        // The result handed out as `result`, `result!` or `result ?? fallback` (never taken: `main.sync` has set it).
        if work.first == "var" || work.first == "let", work.count > 2, let start = work.firstIndex(of: "DispatchQueue"),
           !work[..<start].contains("{"), let handed = work.lastIndex(of: work[1]), handed > start {
            let tail = work[handed...]
            if tail.count == 1 || Array(tail) == [work[1], "!"] || (tail.count > 2 && tail.dropFirst().first == "??" && !tail.contains("{")) {
                captured = work[1]
                work = Array(work[start..<handed])
            }
        }
        guard work.starts(with: hop), work.count > hop.count + 2 else { return nil }
        var body: [String]
        if work[hop.count] == "(", work.count == hop.count + 5, work[hop.count + 1] == "execute", work[hop.count + 2] == ":", work.last == ")" {
            body = [work[hop.count + 3], "(", ")"]
        } else if work[hop.count] == "{", work.last == "}", closing(work, from: hop.count) == work.count - 1 {
            body = Array(work[(hop.count + 1)..<(work.count - 1)])
            // `main.sync { [weak self] in self?.work() }`: the capture list changes nothing about the work run.
            if body.first == "[", let captures = body.firstIndex(of: "]"), captures + 1 < body.count, body[captures + 1] == "in" {
                body.removeFirst(captures + 2)
            }
            body = stripped(body)
        } else {
            return nil
        }
        if let captured {
            guard body.count > 2, body[0] == captured, body[1] == "=" else { return nil }
            body = Array(body.dropFirst(2))
        }
        return mainWork(body)
    }

    /// The same wait spelled with a semaphore: `var result: T!`, `let semaphore = DispatchSemaphore(value: 0)`, `Task {
    /// @MainActor in result = work; semaphore.signal() }` (or `DispatchQueue.main.async { … }`), then `semaphore.wait()` and
    /// `result`: the work, run on the main actor while the caller blocks, as `main.sync` runs it.
    private static func semaphoreHopWork(_ work: [String]) -> [String]? {
        guard let hop = work.indices.first(where: { work[$0] == "Task" || work[$0] == "DispatchQueue" }) else { return nil }
        let prefix = work[..<hop]
        guard !prefix.contains("{"), let made = prefix.firstIndex(of: "DispatchSemaphore"), made >= 3, work[made - 1] == "=",
              work[made - 3] == "let" || work[made - 3] == "var", prefix.filter({ $0 == "let" || $0 == "var" }).count <= 2 else { return nil }
        let semaphore = work[made - 2]
        let captured = (work.first == "var" || work.first == "let") && work.count > 1 && work[1] != semaphore ? work[1] : nil
        let opening = work[hop] == "Task" ? hop + 1 : hop + 5
        guard opening < work.count, work[opening] == "{", work[hop] == "Task" || Array(work[hop..<opening]) == ["DispatchQueue", ".", "main", ".", "async"],
              let close = closing(work, from: opening) else { return nil }
        var body = Array(work[(opening + 1)..<close])
        if body.starts(with: ["MainActor", "in"]) { body.removeFirst(2) }
        let signal = [semaphore, ".", "signal", "(", ")"]
        guard body.count > signal.count, Array(body.suffix(signal.count)) == signal else { return nil }
        body.removeLast(signal.count)
        if let captured {
            guard body.count > 2, body[0] == captured, body[1] == "=" else { return nil }
            body.removeFirst(2)
        }
        var after = Array(work[(close + 1)...])
        if after.starts(with: ["_", "="]) { after.removeFirst(2) }
        guard after == [semaphore, ".", "wait", "(", ")"] + (captured.map { [$0] } ?? []) else { return nil }
        return body
    }

    /// `viewContext.perform { work }` (or `performAndWait`, on a receiver named `…context`, `self.` or a path before it):
    /// Core Data's way to reach a main-queue context off its queue, where the main thread may touch it in place.
    private static func contextPerformWork(_ work: [String]) -> [String]? {
        guard let perform = work.firstIndex(where: { $0 == "perform" || $0 == "performAndWait" }), perform >= 2, work[perform - 1] == ".",
              work[perform - 2].lowercased().hasSuffix("context"), perform + 1 < work.count, work[perform + 1] == "{",
              closing(work, from: perform + 1) == work.count - 1 else { return nil }
        // The receiver is a path of names: `viewContext`, `store.viewContext`.
        guard work[..<(perform - 1)].enumerated().allSatisfy({ offset, text in offset % 2 == 0 ? text.first?.isLetter == true : text == "." }) else {
            return nil
        }
        var body = Array(work[(perform + 2)..<(work.count - 1)])
        if body.first == "[", let captures = body.firstIndex(of: "]"), captures + 1 < body.count, body[captures + 1] == "in" {
            body.removeFirst(captures + 2)
        }
        return body
    }

    /// `if Thread.isMainThread { self.mainID = Thread.currentThreadID } else { queue.async { [weak self] in self?.mainID =
    /// Thread.currentThreadID } }`: both arms only record the same thread-identity value into the same property, now or
    /// from the main queue. That is data about the main thread (for backtraces taken elsewhere), which no isolation says.
    private static func recordsThreadIdentity(then: [String], otherwise: [String], hasElse: Bool) -> Bool {
        guard hasElse, let assignment = identityAssignment(then), let async = otherwise.firstIndex(of: "async"),
              async >= 2, otherwise[async - 1] == ".", async + 1 < otherwise.count, otherwise[async + 1] == "{",
              closing(otherwise, from: async + 1) == otherwise.count - 1 else { return false }
        var body = Array(otherwise[(async + 2)..<(otherwise.count - 1)])
        if body.first == "[", let captures = body.firstIndex(of: "]"), captures + 1 < body.count, body[captures + 1] == "in" {
            body = Array(body[(captures + 2)...])
        }
        guard let other = identityAssignment(body) else { return false }
        return assignment.target == other.target && assignment.value == other.value
    }

    /// `self.name = value` (or `self?.name`, `name`) alone, `value` naming a thread (`Thread.currentThreadID`, `pthread_self()`).
    private static func identityAssignment(_ statement: [String]) -> (target: String, value: [String])? {
        guard let equals = statement.firstIndex(of: "="), equals > 0, equals + 1 < statement.count else { return nil }
        let target = statement[..<equals].filter { $0 != "self" && $0 != "." && $0 != "?" }
        let value = Array(statement[(equals + 1)...])
        guard target.count == 1, let name = target.first, name.first?.isLetter == true,
              value.contains(where: { $0.lowercased().contains("thread") }),
              !value.contains(where: { ["=", "{", ";", "if", "return"].contains($0) }) else { return nil }
        return (name, value)
    }

    /// Without `try`, `return` and `self.` (the same member either way).
    private static func stripped(_ code: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < code.count {
            if code[index] == "self", index + 1 < code.count, code[index + 1] == "." {
                index += 2
                continue
            }
            // `self?.work()` from a `[weak self]` closure: the same member, skipped only once the owner is gone.
            if code[index] == "self", index + 2 < code.count, code[index + 1] == "?", code[index + 2] == "." {
                index += 3
                continue
            }
            if code[index] != "try" && code[index] != "return" { kept.append(code[index]) }
            index += 1
        }
        return kept
    }

    /// The index of the `}` closing the `{` at `open` in `code`.
    private static func closing(_ code: [String], from open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            if code[index] == "{" { depth += 1 } else if code[index] == "}" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }
}
