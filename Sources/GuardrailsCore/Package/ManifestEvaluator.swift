/// Evaluates the part of Swift that package manifests are written in, over tokens and without running
/// anything: constants, `+`, string interpolation of constants, arrays, `#if`/`if` branches (all of them:
/// the reader keeps every target any branch declares), `for`-in over known lists, functions, computed
/// properties, static members of extensions and closures passed to `map`/`forEach`.
///
/// Every loop advances through the tokens or stops, recursion is bounded, and a step budget caps the
/// work, so any input ends; what cannot be evaluated becomes `.unknown` with the construct named.
struct ManifestEvaluator {
    let tokens: [ManifestToken]
    let partners: [Int]
    var position = 0
    var end: Int
    /// Variables, innermost last; the first frame holds the globals.
    var frames: [[String: ManifestValue]] = [[:]]
    /// Global functions, computed globals and static members, by name and by `Type.name`.
    var functions: [String: ManifestFunction] = [:]
    /// The types declaring each static member name.
    var staticQualifiers: [String: Set<String>] = [:]
    /// Types the manifest declares or extends.
    var declaredTypes: Set<String> = []
    var staticValues: [String: ManifestValue] = [:]
    var staticsBeingEvaluated: Set<String> = []
    var drafts: [ManifestTargetDraft] = []
    var packageLists: [ManifestPackageList: ManifestValue] = [:]
    var sawPackage = false
    var notes: [ManifestNote] = []
    /// Inside an `if`, `#if` or ternary branch: assignments merge with what was there instead of replacing it.
    var conditionalDepth = 0
    var poundIfDepth = 0
    /// Values returned by each function being evaluated, innermost last.
    var returns: [[ManifestValue]] = []
    var callDepth = 0
    var expressionDepth = 0
    var trailingClosuresAllowed = true
    var steps = 0
    var stopped: ManifestNote?

    static let stepLimit = 2_000_000
    static let callLimit = 24
    static let expressionLimit = 100
    static let listLimit = 20_000

    init(_ tokens: ManifestTokens) {
        self.tokens = tokens.tokens
        partners = tokens.partners
        end = tokens.tokens.count
    }

    mutating func run() {
        hoistDeclarations()
        position = 0
        end = tokens.count
        runStatements()
    }

    // MARK: Tokens

    var current: ManifestToken {
        position < end && stopped == nil ? tokens[position] : .end
    }

    func peek(_ offset: Int = 1) -> ManifestToken {
        let index = position + offset
        return index < end && stopped == nil ? tokens[index] : .end
    }

    var isAtEnd: Bool {
        position >= end || stopped != nil
    }

    var isConditional: Bool {
        conditionalDepth > 0 || poundIfDepth > 0
    }

    mutating func advance() {
        position += 1
        steps += 1
        if steps > Self.stepLimit { stop("a manifest too large to evaluate") }
    }

    /// Stops evaluation for good: every loop ends at the next token.
    mutating func stop(_ construct: String) {
        guard stopped == nil else { return }
        stopped = ManifestNote(
            line: current.line, construct: construct,
            consequence: "targets after this point fall back to the folder convention"
        )
    }

    /// At an opening bracket: moves past its partner (to the end when it has none) and returns the
    /// range between them.
    @discardableResult
    mutating func skipGroup() -> Range<Int> {
        let open = position
        let close = partners[open]
        guard close > open, close < end else {
            position = end
            return (open + 1)..<end
        }
        position = close + 1
        steps += 1
        return (open + 1)..<close
    }

    /// Skips to the first token of the next line, passing over bracketed groups whole.
    mutating func skipLine() {
        let start = position
        while !isAtEnd, position == start || !current.startsLine {
            if current.kind == .punctuation, ["(", "[", "{"].contains(current.text) {
                skipGroup()
            } else {
                advance()
            }
        }
    }

    /// Skips tokens up to (not past) the first `{` outside brackets, or a `stopWord` keyword.
    mutating func skipToBrace(orKeyword stopWord: String? = nil) {
        while !isAtEnd, !current.isPunctuation("{") {
            if let stopWord, current.isKeyword(stopWord) { return }
            if current.isPunctuation("(") || current.isPunctuation("[") {
                skipGroup()
            } else {
                advance()
            }
        }
    }

    /// Runs `body` over the token range `range`, then comes back to where it was.
    @discardableResult
    mutating func within<Result>(_ range: Range<Int>, _ body: (inout ManifestEvaluator) -> Result) -> Result {
        let saved = (position, end)
        position = range.lowerBound
        end = min(range.upperBound, tokens.count)
        let result = body(&self)
        position = saved.0
        end = saved.1
        return result
    }

    // MARK: Variables

    func lookup(_ name: String) -> ManifestValue? {
        for frame in frames.reversed() {
            if let value = frame[name] { return value }
        }
        return nil
    }

    mutating func declare(_ name: String, _ value: ManifestValue) {
        frames[frames.count - 1][name] = value
    }

    mutating func note(_ line: Int, _ construct: String, _ consequence: String) {
        guard notes.count < 1_000 else { return }
        notes.append(ManifestNote(line: line, construct: construct, consequence: consequence))
    }
}
