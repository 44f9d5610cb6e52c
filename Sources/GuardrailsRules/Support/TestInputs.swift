import GuardrailsCore

/// Whether an object a test method builds is an input it feeds the subject rather than the subject itself: an
/// argument of another call, an element of a collection literal, or a local the test hands to another object's
/// method before doing anything else with it (`let bag = RequestBag(…)`, `connection.execute(bag)`, then reading
/// `bag.task.result` back to see what the subject did with it).
enum TestInputs {
    /// A call whose arguments are what the test checks (`TestMethodConstructions.assertionPrefixes`).
    static func isAssertion(_ callee: String) -> Bool {
        let name = callee.lowercased()
        return TestMethodConstructions.assertionPrefixes.contains { name.hasPrefix($0) }
    }

    /// An argument of another call, unless that call is an assertion (`assertSnapshot(of: FeedView())`; but
    /// `XCTAssertNoThrow(bag = try RequestBag(…))` only checks building does not throw, and the local decides), an
    /// element of a collection literal (`var items = [Item(a), Item(b)]`: the data the test feeds its subject), or
    /// a local the test hands to another object first (see `isLocalHandedOver`).
    /// A type the suite is named after (`ProxyHandler` in `ProxyHandlerTests`) is its subject wherever the test
    /// puts it: a handler added to a pipeline or a middleware installed in an app is exercised there.
    static func isInput(_ position: Int, suite: String, in tokens: [Token]) -> Bool {
        guard !isNamed(suite, after: tokens[position].text) else { return false }
        return isInput(position, in: tokens, depth: 0)
    }

    /// `ProxyHandlerTests` is named after `ProxyHandler`.
    static func isNamed(_ suite: String, after type: String) -> Bool {
        suiteSuffixes.contains { suite == type + $0 }
    }

    private static let suiteSuffixes = ["Tests", "Test", "TestCase", "Specs", "Spec", "UnitTests", "_test", "_tests"]

    private static func isInput(_ position: Int, in tokens: [Token], depth: Int) -> Bool {
        guard let callee = EnclosingCall.callee(of: position, in: tokens) else {
            return enclosingCollection(position, in: tokens) != nil || isAssignedToAnotherObject(position, in: tokens)
                || isCustomOperatorOperand(qualifiedStart(position, in: tokens), in: tokens)
                || isLocalHandedOver(position, in: tokens, depth: depth) || isEqualityOperandOnly(position, in: tokens)
        }
        return !isAssertion(tokens[callee].text) || isLocalHandedOver(position, in: tokens, depth: depth)
    }

    /// `other.property = Type(…)`, `$0.storage = Type(…)` (a dependency container's entry), `Registry.items[key] = Type(…)`:
    /// the value is handed to the object whose property it fills, not exercised itself; `self.sut = Type(…)` keeps it for the test.
    /// So is an element stored through another object's subscript (`form[3] = Section(…)`, `form[0][0] = row`), as `append` hands it over.
    private static func isAssignedToAnotherObject(_ position: Int, in tokens: [Token], containersOnly: Bool = false) -> Bool {
        var current = qualifiedStart(position, in: tokens) - 1
        while current > 0, tokens[current].kind == .keyword, tokens[current].text == "try" || tokens[current].text == "await" { current -= 1 }
        guard current >= 3, tokens[current].kind == .operator, tokens[current].text == "=" else { return false }
        current -= 1
        var sawSubscript = false
        while current > 0, tokens[current].kind == .punctuation, tokens[current].text == "]", !tokens[current].startsLine {
            var depth = 0
            repeat {
                if tokens[current].kind == .punctuation, tokens[current].text == "]" { depth += 1 }
                if tokens[current].kind == .punctuation, tokens[current].text == "[" { depth -= 1 }
                current -= 1
            } while depth > 0 && current > 0
            sawSubscript = true
        }
        var sawMember = false
        while current >= 2, tokens[current].kind == .identifier, follows(".", current, in: tokens) {
            sawMember = true
            current -= 2
        }
        let root = tokens[current]
        guard sawMember || sawSubscript, root.kind == .identifier, root.text != "self", !follows(".", current, in: tokens),
              sawMember || !isCollectionLocal(current, in: tokens) else { return false }
        return !containersOnly || !sawMember || root.text.hasPrefix("$") || root.text.first?.isUppercase == true
    }

