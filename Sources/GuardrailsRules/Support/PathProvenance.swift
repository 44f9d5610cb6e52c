import GuardrailsCore

/// Where a path handed to a `FileManager` call comes from, read back through its file: a local of the function (`let path =
/// file.url.path`, `for url in Recorder.recordedFiles`), a parameter of a `private` function (the arguments of its every call
/// in the file), or a `private` stored property or an instance `let` of the type (its every assignment in the file), up to a few steps; in a
/// method or a free function alike. A path is the type's own when it starts at the type's state (`self`, its members, its own
/// statics), scratch when it is built in the temporary directory (`temporaryDirectory`, `NSTemporaryDirectory()`, a `UUID()`,
/// or a name saying so, `tempDirectoryURL`), and handed when it starts at a parameter of the function (any function's) or at
/// a stored property the file fills only from such parameters (`self.root = root` in `init`). Each question answers one
/// recognition of `shared-instance-access`: a parameter of a function others call is neither own nor scratch.
struct PathProvenance {
    let tokens: [Token]
    /// The outermost type the call sits in (`nil` in a free function), and the members its declarations in the file and the
    /// index give it.
    let owner: String?
    private let members: Set<String>
    private let privateStored: Set<String>
    private let stored: Set<String>
    /// Instance `let`s: assigned only by the type's initializers in its own files, whatever their access.
    private let storedLets: Set<String>

    private static let scratchMarkers: Set<String> = ["temporaryDirectory", "NSTemporaryDirectory", "UUID"]
    private static let scratchWords: Set<String> = ["temp", "tmp", "temporary"]
    private static let depthLimit = 6

    init(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) {
        let types = file.model.types
        tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else {
            owner = nil
            members = []
            privateStored = []
            stored = []
            storedLets = []
            return
        }
        var position = Int(reference.enclosingType)
        while let parent = types[position].parent { position = parent }
        let name = types[position].name
        owner = name
        let own = types.filter { $0.name == name }.flatMap(\.members)
        members = Set(own.map(\.name)).union(index.members(of: name, in: file.module))
        let instanceStored = own.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        stored = Set(instanceStored.map(\.name))
        storedLets = Set(instanceStored.filter(\.isLet).map(\.name))
        privateStored = Set(own.filter { ($0.isLet || $0.isStoredVar) && ($0.modifiers.contains("private") || $0.modifiers.contains("fileprivate")) }.map(\.name))
    }

    /// The expression starting at `start` begins at the type's own state, through locals bound to such state.
    func isOwn(expressionAt start: Int, depth: Int = 0) -> Bool {
        guard depth < Self.depthLimit, start < tokens.count else { return false }
        let root = tokens[start]
        if owner != nil, root.text == "self" || root.text == "Self" || root.text == owner { return true }
        guard root.kind == .identifier else { return false }
        switch source(ofNameAt: start) {
        case let .expressions(starts), let .parameter(.some(starts)): return !starts.isEmpty && starts.allSatisfy { isOwn(expressionAt: $0, depth: depth + 1) }
        case .member: return true
        case .parameter(nil), .unknown: return false
        }
    }

    /// The expression starting at `start` begins at a parameter of its function, through locals bound to one, or at a stored
    /// property of the type every assignment of which in the file is such an expression (`self.root = root` in `init`).
    func isHanded(expressionAt start: Int, depth: Int = 0) -> Bool {
        guard depth < Self.depthLimit, start < tokens.count, tokens[start].kind == .identifier else { return false }
        // `URL(fileURLWithPath: root)`: a Foundation path value built from handed ones only.
        if Self.pathValues.contains(tokens[start].text), start + 1 < tokens.count, tokens[start + 1].text == "(" {
            let arguments = Self.argumentValues(callOpeningAt: start + 1, in: tokens).filter { !Self.isOption(at: $0, in: tokens) }
            return !arguments.isEmpty && arguments.allSatisfy { isHanded(expressionAt: $0, depth: depth + 1) }
        }
        switch source(ofNameAt: start) {
        case let .expressions(starts): return !starts.isEmpty && starts.allSatisfy { isHanded(expressionAt: $0, depth: depth + 1) }
        case .parameter: return true
        case let .member(name):
            guard stored.contains(name), !hasInitialValue(name) else { return false }
            let assigned = assignments(of: name)
            return !assigned.isEmpty && assigned.allSatisfy { isHanded(expressionAt: $0, depth: depth + 1) }
        case .unknown: return false
        }
    }

