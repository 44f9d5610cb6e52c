import GuardrailsCore

/// `private func makeClient(with api: NotesAPI) -> NotesClient { … }` beside `extension NotesClient: DependencyKey { static let
/// liveValue = makeClient(with: .live) }`: a file-private free function called only from a dependency key's value members
/// (`liveValue`, `testValue`, `previewValue`), the live one among them, builds the client there, the key's composition moved
/// into a helper (one only `testValue` calls builds a test value, judged as that member is). Asked only
/// of a file with a finding and a dependency key.
enum LiveValueHelpers {
    /// The token ranges of such helpers, from the access modifier to the closing brace; `keyMembers` are the value members'
    /// ranges, `live` the `liveValue`s' among them.
    static func ranges(_ tokens: [Token], keyMembers: [Range<Int>], live: [Range<Int>]) -> [Range<Int>] {
        guard !live.isEmpty else { return [] }
        var result: [Range<Int>] = []
        var depth = 0
        var position = 1
        while position + 1 < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.text == "{" { depth += 1 } else if token.text == "}" { depth -= 1 }
            } else if depth == 0, token.kind == .keyword, token.text == "func",
                      tokens[position - 1].text == "private" || tokens[position - 1].text == "fileprivate",
                      let end = TokenLookup.bodyEnd(from: position, in: tokens) {
                let helper = (position - 1)..<(end + 1)
                if isCalledOnlyFrom(keyMembers, live: live, name: tokens[position + 1].text, helper: helper, tokens) { result.append(helper) }
                position = end + 1
                continue
            }
            position += 1
        }
        return result
    }

    /// Every use of `name` outside the helper itself is in a key member, one of them in a `liveValue`.
    private static func isCalledOnlyFrom(_ keyMembers: [Range<Int>], live: [Range<Int>], name: String, helper: Range<Int>, _ tokens: [Token]) -> Bool {
        var calledLive = false
        for index in tokens.indices where !helper.contains(index) && tokens[index].kind == .identifier && tokens[index].text == name {
            guard keyMembers.contains(where: { $0.contains(index) }) else { return false }
            if live.contains(where: { $0.contains(index) }) { calledLive = true }
        }
        return calledLive
    }
}
