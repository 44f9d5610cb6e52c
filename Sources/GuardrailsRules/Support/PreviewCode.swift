import GuardrailsCore

/// Which tokens belong to SwiftUI previews: `#Preview { … }` blocks, the bodies of `PreviewProvider`
/// types, file-level sample data named for them (`let previewEpisode = Episode(…)`), and `#if DEBUG`
/// branches, where preview sample builders and debug menus live. None of it ships in a screen.
enum PreviewCode {
    static func mask(_ tokens: [Token], types: [TypeDecl], includingDebugBranches: Bool = true) -> [Bool] {
        var mask = [Bool](repeating: false, count: tokens.count)
        let providers = Set(types.filter { $0.inherits("PreviewProvider") }.map { "\($0.line):\($0.column)" })
        var position = 0
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            let startsPreview = (token.kind == .pound && token.text == "#Preview")
                || (token.kind == .keyword && providers.contains("\(token.line):\(token.column)"))
            let end = startsPreview ? TokenLookup.bodyEnd(from: position, in: tokens) : depth == 0 ? previewDataEnd(from: position, in: tokens) : nil
            guard let end else {
                if token.kind == .punctuation, token.text == "{" { depth += 1 }
                if token.kind == .punctuation, token.text == "}" { depth = max(0, depth - 1) }
                position += 1
                continue
            }
            for covered in position...end { mask[covered] = true }
            position = end + 1
        }
        if includingDebugBranches { markDebugBranches(tokens, in: &mask) }
        return mask
    }

    /// Tokens inside an `#if DEBUG` branch (not its `#else`), at any nesting of other `#if`s.
    private static func markDebugBranches(_ tokens: [Token], in mask: inout [Bool]) {
        var branches = DebugBranchStack()
        for position in tokens.indices {
            if tokens[position].kind == .pound { branches.read(tokens[position]) }
            if branches.isInDebugBranch { mask[position] = true }
        }
    }

    /// The last token of a file-level `let preview… = …` / `var preview… = …` starting at `start`.
    private static func previewDataEnd(from start: Int, in tokens: [Token]) -> Int? {
        guard start + 1 < tokens.count, tokens[start].kind == .keyword, tokens[start].text == "let" || tokens[start].text == "var",
              tokens[start + 1].kind == .identifier, tokens[start + 1].text.lowercased().hasPrefix("preview") else { return nil }
        var nesting = 0
        var position = start + 1
        while position + 1 < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": nesting += 1
                case ")", "]", "}": nesting -= 1
                default: break
                }
            }
            if nesting <= 0, tokens[position + 1].startsLine { return position }
            position += 1
        }
        return tokens.count - 1
    }
}