    /// `var handlers: [String: Handler] = [:]` or `var rows = [Row]()`: the name at `position` is a local collection declared
    /// earlier in the body, which keeps what is stored in it for the test rather than receiving it as another object does.
    private static func isCollectionLocal(_ position: Int, in tokens: [Token]) -> Bool {
        guard let declared = NearestLocalDeclaration.position(of: tokens[position].text, before: position, in: tokens, within: 2048),
              declared + 2 < tokens.count else { return false }
        return tokens[declared + 2].text == "[" && (tokens[declared + 1].text == "=" || tokens[declared + 1].text == ":")
    }

    /// Swift's own operators: an operand of one is a value computed with, not an input handed to another object.
    private static let standardOperators: Set<String> = [
        "=", "==", "!=", "===", "!==", "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "&&", "||", "??", "...", "..<", "!", "?",
        "+=", "-=", "*=", "/=", "%=", "&", "|", "^", "~", "<<", ">>", "&=", "|=", "^=", "<<=", ">>=", "&+", "&-", "&*", "~=", "->",
    ]

    /// `form +++ Section(…)`, `section <<< row`: the right operand of a custom infix operator (one the library declares, not
    /// Swift's) whose left operand is another value is handed to that operator, a function, as `form.append(Section(…))` is.
    private static func isCustomOperatorOperand(_ start: Int, in tokens: [Token]) -> Bool {
        var current = start - 1
        while current > 0, tokens[current].kind == .keyword, tokens[current].text == "try" || tokens[current].text == "await" { current -= 1 }
        // A binary operator, spaced on both sides, its operand on its line (`form +++ section`, or a continuation line
        // opening with `<<< Row(…)`): not a type's trailing `>?` before a statement on the next line.
        guard current >= 1, tokens[current].kind == .operator, !standardOperators.contains(tokens[current].text),
              tokens[current].followsSpace, tokens[start].followsSpace, !tokens[start].startsLine || tokens[current].startsLine else { return false }
        let left = tokens[current - 1]
        return left.kind == .identifier || left.kind == .punctuation && (left.text == ")" || left.text == "]")
    }

    /// `let first = Mark(x: 5)`, `let second = Mark(x: 5)`, then only `XCTAssertTrue(first == second)` (or `!=`,
    /// `XCTAssertEqual(first, second)`): two values built only to be compared with each other are the operands of the
    /// equality the test checks, data chosen per test; calling or reading anything else on either makes it the subject.
    private static func isEqualityOperandOnly(_ position: Int, in tokens: [Token]) -> Bool {
        guard let local = assignedName(position, in: tokens) else { return false }
        let uses = RestOfBlock.all(after: position, in: tokens) { current in
            tokens[current].kind == .identifier && tokens[current].text == local && !follows(".", current, in: tokens)
        }
        return !uses.isEmpty && uses.allSatisfy { use in
            comparedLocal(at: use, in: tokens).map { isBuilt($0, as: tokens[position].text, before: use, in: tokens) } ?? false
        }
    }

    private static let equalityOperators: Set<String> = ["==", "!=", "==="]
    private static let equalityAssertions: Set<String> = ["XCTAssertEqual", "XCTAssertNotEqual", "XCTAssertIdentical", "XCTAssertNotIdentical"]

