import GuardrailsCore

/// `func DDLogInfo(_ message: …, ddlog: DDLog = DDLog.sharedInstance) { CocoaLumberjack.DDLogInfo(message(), ddlog: ddlog) }`:
/// a free function of any access level mirroring an imported module's function of the same name, whose parameter defaults to
/// the singleton whole and is handed on, by the same label, to that function. The shim repeats the library's own default;
/// the parameter is the injection, callers pass their own. A shim using the instance itself, or naming another function, is
/// the package's own choice and stays reported.
enum MirroredLibraryShim {
    static func isForwardedDefault(_ reference: Reference, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        guard reference.enclosingType < 0,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let opening = ExportedForwarding.openingParenthesis(before: position - 1, tokens, within: 399) else { return false }
        let name = TokenLookup.nameBefore(parameterList: opening, tokens)
        guard name >= 1, tokens[name].kind == .identifier, tokens[name - 1].text == "func",
              let parameter = ParameterDefaults.declaration(holding: position, opening: opening, in: tokens),
              let colon = parameter.firstIndex(where: { $0.kind == .punctuation && $0.text == ":" }), colon > parameter.startIndex,
              isWhole(from: parameter.endIndex + 1, to: position, tokens),
              let end = TokenLookup.bodyEnd(from: name - 1, in: tokens) else { return false }
        let label = parameter[parameter.startIndex].text
        let local = tokens[colon - 1].text
        let header = FunctionParameters.names(declaredAt: name - 1, in: tokens).end
        let modules = Set(file.model.imports.map(\.module))
        guard header < end else { return false }
        // `Module.name(…, label: local)` in the body: the library's function of the same name handed the parameter on.
        return (header..<end).contains { at in
            guard at >= 2, at + 1 < tokens.count, tokens[at].text == tokens[name].text, tokens[at - 1].text == ".",
                  modules.contains(tokens[at - 2].text), tokens[at + 1].text == "(" else { return false }
            return LabelledArguments.of(callOpeningAt: at + 1, in: tokens).contains { argument in
                argument.label == label && tokens[argument.value].text == local && argument.value + 1 < tokens.count
                    && (tokens[argument.value + 1].text == "," || tokens[argument.value + 1].text == ")")
            }
        }
    }

    /// `DDLog.sharedInstance`, `.shared`: the default from `start` is a member path ending at the singleton's name.
    private static func isWhole(from start: Int, to position: Int, _ tokens: [Token]) -> Bool {
        guard start <= position, position + 1 < tokens.count,
              tokens[position + 1].text == "," || tokens[position + 1].text == ")" else { return false }
        return tokens[start...position].allSatisfy { $0.kind == .identifier || $0.text == "." }
    }
}
