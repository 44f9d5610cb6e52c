import GuardrailsCore

/// `Relay.shared` read by `Relay` itself (or an extension of a type nested in it, `extension Relay.Subscription`) inside a closure literal it hands to a C API as a callback
/// (`CFNotificationCenterAddObserver(center, nil, { _, _, name, _, _ in Relay.shared.handle(name) }, …)`): a C function
/// pointer cannot capture context, so the type's own singleton is the only way back to the instance, not a hidden
/// dependency. Another type's singleton there, and the own one anywhere else, are still findings.
enum CCallbackOwnSingleton {
    /// How the C APIs taking function pointers are spelled in Swift: Core Foundation, Core Graphics, Core Video,
    /// Accessibility, IOKit, System Configuration (a capital after the prefix), and the C libraries' `dispatch_`,
    /// `pthread_` and `sqlite3_` functions.
    private static let frameworkPrefixes = ["CF", "CG", "CV", "AX", "IO", "SC"]
    private static let libraryPrefixes = ["dispatch_", "pthread_", "sqlite3_"]
    /// How many closures deep the read may sit inside the callback (`{ … DispatchQueue.main.async { Relay.shared… } }`).
    private static let nesting = 3

    static func isRead(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        var owner: TypeDecl?
        while let enclosing = current, enclosing < types.count {
            // `extension Relay.Subscription { … }`: an extension of the type's nested type is the type's own code too.
            if types[enclosing].name == type || types[enclosing].kind == .extension && types[enclosing].qualifier == type { owner = types[enclosing] }
            current = types[enclosing].parent
        }
        guard let owner, index.declarations(named: type).contains(where: { $0.kind != .extension }) else { return false }
        let tokens = file.tokens
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let start = TokenLookup.position(line: owner.line, column: owner.column, in: tokens) else { return false }
        var inner = position
        for _ in 0..<nesting {
            guard let brace = EnclosingBrace.opening(before: inner, in: tokens), brace > start + 1, brace >= 3 else { return false }
            if isCallbackArgument(brace, tokens, index) || isCFunctionTyped(brace, tokens, index) { return true }
            inner = brace
        }
        return false
    }

    /// The `{` opens a closure written as an argument, unlabelled or labelled, of a call of a C function.
    private static func isCallbackArgument(_ brace: Int, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let before = tokens[brace - 1]
        guard before.kind == .punctuation, ["(", ",", ":"].contains(before.text) else { return false }
        let open = before.text == "(" ? brace - 1 : ExportedForwarding.openingParenthesis(before: brace - 1, tokens)
        guard let open, open >= 1, !tokens[open].followsSpace, tokens[open - 1].kind == .identifier else { return false }
        let callee = tokens[open - 1].text
        if libraryPrefixes.contains(where: callee.hasPrefix) { return true }
        if isFrameworkName(callee, index) { return true }
        // `CGEvent.tapCreate(…, callback: { … })`: the C function as Swift imports it onto its type.
        return open >= 3 && tokens[open - 2].text == "." && tokens[open - 3].kind == .identifier && isFrameworkName(tokens[open - 3].text, index)
    }

    /// `CFNotificationCenterAddObserver`, `IOServiceAddMatchingNotification`: a prefix then a capital, and nothing the package
    /// declares (its own `IOHandler(…)` or `SCMap(…)` is no C function).
    private static func isFrameworkName(_ name: String, _ index: PackageIndex) -> Bool {
        guard let prefix = frameworkPrefixes.first(where: name.hasPrefix), name.count > prefix.count + 1 else { return false }
        let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
        return next.isUppercase && index.declarations(named: name).isEmpty && index.nestedDeclarations(named: name).isEmpty
    }

    /// `let callback: @convention(c) (UnsafeMutableRawPointer?) -> Void = { _ in Relay.shared.fire() }`, or a local typed by
    /// a C API's function-pointer alias (`let callback: CFNotificationCallback = { … }`, `CGEventTapCallBack`), handed on.
    private static func isCFunctionTyped(_ brace: Int, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard tokens[brace - 1].kind == .operator, tokens[brace - 1].text == "=" else { return false }
        let annotation = tokens[brace - 2]
        if annotation.kind == .identifier, tokens[brace - 3].text == ":", annotation.text.hasSuffix("Callback") || annotation.text.hasSuffix("CallBack"),
           isFrameworkName(annotation.text, index) {
            return true
        }
        var current = brace - 2
        while current >= 3, brace - current < 48 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { return false }
            if token.kind == .attribute, token.text == "convention", tokens[current + 1].text == "(", tokens[current + 2].text == "c" { return true }
            if token.kind == .keyword, token.text == "let" || token.text == "var" { return false }
            current -= 1
        }
        return false
    }
}
