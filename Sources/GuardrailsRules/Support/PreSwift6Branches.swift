import GuardrailsCore

/// Code a Swift 6 build never compiles: a branch whose condition is false there (`#if compiler(<6)`, `#if swift(<5.10)`,
/// `#if !compiler(>=6)`) or that follows one true there (the `#else` of `#if compiler(>=6)`). It is a workaround for
/// older toolchains, which the Swift 6 compiler's checks never see. See `ToolchainCondition`.
enum PreSwift6Branches {
    private struct Branch {
        /// A condition of the chain so far holds in Swift 6, so no later `#elseif` or `#else` is taken.
        var earlierHolds: Bool
        var isSkipped: Bool
    }

    /// Whether `line` sits in such a branch, at any nesting. Asked only of findings, so it walks the directives
    /// before `line` (conditions are not tokens: they are read from `source`) rather than keeping a mask per file.
    /// With `newest`, a branch the newest toolchains skip instead (`#if compiler(<6.2)`, the `#else` of `compiler(>=6.2)`):
    /// one only older toolchains compile, Swift 6 ones included.
    static func encloses(line: Int, tokens: [Token], source: [UInt8], newest: Bool = false) -> Bool {
        guard !source.isEmpty else { return false }
        var branches: [Branch] = []
        var lineStart = 0
        var currentLine: Int32 = 1
        for token in tokens where token.kind == .pound {
            guard Int(token.line) < line else { break }
            switch token.text {
            case "#if", Token.debugBranch, "#elseif":
                // Tokens come in order, so the walk to each directive's line resumes where the last one stopped.
                while currentLine < token.line, let newline = source[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                    lineStart = newline + 1
                    currentLine += 1
                }
                let value = ToolchainCondition.valueInSwift6(condition(from: lineStart + Int(token.column) - 1, in: source), newest: newest)
                if token.text == "#elseif", let last = branches.indices.last {
                    branches[last].isSkipped = branches[last].earlierHolds || value == false
                    branches[last].earlierHolds = branches[last].earlierHolds || value == true
                } else {
                    branches.append(Branch(earlierHolds: value == true, isSkipped: value == false))
                }
            case "#else":
                if let last = branches.indices.last { branches[last].isSkipped = branches[last].earlierHolds }
            case "#endif":
                _ = branches.popLast()
            default:
                break
            }
        }
        return branches.contains { $0.isSkipped }
    }

    /// The text after the directive starting at `start` (`#if`, `#elseif`), up to the end of its line.
    private static func condition(from start: Int, in source: [UInt8]) -> ArraySlice<UInt8> {
        var position = min(max(start, 0), source.count)
        while position < source.count, source[position] != UInt8(ascii: " "), source[position] != UInt8(ascii: "("),
              source[position] != UInt8(ascii: "!"), source[position] != UInt8(ascii: "\n") { position += 1 }
        let end = source[position...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
        return source[position..<end]
    }
}
