import GuardrailsCore

/// `return try await withCheckedThrowingContinuation { continuation in ShareKit.shared.share(card) { result, error in … } }`:
/// an SDK's singleton (a type the package does not declare) called right inside the closure of a `with…Continuation`, which
/// turns the SDK's callback into the `async` answer a package protocol asks for. In the stateless conformer of a doubled
/// protocol whose every member makes such a call, that bridge is the adapter's whole reason to exist: consumers hold the
/// protocol, tests pass its double. Another singleton reached further in (opening the result through `UIApplication.shared`
/// in the callback) is a collaborator of its own, and stays reported.
enum ContinuationBridgedSDKCall {
    private static let bridges: Set<String> = [
        "withCheckedThrowingContinuation", "withCheckedContinuation", "withUnsafeThrowingContinuation", "withUnsafeContinuation",
    ]

    /// Whether the singleton read at `line`:`column` sits directly in the body of a continuation's closure.
    static func isBridged(line: Int32, column: Int32, of singleton: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard index.declarations(named: singleton).isEmpty,
              let position = TokenLookup.position(line: Int(line), column: Int(column), in: tokens),
              let opening = EnclosingBrace.opening(before: position, in: tokens), opening > 0 else { return false }
        var before = opening - 1
        // `withCheckedThrowingContinuation(isolation: actor) { … }`: past the call's parentheses.
        if tokens[before].text == ")" {
            guard let call = ExportedForwarding.openingParenthesis(before: before - 1, tokens) else { return false }
            before = call - 1
        }
        return before >= 0 && bridges.contains(tokens[before].text)
    }

    /// Whether the member's declaration and body (to its closing brace) name the type `singleton`.
    static func names(_ singleton: String, in member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard !member.isLet, !member.isStoredVar, let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let opening = tokens[start...].prefix(96).firstIndex(where: { $0.text == "{" }),
              let closing = EnclosingBrace.closing(of: opening, in: tokens) else { return false }
        return tokens[opening...closing].contains { $0.kind == .identifier && $0.text == singleton }
    }
}
