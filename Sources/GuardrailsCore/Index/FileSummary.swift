/// What the package index needs of one file, wherever the file is placed: what it imports and re-exports, its
/// declarations, and how it names types. Never its tokens or full references, so memory across a whole
/// package stays small; the second pass parses the file again to check it.
public struct FileSummary: Sendable {
    public let importedModules: [String]
    /// Modules imported with `@_exported`.
    public let reexportedModules: [String]
    public let declarations: [IndexedDeclaration]
    public let aliases: [TypeAliasDecl]
    /// `name:Type` for each top-level function declared to return a view controller: usually none.
    public let freeControllerFactories: [String]
    /// Names of top-level functions taking a closure parameter: usually none.
    public let freeScopeFunctions: [String]
    /// Each type name the file writes unqualified, with how many of those references are uses (as a property,
    /// parameter or constraint type) rather than capability clauses or qualifiers of a nested name (`Handler.Callback`);
    /// conformances written with their module count here too, as the index discounts every conformance.
    public let typeNameUses: [(name: String, uses: Int)]
    /// Names of `typeNameUses` the file writes only in preview code (see `PreviewReferences`): usually none.
    public let previewOnlyNames: Set<String>
    /// Names the file writes in preview code: usually none.
    public let previewNames: Set<String>
    /// Type names the file casts to or states as a capability (`x as? Name`, `where Self: Name`).
    public let capabilityNames: [String]
    /// Type names the file casts to with `as?`, `as!` or `is`, the last name of a qualified one (`as? Keys.Prompting`).
    public let castNames: [String]
    /// One entry per use as a type, in a `private` or `fileprivate` member or type, of a name the file casts to: usually none.
    public let privateCastTypeUses: [String]
    /// Type names whose metatype the file hands to a call (`NSXPCInterface(with: Name.self)`), once per such argument.
    public let metatypeArgumentNames: [String]
    /// One entry per metatype the file writes as a closed list of types (`let passes: [any GraphPass.Type] = [Prune.self]`).
    public let closedMetatypeNames: [String]
    public let lineCount: Int
    /// False for a file of comments only.
    public let hasCode: Bool
    /// A test template and nothing else: `XCTestCase` subclasses (or Swift Testing suites) whose members are only empty functions
    /// (`func testExample() {}`) or the template's own (`testPerformanceExample` timing an empty `measure { }`, a UI test's
    /// `XCUIApplication().launch()`, `testExample` or `example` asserting a literal: `XCTAssertTrue(true)`, `#expect(true)`),
    /// naming nothing else. A placeholder for tests to come, like a file of comments.
    public let holdsOnlyTestStubs: Bool
    /// The file declares a client's live factory (`static let liveValue`, `static func live(…)`): the types it names
    /// serve that live implementation.
    public let declaresLiveFactory: Bool
    /// Each `static let` of the file's extensions of `Notification.Name` (or `NSNotification.Name`) whose whole initial value is a
    /// type's `…Notification` member, as the alias then that type (`applicationDidBecomeActive`, `UIApplication` for `static let
    /// applicationDidBecomeActive = UIApplication.didBecomeActiveNotification`), pair after pair: usually none.
    public let notificationNameAliases: [String]
    /// The object type of each `NSCache<Key, Object>` the file writes (`CacheEntry` of `NSCache<NSString, CacheEntry>`): usually none.
    public let cacheObjectNames: [String]
    /// By `macro` the file declares, the conformances its `@attached` roles add to what it annotates: usually none.
    public let macroConformances: [String: [String]]

    /// The summary of a file's source, read without what only the rules need (member accesses, calls of functions).
    public init(parsing bytes: [UInt8]) {
        let lexed = Lexer.lex(bytes)
        self.init(SourceModelBuilder.build(lexed, recordsEveryReference: false), tokens: lexed.tokens)
    }

