import GuardrailsCore

/// For `connectivity-precheck`: in a UIKit or AppKit view, cell or controller, a connectivity check whose branch only sets
/// what is shown: it assigns view properties (`statusLabel.text = …`, `retryButton.isHidden = true`, a local string it
/// later shows), dequeues and configures a cell and returns it, and from there to the end of the block calls nothing
/// named like a request. That is the offline banner, not a precheck.
struct OfflineViewBranch {
    let requestWords: [String]

    /// The branch of the `if` (or the `else` of the `guard`) at `keyword` sets only view state.
    func onlySetsView(branchOf keyword: Int, in tokens: [Token]) -> Bool {
        guard let end = TokenLookup.bodyEnd(from: keyword, in: tokens), let start = LocalPolicy.opening(of: end, in: tokens), start + 1 < end else { return false }
        var locals: Set<String> = []
        var sets = false
        var depth = 0
        for position in (start + 1)..<end {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == ")" { depth -= 1 }
            defer { if token.kind == .punctuation, token.text == "(" { depth += 1 } }
            guard depth == 0 else { continue }
            if token.kind == .punctuation, token.text == "{" { return false }
            if token.kind == .keyword, token.text == "let" || token.text == "var" {
                guard position + 2 < end, tokens[position + 1].kind == .identifier, tokens[position + 2].text == "=" else { return false }
                locals.insert(tokens[position + 1].text)
            } else if token.kind == .operator, token.text == "=" || token.text == "+=" {
                // The value bound to a local declared here is read by what follows: a cell dequeued, then configured.
                if position >= 2, tokens[position - 2].text == "let" || tokens[position - 2].text == "var" { continue }
                guard assignsView(before: position, locals: locals, from: start, in: tokens) else { return false }
                sets = true
            } else if token.kind == .keyword, token.text == "return" {
                let value = tokens[position + 1]
                if value.text == "}" || value.startsLine { continue }
                guard locals.contains(value.text) else { return false }
                sets = true
            } else if token.kind == .identifier, position + 1 < end, tokens[position + 1].text == "(", !tokens[position + 1].followsSpace {
                guard Self.cellVerbs.contains(where: token.text.hasPrefix) else { return false }
                sets = true
            }
        }
        return sets
    }

    /// `label.text =`, `cell.delegate =` for a cell bound in the branch, or `status =` for a `var` the function declared
    /// before the check (the text it goes on to show).
    private func assignsView(before operatorPosition: Int, locals: Set<String>, from start: Int, in tokens: [Token]) -> Bool {
        let target = operatorPosition - 1
        guard target >= 0, tokens[target].kind == .identifier else { return false }
        if Self.viewProperties.contains(tokens[target].text), target >= 1, tokens[target - 1].text == "." { return true }
        var root = target
        while root >= 2, tokens[root - 1].text == "." {
            root -= 2
            if root >= 1, tokens[root].text == "?" || tokens[root].text == "!" { root -= 1 }
        }
        if locals.contains(tokens[root].text) { return true }
        guard root == target else { return false }
        // A `var` declared earlier in the function, walked back a bounded distance.
        var cursor = start - 1
        while cursor >= 1, start - cursor < 1024 {
            if tokens[cursor].kind == .keyword, tokens[cursor].text == "func" { return false }
            if tokens[cursor].text == tokens[target].text, tokens[cursor - 1].text == "var" { return true }
            cursor -= 1
        }
        return false
    }

    /// From the check to the end of its block, nothing is called that is named like a request; a setter (`setProgress(…)`,
    /// `setDownloadProgress(…)`) only updates what is shown, and a flag (`isSyncUpload`) is read, not called.
    func sendsNoRequest(from keyword: Int, in tokens: [Token]) -> Bool {
        let body = TokenLookup.bodyEnd(from: keyword, in: tokens).flatMap { LocalPolicy.opening(of: $0, in: tokens) } ?? keyword
        return RestOfBlock.first(after: body - 1, in: tokens) { position in
            let token = tokens[position]
            guard token.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].text == "(" || tokens[position + 1].text == "{",
                  !Self.isSetter(token.text), !Self.isPredicate(token.text) else { return false }
            let name = token.text.lowercased()
            return requestWords.contains(where: name.contains)
        } == nil
    }

    /// `isPhotoSyncUpload {` ending a condition: a flag read, not a call with a trailing closure.
    private static func isPredicate(_ name: String) -> Bool {
        ["is", "has", "should", "can"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    private static func isSetter(_ name: String) -> Bool {
        guard name.hasPrefix("set"), !name.hasPrefix("setUp"), let next = name.dropFirst(3).first else { return false }
        return next.isUppercase
    }

    private static let viewProperties: Set<String> = [
        "text", "attributedText", "isHidden", "alpha", "isEnabled", "image", "title", "textColor", "tintColor", "backgroundColor", "placeholder",
    ]
    private static let cellVerbs = ["dequeue", "configure"]
}
