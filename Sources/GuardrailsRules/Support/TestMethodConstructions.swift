import GuardrailsCore

/// The initializer calls each test method makes itself (`let sut = FeedLoader(…)` inside
/// `func test_load()` or an `@Test` function), by the suite type or extension that holds the test.
/// Calls in `setUp`, `init` and helper methods are not the test's own: they are one place already.
/// A test method holding a BDD tree (Spectre's `describe`/`it` closures) is a container: each `it` closure
/// in it is one test case, as each method is in a plain suite.
struct TestMethodConstructions {
    struct Construction {
        let suite: String
        let test: String
        /// The test case the construction is in: the test method, or an `it` closure inside it.
        let testCase: String
        let typeName: String
        /// The static factory called instead of an initializer (`Memory.create()`), if any.
        let factory: String?
        /// `Outer` for `Outer.Name(…)`: the type or module the name is qualified by.
        let qualifier: String?
        /// The type whose initializer the local built here is first handed to (`Retainer(configuration: local)`), if any.
        var handedTo: String? = nil
        /// Built without arguments into a local whose properties alone are read (`ContentValues`).
        var isOnlyRead = false
        /// The argument labels of an initializer call, each followed by a colon (`products:` of `Manager(products: [])`).
        var labels: String? = nil
        /// Built from one unlabelled literal (`Locked(1)`, `Locked([:])`, `Locked("k")`): a value handed in to be held.
        var wrapsLiteral = false
        /// The type name's token: where to follow the local it is stored in (`ExercisedLocals`).
        var position = 0
        /// Built in a parameterless closure handed to this type's initializer (`Shelf("a") { Note("b") }`), or to this free
        /// function (`withTracer(tracer) { Span("a") }`): its content.
        var contentOf: String? = nil
        /// Used up by the one call chained on it, whose result the test binds and then calls this method on or hands to it
        /// (`let parsed = MarkupParser(…).parse(html)`, then `parsed.strippingFonts()`): `ChainedFixtureProducers`.
        var outputUse: String? = nil
    }

    /// Calls whose arguments are what the test checks: a subject built there is still built by the test.
    static let assertionPrefixes = ["assert", "xctassert", "expect", "snapshot", "verify"]

    /// What a file's test methods build, and the test methods each suite (or extension of it) declares.
    struct Scan {
        var constructions: [Construction] = []
        /// What each suite builds in `setUp`, `init` and stored properties (not in helpers, which may build inputs).
        var builtInSetUp: [String: [Construction]] = [:]
        /// Each suite's test cases: its test methods, or the `it` closures of those holding a BDD tree.
        var tests: [String: Set<String>] = [:]
    }

    private struct Frame {
        let typeName: String?
        let isTypeBody: Bool
        let test: String?
        var testCase: String?
        /// In `setUp…`, `init` or a property: where a suite builds its subject once.
        var isSetUp = false
        /// Inside a closure handed to another object's method (`app.get("x") { req in Reply() }`): what it
        /// builds is that closure's output when called, not what the test exercises.
        var isHandler = false
        /// Inside a parameterless closure handed to a type's initializer (`Shelf("a") { Note("b") }`): where that type's name is.
        var contentOf: Int? = nil
        /// The `{` opening the test method's body.
        var bodyStart: Int? = nil
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension"]