    /// The body of the function holding `position` (from its `func` or `init` keyword to its closing brace), if any.
    func enclosingFunction(of position: Int) -> ClosedRange<Int>? {
        guard let start = functionStart(before: position) else { return nil }
        let header = FunctionParameters.names(declaredAt: start, in: tokens)
        guard let opening = tokens[header.end...].prefix(64).firstIndex(where: { $0.text == "{" }),
              let closing = EnclosingBrace.closing(of: opening, in: tokens) else { return nil }
        return start...closing
    }

    /// The expression starting at `start` is built in the temporary directory, itself or through what its root stands for.
    func isScratch(expressionAt start: Int, depth: Int = 0) -> Bool {
        guard depth < Self.depthLimit, start < tokens.count else { return false }
        let expression = Self.expression(from: start, tokens)
        if expression.contains(where: { Self.namesScratch(tokens[$0]) }) { return true }
        // `try files.contentsOfDirectory(at: scratchFolder, …)`: what a scratch folder holds is scratch too.
        if let listing = expression.first(where: { tokens[$0].text == "contentsOfDirectory" }), listing + 1 < tokens.count, tokens[listing + 1].text == "(",
           let folder = PathProvenance.argumentValues(callOpeningAt: listing + 1, in: tokens).first {
            return isScratchSubfolder(expressionAt: folder, depth: depth + 1)
        }
        guard tokens[start].kind == .identifier else { return false }
        if isHandedTemporaryFile(nameAt: start) { return true }
        switch source(ofNameAt: start) {
        case let .expressions(starts), let .parameter(.some(starts)): return !starts.isEmpty && starts.allSatisfy { isScratch(expressionAt: $0, depth: depth + 1) }
        case let .member(name):
            // A `let` (`struct TemporaryDirectory { let url: URL }` filled in `init`) is written only where the file assigns it.
            guard privateStored.contains(name) || storedLets.contains(name) else { return false }
            let assigned = assignments(of: name)
            return !assigned.isEmpty && assigned.allSatisfy { isScratch(expressionAt: $0, depth: depth + 1) }
        case .parameter(nil), .unknown: return false
        }
    }

    /// A folder of the code's own inside the temporary directory (`temporaryDirectory.appendingPathComponent("Packed")`), through
    /// locals: not the whole temporary directory, which the process shares with every other part of the app.
    func isScratchSubfolder(expressionAt start: Int, depth: Int = 0) -> Bool {
        guard depth < Self.depthLimit, start < tokens.count else { return false }
        if Self.expression(from: start, tokens).contains(where: { tokens[$0].text == "appendingPathComponent" || tokens[$0].text == "appending" }) {
            return isScratch(expressionAt: start, depth: depth + 1)
        }
        guard tokens[start].kind == .identifier, case let .expressions(starts) = source(ofNameAt: start) else { return false }
        return !starts.isEmpty && starts.allSatisfy { isScratchSubfolder(expressionAt: $0, depth: depth + 1) }
    }

    /// `loadFileRepresentation(forTypeIdentifier:) { url, error in … }`: a parameter of the closure an item provider hands
    /// the temporary copy it made (`…FileRepresentation`), a scratch file by the API's contract.
    private func isHandedTemporaryFile(nameAt position: Int) -> Bool {
        let name = tokens[position].text
        var cursor = position - 1
        let floor = max(0, position - 400)
        while cursor > floor {
            defer { cursor -= 1 }
            guard tokens[cursor].text == name, tokens[cursor].kind == .identifier, tokens[cursor - 1].text == "{",
                  cursor + 1 < tokens.count, tokens[cursor + 1].text == "," || tokens[cursor + 1].text == "in" else { continue }
            guard cursor >= 3, tokens[cursor - 2].text == ")", let opening = Parentheses.opening(closing: cursor - 2, in: tokens), opening > 0 else { return false }
            return tokens[opening - 1].text.hasSuffix("FileRepresentation")
        }
        return false
    }

    private enum Source {
        /// The name stands for each of these expressions (a local's value).
        case expressions([Int])
        /// A parameter of the function, with the arguments every call in the file passes there when it is a `private` one.
        case parameter([Int]?)
        /// A member of the type, not shadowed by a local or parameter.
        case member(String)
        case unknown
    }