    /// The other local the use at `use` is compared with: `use == other`, `other != use`, `XCTAssertEqual(use, other)`.
    private static func comparedLocal(at use: Int, in tokens: [Token]) -> Int? {
        guard use >= 4, use + 3 < tokens.count else { return nil }
        let isPlain = { (index: Int) in
            tokens[index].kind == .identifier && !follows(".", index, in: tokens) && index + 1 < tokens.count
                && !(tokens[index + 1].kind == .punctuation && [".", "(", "["].contains(tokens[index + 1].text))
        }
        guard isPlain(use) else { return nil }
        let next = tokens[use + 1]
        let before = tokens[use - 1]
        if next.kind == .operator, equalityOperators.contains(next.text), isPlain(use + 2) { return use + 2 }
        if before.kind == .operator, equalityOperators.contains(before.text), isPlain(use - 2) { return use - 2 }
        if before.text == "(", equalityAssertions.contains(tokens[use - 2].text), next.text == ",", isPlain(use + 2),
           tokens[use + 3].text == ")" { return use + 2 }
        if before.text == ",", isPlain(use - 2), tokens[use - 3].text == "(", equalityAssertions.contains(tokens[use - 4].text),
           next.text == ")" { return use - 2 }
        return nil
    }

    /// Whether the local named at `other` is declared before `use` as `let other = Type(…)` of the type `typeName`.
    private static func isBuilt(_ other: Int, as typeName: String, before use: Int, in tokens: [Token]) -> Bool {
        guard let declared = NearestLocalDeclaration.position(of: tokens[other].text, before: use, in: tokens, within: 2048),
              declared + 3 < tokens.count, tokens[declared + 1].text == "=" else { return false }
        var type = declared + 2
        if tokens[type].kind == .keyword, tokens[type].text == "try" { type += 1 }
        while type + 2 < tokens.count, tokens[type].kind == .identifier, tokens[type + 1].text == ".", tokens[type + 2].kind == .identifier { type += 2 }
        return type + 1 < tokens.count && tokens[type].text == typeName && tokens[type + 1].text == "("
    }

    /// `let name = Type(…)` (or `name = try Type(…)` as an assertion's argument) that the rest of the enclosing body
    /// first hands to another object's method that is not an assertion (`factory.build(for: name)`), or builds into
    /// another input (`RequestBag(delegate: name)`, itself handed over), following the names it is unwrapped into
    /// (`guard let bag = maybeBag`), after setting any of its properties (`options.discount = 10` configures it). What the
    /// test does with it afterwards (reading back `name.task.result`,
    /// cancelling it) is how it observes the subject; calling its methods or reading it before handing it over, or
    /// wrapping it for an assertion (`assertSnapshot(of: NSHostingView(rootView: name))`), makes it the subject.
    private static func isLocalHandedOver(_ position: Int, in tokens: [Token], depth: Int) -> Bool {
        guard let use = firstUse(ofLocalBuiltAt: position, in: tokens) else { return false }
        // `let storage = MemoryStorage()`, then `$0.storage = storage`: a dependency container's entry (a closure's
        // parameter or a type's static property; `service.delegate = local` hands the subject to the object it drives).
        return isPassedOn(use, builtAt: position, in: tokens) || isAssignedToAnotherObject(use, in: tokens, containersOnly: true)
            || isCustomOperatorOperand(use, in: tokens)
            || isSubscriptIndex(use, in: tokens) || isInCollectionArgumentPassedOn(use, in: tokens)
            || depth < 4 && (isPartOfInput(use, in: tokens, depth: depth) || isInCollectionLocalHandedOver(use, in: tokens, depth: depth))
    }

    /// `defaults[key] = false`, `cache[key, default: 0]`: the local is an index another object's subscript receives, as a
    /// method's argument is (a subscript is that object's method); not a collection literal, nor the local's own subscript.
    private static func isSubscriptIndex(_ position: Int, in tokens: [Token]) -> Bool {
        guard position >= 2, position + 1 < tokens.count, follows("[", position, in: tokens), !tokens[position - 1].followsSpace,
              tokens[position + 1].kind == .punctuation, tokens[position + 1].text == "]" || tokens[position + 1].text == "," else { return false }
        let base = tokens[position - 2]
        return base.kind == .identifier && base.text != tokens[position].text || base.kind == .punctuation && (base.text == ")" || base.text == "]")
    }

