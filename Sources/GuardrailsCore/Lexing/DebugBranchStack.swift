/// Which open `#if` branches are `#if DEBUG` ones (not their `#else`), followed one directive at a time: the one reading
/// of debug-only code, shared by the model builder (`TypeDecl.isDebugOnly`) and rules walking tokens.
public struct DebugBranchStack: Sendable {
    /// Per open `#if`, whether its current branch is `#if DEBUG`.
    private var branchIsDebug: [Bool] = []
    /// How many of them are, so asking costs nothing per token.
    private var debugCount = 0

    public init() {}

    /// Whether an `#if DEBUG` branch encloses the current position, at any nesting of other `#if`s.
    public var isInDebugBranch: Bool { debugCount > 0 }

    /// Follows a `.pound` token; directives other than `#if`, `#else`, `#elseif` and `#endif` change nothing.
    public mutating func read(_ token: Token) {
        switch token.text {
        case Token.debugBranch:
            branchIsDebug.append(true)
            debugCount += 1
        case "#if":
            branchIsDebug.append(false)
        case "#else", "#elseif":
            if branchIsDebug.last == true {
                branchIsDebug[branchIsDebug.count - 1] = false
                debugCount -= 1
            }
        case "#endif":
            if branchIsDebug.popLast() == true { debugCount -= 1 }
        default:
            break
        }
    }
}
