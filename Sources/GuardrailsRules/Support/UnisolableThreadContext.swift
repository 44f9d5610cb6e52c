import GuardrailsCore

/// Whether a `Thread.isMainThread` read sits where no isolation can be declared, so `main-thread-check`'s advice (make
/// the code `@MainActor` or `@concurrent`) has no form:
/// - a `deinit` (not an `isolated deinit`): it runs on whichever thread releases the object last;
/// - an `@objc` method the file installs in place of another by the Objective-C runtime (its `#selector` beside
///   `method_exchangeImplementations`, `method_setImplementation`, `class_replaceMethod`, `class_addMethod` or a call named
///   `swizzle…`): the framework calls it by selector, from any thread, with the isolation of the method it replaces;
/// - a synchronous `override` of a member no package type declares (`NSObject.description`, `UIActivityItemProvider.item`)
///   that after the read hops by hand, `MainActor.assumeIsolated { … }` or a `.wait(…)` the read keeps off the main
///   thread, or that bails out off it (`guard Thread.isMainThread else { return }`): an override keeps the isolation of
///   the framework member it overrides;
/// - a synchronous method witnessing a protocol the package does not declare (not `private`, in an extension adopting it, or
///   marked `nonisolated`) that opens with `guard Thread.isMainThread else` and hops by hand or bails out the same way: the
///   requirement's isolation is the framework's;
/// - an assertion of the main thread (`assert(Thread.isMainThread)`) directly in a closure sent to the main queue
///   (`DispatchQueue.main.sync { … }`, `.async`, `.asyncAfter(…)`, `OperationQueue.main.addOperation`): it cannot fail.
struct UnisolableThreadContext {
    let file: LintFile
    let index: PackageIndex

    /// The read whose `isMainThread` token is at `position`, its chain (`Thread.`) starting at `start`.
    func holds(_ position: Int, chainStart start: Int, enclosingType: Int32) -> Bool {
        if assertsInsideMainQueueBlock(position, chainStart: start) { return true }
        let types = file.model.types
        guard enclosingType >= 0, Int(enclosingType) < types.count else { return false }
        let type = types[Int(enclosingType)]
        guard let member = type.members.first(where: { contains($0, position) }) else { return false }
        switch member.kind {
        case .deinitializer:
            let keyword = TokenLookup.position(line: member.line, column: member.column, in: file.tokens) ?? 0
            return keyword == 0 || file.tokens[keyword - 1].text != "isolated"
        case .function where member.attributes.contains("objc"):
            return isInstalledByRuntime(member.name)
        default:
            guard !member.isAsync, member.kind != .initializer, hopsByHand(after: position, in: member) || bailsOutOffMain(position, chainStart: start) else { return false }
            if member.modifiers.contains("override") { return !declaredInPackage(member.name, overriddenBy: type.name) }
            // A witness bails out with `guard Thread.isMainThread else { … }`; a `private` helper of the conformance is no witness.
            return member.kind == .function && opensGuard(position, chainStart: start)
                && !member.modifiers.contains("private") && !member.modifiers.contains("fileprivate") && witnessesFrameworkProtocol(member, of: type)
        }
    }