    /// The summary of a file's model; its `tokens` are read only when it declares no type, for SwiftPM's file-level test
    /// template (`holdsOnlyTestStubs`).
    public init(_ model: SourceModel, tokens: [Token]) {
        importedModules = model.imports.map(\.module)
        reexportedModules = model.imports.filter { $0.attributes.contains("_exported") }.map(\.module)
        var traits = DeclarationTraits.traits(of: model)
        let cells = SynchronizedCells.valueNames(in: model, tokens: tokens)
        for position in cells.keys { traits[position].insert(.isSynchronizedCell) }
        for position in DeviceSensorObservers.observers(in: model, tokens: tokens) { traits[position].insert(.observesDeviceSensor) }
        for position in TextRequirements.protocols(in: model, tokens: tokens) { traits[position].insert(.requiresOnlyText) }
        for position in ElementContainers.containers(in: model, tokens: tokens) { traits[position].insert(.isElementContainer) }
        for position in DeclarationTraits.fileSystemClients(in: model, tokens: tokens) { traits[position].insert(.reachesFileSystem) }
        for position in DeclarationTraits.sessionDependencyClients(in: model, tokens: tokens) { traits[position].insert(.reachesNetwork) }
        for position in PureComputations.positions(in: model, tokens: tokens) { traits[position].insert(.answersOnlyValues) }
        // `let fields: [String: String]`, `let items: [URLQueryItem]?`: a struct of stored values, collections included.
        let collections = CollectionStoredData.structs(in: model, tokens: tokens, traits: traits)
        for position in collections.keys { traits[position].insert(.declaresOnlyStoredData) }
        var settable = [[String]](repeating: [], count: model.types.count)
        let statics = model.types.indices.map { DeclarationTraits.ownInstanceStatics(of: model.types[$0], settable: &settable[$0]) }
        // A singleton's file keeps what its declarations' bodies name and call, for a rule judging a read of that singleton.
        var bodies = statics.contains { !$0.isEmpty } ? DeclarationBody.bodies(of: model, tokens: tokens) : [:]
        // A pure computation's body too (`TypeTraits.answersOnlyValues`), for a rule asking what its functions name.
        if bodies.isEmpty, traits.contains(where: { $0.contains(.answersOnlyValues) }) {
            bodies = DeclarationBody.bodies(of: model, tokens: tokens, positions: Set(traits.indices.filter { traits[$0].contains(.answersOnlyValues) }))
        }
        let holders = ValueHolders.shapes(of: model)
        let derived = StaticDerivedValues.names(in: model)
        let signatures = Self.requirementSignatureTypes(in: model)
        // Only a file importing a module outside the SDKs can be a library's sole importer, whose wrapper builds its object in place.
        let importsLibrary = importedModules.contains { !SystemModules.isSystemModule($0) }
        declarations = model.types.indices.map { position in
            let declaration = model.types[position]
            // A struct's are kept too, apart from the classes', for a rule following what a conformer holds (`AsyncStoreBoundaryRule`).
            let stored = declaration.kind == .class || declaration.kind == .actor
                ? Self.storedInstanceTypes(of: declaration, built: importsLibrary)
                : declaration.kind == .struct ? Self.storedInstanceTypes(of: declaration, built: false, markingClosures: true) : (annotated: [], built: [])
            let requiredMembers = declaration.kind == .protocol
                ? declaration.members.filter { $0.kind == .function || $0.kind == .subscriptDecl || $0.kind == .initializer }
                : []
            let held = declaration.members.compactMap { member -> String? in
                guard member.kind == .variable, let type = member.propertyType, type.isAnnotated, !type.name.isEmpty else { return nil }
                return type.name
            }
            let constrained = declaration.isGeneric && !held.isEmpty ? Self.constraintsOfHeldParameters(held, of: declaration, in: model) : []
            var bundled: [Int] = []
            let constants = DeclarationTraits.staticValueConstants(of: declaration, bundled: &bundled)
            var indexed = IndexedDeclaration(
                name: declaration.name, kind: declaration.kind, attributes: declaration.attributes, modifiers: declaration.modifiers,
                line: declaration.line, parent: declaration.parent.map { model.types[$0].name }, qualifier: declaration.qualifier, qualifyingPath: declaration.qualifyingPath, isGeneric: declaration.isGeneric,
                inheritedNames: declaration.inheritance.map(\.name),
                inheritedQualifiers: declaration.inheritance.flatMap { inherited in inherited.qualifier.map { [inherited.name, $0] } ?? [] },
                memberNames: Self.memberNames(of: declaration),
                methodRequirementNames: requiredMembers.map(\.name),
                // An `@objc optional` requirement is one a conformer may leave out: no witness of it leaves a job undone.
                actionRequirementNames: requiredMembers.filter { $0.kind == .function && !$0.declaresResult && !$0.modifiers.contains("optional") }.map(\.fullName),
                heldTypeNames: held + constrained,
                hasMutableState: declaration.members.contains { $0.isStoredVar && !Self.isTypeMember($0) },
                hasStoredProperties: declaration.members.contains { ($0.isStoredVar || $0.isLet) && !Self.isTypeMember($0) },
                traits: traits[position], ownInstanceStatics: statics[position],
                valueHolder: holders[position],
                propertyAttributes: Self.propertyAttributes(of: declaration),
                staticValueConstants: constants + (derived[position] ?? []),
                controllerFactories: Self.controllerFactories(of: declaration),
                storedInstanceTypes: stored.annotated,
                constructedInstanceTypes: stored.built,
                storedTypeNames: cells[position] ?? Self.storedTypeNames(of: position, in: model, traits: traits[position], tokens: tokens).map { names in
                    names + (collections[position] ?? []).filter { !names.contains($0) }
                },
                emptyFunctionNames: Self.emptyFunctionNames(of: declaration),
                requirementSignatureTypes: signatures[position] ?? [],
                body: bodies[position]
            )
            if !settable[position].isEmpty { indexed.settableStatics = settable[position] }
            if !bundled.isEmpty { indexed.bundledStatics = BundledStatics.names(of: declaration, candidates: bundled, tokens: tokens) }
            return indexed
        }
        aliases = model.aliases
        freeControllerFactories = model.freeControllerFactories
        freeScopeFunctions = model.freeScopeFunctions
        // Each counted name gets a slot, found with one lookup per reference; the preview pass reads the slots.
        var slots: [String: Int] = [:]
        var order: [String] = []
        var uses: [Int] = []
        var referenceSlots = [Int32](repeating: -1, count: model.references.count)
        var capabilities: [String] = []
        var metatypeArguments: [String] = []
        let references = model.references
        for (offset, reference) in references.enumerated() where reference.base == nil && Self.startsWithoutLowercase(reference.name) {
            if reference.statesCapability, !capabilities.contains(reference.name) { capabilities.append(reference.name) }
            if reference.isMetatypeArgument { metatypeArguments.append(reference.name) }
            let qualifiesNestedName = offset + 1 < references.count && Self.namesNestedType(references[offset + 1], of: reference)
            let slot = Self.slot(of: reference.name, in: &slots, order: &order, uses: &uses)
            uses[slot] += reference.statesCapability || qualifiesNestedName ? 0 : 1
            referenceSlots[offset] = Int32(slot)
        }
        // The index discounts every conformance as a reference; one written with its module (`Shared.Provider`) is none.
        for declaration in model.types {
            for inherited in declaration.inheritance where inherited.isQualified {
                uses[Self.slot(of: inherited.name, in: &slots, order: &order, uses: &uses)] += 1
            }
        }
        typeNameUses = order.indices.map { (order[$0], uses[$0]) }
        let previews = PreviewReferences.names(model, of: order, slots: referenceSlots)
        previewNames = previews.inPreviews
        previewOnlyNames = previews.onlyInPreviews.subtracting(model.types.flatMap { $0.inheritance.filter(\.isQualified).map(\.name) })
        capabilityNames = capabilities
        castNames = model.castNames
        // Cast names the file also writes as types, standard values aside (`as? String`): usually none, then nothing is read.
        let castSlots = model.castNames.compactMap { name in
            slots[name].flatMap { uses[$0] > 0 && !DeclarationTraits.plainNames.contains(name) ? Int32($0) : nil }
        }
        privateCastTypeUses = castSlots.isEmpty ? [] : Self.privateUses(of: castSlots, slots: referenceSlots, in: model)
        metatypeArgumentNames = metatypeArguments
        // One look-up per file: only a file naming `NSCache` is read again for its generic arguments.
        cacheObjectNames = slots["NSCache"] == nil ? [] : Self.cacheObjectNames(in: references)
        closedMetatypeNames = model.closedMetatypeNames
        macroConformances = model.macroConformances
        lineCount = model.lineCount
        hasCode = model.hasCode
        holdsOnlyTestStubs = Self.holdsOnlyTestStubs(model, tokens)
        declaresLiveFactory = model.types.contains { type in
            type.members.contains { ($0.name == "liveValue" || $0.name == "live") && ($0.modifiers.contains("static") || $0.modifiers.contains("class")) }
        }
        notificationNameAliases = Self.notificationNameAliases(in: model, tokens)
    }