    /// `Route.share(files: [file])`, `importer.add([item])`: an element of a collection literal written as the argument of
    /// another type's or object's method (an enum case's payload too) is handed over with the collection.
    private static func isInCollectionArgumentPassedOn(_ position: Int, in tokens: [Token]) -> Bool {
        guard let bracket = enclosingCollection(position, in: tokens), let callee = EnclosingCall.callee(of: bracket, in: tokens) else { return false }
        return !isAssertion(tokens[callee].text) && tokens[callee].text.first?.isLowercase == true && follows(".", callee, in: tokens)
    }

    /// `let queue = [item]`, then `importer.contains(queue, item: other)`: an element of a collection literal bound to a
    /// local is handed over with that local.
    private static func isInCollectionLocalHandedOver(_ position: Int, in tokens: [Token], depth: Int) -> Bool {
        guard let bracket = enclosingCollection(position, in: tokens), assignedName(bracket, in: tokens) != nil else { return false }
        return isLocalHandedOver(bracket, in: tokens, depth: depth + 1)
    }

    /// The type whose initializer first receives the local built at `position` (`let configuration =
    /// Configuration()`, then `Retainer(configuration: configuration).run()`): when that type is a subject, the
    /// local is its input. `nil` when the local is first used otherwise, or when the test calls its methods later
    /// (`let client = Client()`, `Project(client: client)`, then `client.schemes(of: project)`: the client is exercised).
    static func receivingInitializer(ofLocalBuiltAt position: Int, in tokens: [Token]) -> String? {
        guard let local = assignedName(position, in: tokens), let use = firstUse(ofLocalBuiltAt: position, in: tokens) else { return nil }
        // An element of a collection the initializer receives (`Registry(tools: [local])`) is handed to it too.
        let argument = EnclosingCall.callee(of: use, in: tokens) == nil ? enclosingCollection(use, in: tokens) ?? use : use
        guard let callee = EnclosingCall.callee(of: argument, in: tokens), !isCalled(local, after: use, in: tokens) else { return nil }
        if tokens[callee].text.first?.isUppercase == true { return follows(".", callee, in: tokens) ? nil : tokens[callee].text }
        // `subject(appSession: local)`: a method of the test file declaring the type it returns is the suite's factory.
        return follows(".", callee, in: tokens) ? nil : resultType(ofFunctionNamed: tokens[callee].text, in: tokens)
    }

    /// The type named after `->` of `func name(…) -> Type` declared in the file (`func subject<T>(…) async throws -> Loader`).
    static func resultType(ofFunctionNamed name: String, in tokens: [Token]) -> String? {
        for position in tokens.indices.dropLast(2) where tokens[position].kind == .keyword && tokens[position].text == "func"
            && tokens[position + 1].text == name {
            var current = position + 2
            while current < tokens.count, tokens[current].text != "(", tokens[current].text != "{" { current += 1 }
            guard current < tokens.count, tokens[current].text == "(", var after = Parentheses.closing(opening: current, in: tokens) else { continue }
            after += 1
            while after < tokens.count, ["async", "throws", "rethrows"].contains(tokens[after].text) { after += 1 }
            guard after + 1 < tokens.count, tokens[after].text == "->" else { continue }
            var type = after + 1
            while type + 2 < tokens.count, tokens[type].kind == .identifier, tokens[type + 1].text == ".", tokens[type + 2].kind == .identifier { type += 2 }
            if tokens[type].kind == .identifier, tokens[type].text.first?.isUppercase == true { return tokens[type].text }
        }
        return nil
    }

    /// The type whose initializer first receives the property `setUp` fills at `position` (`self.database = Database()`,
    /// then `manager = SnapshotManager(database: self.database)`): the subject is the object it is passed into.
    static func receivingInitializer(ofPropertyBuiltAt position: Int, in tokens: [Token]) -> String? {
        var current = position - 1
        while current > 0, tokens[current].kind == .keyword, tokens[current].text == "try" || tokens[current].text == "await" { current -= 1 }
        guard current >= 3, tokens[current].kind == .operator, tokens[current].text == "=", tokens[current - 1].kind == .identifier else { return nil }
        let property = tokens[current - 1].text
        let isOnSelf = follows(".", current - 1, in: tokens) && tokens[current - 3].text == "self"
        guard isOnSelf || tokens[current - 1].startsLine else { return nil }
        let use = RestOfBlock.first(after: position, in: tokens) { current in
            tokens[current].kind == .identifier && tokens[current].text == property
                && (!follows(".", current, in: tokens) || tokens[current - 2].text == "self")
                && !(current + 1 < tokens.count && tokens[current + 1].text == ".")
        }
        guard let use, let callee = EnclosingCall.callee(of: use, in: tokens), tokens[callee].text.first?.isUppercase == true,
              !follows(".", callee, in: tokens) else { return nil }
        return tokens[callee].text
    }

