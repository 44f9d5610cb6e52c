import GuardrailsCore

/// Whether a token lies in the default value of a parameter typed as a protocol or a closure, of a `public`, `open` or
/// `package` function or initializer (`public init(runner: CommandRunning = ShellRunner())`): the dependency is the
/// protocol, and every caller outside the module may pass its own; the concrete type is only the default a caller
/// takes by omitting the argument. The same type built in a body, or behind a parameter typed as the concrete type,
/// is still a hardwired dependency.
enum InjectedParameterDefault {
    static func contains(_ position: Int, in tokens: [Token], _ index: PackageIndex) -> Bool {
        // The `(` opening the list the token sits in, looked for over the 399 tokens before it.
        guard let opening = ExportedForwarding.openingParenthesis(before: position - 1, tokens, within: 399), opensParameterList(opening, tokens),
              let parameter = ParameterDefaults.declaration(holding: position, opening: opening, in: tokens) else { return false }
        return isInjectable(parameter, index)
    }

    /// `label name: any Runner` or `name: @escaping () -> Void` before the `=`: a closure, or only package protocols.
    static func isInjectable(_ parameter: ArraySlice<Token>, _ index: PackageIndex) -> Bool {
        guard let colon = parameter.firstIndex(where: { $0.kind == .punctuation && $0.text == ":" }) else { return false }
        let type = parameter[(colon + 1)...].filter { $0.kind != .attribute && $0.text != "any" && $0.text != "some" }
        if type.contains(where: { $0.text == "->" }) { return true }
        let names = type.filter { $0.kind == .identifier }.map(\.text)
        guard !names.isEmpty, type.allSatisfy({ $0.kind == .identifier || ["&", "?", "!", ".", "(", ")"].contains($0.text) }) else { return false }
        // `Module.Runner` names `Runner`; each named part is a protocol of the package.
        let parts = type.split { $0.text == "&" }.compactMap { $0.last(where: { $0.kind == .identifier })?.text }
        return !parts.isEmpty && parts.allSatisfy { name in
            let declared = index.declarations(named: name).filter { $0.kind != .extension }
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .protocol }
        }
    }

    /// The `(` after `init`, `init?` or `func name` (generic clause skipped), in a declaration marked `public`, `open`
    /// or `package`, or in a `public` extension.
    private static func opensParameterList(_ opening: Int, _ tokens: [Token]) -> Bool {
        var cursor = TokenLookup.nameBefore(parameterList: opening, tokens)
        if cursor >= 0, tokens[cursor].text == "?" || tokens[cursor].text == "!" { cursor -= 1 }
        guard cursor >= 0 else { return false }
        var keyword = cursor
        if tokens[cursor].text != "init" {
            guard cursor >= 1, tokens[cursor - 1].text == "func" else { return false }
            keyword = cursor - 1
        }
        // The modifiers before the keyword, attributes and their arguments aside.
        var modifier = keyword - 1
        while modifier >= 0, modifier > keyword - 12 {
            let token = tokens[modifier]
            if ["public", "open", "package"].contains(token.text) { return true }
            guard token.kind == .keyword || token.kind == .attribute else { break }
            modifier -= 1
        }
        return isInPublicExtension(keyword, tokens)
    }

    /// `public extension Runner { func run(…) }`: the `{` enclosing the keyword opens an extension marked `public`.
    private static func isInPublicExtension(_ keyword: Int, _ tokens: [Token]) -> Bool {
        var depth = 0
        var cursor = keyword - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .punctuation, token.text == "}" { depth += 1 }
            if token.kind == .punctuation, token.text == "{" {
                if depth == 0 { break }
                depth -= 1
            }
            cursor -= 1
        }
        guard cursor > 0 else { return false }
        var header = cursor - 1
        while header >= 0, !(tokens[header].text == "extension") {
            if tokens[header].text == "}" || tokens[header].text == "{" || cursor - header > 40 { return false }
            header -= 1
        }
        return header > 0 && ["public", "package"].contains(tokens[header - 1].text)
    }
}