    /// Each use as a type (no cast, no metatype) of a name of `castSlots` (by the slot of each reference, `slots`) inside a
    /// member of a type or extension, where the member or one of the types around it is `private` or `fileprivate`: code
    /// only the file reaches.
    private static func privateUses(of castSlots: [Int32], slots: [Int32], in model: SourceModel) -> [String] {
        let isHidden = { (modifiers: [String]) in modifiers.contains { $0 == "private" || $0 == "fileprivate" } }
        return slots.indices.compactMap { offset in
            guard castSlots.contains(slots[offset]) else { return nil }
            let reference = model.references[offset]
            guard !reference.statesCapability, !reference.isMetatypeArgument, reference.enclosingType >= 0 else { return nil }
            var position = Int(reference.enclosingType)
            // The member the reference sits in: the last one starting before it (an inheritance clause precedes them all).
            guard let member = model.types[position].members.last(where: { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) })
            else { return nil }
            if isHidden(member.modifiers) { return reference.name }
            while true {
                if isHidden(model.types[position].modifiers) { return reference.name }
                guard let parent = model.types[position].parent else { return nil }
                position = parent
            }
        }
    }

    /// `NSCache<NSString, CacheEntry>`: the second name written after each `NSCache` on its line, the class NSCache requires
    /// its objects to be.
    private static func cacheObjectNames(in references: [Reference]) -> [String] {
        references.indices.compactMap { offset in
            let reference = references[offset]
            guard reference.name == "NSCache", reference.base == nil, offset + 2 < references.count else { return nil }
            let object = references[offset + 2]
            guard object.base == nil, object.line == reference.line, references[offset + 1].line == reference.line else { return nil }
            return object.name
        }
    }

    /// `extension Notification.Name { static let appDidBecomeActive = UIApplication.didBecomeActiveNotification }`: the alias,
    /// then the type whose notification it renames, for each such `static let` (see `notificationNameAliases`).
    private static func notificationNameAliases(in model: SourceModel, _ tokens: [Token]) -> [String] {
        var pairs: [String] = []
        for type in model.types where type.kind == .extension && type.name == "Name" && (type.qualifier == "Notification" || type.qualifier == "NSNotification") {
            for member in type.members where member.kind == .variable && member.isLet && member.modifiers.contains("static") {
                guard let start = SynchronizedCells.firstToken(line: member.line, column: member.column, in: tokens),
                      Int(tokens[start].line) == member.line else { continue }
                // `let`, the name, an optional `: Notification.Name`, then `= Type.…Notification` ending the declaration.
                var position = start + 2
                while position < tokens.count, tokens[position].text != "=", !tokens[position].startsLine { position += 1 }
                guard position + 4 <= tokens.count, tokens[position].text == "=", tokens[position + 1].kind == .identifier,
                      tokens[position + 1].text.first?.isUppercase == true, tokens[position + 2].text == ".", tokens[position + 3].kind == .identifier,
                      tokens[position + 3].text.hasSuffix("Notification"),
                      position + 4 == tokens.count || tokens[position + 4].startsLine || tokens[position + 4].text == "}" || tokens[position + 4].text == ";" else { continue }
                pairs.append(member.name.filter { $0 != "`" })
                pairs.append(tokens[position + 1].text)
            }
        }
        return pairs
    }

    /// What a generic declaration's stored values of its own parameters are held as, stated in its `where` clause:
    /// `struct Screen<Model>: View where Model: Onboarding { var model: Model }` holds an `Onboarding` (the clause
    /// is read as capability names; `<Model: Onboarding>` is already a use of the name).
    private static func constraintsOfHeldParameters(_ held: [String], of declaration: TypeDecl, in model: SourceModel) -> [String] {
        let headerEnd = max(declaration.line, (declaration.members.map(\.line).min() ?? declaration.line) - 1)
        let references = model.references
        var names: [String] = []
        var offset = 0
        while offset + 1 < references.count {
            let subject = references[offset]
            offset += 1
            guard subject.statesCapability, subject.base == nil, subject.line >= declaration.line, subject.line <= headerEnd,
                  held.contains(subject.name) else { continue }
            let constraint = references[offset]
            if constraint.statesCapability, constraint.base == nil, constraint.line == subject.line, !held.contains(constraint.name) {
                names.append(constraint.name)
            }
        }
        return names
    }

    private static func holdsOnlyTestStubs(_ model: SourceModel, _ tokens: [Token]) -> Bool {
        guard model.hasCode, !model.types.isEmpty else { return model.types.isEmpty && holdsOnlyFreeTestStubs(tokens) }
        let stubs = model.types.allSatisfy { type in
            type.parent == nil && isTemplateSuite(type)
                && type.members.allSatisfy { member in
                    member.kind == .function && member.body != .none && (member.body != .nonEmpty || templateFunctions.contains(member.name))
                        || isTestList(member)
                }
        }
        guard stubs else { return false }
        if model.references.allSatisfy(isTemplateName) { return !model.types.contains { $0.members.contains(where: isTestList) } }
        // SwiftPM's template asserts `XCTAssertEqual(Feature().text, "Hello, World!")` of the struct it generated beside it,
        // named after the module the file imports: without both, `XCTAssertEqual` or a call of the module's name is a test's.
        let modules = Set(model.imports.map(\.module))
        let names = Set(model.references.map(\.name))
        return names.contains("XCTAssertEqual") && model.references.contains { $0.base == nil && modules.contains($0.name) }
            && model.references.allSatisfy { reference in
            isTemplateName(reference) || reference.base == nil && (modules.contains(reference.name) || packageTemplateNames.contains(reference.name))
                || reference.name == "text" && reference.base.map(modules.contains) != false
        }
    }

    /// SwiftPM's XCTest template lists its tests for Linux: `static var allTests = [("testExample", testExample)]`.
    private static func isTestList(_ member: MemberDecl) -> Bool {
        member.name == "allTests" && member.modifiers.contains("static")
    }

    /// What SwiftPM's XCTest template names beside the generated struct: its assertion and the list of its tests.
    private static let packageTemplateNames: Set = ["XCTAssertEqual", "testExample"]

    /// SwiftPM's Swift Testing template at file level, read from the tokens of a file declaring no type: imports, then only
    /// `@Test` functions without parameters whose bodies are empty, or, named as a template's (`example`), assert a literal
    /// (`#expect(true)`), as in a suite (`isTemplateSuite`). One taking arguments or checking anything else is a test.
    private static func holdsOnlyFreeTestStubs(_ tokens: [Token]) -> Bool {
        var position = 0
        var stubs = 0
        while position < tokens.count {
            let token = tokens[position]
            if token.text == "import" || token.kind == .attribute && tokens.indices.contains(position + 1) && tokens[position + 1].text == "import" {
                let line = token.line
                while position < tokens.count, tokens[position].line == line { position += 1 }
                continue
            }
            // `#if !canImport(ObjectiveC)` around SwiftPM's Linux manifest: a condition on one line, then its `#endif`.
            if token.kind == .pound {
                let line = token.line
                position += 1
                if token.text != "#endif", token.text != "#else" { while position < tokens.count, tokens[position].line == line { position += 1 } }
                continue
            }
            if let end = endOfLinuxManifest(from: position, tokens) {
                stubs += 1
                position = end
                continue
            }
            guard token.kind == .attribute, token.text == "Test", let end = endOfTemplateFunction(after: position + 1, tokens) else { return false }
            stubs += 1
            position = end
        }
        return stubs > 0
    }

    /// SwiftPM's old Linux manifest (`XCTestManifests.swift`), `public func allTests() -> [XCTestCaseEntry] { return
    /// [testCase(FeedTests.allTests)] }`: it only lists suites' `allTests`, tests nowhere in a file holding nothing else.
    /// The position after its `}` when one starts at `start`.
    private static func endOfLinuxManifest(from start: Int, _ tokens: [Token]) -> Int? {
        var position = start
        if position < tokens.count, tokens[position].text == "public" { position += 1 }
        guard position + 2 < tokens.count, tokens[position].text == "func", tokens[position + 1].text.hasSuffix("allTests") else { return nil }
        position += 2
        // The signature, `() -> [XCTestCaseEntry]`, up to the body.
        while position < tokens.count, position - start < 16, tokens[position].text != "{" { position += 1 }
        guard position < tokens.count, tokens[position].text == "{" else { return nil }
        position += 1
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .punctuation where token.text == "}":
                return position
            case .punctuation where ["[", "]", "(", ")", ",", "."].contains(token.text):
                continue
            case .keyword where token.text == "return":
                continue
            // `testCase(FeedTests.allTests)`: the list's call, a suite's name before a `.`, and its `allTests`.
            case .identifier where token.text == "testCase" || token.text.hasSuffix("allTests") || position < tokens.count && tokens[position].text == ".":
                continue
            default:
                return nil
            }
        }
        return nil
    }

    /// The position after `func example() async throws { … }` starting at `start`, when it is a template's function.
    private static func endOfTemplateFunction(after start: Int, _ tokens: [Token]) -> Int? {
        var position = start
        func next(_ texts: String...) -> Bool {
            guard position < tokens.count, texts.contains(tokens[position].text) else { return false }
            position += 1
            return true
        }
        guard next("func"), position < tokens.count, tokens[position].kind == .identifier else { return nil }
        let name = tokens[position].text
        position += 1
        guard next("("), next(")") else { return nil }
        _ = next("async")
        _ = next("throws")
        guard next("{") else { return nil }
        if templateFunctions.contains(name), next("#expect") { guard next("("), next("true"), next(")") else { return nil } }
        return next("}") ? position : nil
    }

    /// An `XCTestCase` subclass, or a Swift Testing suite: a struct adopting nothing whose members are all `@Test` functions.
    private static func isTemplateSuite(_ type: TypeDecl) -> Bool {
        if type.kind == .class { return type.inheritance.map(\.name) == ["XCTestCase"] }
        // An empty struct is a declaration to come, not a suite: a template suite holds at least one `@Test`.
        return type.kind == .struct && type.inheritance.isEmpty && !type.members.isEmpty
            && type.members.allSatisfy { $0.attributes.contains("Test") }
    }

    /// The functions of Xcode's new-target test templates (Swift Testing's `example` among them, and Tuist's `exampleTest`), the only
    /// ones a stub may give a body.
    private static let templateFunctions: Set = [
        "setUp", "tearDown", "setUpWithError", "tearDownWithError", "testExample", "testPerformanceExample", "testLaunchPerformance", "example",
        "exampleTest",
    ]

    /// What those templates' bodies name, and nothing a real test would need: `XCTestCase`, the calls to `super` of
    /// `setUp`/`tearDown`, `measure { }`, a UI test's `XCUIApplication().launch()` (inside
    /// `measure(metrics: [XCTApplicationLaunchMetric()])`), and an assertion naming nothing (`XCTAssertTrue(true)`, `XCTAssert(true)`,
    /// a placeholder comparing literals, `XCTAssertEqual(1, 1)`; `#expect(true)` names nothing at all). A test naming its subject names more.
    private static func isTemplateName(_ reference: Reference) -> Bool {
        switch reference.base {
        case nil, "self": templateNames.contains(reference.name)
        case "super": ["setUp", "tearDown", "setUpWithError", "tearDownWithError"].contains(reference.name)
        default: reference.name == "launch"
        }
    }

    private static let templateNames: Set = [
        "XCTestCase", "measure", "XCUIApplication", "XCTApplicationLaunchMetric", "launch", "XCTAssert", "XCTAssertTrue", "XCTAssertEqual",
    ]

    /// For each protocol requiring a method or property, pairs of a requirement's full name (a property's name) and a type name
    /// its signature spells, laid flat (`sync(items:)`, `Ledger`, `body`, `BodyKind`, …): names the index interns anyway, so no string is built here. Only the references
    /// inside protocol bodies are read, found by bisection: a protocol body holds signatures alone.
    private static func requirementSignatureTypes(in model: SourceModel) -> [Int: [String]] {
        let references = model.references
        var signatures: [Int: [String]] = [:]
        for position in model.types.indices where model.types[position].kind == .protocol {
            let type = model.types[position]
            guard type.members.contains(where: { $0.kind == .function || $0.kind == .initializer || $0.kind == .subscriptDecl || $0.kind == .variable }),
                  let last = type.members.lazy.map(\.line).max() else { continue }
            let starts = type.members.indices.map { (line: Int32(type.members[$0].line), column: Int32(type.members[$0].column)) }
            var low = 0
            var high = references.count
            while low < high {
                let middle = (low + high) / 2
                if references[middle].line < Int32(type.line) { low = middle + 1 } else { high = middle }
            }
            // Pairs first, strings only for distinct ones: a protocol body names few types, often repeatedly.
            var pairs: [(owner: Int, name: String)] = []
            for reference in references[low...] {
                guard reference.enclosingType == Int32(position) else {
                    if reference.line > Int32(last) { break }
                    continue
                }
                guard reference.base == nil, startsWithoutLowercase(reference.name),
                      let owner = starts.indices.last(where: { starts[$0].line < reference.line || starts[$0].line == reference.line && starts[$0].column <= reference.column })
                else { continue }
                if !pairs.contains(where: { $0.owner == owner && $0.name == reference.name }) { pairs.append((owner, reference.name)) }
            }
            if !pairs.isEmpty { signatures[position] = pairs.flatMap { [type.members[$0.owner].fullName, $0.name] } }
        }
        return signatures
    }

    /// Member names, and for a type or an extension its initializers' full names too (`init(products:)`, a test module's own
    /// way to build a type; `init(level:)` beside `init()`, which a test calls). Reads members in place: a copy would retain
    /// every string a member holds.
    private static func memberNames(of declaration: TypeDecl) -> [String] {
        let members = declaration.members
        var names = members.map(\.name)
        guard declaration.kind != .protocol else { return names }
        for position in members.indices where members[position].kind == .initializer { names.append(members[position].fullName) }
        return names
    }

    /// Full names of the methods with an empty or comment-only body, read in place; most types declare none.
    private static func emptyFunctionNames(of declaration: TypeDecl) -> [String] {
        let members = declaration.members
        var names: [String] = []
        for position in members.indices where members[position].kind == .function {
            if members[position].body == .empty || members[position].body == .commentOnly { names.append(members[position].fullName) }
        }
        return names
    }

    /// `name:Type` for each function declared to return a view controller; most types declare none.
    private static func controllerFactories(of declaration: TypeDecl) -> [String] {
        let members = declaration.members
        var factories: [String] = []
        for position in members.indices where members[position].kind == .function {
            if let result = members[position].controllerResult { factories.append("\(members[position].name):\(result)") }
        }
        return factories
    }

    /// The attributes of the declaration's properties (`@AppStorage("key") var …`), read in place.
    private static func propertyAttributes(of declaration: TypeDecl) -> [String] {
        let members = declaration.members
        var attributes: [String] = []
        for position in members.indices where members[position].kind == .variable && !members[position].attributes.isEmpty {
            attributes.append(contentsOf: members[position].attributes)
        }
        return attributes
    }

    private static func isTypeMember(_ member: MemberDecl) -> Bool {
        member.modifiers.contains("static") || member.modifiers.contains("class")
    }

    /// `Name.Alias`: a type alias, associated type or nested type reached through `Name`, which names no value of
    /// `Name` itself; its metatypes (`Name.Type`, `Name.Protocol`) and members spelled in lowercase (`Name.method`) still do.
    /// The slot of `name` in `order`, given a new one (with no uses yet) the first time it is met: one dictionary lookup.
    @inline(__always)
    private static func slot(of name: String, in slots: inout [String: Int], order: inout [String], uses: inout [Int]) -> Int {
        let next = order.count
        let slot = assigned(&slots[name, default: next])
        if slot == next {
            order.append(name)
            uses.append(0)
        }
        return slot
    }

    /// Reading through `inout` stores the default when the key is new, so lookup and insertion are one access.
    private static func assigned(_ value: inout Int) -> Int { value }

    private static func namesNestedType(_ member: Reference, of reference: Reference) -> Bool {
        member.base == reference.name && member.line == reference.line && member.name != "Type" && member.name != "Protocol"
            && member.name.first?.isUppercase == true
    }

    /// A name whose first character is not lowercase (a type name, usually); an ASCII first byte answers
    /// without the Unicode tables, which every reference of every file would otherwise consult.
    private static func startsWithoutLowercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return !(first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) }
        return name.first?.isLowercase == false
    }
}