    /// `name.method(` later in the block that holds `start`.
    private static func isCalled(_ name: String, after start: Int, in tokens: [Token]) -> Bool {
        RestOfBlock.first(after: start, in: tokens) { current in
            current + 3 < tokens.count && tokens[current].kind == .identifier && tokens[current].text == name
                && !follows(".", current, in: tokens) && tokens[current + 1].text == "." && tokens[current + 2].kind == .identifier
                && tokens[current + 3].text == "("
        } != nil
    }

    /// Where the rest of the enclosing body first uses the local `Type(…)` at `position` is stored in, following the
    /// names it is unwrapped into (`guard let bag = maybeBag`); not a member access (`other.name`) nor a redeclaration, nor
    /// what only configures it (`isPropertySet`, `isSetterCall`) or copies a value out of it into another input.
    private static func firstUse(ofLocalBuiltAt position: Int, in tokens: [Token]) -> Int? {
        guard let local = assignedName(position, in: tokens) else { return nil }
        var names: Set<String> = [local]
        // The rest of the test body: up to the brace that closes the block the local is declared in.
        return RestOfBlock.first(after: position, in: tokens) { current in
            let token = tokens[current]
            guard token.kind == .identifier, names.contains(token.text), !follows(".", current, in: tokens), !isDeclared(current, in: tokens),
                  !isPropertySet(current, in: tokens), !isSetterCall(current, in: tokens), !isCopiedIntoAnotherObject(current, in: tokens),
                  !isDeferred(current, in: tokens), !isFilledThroughProperty(current, in: tokens)
            else { return false }
            guard let alias = unwrappedName(current, in: tokens) else { return true }
            names.insert(alias)
            return false
        }
    }

    /// `defer { storage.reset() }`: a use in a `defer` block runs when the test ends, after whatever it hands the local to.
    private static func isDeferred(_ position: Int, in tokens: [Token]) -> Bool {
        guard let brace = TokenLookup.enclosingBrace(of: position, tokens, within: 48), brace > 0 else { return false }
        return tokens[brace - 1].kind == .keyword && tokens[brace - 1].text == "defer"
    }

    /// `options.discount = 10`, `superwall.delegate = spy`: setting a property of the local configures it for whatever
    /// receives it next; it neither hands it over nor exercises it.
    private static func isPropertySet(_ position: Int, in tokens: [Token]) -> Bool {
        var current = position + 1
        while current + 1 < tokens.count, tokens[current].kind == .punctuation, tokens[current].text == ".", tokens[current + 1].kind == .identifier {
            current += 2
            if current < tokens.count, tokens[current].kind == .operator, tokens[current].text == "?" || tokens[current].text == "!" { current += 1 }
        }
        return current > position + 1 && current < tokens.count && tokens[current].kind == .operator && tokens[current].text == "="
    }

    /// `registry.venues.insert(venue)`, `registry.venues.removeAll()`: filling (or emptying) a collection the local keeps
    /// prepares it as a setter does, a fixture for whatever receives it next.
    private static func isFilledThroughProperty(_ position: Int, in tokens: [Token]) -> Bool {
        guard position + 5 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier,
              tokens[position + 3].text == ".", tokens[position + 4].kind == .identifier, tokens[position + 5].text == "(" else { return false }
        return collectionFillers.contains(tokens[position + 4].text)
    }

    private static let collectionFillers: Set<String> = ["insert", "append", "removeAll", "updateValue"]

