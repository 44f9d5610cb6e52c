import GuardrailsCore

/// A client's closures are pure functions of their inputs, so any instance of the client behaves the same.
public struct ClientCapturesSelfRule: Rule {
    public init() {}
    public static let readsTokens = true

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension"]
    /// Words that can continue a `static let` factory's expression on a new line; any other keyword there starts the next member.
    private static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
    private static let expressionKeywords: Set<String> = ["as", "is", "try", "await", "in", "self", "Self", "super", "nil", "true", "false"]

    public static let description = RuleDescription(
        id: "client-captures-self",
        summary: "Closures built by a client's `live`/`mock` factories (and swift-dependencies' `liveValue`, `testValue`, `previewValue`) capture neither `self` nor view state (`Binding`, `State`).",
        rationale: """
        swiftui-mv, "lightweight clients": the client only fetches and decodes. A closure that captures \
        `self` or a view's binding ties the client to an object's lifetime and to UI state, so the same \
        client no longer behaves the same everywhere. Pass what the closure needs as factory parameters \
        or closure arguments, and keep state in the store. `self` inside a type declared in the factory \
        (an `actor Session` that keeps the connection, a delegate class) is that type's own instance, not a \
        capture. A factory is its own declaration: the initializer expression of a `static let` or the body \
        of a `static func`/`var`; `self` in the members after it (a `mutating func override(…)` wrapping the \
        value's own closure, an accessor in `extension DependencyValues`) belongs to no factory and is not \
        checked.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["Client"]), "Type-name suffixes that mark lightweight clients."),
            RuleOption("factories", .strings(["live", "mock", "liveValue", "testValue", "previewValue"]), "Static factory names whose closures are checked (swift-dependencies' included)."),
            RuleOption("viewStateTypes", .strings(["Binding", "State", "Bindable"]), "Types that carry view state."),
        ],
        triggering: [
            RuleExample("Sources/Feature/SearchClient.swift", "extension SearchClient {\n    static func mock() -> SearchClient {\n        SearchClient(search: { query in self.results(for: query) })\n    }\n}"),
            RuleExample("Sources/Feature/FeedClient.swift", "extension FeedClient {\n    static let live = FeedClient(fetchPosts: { [weak self] in try await self?.load() ?? [] })\n}"),
            RuleExample("Sources/Feature/FeedClient.swift", "extension FeedClient {\n    static func mock(posts: Binding<[Post]>) -> FeedClient {\n        FeedClient(fetchPosts: { posts.wrappedValue })\n    }\n}"),
            RuleExample("Sources/Feature/FeedClient.swift", "extension FeedClient: DependencyKey {\n    public static let liveValue = Self(\n        fetchPosts: { try await self.decode(load()) }\n    )\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/FeedClient.swift", "extension FeedClient {\n    static func live(session: URLSession) -> FeedClient {\n        FeedClient(fetchPosts: { try await load(session) })\n    }\n}"),
            RuleExample("Sources/Feature/FeedClient.swift", "extension FeedClient {\n    static func mock(posts: [Post]) -> Self {\n        self.init(fetchPosts: { posts })\n    }\n}"),
            RuleExample("Sources/Feature/FeedStore.swift", "final class FeedStore {\n    static func live() -> FeedStore { FeedStore(onChange: { self.refresh() }) }\n}"),
            RuleExample(
                "Sources/Feature/ApiClient.swift",
                "extension ApiClient {\n    static func live(baseURL: URL) -> Self {\n        actor Session {\n            let baseURL: URL\n            init(baseURL: URL) { self.baseURL = baseURL }\n            func get(_ path: String) async throws -> Data { try await fetch(self.baseURL, path) }\n        }\n        let session = Session(baseURL: baseURL)\n        return Self(get: { try await session.get($0) })\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/FeedClient.swift",
                "extension FeedClient {\n    public static let mock = FeedClient(load: { [] })\n    public mutating func override(load items: [Post]) {\n        self.load = { [self] in items.isEmpty ? try await self.load() : items }\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/FeedClient.swift",
                "extension FeedClient {\n    static let live = Self(load: { try await fetch() })\n}\nextension FeedClient.Post {\n    public init(raw: RawPost) { self.id = raw.id }\n}"
            ),
            RuleExample(
                "Sources/Feature/LocationClient.swift",
                "extension LocationClient {\n    static var live: Self {\n        final class Delegate: NSObject {\n            var onUpdate: (Int) -> Void = { _ in }\n            func update(_ value: Int) { self.onUpdate(value) }\n        }\n        let delegate = Delegate()\n        return Self(updates: { delegate.onUpdate = $0 })\n    }\n}"
            ),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let suffixes = context.strings("nameSuffixes")
        return file.model.types.contains { type in suffixes.contains { type.name.hasSuffix($0) } }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        let factories = context.stringSet("factories")
        let viewState = context.stringSet("viewStateTypes")
        let tokens = file.tokens
        // One entry per open brace: does it open the body of a client type?
        var braces: [Bool] = []
        var pendingClient = false
        // One entry per open brace: does it open the body of a type declared inside a factory?
        var localTypes: [Bool] = []
        var pendingLocalType = false
        var factory: (depth: Int, closureDepth: Int, name: String)?
        var violations: [Violation] = []
        for (position, token) in tokens.enumerated() {
            if let current = factory, braces.count == current.depth, isMemberStart(token, position, tokens) {
                factory = nil
            }
            switch token.kind {
            case .keyword where Self.typeKeywords.contains(token.text):
                if position + 1 < tokens.count, tokens[position + 1].kind == .identifier {
                    pendingClient = suffixes.contains { tokens[position + 1].text.hasSuffix($0) }
                    pendingLocalType = factory != nil
                }
            case .keyword where (token.text == "func" || token.text == "var" || token.text == "let") && braces.last == true:
                guard position + 1 < tokens.count, factories.contains(tokens[position + 1].text), isStatic(before: position, in: tokens) else { break }
                let hasBody = token.text == "func" || isPunctuation(tokens, nextAssignmentOrBrace(after: position, in: tokens), "{")
                factory = (braces.count, braces.count + (hasBody ? 2 : 1), tokens[position + 1].text)
            case .punctuation where token.text == "{":
                braces.append(pendingClient)
                localTypes.append(pendingLocalType)
                pendingClient = false
                pendingLocalType = false
            case .punctuation where token.text == "}":
                if !braces.isEmpty { braces.removeLast() }
                if !localTypes.isEmpty { localTypes.removeLast() }
                // A function's or getter's body closes at its own depth; any factory ends with the type that declares it.
                if let current = factory, braces.count < current.depth || (braces.count == current.depth && current.closureDepth == current.depth + 2) { factory = nil }
            case .keyword where token.text == "self":
                if let current = factory, braces.count >= current.closureDepth, !localTypes.suffix(braces.count - current.depth).contains(true) {
                    violations.append(Violation(token, "closure in '\(current.name)' captures self; pass what it needs as a parameter"))
                }
            case .identifier where viewState.contains(token.text):
                if let current = factory, braces.count == current.depth {
                    violations.append(Violation(token, "factory '\(current.name)' takes view state ('\(token.text)'); pass plain values and keep state in the store"))
                }
            default:
                break
            }
        }
        return violations
    }

    /// A declaration keyword, modifier (`public`, `mutating`) or attribute at the start of a line ends a
    /// `static let` factory without a body: the next member is not part of its initializer expression.
    private func isMemberStart(_ token: Token, _ position: Int, _ tokens: [Token]) -> Bool {
        guard token.startsLine else { return false }
        return token.kind == .attribute || (token.kind == .pound && Self.conditionalDirectives.contains(token.text)) || (token.kind == .keyword && !Self.expressionKeywords.contains(token.text))
    }

    private func isStatic(before position: Int, in tokens: [Token]) -> Bool {
        var current = position - 1
        while current >= 0, tokens[current].kind == .keyword || tokens[current].kind == .attribute {
            if tokens[current].text == "static" { return true }
            current -= 1
        }
        return false
    }

    /// For `static var live: Client { … }` the first `{` opens a getter; for `static let live = …` an `=` comes first.
    private func nextAssignmentOrBrace(after position: Int, in tokens: [Token]) -> Int {
        var current = position + 1
        while current < tokens.count, current - position < 64 {
            let token = tokens[current]
            if token.kind == .operator, token.text == "=" { return current }
            if token.kind == .punctuation, token.text == "{" { return current }
            current += 1
        }
        return current
    }

    private func isPunctuation(_ tokens: [Token], _ position: Int, _ text: String) -> Bool {
        position < tokens.count && tokens[position].kind == .punctuation && tokens[position].text == text
    }
}