extension FileSummary {
    /// The annotated types of a declaration's instance stored properties (`let stack: CoreDataStack`, `var queue: DatabaseQueue?`)
    /// and, when `built`, the types its unannotated ones are built from (`let keychain = Keychain(service: id)`), in one pass.
    /// With `markingClosures`, a stored closure (`let block: (Image) -> Image`) is kept as `->`: behavior handed in, which
    /// a struct's readers tell apart from data; a type not read (a tuple, `[(Int, Int)]`) is kept as `?`, unknown;
    /// a collection is kept as its element's type (`let parts: [any Part]` as `Part`): its holder keeps those.
    static func storedInstanceTypes(of declaration: TypeDecl, built: Bool, markingClosures: Bool = false) -> (annotated: [String], built: [String]) {
        var annotated: [String] = []
        var constructed: [String] = []
        for member in declaration.members where member.isLet || member.isStoredVar {
            if markingClosures, !isTypeMember(member), member.propertyType?.isFunction == true || member.propertyType?.name.isEmpty != false {
                annotated.append(member.propertyType?.isFunction == true ? "->" : "?")
                continue
            }
            guard let type = member.propertyType, !type.name.isEmpty, !isTypeMember(member) else { continue }
            if type.isAnnotated { annotated.append(type.name) } else if built, type.isConstructed { constructed.append(type.name) }
        }
        return (annotated, constructed)
    }