    /// `show.setSortOrder(order: 2)`, or a plain `store.set(name: "a", limit: 1)`: a `set…` method given a value configures
    /// the local like a property set does (a `write…`/`create…` one populates it); `setUp()` and `setNeedsLayout()`,
    /// given nothing, are actions.
    private static func isSetterCall(_ position: Int, in tokens: [Token]) -> Bool {
        guard position + 4 < tokens.count, tokens[position + 1].kind == .punctuation, tokens[position + 1].text == ".",
              tokens[position + 2].kind == .identifier, tokens[position + 3].text == "(", tokens[position + 4].text != ")" else { return false }
        let name = tokens[position + 2].text
        return name == "set" || name.count > 3 && name.hasPrefix("set") && name.dropFirst(3).first?.isUppercase == true
            || populatingVerbs.contains { verb in name == verb || name.hasPrefix(verb) && name.dropFirst(verb.count).first?.isUppercase == true }
    }

    /// `fs.writeFileContents(path, string: "a")`, `disk.createDirectory(dir)`: writing content into the local before it is
    /// handed over populates a fixture (an in-memory file system) as a setter configures one.
    private static let populatingVerbs = ["write", "create"]

    /// `season.showID = show.id`: a value read out of the local into another object's property copies data between
    /// the inputs the test prepares; it neither hands the local over nor exercises it.
    private static func isCopiedIntoAnotherObject(_ position: Int, in tokens: [Token]) -> Bool {
        guard position >= 4, tokens[position - 1].kind == .operator, tokens[position - 1].text == "=",
              tokens[position - 2].kind == .identifier, follows(".", position - 2, in: tokens) else { return false }
        var root = position - 2
        while root >= 2, follows(".", root, in: tokens), tokens[root - 2].kind == .identifier { root -= 2 }
        guard tokens[root].startsLine, tokens[root].text != "self", tokens[root].text != tokens[position].text else { return false }
        var end = position
        while end + 2 < tokens.count, tokens[end + 1].kind == .punctuation, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier { end += 2 }
        guard end > position else { return false }
        guard end + 1 < tokens.count else { return true }
        let next = tokens[end + 1]
        return next.startsLine || next.kind == .punctuation && (next.text == ";" || next.text == "}")
    }

    /// The name `Type(…)` at `position` is stored in: `let name = Type(`, or `name = try Type(` as the whole
    /// argument of a call (`XCTAssertNoThrow(name = try Type(…))`, which only guards the build).
    private static func assignedName(_ constructed: Int, in tokens: [Token]) -> String? {
        // `let coordinator = Outer.Coordinator(…)`: the nested type's name is the end of the expression, not its start.
        let position = qualifiedStart(constructed, in: tokens)
        guard position >= 3 else { return nil }
        // `let file = try Attachment(…)`, `let peer = try await Peer.create(…)`: a throwing or asynchronous initializer or
        // factory stores its object all the same.
        var assignment = position
        if assignment > 2, tokens[assignment - 1].kind == .keyword, tokens[assignment - 1].text == "await" { assignment -= 1 }
        if assignment > 2, tokens[assignment - 1].kind == .keyword, tokens[assignment - 1].text == "try" { assignment -= 1 }
        if tokens[assignment - 1].kind == .operator, tokens[assignment - 1].text == "=", tokens[assignment - 2].kind == .identifier,
           isDeclared(assignment - 2, in: tokens) {
            return tokens[assignment - 2].text
        }
        var current = position - 1
        while current > 0, tokens[current].kind == .operator && (tokens[current].text == "?" || tokens[current].text == "!") { current -= 1 }
        guard current >= 3, tokens[current].kind == .keyword, tokens[current].text == "try", tokens[current - 1].kind == .operator,
              tokens[current - 1].text == "=", tokens[current - 2].kind == .identifier,
              tokens[current - 3].kind == .punctuation, tokens[current - 3].text == "(" else { return nil }
        return tokens[current - 2].text
    }

    /// The first name of `Outer.Inner` ending at `position` (`position` itself for a bare name).
    static func qualifiedStart(_ position: Int, in tokens: [Token]) -> Int {
        var start = position
        while start >= 2, follows(".", start, in: tokens), tokens[start - 2].kind == .identifier { start -= 2 }
        return start
    }