    private func source(ofNameAt position: Int) -> Source {
        let name = tokens[position].text
        guard position == 0 || tokens[position - 1].text != "." else { return .unknown }
        let function = functionStart(before: position)
        let floor = function ?? -1
        var cursor = position - 1
        while cursor > floor + 1 {
            defer { cursor -= 1 }
            guard tokens[cursor].text == name, tokens[cursor].kind == .identifier, cursor + 1 < tokens.count else { continue }
            let before = tokens[cursor - 1].text
            let after = tokens[cursor + 1].text
            if before == "for", after == "in" { return .expressions([cursor + 2]) }
            // `guard let file = file else`: the value read at `position` is the name bound further out.
            if cursor + 2 <= position, position < valueEnd(from: cursor + 2) { continue }
            guard before == "let" || before == "var" else { continue }
            if after == "=" { return .expressions([cursor + 2]) }
            if after == ":", let equals = tokens[(cursor + 2)...].prefix(16).firstIndex(where: { $0.text == "=" }), !tokens[equals].startsLine {
                return .expressions([equals + 1])
            }
            // `if let file {` and `guard let file else`: the same name, bound further out.
        }
        if let function, FunctionParameters.names(declaredAt: function, in: tokens).names.contains(name) {
            return .parameter(arguments(passedTo: name, ofFunctionAt: function))
        }
        return members.contains(name) ? .member(name) : .unknown
    }