    /// Every `Name(`, `Namespace.Name(` or `Name.make…(`/`Name.create…(` with a capitalized name inside a test
    /// method's body, except as an argument of another call (`f(bag: CancelBag())` passes an input).
    static func scan(_ tokens: [Token]) -> Scan {
        var frames: [Frame] = []
        var pendingType: String?
        var pendingTest: String??
        var pendingSetUp = false
        var sawTestAttribute = false
        var found = Scan()
        // By the `{` of a test's body: whether it names a local `sut` (see `declaresNamedSubject`).
        var namesSubject: [Int: Bool] = [:]
        // By suite and property name (`"Suite subject"`), the type a stored property is annotated with (`var subject: Entry!`).
        var propertyTypes: [String: String] = [:]
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .attribute:
                if token.text == "Test" { sawTestAttribute = true }
            case .keyword where typeKeywords.contains(token.text):
                if let name = typeName(after: position, in: tokens) { pendingType = name }
            case .keyword where token.text == "func":
                if frames.last?.isTypeBody == true, position + 1 < tokens.count {
                    let name = tokens[position + 1].text
                    // XCTest runs only parameterless `test…` methods: `func testDecodeEncode(xml:)` is a helper the tests call.
                    let isXCTest = name.hasPrefix("test") && position + 3 < tokens.count && tokens[position + 2].text == "("
                        && tokens[position + 3].text == ")"
                    pendingTest = .some(sawTestAttribute || isXCTest ? name : nil)
                    pendingSetUp = name.hasPrefix("setUp")
                }
                sawTestAttribute = false
            case .keyword where token.text == "init" || token.text == "var" || token.text == "let":
                if frames.last?.isTypeBody == true {
                    pendingTest = .some(nil)
                    pendingSetUp = true
                    if let suite = frames.last?.typeName, let built = implicitlyBuiltType(ofPropertyAt: position, in: tokens) {
                        found.builtInSetUp[suite, default: []].append(
                            Construction(suite: suite, test: "", testCase: "", typeName: built.name, factory: nil, qualifier: built.qualifier)
                        )
                    }
                    if let suite = frames.last?.typeName, let declared = annotatedType(ofPropertyAt: position, in: tokens) {
                        propertyTypes["\(suite) \(declared.property)"] = declared.type
                    }
                }
                sawTestAttribute = false
            case .punctuation where token.text == "{":
                if let name = pendingType {
                    frames.append(Frame(typeName: name, isTypeBody: true, test: nil))
                } else if let test = pendingTest {
                    frames.append(Frame(
                        typeName: frames.last?.typeName, isTypeBody: false, test: test, testCase: test, isSetUp: pendingSetUp, bodyStart: test == nil ? nil : position
                    ))
                    if let test, let suite = frames.last?.typeName { found.tests[suite, default: []].insert(test) }
                } else if let enclosing = frames.last, let test = enclosing.test, let suite = enclosing.typeName, TestCaseClosures.isTestCase(position, in: tokens) {
                    // The method is a container of test cases, not one itself.
                    let testCase = "\(test) \(token.line):\(token.column)"
                    found.tests[suite, default: []].remove(test)
                    found.tests[suite, default: []].insert(testCase)
                    frames.append(Frame(typeName: suite, isTypeBody: false, test: test, testCase: testCase, bodyStart: enclosing.bodyStart))
                } else {
                    frames.append(Frame(
                        typeName: frames.last?.typeName, isTypeBody: false, test: frames.last?.test, testCase: frames.last?.testCase,
                        isSetUp: frames.last?.isSetUp ?? false,
                        isHandler: frames.last?.isHandler == true || frames.last?.test != nil && (TestCaseClosures.isHandler(position, in: tokens) || TestCaseClosures.isFactoryArgument(position, in: tokens)),
                        contentOf: contentOwner(
                            inherited: frames.last?.contentOf, opened: frames.last?.test != nil ? TestCaseClosures.contentReceiver(position, in: tokens) : nil, in: tokens
                        ),
                        bodyStart: frames.last?.bodyStart
                    ))
                }
                pendingType = nil
                pendingTest = nil
                pendingSetUp = false
            case .punctuation where token.text == "}":
                if !frames.isEmpty { frames.removeLast() }
                pendingType = nil
                pendingTest = nil
            case .identifier:
                guard startsUppercase(token), let frame = frames.last, let suite = frame.typeName, !frame.isHandler else { break }
                // `subject = Entry.fixture(amount: 2)` in `setUp`, the property annotated `Entry`: the suite's subject, built
                // there by a static function of its type, whatever its name.
                if frame.isSetUp, frame.test == nil, let property = staticallyBuiltProperty(position, in: tokens),
                   propertyTypes["\(suite) \(property)"] == token.text {
                    found.builtInSetUp[suite, default: []].append(Construction(suite: suite, test: "", testCase: "", typeName: token.text, factory: nil, qualifier: nil))
                    break
                }
                guard let call = initializerCall(position, in: tokens),
                      !TestInputs.isInput(position, suite: suite, in: tokens), !isFixturePreparation(position, call: call, in: tokens),
                      !OutputReaders.isReader(position, call: call, suite: suite, in: tokens),
                      !OutputReaders.isDecodedOutput(position, call: call, suite: suite, in: tokens),
                      !(frame.bodyStart.map { StaticAPIFixtures.isFixture(position, testBody: $0, in: tokens) || MeasuredFixtures.isFixture(position, testBody: $0, in: tokens)
                          || BlockFixtures.isFixture(position, suite: suite, testBody: $0, in: tokens) } ?? false) else { break }
                let factory = tokens[call].text == "." && tokens[call + 1].text != "init" ? tokens[call + 1].text : nil
                let isQualified = position >= 2 && tokens[position - 1].kind == .punctuation && tokens[position - 1].text == "."
                    && tokens[position - 2].kind == .identifier
                let qualifier = isQualified ? tokens[position - 2].text : nil
                var construction = Construction(
                    suite: suite, test: frame.test ?? "", testCase: frame.testCase ?? "", typeName: token.text, factory: factory, qualifier: qualifier,
                    handedTo: TestInputs.receivingInitializer(ofLocalBuiltAt: position, in: tokens)
                        ?? (frame.isSetUp ? TestInputs.receivingInitializer(ofPropertyBuiltAt: position, in: tokens) : nil),
                    isOnlyRead: ContentValues.isOnlyRead(position, call: call, in: tokens),
                    labels: factory == nil ? argumentLabels(ofCallAt: call, in: tokens) : nil
                )
                construction.wrapsLiteral = construction.labels == "_:" && Self.opensWithLiteral(callAt: call, in: tokens)
                construction.position = position
                construction.contentOf = frame.contentOf.map { tokens[$0].text }
                construction.outputUse = ChainedFixtureProducers.laterUse(ofConstructionAt: position, call: call, in: tokens)
                // `let store = Store(…) { Greeting() }`, then `GreetingView(store: store)`: content of a value first handed to
                // another type's initializer is handed to it too.
                if construction.handedTo == nil, let owner = frame.contentOf, tokens[owner].text.first?.isUppercase == true {
                    construction.handedTo = TestInputs.receivingInitializer(ofLocalBuiltAt: owner, in: tokens)
                }
                if frame.test != nil {
                    // `let sut = SDK.with(config)` names the test's subject: what else it builds (a storage seeded and reset) is a fixture.
                    if let body = frame.bodyStart, localName(ofConstructionAt: position, in: tokens) != "sut" {
                        let names = namesSubject[body] ?? declaresNamedSubject(body: body, in: tokens)
                        namesSubject[body] = names
                        if names { break }
                    }
                    found.constructions.append(construction)
                } else if frame.isSetUp || frame.isTypeBody {
                    found.builtInSetUp[suite, default: []].append(construction)
                }
            default:
                break
            }
        }
        return found
    }

    /// Whose content a closure's statements are: the type an enclosing closure was handed to (`Shelf("a") { Row { Note() } }`
    /// is the shelf's), else what receives this closure, else the free function an enclosing one was handed to.
    private static func contentOwner(inherited: Int?, opened: Int?, in tokens: [Token]) -> Int? {
        guard let inherited else { return opened }
        return tokens[inherited].text.first?.isUppercase == true ? inherited : opened ?? inherited
    }

    /// The local the construction at `position` is stored in (`let storage = Outer.Storage(…)`, `sut = try Loader()`), if any.
    static func localName(ofConstructionAt position: Int, in tokens: [Token]) -> String? {
        var current = TestInputs.qualifiedStart(position, in: tokens) - 1
        while current > 0, tokens[current].kind == .keyword, tokens[current].text == "try" || tokens[current].text == "await" { current -= 1 }
        guard current >= 1, tokens[current].kind == .operator, tokens[current].text == "=", tokens[current - 1].kind == .identifier else { return nil }
        return tokens[current - 1].text
    }

    /// The test body opened at `body` declares a local literally named `sut` (`let sut = SDK.with(config)`): the test says
    /// which object it exercises, however it is built.
    private static func declaresNamedSubject(body: Int, in tokens: [Token]) -> Bool {
        guard let end = TokenLookup.bodyEnd(from: body - 1, in: tokens) else { return false }
        return (body..<end).contains { position in
            tokens[position].kind == .identifier && tokens[position].text == "sut" && position > 0 && tokens[position - 1].kind == .keyword
                && (tokens[position - 1].text == "let" || tokens[position - 1].text == "var")
        }
    }

    /// `Name(`, `Name.init(` or a static factory `Name.make(`/`Name.create(`, also of a generic type
    /// (`Cache<Item>(…)`); not `func Name(`. Returns the position after the type: its `(` or the `.` before the member.
    /// `token.text.first?.isUppercase == true`, answered from the first byte when it is ASCII (only `A`…`Z` are
    /// uppercase there, whatever marks follow), as most names of a test file are asked.
    private static func startsUppercase(_ token: Token) -> Bool {
        guard token.firstByte >= 0x80 else { return token.firstByte >= UInt8(ascii: "A") && token.firstByte <= UInt8(ascii: "Z") }
        return token.text.first?.isUppercase == true
    }

    /// The call's first argument opens with a literal: a number, a string, `true`/`false`, or an array or dictionary literal.
    private static func opensWithLiteral(callAt call: Int, in tokens: [Token]) -> Bool {
        let opening = tokens[call].text == "(" ? call : call + 2
        guard opening + 1 < tokens.count, tokens[opening].text == "(" else { return false }
        let first = tokens[opening + 1]
        return first.kind == .number || first.kind == .string || first.text == "true" || first.text == "false" || first.kind == .punctuation && first.text == "["
    }

    /// `products:_:` for `Name(products: [], 1)` or `Name.init(products: [], 1)`; `nil` when the call cannot be read.
    private static func argumentLabels(ofCallAt call: Int, in tokens: [Token]) -> String? {
        let opening = tokens[call].text == "(" ? call : call + 2
        guard opening < tokens.count, tokens[opening].text == "(", let closing = Parentheses.closing(opening: opening, in: tokens) else { return nil }
        var labels = ""
        var depth = 0
        var startsArgument = true
        for position in (opening + 1)..<closing {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0: startsArgument = true; continue
                default: break
                }
            }
            guard startsArgument else { continue }
            startsArgument = false
            let isLabel = position + 1 < closing && tokens[position + 1].text == ":" && (token.kind == .identifier || token.kind == .keyword)
            labels += isLabel ? "\(token.text):" : "_:"
        }
        return labels
    }

    private static func initializerCall(_ position: Int, in tokens: [Token]) -> Int? {
        let afterType = afterGenericArguments(position + 1, in: tokens)
        guard afterType < tokens.count else { return nil }
        let next = tokens[afterType]
        if next.kind == .punctuation, next.text == "(", !next.followsSpace { return afterType }
        guard afterType + 2 < tokens.count, next.kind == .punctuation, next.text == ".",
              tokens[afterType + 2].kind == .punctuation, tokens[afterType + 2].text == "(" else { return nil }
        let member = tokens[afterType + 1].text
        return member == "init" || member.hasPrefix("make") || member.hasPrefix("create") ? afterType : nil
    }

    /// `var subject: Outer.Entry!`: the property's name and the type it is annotated with (the last name of a dotted one).
    private static func annotatedType(ofPropertyAt position: Int, in tokens: [Token]) -> (property: String, type: String)? {
        guard tokens[position].text != "init", position + 3 < tokens.count, tokens[position + 1].kind == .identifier,
              tokens[position + 2].text == ":", tokens[position + 3].kind == .identifier else { return nil }
        var current = position + 3
        while current + 2 < tokens.count, tokens[current + 1].text == ".", tokens[current + 2].kind == .identifier { current += 2 }
        return (tokens[position + 1].text, tokens[current].text)
    }

    /// `subject = Entry.fixture(…)`, `self.subject = try Entry.stub()` at the start of a line: the property a static function
    /// of the unqualified type at `position` fills.
    private static func staticallyBuiltProperty(_ position: Int, in tokens: [Token]) -> String? {
        guard position >= 2, position + 3 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier,
              tokens[position + 2].text.first?.isLowercase == true, tokens[position + 3].text == "(", tokens[position - 1].text != "." else { return nil }
        var current = position - 1
        while current > 0, tokens[current].kind == .keyword, tokens[current].text == "try" || tokens[current].text == "await" { current -= 1 }
        guard current >= 1, tokens[current].kind == .operator, tokens[current].text == "=", tokens[current - 1].kind == .identifier else { return nil }
        let property = current - 1
        let onSelf = property >= 2 && tokens[property - 1].text == "." && tokens[property - 2].text == "self" && tokens[property - 2].startsLine
        return tokens[property].startsLine || onSelf ? tokens[property].text : nil
    }

    /// `lazy var subject: Outer.Name! = .init(…)`: a stored property built by the initializer its annotation names.
    private static func implicitlyBuiltType(ofPropertyAt position: Int, in tokens: [Token]) -> (name: String, qualifier: String?)? {
        guard tokens[position].text != "init", position + 3 < tokens.count, tokens[position + 2].text == ":" else { return nil }
        var current = position + 3
        var names: [String] = []
        while current < tokens.count, tokens[current].kind == .identifier {
            names.append(tokens[current].text)
            guard current + 1 < tokens.count, tokens[current + 1].text == "." else { current += 1; break }
            current += 2
        }
        while current < tokens.count, tokens[current].kind == .operator, tokens[current].text == "!" || tokens[current].text == "?" { current += 1 }
        guard let name = names.last, current + 3 < tokens.count, tokens[current].text == "=", tokens[current + 1].text == ".",
              tokens[current + 2].text == "init", tokens[current + 3].text == "(" else { return nil }
        return (name, names.count > 1 ? names[names.count - 2] : nil)
    }

    /// The position after `<…>` written straight after a type name (`Cache<Item>`), or `position` itself.
    static func afterGenericArguments(_ position: Int, in tokens: [Token]) -> Int {
        guard position < tokens.count, tokens[position].kind == .operator, tokens[position].text == "<", !tokens[position].followsSpace else { return position }
        var depth = 0
        var current = position
        while current < tokens.count, current - position < 24 {
            let token = tokens[current]
            switch token.kind {
            case .operator where token.text.allSatisfy({ $0 == "<" || $0 == ">" || $0 == "?" || $0 == "!" }):
                depth += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
                if depth == 0 { return current + 1 }
            case .identifier, .keyword: break
            case .punctuation where [".", ",", "[", "]", ":"].contains(token.text): break
            default: return position
            }
            current += 1
        }
        return position
    }

    /// A statement that builds an object without arguments only to hand data to one method and drops the
    /// result (`try SettingsTable().createIfNeeded(in: database)`): it prepares the fixture the subject reads.
    /// `FeedLoader().load()`, with nothing handed over, exercises the object itself.
    private static func isFixturePreparation(_ position: Int, call: Int, in tokens: [Token]) -> Bool {
        guard tokens[call].text == "(", position > 0, call + 1 < tokens.count, tokens[call + 1].text == ")" else { return false }
        let before = tokens[position - 1]
        let startsStatement = tokens[position].startsLine || before.kind == .keyword && (before.text == "try" || before.text == "await")
            && (before.startsLine || position > 1 && tokens[position - 2].kind == .keyword && tokens[position - 2].startsLine)
        guard startsStatement, let initEnd = Parentheses.closing(opening: call, in: tokens), initEnd + 3 < tokens.count,
              tokens[initEnd + 1].text == ".", tokens[initEnd + 2].kind == .identifier,
              tokens[initEnd + 3].text == "(", !tokens[initEnd + 3].followsSpace, tokens[initEnd + 4].text != ")",
              let callEnd = Parentheses.closing(opening: initEnd + 3, in: tokens) else { return false }
        guard callEnd + 1 < tokens.count else { return true }
        let after = tokens[callEnd + 1]
        return after.startsLine || after.kind == .punctuation && (after.text == "}" || after.text == ";")
    }

    private static func typeName(after position: Int, in tokens: [Token]) -> String? {
        var current = position + 1
        guard current < tokens.count, tokens[current].kind == .identifier else { return nil }
        while current + 2 < tokens.count, tokens[current + 1].kind == .punctuation, tokens[current + 1].text == ".",
              tokens[current + 2].kind == .identifier {
            current += 2
        }
        return tokens[current].text
    }
}