    /// An argument of an initializer (`RequestBag(request: request, delegate: name)`) whose object is an input itself.
    private static func isPartOfInput(_ position: Int, in tokens: [Token], depth: Int) -> Bool {
        guard let callee = EnclosingCall.callee(of: position, in: tokens), tokens[callee].text.first?.isUppercase == true,
              !follows(".", callee, in: tokens) else { return false }
        return isInput(callee, in: tokens, depth: depth + 1)
    }

    private static func follows(_ punctuation: String, _ position: Int, in tokens: [Token]) -> Bool {
        position > 0 && tokens[position - 1].kind == .punctuation && tokens[position - 1].text == punctuation
    }

    private static func isDeclared(_ position: Int, in tokens: [Token]) -> Bool {
        position > 0 && tokens[position - 1].kind == .keyword && (tokens[position - 1].text == "let" || tokens[position - 1].text == "var")
    }

    /// `guard let bag = maybeBag`, `if let bag = maybeBag`: the name the value is unwrapped into.
    private static func unwrappedName(_ position: Int, in tokens: [Token]) -> String? {
        guard position >= 3, tokens[position - 1].kind == .operator, tokens[position - 1].text == "=",
              tokens[position - 2].kind == .identifier, isDeclared(position - 2, in: tokens) else { return nil }
        let end = position + 1
        guard end >= tokens.count || tokens[end].startsLine || tokens[end].kind == .keyword && tokens[end].text == "else"
            || tokens[end].kind == .punctuation && (tokens[end].text == "," || tokens[end].text == "{") else { return nil }
        return tokens[position - 2].text
    }

    private static func isPassedOn(_ position: Int, builtAt construction: Int, in tokens: [Token]) -> Bool {
        if position + 1 < tokens.count, tokens[position + 1].kind == .punctuation, tokens[position + 1].text == "." || tokens[position + 1].text == "[" {
            return tokens[position + 1].text == "." && isPropertyPassedOn(position, in: tokens)
        }
        // A method of another object (`factory.build(for: proxy)`); a wrapper built around the local
        // (`NSHostingView(rootView: view)`) still shows the local itself.
        guard let callee = EnclosingCall.callee(of: position, in: tokens), callee > 0, !isAssertion(tokens[callee].text) else { return false }
        return follows(".", callee, in: tokens) || holdsObject(builtAt: construction, in: tokens) && isFreeFunctionUnderTest(callee, receiving: position, in: tokens)
    }

    /// `let url = Router.url(base: config.baseURL)`: a property read off the local (no call) is a whole argument of another
    /// type's or object's method called as a statement of its own or into a local (not inside an assertion): the local only
    /// made that input, and the method is what the test exercises.
    private static func isPropertyPassedOn(_ position: Int, in tokens: [Token]) -> Bool {
        var end = position
        while end + 2 < tokens.count, tokens[end + 1].kind == .punctuation, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier { end += 2 }
        guard end > position, end + 1 < tokens.count, tokens[end + 1].kind == .punctuation, tokens[end + 1].text == "," || tokens[end + 1].text == ")",
              tokens[position - 1].text == ":" || tokens[position - 1].text == "(" || tokens[position - 1].text == ",",
              let callee = EnclosingCall.callee(of: position, in: tokens), callee > 1, follows(".", callee, in: tokens),
              !isAssertion(tokens[callee].text) else { return false }
        var root = callee
        while root >= 2, follows(".", root, in: tokens), tokens[root - 2].kind == .identifier { root -= 2 }
        guard root < callee, tokens[root].text != tokens[position].text else { return false }
        var before = root - 1
        while before > 0, tokens[before].kind == .keyword, tokens[before].text == "try" || tokens[before].text == "await" { before -= 1 }
        return tokens[before + 1].startsLine || tokens[before].kind == .operator && tokens[before].text == "="
    }