    /// Where a bound value starting at `start` ends: at a `,`, `{`, `else` or line break outside brackets, or a closing one.
    private func valueEnd(from start: Int) -> Int {
        var cursor = start
        var depth = 0
        while cursor < tokens.count {
            let text = tokens[cursor].text
            if depth == 0, text == "," || text == "{" || text == "else" || cursor > start && tokens[cursor].startsLine && text != "." { return cursor }
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" || text == "}" {
                if depth == 0 { return cursor }
                depth -= 1
            }
            cursor += 1
        }
        return cursor
    }

    /// The `func` or `init` keyword of the function whose body holds `position`, past functions nested before it, not
    /// crossing a type's declaration.
    private func functionStart(before position: Int) -> Int? {
        for cursor in stride(from: position - 1, through: 0, by: -1) where tokens[cursor].kind == .keyword {
            let text = tokens[cursor].text
            if text == "class" || text == "struct" || text == "enum" || text == "extension" || text == "actor" || text == "protocol" { return nil }
            guard text == "func" || text == "init" && cursor + 1 < tokens.count && (tokens[cursor + 1].text == "(" || tokens[cursor + 1].text == "?") else { continue }
            let header = FunctionParameters.names(declaredAt: cursor, in: tokens)
            guard let opening = tokens[header.end...].prefix(64).firstIndex(where: { $0.text == "{" }), opening < position,
                  let closing = EnclosingBrace.closing(of: opening, in: tokens) else { return nil }
            // `func typeOfFile(at:) { … }` nested before the position: its body is over, the enclosing function goes on.
            if closing < position { continue }
            return cursor
        }
        return nil
    }

    /// For a parameter of a `private` or `fileprivate` function, the arguments every call of it in the file passes there
    /// (calls told apart from overloads by their labels); `nil` for any other function, an unlabelled parameter, or none called.
    private func arguments(passedTo parameter: String, ofFunctionAt start: Int) -> [Int]? {
        guard tokens[start].text == "func", start + 2 < tokens.count, tokens[start + 1].kind == .identifier, tokens[start + 2].text == "(" else { return nil }
        var modifier = start - 1
        var isPrivate = false
        while modifier >= 0, tokens[modifier].kind == .keyword || tokens[modifier].kind == .attribute, tokens[modifier].line == tokens[start].line {
            if tokens[modifier].text == "private" || tokens[modifier].text == "fileprivate" { isPrivate = true }
            modifier -= 1
        }
        guard isPrivate else { return nil }
        let header = FunctionParameters.names(declaredAt: start, in: tokens)
        var labels: [String] = []
        var label: String?
        var segment: [String] = []
        var depth = 0
        for position in (start + 2)...header.end {
            let text = tokens[position].text
            if text == "(" || text == "[" || text == "<" { depth += 1 }
            if text == ")" || text == "]" || text == ">" { depth -= 1 }
            if depth == 1, tokens[position].kind == .identifier || tokens[position].text == "_", segment.count < 2, tokens[position - 1].text != ":" {
                segment.append(text)
            }
            if depth == 1 && text == ":" || depth == 0 && text == ")" {
                if let external = segment.first, text == ":" {
                    labels.append(external)
                    if segment.last == parameter { label = external }
                }
                segment = []
            }
            if depth == 1, text == "," { segment = [] }
        }
        guard let label, label != "_" else { return nil }
        let name = tokens[start + 1].text
        let written = labels.filter { $0 != "_" }
        var found: [Int] = []
        for position in tokens.indices where tokens[position].text == name && tokens[position].kind == .identifier && position != start + 1 {
            guard position + 1 < tokens.count, tokens[position + 1].text == "(", position == 0 || tokens[position - 1].text != "func" else { continue }
            let arguments = LabelledArguments.of(callOpeningAt: position + 1, in: tokens)
            guard arguments.map(\.label) == written else { continue }
            found += arguments.filter { $0.label == label }.map(\.value)
        }
        return found.isEmpty ? nil : found
    }

    /// `var root = URL(fileURLWithPath: "/")` or `let root: URL = …`: the property is declared with a value of its own.
    private func hasInitialValue(_ name: String) -> Bool {
        tokens.indices.contains { position in
            guard position > 0, tokens[position].text == name, tokens[position - 1].text == "let" || tokens[position - 1].text == "var",
                  position + 1 < tokens.count else { return false }
            return tokens[(position + 1)...].prefix(16).prefix { !$0.startsLine && $0.text != "{" }.contains { $0.text == "=" }
        }
    }

    /// The values a stored property of the type is given in the file: its initial value, and each `name = …` or `self.name = …`.
    private func assignments(of name: String) -> [Int] {
        var found: [Int] = []
        for position in tokens.indices where tokens[position].text == name && tokens[position].kind == .identifier {
            guard position + 2 < tokens.count, tokens[position + 1].text == "=", position == 0 || tokens[position - 1].text != "let" && tokens[position - 1].text != "var" else { continue }
            let qualified = position >= 2 && tokens[position - 1].text == "." && tokens[position - 2].text == "self"
            guard qualified || position == 0 || tokens[position - 1].text != "." else { continue }
            found.append(position + 2)
        }
        return found
    }

    /// `temporaryDirectory`, `NSTemporaryDirectory`, `UUID`, or a name one of whose words is `temp`, `tmp` or `temporary`.
    private static func namesScratch(_ token: Token) -> Bool {
        guard token.kind == .identifier else { return false }
        if scratchMarkers.contains(token.text) { return true }
        var words: [String] = []
        var word = ""
        for character in token.text {
            if character.isUppercase || character == "_", !word.isEmpty {
                words.append(word.lowercased())
                word = ""
            }
            if character != "_" { word.append(character) }
        }
        words.append(word.lowercased())
        return words.contains(where: scratchWords.contains)
    }

    /// The top-level arguments of the call whose `(` is at `opening`: each value's first position (after its label).
    static func argumentValues(callOpeningAt opening: Int, in tokens: [Token]) -> [Int] {
        var values: [Int] = []
        var depth = 0
        var cursor = opening + 1
        var expectsArgument = true
        while cursor < tokens.count {
            let text = tokens[cursor].text
            if expectsArgument, text != ")" {
                let labelled = cursor + 2 < tokens.count && tokens[cursor + 1].text == ":" && (tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword)
                values.append(labelled ? cursor + 2 : cursor)
                expectsArgument = false
            }
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, text == "," { expectsArgument = true }
            cursor += 1
        }
        return values
    }

    /// Foundation's path values, built from a path string or URL.
    private static let pathValues: Set<String> = ["URL", "NSURL", "FilePath"]

    /// A literal or an implicit member (`true`, `nil`, `.skipsHiddenFiles`): an option, not a path.
    static func isOption(at position: Int, in tokens: [Token]) -> Bool {
        let token = tokens[position]
        return token.text == "." || token.kind == .string || token.kind == .number || token.text == "true" || token.text == "false" || token.text == "nil"
            || token.text == "["
    }

    /// The positions of the expression starting at `start`: up to a `,` or closing bracket at its own depth, or the end of a
    /// line not continued by a leading `.`.
    static func expression(from start: Int, _ tokens: [Token]) -> [Int] {
        var cursor = start
        var depth = 0
        var positions: [Int] = []
        while cursor < tokens.count, cursor - start < 96 {
            let token = tokens[cursor]
            if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
            if token.text == ")" || token.text == "]" || token.text == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.text == "," { break }
            if depth == 0, cursor > start, token.line != tokens[cursor - 1].line, token.text != "." { break }
            positions.append(cursor)
            cursor += 1
        }
        return positions
    }
}