    /// For an observable class, a struct that declares only stored data (`TypeTraits.declaresOnlyStoredData`), only data (`TypeTraits.declaresOnlyData`) or an element
    /// container (`TypeTraits.isElementContainer`), the names its instance stored properties are annotated with or built
    /// from, leaving out standard, Foundation (`URLQueryItem`) and framework values, closures (and the file's aliases of them) and the types nested in it;
    /// for a generic observable class, also what is typed by its own generic parameters (`var feed: Feed?`, `let page: Feed.Page`):
    /// its owner picks those types when it names the class (`PagerHandle<PhotoFeed>`), the class names none itself.
    static func storedTypeNames(of position: Int, in model: SourceModel, traits: TypeTraits, tokens: [Token]) -> [String]? {
        let declaration = model.types[position]
        // A data struct is read only at the top level: the nested-type scan below walks every type's ancestors.
        guard traits.contains(.declaresOnlyStoredData) || traits.contains(.isElementContainer) && declaration.kind == .struct
            || traits.contains(.declaresOnlyData) && declaration.kind == .struct && declaration.parent == nil
            || traits.contains(.reachesFileSystem)
            || declaration.kind == .class && (declaration.attributes.contains("Observable") || declaration.inherits("ObservableObject")) else { return nil }
        var nested: Set<String> = [declaration.name, "Self"]
        for type in model.types where type.parent != nil {
            var ancestor = type.parent
            while let current = ancestor, current != position { ancestor = model.types[current].parent }
            if ancestor == position { nested.insert(type.name) }
        }
        let parameters = declaration.kind == .class && declaration.isGeneric ? genericParameters(of: declaration, in: tokens) : []
        var names: [String] = []
        for member in declaration.members where (member.isLet || member.isStoredVar) && !isTypeMember(member) {
            guard let type = member.propertyType, !type.isFunction, !type.name.isEmpty, !nested.contains(type.name),
                  parameters.isEmpty || !isTyped(member, byAnyOf: parameters, in: tokens),
                  !model.functionAliases.contains(type.name), !DeclarationTraits.plainNames.contains(type.name),
                  !ValueHolders.frameworkValueNames.contains(type.name), !ValueHolders.foundationValueNames.contains(type.name),
                  !names.contains(type.name) else { continue }
            names.append(type.name)
        }
        return names
    }

