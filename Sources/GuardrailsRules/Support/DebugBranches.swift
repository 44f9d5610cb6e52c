import GuardrailsCore

/// Code only debug builds compile (`#if DEBUG`, not its `#else`): debug menus and tools that ship in no product.
enum DebugBranches {
    /// Whether the token at `position` sits in an `#if DEBUG` branch, at any nesting of other `#if`s. Asked only of
    /// findings, so it walks the tokens before `position` rather than keeping a mask for every file.
    static func encloses(_ position: Int, in tokens: [Token]) -> Bool {
        var branches = DebugBranchStack()
        for token in tokens[..<min(position, tokens.count)] where token.kind == .pound { branches.read(token) }
        return branches.isInDebugBranch
    }
}
