import GuardrailsCore

/// `#if Threads` declaring `struct Guarded<S>: Sendable` over `Mutex`, its `#else` declaring the same type `unchecked Sendable`
/// over plain storage: the unchecked claim is the single-threaded build's fallback (an embedded target without
/// `Synchronization`), where no second thread exists to race; the build with threads declares the same type checked.
enum SiblingBranchClaims {
    /// One enclosing `#if` chain: the directive's token position, naming the chain, and the branch (0 for `#if`, then one
    /// per `#elseif`/`#else`) the line sits in.
    private struct Step: Equatable {
        var chain: Int
        var branch: Int
    }

    /// Whether another branch of an `#if` chain enclosing `type` declares a type of the same name checked `Sendable`, in a
    /// branch a Swift 6 build compiles (the `#else` of `#if compiler(>=6)` proves nothing about Swift 6).
    static func hasCheckedSibling(_ type: TypeDecl, in file: LintFile) -> Bool {
        let own = path(to: type.line, file.tokens)
        guard !own.isEmpty else { return false }
        return file.model.types.contains { other in
            other.line != type.line && other.name == type.name && other.parent == type.parent
                && other.inheritance.contains { $0.name == "Sendable" && !$0.attributes.contains("unchecked") }
                && areSiblings(own, path(to: other.line, file.tokens))
                && !PreSwift6Branches.encloses(line: other.line, tokens: file.tokens, source: file.source)
        }
    }

    /// The two lines part at a chain both sit in, in different branches of it.
    private static func areSiblings(_ first: [Step], _ second: [Step]) -> Bool {
        for (left, right) in zip(first, second) where left != right {
            return left.chain == right.chain
        }
        return false
    }

    /// The `#if` chains enclosing `line`, outermost first. Asked only of findings, so it walks the directives before `line`.
    private static func path(to line: Int, _ tokens: [Token]) -> [Step] {
        var steps: [Step] = []
        for (position, token) in tokens.enumerated() where token.kind == .pound {
            guard Int(token.line) < line else { break }
            switch token.text {
            case "#if", Token.debugBranch: steps.append(Step(chain: position, branch: 0))
            case "#elseif", "#else": if let last = steps.indices.last { steps[last].branch += 1 }
            case "#endif": _ = steps.popLast()
            default: break
            }
        }
        return steps
    }
}