    /// `let store = Store(path: p)!` ends the statement with the object; `let promise = Sensor(…).sensors()` keeps what a method returned.
    private static func holdsObject(builtAt position: Int, in tokens: [Token]) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].text == "(", var end = Parentheses.closing(opening: position + 1, in: tokens) else { return false }
        while end + 1 < tokens.count, tokens[end + 1].kind == .operator, tokens[end + 1].text == "!" || tokens[end + 1].text == "?" { end += 1 }
        guard end + 1 < tokens.count else { return true }
        let next = tokens[end + 1]
        return next.startsLine || next.kind == .punctuation && (next.text == ";" || next.text == "}")
    }

    /// Words of free functions that watch or keep a test's subject (`trackForMemoryLeaks(sut)`), or the standard
    /// library's that only print or retain it: the local handed to them is still what the test exercises.
    private static let supportWords = ["leak", "track", "teardown", "wait", "retain", "print", "dump", "lifetime"]

    /// `formatted(names, store: store)`: a free function the test exercises, fed the local as an input. Not one the
    /// file declares (a test helper such as `render(view)`), unless the test binds the value that helper returns
    /// (`let out = expand(source, log: log)`: the helper builds and runs the subject, the local is a sink it is handed)
    /// or hands it a closure (`opensScope`),
    /// nor one named for test support, nor when the test calls the local's methods later (`trackForMemoryLeaks(sut)`,
    /// then `sut.load()`: the local is the subject).
    private static func isFreeFunctionUnderTest(_ callee: Int, receiving local: Int, in tokens: [Token]) -> Bool {
        let name = tokens[callee].text
        let lowered = name.lowercased()
        guard tokens[callee].kind == .identifier, name.first?.isLowercase == true, !supportWords.contains(where: lowered.contains),
              !isCalled(tokens[local].text, after: local, in: tokens) else { return false }
        let declaredInFile = tokens.indices.contains { $0 > 0 && tokens[$0].text == name && tokens[$0 - 1].kind == .keyword && tokens[$0 - 1].text == "func" }
        return !declaredInFile || isResultBound(callee, in: tokens) && resultType(ofFunctionNamed: name, in: tokens) != nil
            || opensScope(callee, in: tokens)
    }

    /// `with(fileSystem: fs, …) { workspace in … }`: the file's helper runs the test's body in a closure it sets up around
    /// the local, a fixture scope.
    private static func opensScope(_ callee: Int, in tokens: [Token]) -> Bool {
        guard callee + 1 < tokens.count, tokens[callee + 1].text == "(", let closing = Parentheses.closing(opening: callee + 1, in: tokens) else { return false }
        return closing + 1 < tokens.count && tokens[closing + 1].kind == .punctuation && tokens[closing + 1].text == "{"
    }

    /// `let out = try expand(…)`: the call's value starts a local of its own (a result assigned to a `var` declared
    /// earlier, `instance = try instantiate(comp, linker: linker)` in a loop, may be the local's running state).
    private static func isResultBound(_ callee: Int, in tokens: [Token]) -> Bool {
        var before = callee - 1
        while before > 0, tokens[before].kind == .keyword, tokens[before].text == "try" || tokens[before].text == "await" { before -= 1 }
        guard before > 2, tokens[before].kind == .operator, tokens[before].text == "=", tokens[before - 1].kind == .identifier else { return false }
        return tokens[before - 2].kind == .keyword && (tokens[before - 2].text == "let" || tokens[before - 2].text == "var")
    }

    /// The `[` of the literal `position` is directly inside (after `=`, `(`, `,`, `:`, `return`), not a subscript (`items[0]`).
    private static func enclosingCollection(_ position: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var current = position - 1
        while current > 0, position - current < 128 {
            let token = tokens[current]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]": depth += 1
                case "(": depth -= 1
                case "{", "}", ";": return nil
                case "[" where depth == 0:
                    let before = tokens[current - 1]
                    let opensLiteral = before.kind == .operator || before.kind == .punctuation && ["(", ",", ":", "["].contains(before.text)
                        || before.kind == .keyword && before.text == "return"
                    return opensLiteral ? current : nil
                case "[": depth -= 1
                default: break
                }
            }
            if depth < 0 { return nil }
            current -= 1
        }
        return nil
    }
}
