/// Reads declarations, imports and references out of a token stream.
///
/// One forward walk with an explicit scope stack. A declaration header is read ahead (bounded, never
/// recursive) to find its name, inheritance and the brace that opens its body; the walk then pushes
/// the right scope when it reaches that brace, so every token is still seen once as code.
struct SourceModelBuilder {
    static let headerLimit = 4096
    static let modifiers: KeywordTable<Bool> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override",
        "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned", "convenience", "required",
        "indirect", "dynamic", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]
    static let declarationStarters: KeywordTable<Bool> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype",
        "class", "struct", "enum", "protocol", "actor", "extension", "import",
    ]
    /// Keywords that cannot occur inside a declaration header: reaching one means the header ended
    /// (or was malformed), which keeps every look-ahead short on broken input.
    static let headerStops: KeywordTable<Bool> = [
        "func", "struct", "enum", "protocol", "extension", "import", "actor", "init", "deinit", "subscript",
        "typealias", "associatedtype",
    ]
    static let importKinds: KeywordTable<Bool> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias", "actor"]

    let tokens: [Token]
    /// False for the package index's pass, which reads only unqualified references to names that do not
    /// start lowercase (`FileSummary`): member accesses (but capitalized ones) and calls of functions are skipped there.
    let recordsEveryReference: Bool
    var index = 0
    var scopes: [Scope] = []
    var imports: [ImportDecl] = []
    var types: [TypeDecl] = []
    var references: [Reference] = []
    var aliases: [TypeAliasDecl] = []
    var functionAliases: Set<String> = []
    /// `name:Type` for each top-level function declared to return a view controller (`func shareSheet(…) -> UIActivityViewController`).
    var freeControllerFactories: [String] = []
    /// Names of top-level functions taking a closure (`func withTracer<R>(_ tracer: Tracer, _ body: () -> R) -> R`).
    var freeScopeFunctions: [String] = []
    var closedMetatypeNames: [String] = []
    var castNames: [String] = []
    var selfFacetNames: [String] = []
    /// By `macro` declared in the file, the conformances its `@attached(…, conformances: …)` roles add: usually none.
    var macroConformances: [String: [String]] = [:]
    /// The conformances of the `@attached` roles read since the last declaration (see `readMacroRole`).
    var pendingMacroConformances: [String] = []
    var pendingAttributes: [String] = []
    var pendingModifiers: [String] = []
    var pendingBrace = -1
    var pendingScope = Scope(enclosingType: -1, isTypeBody: false)
    var declarationName = -1
    /// The first and last lines of the last `typealias`, and the brace that ends a type header's `where` clause.
    var typealiasLine: Int32 = -1
    var typealiasEndLine: Int32 = -1
    var whereClauseEnd = -1
    /// The `{` that opens the `#Preview` block just read.
    var previewBrace = -1
    /// The open `#if DEBUG` branches: read by type headers.
    var debugBranches = DebugBranchStack()

    init(tokens: [Token], recordsEveryReference: Bool = true) {
        self.tokens = tokens
        self.recordsEveryReference = recordsEveryReference
        references.reserveCapacity(tokens.count / (recordsEveryReference ? 4 : 16))
    }

    static func build(_ lexed: LexedSource, recordsEveryReference: Bool = true) -> SourceModel {
        var builder = SourceModelBuilder(tokens: lexed.tokens, recordsEveryReference: recordsEveryReference)
        builder.run()
        // Copy to exact size: models of every file stay in memory until all files are checked.
        let references = builder.references.withUnsafeBufferPointer { Array($0) }
        return SourceModel(
            imports: builder.imports, types: builder.types, references: references, aliases: builder.aliases, functionAliases: builder.functionAliases,
            freeControllerFactories: builder.freeControllerFactories, freeScopeFunctions: builder.freeScopeFunctions, closedMetatypeNames: builder.closedMetatypeNames,
            castNames: builder.castNames, selfFacetNames: builder.selfFacetNames, macroConformances: builder.macroConformances,
            directives: lexed.directives, lineCount: lexed.lineCount, hasCode: holdsMoreThanImports(lexed.tokens),
            hasSourceryAnnotations: lexed.hasSourceryAnnotations
        )
    }

    /// False for a file of comments, blank lines and imports only (`import Foundation` under a license header, perhaps
    /// inside `#if canImport(…)`): a placeholder for code to come, which compiles nothing of its own.
    static func holdsMoreThanImports(_ tokens: [Token]) -> Bool {
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .pound, conditionalDirectives.contains(token.text) {
                position += 1
                continue
            }
            // `import Foundation`, `@testable import Feed`, `import struct Feed.Item`: one line each.
            guard token.kind == .keyword && token.text == "import"
                || token.kind == .attribute && position + 1 < tokens.count && tokens[position + 1].text == "import" else { return true }
            let line = token.line
            while position < tokens.count, tokens[position].line == line { position += 1 }
        }
        return false
    }

    private static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif", Token.debugBranch]

    @inline(__always) mutating func clearPending() {
        // Called for nearly every token and most find nothing pending: inlined, that is three checks; emptying an empty
        // array would still release its storage.
        if !pendingAttributes.isEmpty { pendingAttributes.removeAll() }
        if !pendingModifiers.isEmpty { pendingModifiers.removeAll() }
        if !pendingMacroConformances.isEmpty { pendingMacroConformances.removeAll() }
    }

    var enclosingType: Int32 { scopes.last?.enclosingType ?? -1 }

    /// `#Preview("Name", traits: …) {`: the brace after the macro's arguments, or -1.
    @inline(__always) func openingBraceOfPreview() -> Int {
        var position = index + 1
        if isPunctuation(position, "(") { position = closingIndex(from: position, open: "(", close: ")") + 1 }
        return isPunctuation(position, "{") ? position : -1
    }

    /// The type whose body directly holds the current token, if any.
    var directType: Int? {
        guard let scope = scopes.last, scope.isTypeBody else { return nil }
        return Int(scope.enclosingType)
    }

    /// `class` also ends a header, except in an inheritance clause (`protocol P: class`).
    func isHeaderStop(_ token: Token, allowingClass: Bool = false) -> Bool {
        token.kind == .keyword && (Self.headerStops.contains(token) || (!allowingClass && token.text == "class"))
    }

    /// `isHeaderStop` for the token at `position`, read in place.
    @inline(__always) func isHeaderStop(at position: Int) -> Bool {
        tokens[position].kind == .keyword && (Self.headerStops.contains(tokens[position]) || tokens[position].text == "class")
    }

    @inline(__always) func token(_ position: Int) -> Token? {
        position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    /// Whether the token at `position` reads `text`, compared in place.
    @inline(__always) func isText(_ position: Int, _ text: String) -> Bool {
        position >= 0 && position < tokens.count && tokens[position].text == text
    }

    @inline(__always) func isPunctuation(_ position: Int, _ text: Unicode.Scalar) -> Bool {
        guard position >= 0, position < tokens.count else { return false }
        return tokens[position].kind == .punctuation && tokens[position].firstByte == UInt8(ascii: text)
    }

    mutating func run() {
        // Each handler reads `tokens[index]` in place: copying a token retains and releases its text.
        while index < tokens.count {
            switch tokens[index].kind {
            case .attribute:
                pendingAttributes.append(tokens[index].text)
                if isPunctuation(index + 1, "("), tokens[index + 1].followsSpace == false {
                    index = tokens[index].firstByte == UInt8(ascii: "a") && tokens[index].text == "attached"
                        ? readMacroRole(from: index + 1) : closingIndex(from: index + 1, open: "(", close: ")")
                } else if index + 1 < tokens.count, tokens[index + 1].kind == .operator, tokens[index + 1].firstByte == UInt8(ascii: "<"),
                          !tokens[index + 1].followsSpace {
                    // `@Tolerant<String> enum Tier`: the attribute still decorates what follows its generic arguments, read
                    // here so that no other token pays for the check.
                    let argumentsEnd = skipGenericParameters(from: index + 1)
                    index += 1
                    while index < argumentsEnd {
                        readAttributeArgument()
                        index += 1
                    }
                    // The loop's step lands on the first token after the arguments.
                    index -= 1
                }
            case .keyword:
                handleKeyword()
            case .punctuation:
                handlePunctuation()
            case .identifier:
                handleIdentifier()
            case .pound:
                if tokens[index].text == "#Preview" { previewBrace = openingBraceOfPreview() } else { debugBranches.read(tokens[index]) }
                clearPending()
            default:
                clearPending()
            }
            index += 1
        }
    }
}
