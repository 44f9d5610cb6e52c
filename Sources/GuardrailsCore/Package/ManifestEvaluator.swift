/// Evaluates the part of Swift that package manifests are written in, over tokens and without running
/// anything: constants, `+`, string interpolation of constants, arrays, `#if`/`if` branches (all of them:
/// the reader keeps every target any branch declares), `for`-in over known lists, functions, computed
/// properties, static members of extensions and closures passed to `map`/`forEach`.
///
/// Every loop advances through the tokens or stops, nesting and calls are bounded, a function never
/// re-enters itself, and a step budget proportional to the manifest's length caps the work (calls and
/// loops evaluate tokens again), so reading takes time linear in the input; what cannot be evaluated
/// becomes `.unknown` with the construct named, and a limit reached becomes a note naming its line.
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
    /// Targets whose dependencies code the reader skipped may change, or every target's.
    var targetsWithUnreadDependencies: Set<String> = []
    var dependenciesMayChangeAnywhere = false
    /// Inside an `if`, `#if` or ternary branch: assignments merge with what was there instead of replacing it.
    var conditionalDepth = 0
    var poundIfDepth = 0
    /// Values returned by each function being evaluated, innermost last.
    var returns: [[ManifestValue]] = []
    var callDepth = 0
    /// Bodies of the functions being evaluated: a function that calls itself is not evaluated again.
    var invoking: Set<Int> = []
    /// Expressions and blocks being evaluated, each inside the last.
    var nestingDepth = 0
    var trailingClosuresAllowed = true
    var steps = 0
    let stepLimit: Int
    var stopped: ManifestNote?

    /// Steps allowed per token of the manifest, above a floor: real manifests take a few per token
    /// (helpers and `map` closures run once per module), so only runaway evaluation reaches the limit.
    static let stepsPerToken = 24
    static let stepFloor = 50_000
    static let callLimit = 24
    static let nestingLimit = 100
    static let listLimit = 20_000

    init(_ tokens: ManifestTokens) {
        self.tokens = tokens.tokens
        partners = tokens.partners
        end = tokens.tokens.count
        stepLimit = Self.stepFloor + Self.stepsPerToken * tokens.tokens.count
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

    /// Line of the current token; at the end of a range (or once stopped), of the last token read, so a
    /// note never names line 0.
    var currentLine: Int {
        guard !tokens.isEmpty else { return 1 }
        return position < end && stopped == nil ? tokens[position].line : tokens[max(min(position, tokens.count) - 1, 0)].line
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
        spend(1)
    }

    /// Counts `count` steps of work against the budget.
    mutating func spend(_ count: Int) {
        steps += count
        if steps > stepLimit { stop("a manifest that takes too long to evaluate") }
    }

    /// Stops evaluation for good: every loop ends at the next token. The note names `line`, or the line
    /// reached.
    mutating func stop(_ construct: String, line: Int? = nil) {
        guard stopped == nil else { return }
        stopped = ManifestNote(line: line ?? currentLine, construct: construct, consequence: "targets after this point fall back to the folder convention")
    }

    /// Runs `body` (code that starts on `line`) one level deeper; past `nestingLimit` levels evaluation
    /// stops with a note naming that line instead, so deeply nested code never exhausts the stack.
    mutating func nested<Result>(_ construct: String, line: Int, orElse fallback: Result, _ body: (inout ManifestEvaluator) -> Result) -> Result {
        guard nestingDepth < Self.nestingLimit else {
            stop("\(construct) nested more than \(Self.nestingLimit) deep", line: line)
            return fallback
        }
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        return body(&self)
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
        spend(1)
        return (open + 1)..<close
    }

    /// Line of the bracket that opens the group `range` lies in.
    func lineOpening(_ range: Range<Int>) -> Int {
        tokens[max(range.lowerBound - 1, 0)].line
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
