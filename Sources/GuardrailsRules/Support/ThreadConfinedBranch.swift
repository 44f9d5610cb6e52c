import GuardrailsCore

/// Whether a `Thread.isMainThread` branch picks how the calling thread may touch a thread-confined resource rather than
/// where work runs: both arms reach the same thing, each in the only way that thread allows. Actor isolation confines to
/// an executor, not to a thread, so it cannot replace such a branch.
/// - waiting: the main arm pumps the run loop (`CFRunLoopRunInMode(…)`, `RunLoop.current.run(…)`) that delivers the
///   awaited callback, which blocking would starve; the other arm blocks on `.wait(…)` (a semaphore or group);
/// - instance: the main arm yields the main thread's instance (`self.realm`, `return shared`), the other one opened for
///   the current thread (`try Realm()`, a new instance of the type the main arm's property is named after) or kept in
///   its thread-local storage (`Thread.current.realm`).
enum ThreadConfinedBranch {
    /// `if Thread.isMainThread {` with the read at `position` and the then-arm's `{` at `open`.
    static func isConfinedChoice(thenAt open: Int, _ tokens: [Token]) -> Bool {
        guard let thenEnd = TokenLookup.bodyEnd(from: open - 1, in: tokens), thenEnd + 2 < tokens.count,
              tokens[thenEnd + 1].text == "else", tokens[thenEnd + 2].text == "{",
              let elseEnd = TokenLookup.bodyEnd(from: thenEnd + 1, in: tokens) else { return false }
        let then = (open + 1)..<thenEnd
        let otherwise = (thenEnd + 3)..<elseEnd
        guard !dispatches(then, tokens), !dispatches(otherwise, tokens) else { return false }
        if pumpsRunLoop(then, tokens), blocksOnWait(otherwise, tokens) { return true }
        // `return shared` against an arm reading the current thread's own storage.
        return then.count == 2 && tokens[then.lowerBound].text == "return" && tokens[then.lowerBound + 1].kind == .identifier
            && readsCurrentThread(otherwise, tokens)
    }

    /// `Thread.isMainThread ? self.realm : try Realm()` with the read at `position`: the main thread's instance, or a new
    /// one of the type its property is named after, opened for this thread.
    static func isConfinedInstance(_ position: Int, _ tokens: [Token]) -> Bool {
        guard position + 4 < tokens.count, tokens[position + 1].kind == .operator, tokens[position + 1].text == "?" else { return false }
        var colon = position + 2
        if tokens[colon].text == "self", colon + 1 < tokens.count, tokens[colon + 1].text == "." { colon += 2 }
        guard colon + 1 < tokens.count, tokens[colon].kind == .identifier, tokens[colon + 1].text == ":" else { return false }
        let property = tokens[colon].text
        var made = colon + 2
        while made < tokens.count, tokens[made].text == "try" || tokens[made].text == "?" || tokens[made].text == "!" { made += 1 }
        guard made + 1 < tokens.count, tokens[made].kind == .identifier, tokens[made + 1].text == "(",
              tokens[made].text.lowercased() == property.lowercased(), tokens[made].text != property else { return false }
        return true
    }

    private static func dispatches(_ range: Range<Int>, _ tokens: [Token]) -> Bool {
        range.contains { ["async", "asyncAfter", "sync", "perform", "performSelector"].contains(tokens[$0].text) }
    }

    private static func pumpsRunLoop(_ range: Range<Int>, _ tokens: [Token]) -> Bool {
        range.contains { position in
            let text = tokens[position].text
            if text == "CFRunLoopRunInMode" || text == "CFRunLoopRun" { return true }
            return text == "RunLoop" && position + 4 < range.upperBound && tokens[position + 1].text == "."
                && (tokens[position + 2].text == "current" || tokens[position + 2].text == "main")
                && tokens[position + 3].text == "." && tokens[position + 4].text == "run"
        }
    }

    private static func blocksOnWait(_ range: Range<Int>, _ tokens: [Token]) -> Bool {
        range.contains { $0 > range.lowerBound && tokens[$0 - 1].text == "." && tokens[$0].text == "wait" && $0 + 1 < range.upperBound && tokens[$0 + 1].text == "(" }
    }

    private static func readsCurrentThread(_ range: Range<Int>, _ tokens: [Token]) -> Bool {
        range.contains { $0 + 2 < range.upperBound && tokens[$0].text == "Thread" && tokens[$0 + 1].text == "." && tokens[$0 + 2].text == "current" }
    }
}