    /// The generic parameters a class declares right after its name (`final class PagerHandle<Feed: PageFeed>`).
    private static func genericParameters(of declaration: TypeDecl, in tokens: [Token]) -> Set<String> {
        guard let keyword = SynchronizedCells.firstToken(line: declaration.line, column: declaration.column, in: tokens),
              keyword + 2 < tokens.count, tokens[keyword + 2].kind == .operator, tokens[keyword + 2].text.hasPrefix("<") else { return [] }
        return Set(SynchronizedCells.parameterList(from: keyword + 2, in: tokens))
    }

    /// `var feed: Feed?` or `let page: Feed.Page` where `Feed` is one of `parameters`: the annotation right after the
    /// name starts with it (a stored property's position is its `let` or `var`).
    private static func isTyped(_ member: MemberDecl, byAnyOf parameters: Set<String>, in tokens: [Token]) -> Bool {
        if let declared = member.propertyType, declared.isCollection { return parameters.contains(declared.name) }
        guard member.propertyType?.isAnnotated == true,
              let keyword = SynchronizedCells.firstToken(line: member.line, column: member.column, in: tokens),
              keyword + 3 < tokens.count, tokens[keyword + 2].kind == .punctuation, tokens[keyword + 2].text == ":" else { return false }
        return tokens[keyword + 3].kind == .identifier && parameters.contains(tokens[keyword + 3].text)
    }
}