    /// The `{` and `}` of a member's body: a function's recorded brace, or the one right after a computed property's
    /// type (none for a stored property, whose `=` or next declaration comes first).
    private func body(of member: MemberDecl) -> (open: Int, end: Int)? {
        let tokens = file.tokens
        var open: Int
        if member.bodyLine > 0 {
            guard let brace = TokenLookup.position(line: Int(member.bodyLine), column: Int(member.bodyColumn), in: tokens) else { return nil }
            open = brace
        } else {
            guard member.kind == .variable, let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return nil }
            open = keyword + 1
            while open < tokens.count, open - keyword < 64, tokens[open].text != "{" {
                if tokens[open].text == "=" || tokens[open].text == "}" || tokens[open].kind == .keyword && Self.declarationKeywords.contains(tokens[open].text) { return nil }
                open += 1
            }
            guard open < tokens.count, tokens[open].text == "{" else { return nil }
        }
        guard let end = TokenLookup.bodyEnd(from: open - 1, in: tokens) else { return nil }
        return (open, end)
    }

    private static let declarationKeywords: Set<String> = ["func", "var", "let", "init", "deinit", "subscript", "case", "class", "struct", "enum", "extension"]

    private func contains(_ member: MemberDecl, _ position: Int) -> Bool {
        guard member.kind != .enumCase, let body = body(of: member) else { return false }
        return body.open < position && position < body.end
    }

    /// `#selector(swizzled_status(for:))` in a file exchanging implementations: the method runs in place of another.
    private func isInstalledByRuntime(_ name: String) -> Bool {
        let tokens = file.tokens
        var named = false
        var exchanged = false
        for offset in tokens.indices where !(named && exchanged) {
            let token = tokens[offset]
            if token.kind == .pound, token.text == "#selector", offset + 1 < tokens.count, tokens[offset + 1].text == "(",
               let close = Parentheses.closing(opening: offset + 1, in: tokens) {
                named = named || (offset + 2..<close).contains { tokens[$0].kind == .identifier && tokens[$0].text == name }
            } else if token.kind == .identifier, token.text != name, offset + 1 < tokens.count, tokens[offset + 1].text == "(" {
                exchanged = exchanged || Self.runtimeInstallers.contains(token.text) || token.text.lowercased().hasPrefix("swizzl")
            }
        }
        return named && exchanged
    }

    private static let runtimeInstallers: Set<String> = ["method_exchangeImplementations", "method_setImplementation", "class_replaceMethod", "class_addMethod"]

    /// After the read, the body reaches main-actor state by hand (`MainActor.assumeIsolated`) or blocks on a `.wait(…)`.
    private func hopsByHand(after position: Int, in member: MemberDecl) -> Bool {
        guard let body = body(of: member) else { return false }
        let tokens = file.tokens
        return (position..<body.end).contains { offset in
            guard offset >= 2, tokens[offset - 1].text == "." else { return false }
            return tokens[offset].text == "assumeIsolated" && tokens[offset - 2].text == "MainActor"
                || tokens[offset].text == "wait" && offset + 1 < body.end && tokens[offset + 1].text == "("
        }
    }

    /// `guard Thread.isMainThread else { return }` (or `return nil`, `false`, a number): off the main thread the override does nothing at all, leaving the
    /// framework's call unanswered rather than touching main-thread state from another thread.
    private func bailsOutOffMain(_ position: Int, chainStart start: Int) -> Bool {
        let tokens = file.tokens
        guard start >= 1, tokens[start - 1].kind == .keyword, tokens[start - 1].text == "guard", position + 4 < tokens.count,
              tokens[(position + 1)...(position + 3)].map(\.text) == ["else", "{", "return"] else { return false }
        if tokens[position + 4].text == "}" { return true }
        // `return nil`, `return false`, `return 0`: the plain answer of a call it leaves unanswered.
        let value = tokens[position + 4]
        return position + 5 < tokens.count && tokens[position + 5].text == "}"
            && (value.kind == .number || value.kind == .keyword && ["nil", "true", "false"].contains(value.text))
    }

    /// A method of an extension adopting a protocol the package does not declare (`extension Watcher: NSFilePresenter`), whose
    /// members are that conformance's witnesses, or one marked `nonisolated` in a type adopting such a protocol: the framework
    /// calls it with the requirement's isolation, which a witness cannot narrow to the main actor.
    private func witnessesFrameworkProtocol(_ member: MemberDecl, of type: TypeDecl) -> Bool {
        let adopts = { (declaration: TypeDecl) in
            declaration.inheritance.contains { inherited in
                inherited.name != "Sendable" && !index.declarations(named: inherited.name).contains { !$0.isTest }
            }
        }
        if type.kind == .extension { return adopts(type) }
        return member.modifiers.contains("nonisolated") && file.model.types.contains { $0.name == type.name && adopts($0) }
    }

    /// `guard Thread.isMainThread else`: the read is a `guard`'s whole condition.
    private func opensGuard(_ position: Int, chainStart start: Int) -> Bool {
        let tokens = file.tokens
        return start >= 1 && tokens[start - 1].kind == .keyword && tokens[start - 1].text == "guard" && position + 1 < tokens.count && tokens[position + 1].text == "else"
    }

    /// A package class `type` inherits from declares `name`: the overridden member's isolation is the package's to choose.
    private func declaredInPackage(_ name: String, overriddenBy type: String) -> Bool {
        index.supertypes(of: type).contains { supertype in
            index.declarations(named: supertype).contains { $0.kind == .class && index.members(of: supertype, in: $0.module).contains(name) }
        }
    }

    /// `assert(Thread.isMainThread)` (or `precondition`), the flag its first argument, directly inside a closure the main
    /// queue runs.
    private func assertsInsideMainQueueBlock(_ position: Int, chainStart start: Int) -> Bool {
        let tokens = file.tokens
        guard start >= 3, position + 1 < tokens.count, tokens[start - 1].text == "(",
              tokens[position + 1].text == ")" || tokens[position + 1].text == ",",
              ["assert", "precondition"].contains(tokens[start - 2].text),
              let open = TokenLookup.enclosingBrace(of: start - 2, tokens, within: 4096) else { return false }
        var callee = open - 1
        if tokens[callee].text == ")" {
            guard let opening = Parentheses.opening(closing: callee, in: tokens), opening > 0 else { return false }
            callee = opening - 1
        }
        guard callee >= 4, tokens[callee - 1].text == ".", tokens[callee - 2].text == "main", tokens[callee - 3].text == "." else { return false }
        let queue = tokens[callee - 4].text
        return queue == "DispatchQueue" && ["sync", "async", "asyncAfter"].contains(tokens[callee].text)
            || queue == "OperationQueue" && tokens[callee].text == "addOperation"
    }
}
