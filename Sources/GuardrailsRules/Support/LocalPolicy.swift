import GuardrailsCore

/// For `connectivity-precheck`: an `if` on connectivity whose branch only keeps or deletes local data
/// (through `FileManager`) and calls nothing named like a request decides a local policy, not whether a
/// request runs; one whose two branches make the same calls with other arguments only picks what is shown.
struct LocalPolicy {
    let storageTypes: Set<String>
    let requestWords: [String]

    /// From the condition at `keyword` to the end of the block holding it (its branch, and what runs after an early
    /// `return`), nothing is called that is named like a request: the check only chooses what is shown.
    /// The condition itself is not read: `network.isConnected()` is the check, not a request.
    func sendsNoRequest(from keyword: Int, in tokens: [Token]) -> Bool {
        let body = TokenLookup.bodyEnd(from: keyword, in: tokens).flatMap { Self.opening(of: $0, in: tokens) } ?? keyword
        return RestOfBlock.first(after: body - 1, in: tokens) { isRequestCall($0, in: tokens) } == nil
    }

    /// A call named like a request, also with only a trailing closure (`service.fetchStatus { … }`); not a case built
    /// with its values (`state: .connected(ip)`), an implicit member after `(`, `,` or `:`, nor one a pattern matches
    /// (`guard case let .syncFailed(error) = state`).
    private func isRequestCall(_ position: Int, in tokens: [Token]) -> Bool {
        let token = tokens[position]
        guard token.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].text == "(" || tokens[position + 1].text == "{",
              !isImplicitMember(position, in: tokens), !announcesChange(position, in: tokens) else { return false }
        let name = token.text.lowercased()
        return requestWords.contains(where: name.contains)
    }

    /// `if offline { show(message: a) } else { show(message: b) }`: the `if` at `keyword` has an `else` making the same
    /// calls as its branch with other arguments, and neither calls anything named like a request. The check runs no
    /// code the other branch would not; it only picks what is shown or reported (often after a request already failed).
    func branchesDifferOnlyInArguments(ifAt keyword: Int, in tokens: [Token]) -> Bool {
        guard tokens[keyword].text == "if", let thenEnd = TokenLookup.bodyEnd(from: keyword, in: tokens), thenEnd + 2 < tokens.count,
              tokens[thenEnd + 1].kind == .keyword, tokens[thenEnd + 1].text == "else", tokens[thenEnd + 2].text == "{",
              let elseEnd = TokenLookup.bodyEnd(from: thenEnd + 1, in: tokens), let thenStart = Self.opening(of: thenEnd, in: tokens) else { return false }
        let outlines = [thenStart + 1..<thenEnd, thenEnd + 3..<elseEnd].map { callOutline($0, in: tokens) }
        let texts = outlines.map { $0.map { tokens[$0].kind == .string ? "\"" : tokens[$0].text } }
        return texts[0] == texts[1] && texts[0].contains("(") && !outlines.joined().contains { isRequestCall($0, in: tokens) }
    }

    /// The positions of the branch's tokens outside argument lists: `self?.show(message: a)` is `self ? . show ( )`. The
    /// arguments are what may differ (the message, the error shown), so their words are not read as requests.
    private func callOutline(_ range: Range<Int>, in tokens: [Token]) -> [Int] {
        var outline: [Int] = []
        var depth = 0
        for position in range {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == ")" { depth -= 1 }
            if depth == 0 { outline.append(position) }
            if token.kind == .punctuation, token.text == "(" { depth += 1 }
        }
        return outline
    }

    /// The branch of the `if` (or the `else` of the `guard`) at `keyword` only picks the state shown: it returns a value
    /// (`return .available`, not `true`, `false` or `nil`, which gate a caller) or calls `present…`, `display…` or `show…`
    /// on a presenter or view (`presenter.presentSyllabus(…)`), and assigns nothing.
    /// In a UIKit or AppKit view or controller (`selfDisplays`), a `show…` call on itself (`showOfflineBanner(…)`) shows too.
    func onlyShowsState(branchOf keyword: Int, in tokens: [Token], selfDisplays: Bool = false) -> Bool {
        guard let end = TokenLookup.bodyEnd(from: keyword, in: tokens), let start = Self.opening(of: end, in: tokens), start + 1 < end else { return false }
        let outline = callOutline(start + 1..<end, in: tokens)
        var shows = false
        for position in outline {
            let token = tokens[position]
            if token.kind == .operator, token.text.hasSuffix("="), !["==", "!=", "<=", ">="].contains(token.text) { return false }
            if token.kind == .punctuation, token.text == "{" { return false }
            if token.kind == .keyword, token.text == "return" {
                let value = tokens[position + 1]
                if value.text == "}" || value.startsLine { continue }
                guard !["true", "false", "nil"].contains(value.text) else { return false }
                shows = true
            }
            guard token.kind == .identifier, position + 1 < end, tokens[position + 1].text == "(", !isImplicitMember(position, in: tokens) else { continue }
            guard Self.showVerbs.contains(where: token.text.hasPrefix) else { return false }
            if selfDisplays, position >= 1, tokens[position - 1].text != "." {
                shows = true
                continue
            }
            guard position >= 2, tokens[position - 1].text == "." else { return false }
            let receiver = tokens[position - 2].text == "?" && position >= 3 ? tokens[position - 3].text : tokens[position - 2].text
            guard Self.displayReceivers.contains(where: receiver.lowercased().contains) else { return false }
            shows = true
        }
        return shows
    }

    private static let showVerbs = ["present", "display", "show"]
    private static let displayReceivers = ["presenter", "view"]

    /// The `{` matching the `}` at `close`.
    static func opening(of close: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        for position in stride(from: close, through: 0, by: -1) where tokens[position].kind == .punctuation {
            if tokens[position].text == "}" { depth += 1 }
            if tokens[position].text == "{" {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// `objectWillChange.send()`: an observable object announcing that what it shows changed, no request.
    private func announcesChange(_ position: Int, in tokens: [Token]) -> Bool {
        position >= 2 && tokens[position - 1].text == "." && tokens[position - 2].kind == .identifier && tokens[position - 2].text == "objectWillChange"
    }

    private func isImplicitMember(_ position: Int, in tokens: [Token]) -> Bool {
        guard position >= 2, tokens[position - 1].text == "." else { return false }
        let before = tokens[position - 2]
        return before.kind == .operator || before.kind == .punctuation && ["(", ",", ":", "["].contains(before.text)
            || before.kind == .keyword && ["return", "case", "let", "var"].contains(before.text)
    }

    /// `keyword` is the `if`, `guard` or `while` whose condition holds the check; only an `if` branch is judged.
    func isGuarded(by keyword: Int, in tokens: [Token]) -> Bool {
        guard !storageTypes.isEmpty, tokens[keyword].text == "if", let end = TokenLookup.bodyEnd(from: keyword, in: tokens) else { return false }
        let branch = tokens[keyword...end]
        guard branch.contains(where: { $0.kind == .identifier && storageTypes.contains($0.text) }) else { return false }
        return !branch.indices.contains { position in
            let token = tokens[position]
            guard token.kind == .identifier, position + 1 <= end, tokens[position + 1].text == "(" else { return false }
            let name = token.text.lowercased()
            return requestWords.contains(where: name.contains)
        }
    }
}
