import GuardrailsCore

/// Whether a singleton read sits in the adapter that exists to wrap it: a class or struct conforming to a protocol
/// the package declares and doubles (a conformer in a test target or named `Mock…`, `…Stub`, or one a macro generates, `@Spyable`),
/// that stores nothing,
/// whose every method and property reaches the singleton's type, and most of which forward to the singleton's member of
/// the same name (`var appUserID: String { Purchases.shared.appUserID }`) or every one of which is a single expression
/// rooted at the singleton (`var didWake: AnyPublisher<Void, Never> { NotificationCenter.default.publisher(for: …).map { _ in () }… }`):
/// it mirrors or translates the API it wraps. One that stores state of its own counts when most of its computed properties
/// and methods are each one expression rooted at the singleton reading its member of the same name. Consumers hold the protocol and tests pass the double, so the adapter is the
/// live side of that injection point. An extension adopting a protocol, or a method using the singleton for its own
/// work (`fileExists` to filter), is not one.
enum SingletonForwardingAdapter {
    static func contains(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let typeIndex = Int(reference.enclosingType)
        let type = types[typeIndex]
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        guard type.kind == .class || type.kind == .struct,
              type.inheritance.contains(where: { inherited in
                  index.declarations(named: inherited.name).contains { $0.kind == .protocol }
                      && (index.conformers(of: inherited.name).contains(where: doubles.isDouble) || hasGeneratedDouble(inherited.name, index))
              }) else { return false }
        if type.members.contains(where: { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") }) {
            return mirrors(type, singleton, reference.name, file)
        }
        let forwards = type.members.filter { $0.kind == .function || $0.kind == .variable }.sorted { $0.line < $1.line }
        let inType = file.model.references.filter { $0.enclosingType == reference.enclosingType }
        let reads = inType.filter { $0.base == singleton }.map { Int($0.line) }
        var sameNamed = 0
        var translated = 0
        // Every read of an SDK's singleton in the type bridging its callback into the protocol's `async` answer, every
        // member naming the SDK's type (`ShareKit.isAvailable()` beside the bridged call).
        if inType.filter({ $0.base == singleton && $0.name == reference.name }).allSatisfy({ ContinuationBridgedSDKCall.isBridged(line: $0.line, column: $0.column, of: singleton, file.tokens, index) }),
           forwards.allSatisfy({ ContinuationBridgedSDKCall.names(singleton, in: $0, file.tokens) }) {
            return true
        }
        for (position, member) in forwards.enumerated() {
            let span = member.line..<(position + 1 < forwards.count ? forwards[position + 1].line : Int.max)
            guard reads.contains(where: span.contains) else { return false }
            let forwarded = inType.contains { span.contains(Int($0.line)) && $0.name == member.name && ($0.base == reference.name || $0.base == singleton) }
            if forwarded { sameNamed += 1 }
            if isSingletonExpression(member, rootedAt: singleton, reference.name, file.tokens) { translated += 1 }
        }
        return sameNamed * 2 > forwards.count || translated == forwards.count
    }

    /// `@Spyable protocol ShareService` (`@Mockable`, `@GenerateMock`, Sourcery's `AutoMockable`): a macro or generator makes the
    /// double at build time (`ShareServiceSpy`), which no linted file declares.
    private static func hasGeneratedDouble(_ name: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: name).contains { declaration in
            declaration.kind == .protocol && !declaration.isTest
                && (declaration.attributes + declaration.inheritance).contains { word in generatorMarkers.contains { NameSearch.contains($0, in: word) } }
        }
    }

    private static let generatorMarkers = ["Mock", "Spy", "Stub", "Fake"]

    /// Whatever it stores (its own callbacks, a value it works out once), an adapter most of whose computed properties and
    /// methods are each one expression rooted at the singleton reading its member of the same name (`var firstFrame: Date?
    /// { Tracker.shared().firstFrame }`) mirrors the API it wraps: its own state does not make the singleton a hidden
    /// dependency of anything but the live side of the protocol. A member that only falls back to it (`cached ??
    /// Store.shared.userID`) is not such a mirror.
    private static func mirrors(_ type: TypeDecl, _ singleton: String, _ name: String, _ file: LintFile) -> Bool {
        let all = type.members.sorted { $0.line < $1.line }
        let behaviour = all.filter { member in
            !member.modifiers.contains("static")
                && (member.kind == .function || member.kind == .variable && !member.isStoredVar && !member.isLet)
        }
        let mirrored = behaviour.filter { member in
            let end = all.first(where: { $0.line > member.line })?.line ?? Int.max
            return isSingletonExpression(member, rootedAt: singleton, name, file.tokens)
                && file.model.references.contains { (member.line..<end).contains(Int($0.line)) && $0.name == member.name }
        }
        // `var versionNumber: String = AppInfo.shared.versionNumber`: a stored copy of the member of the same name mirrors it too.
        let snapshots = all.filter { member in
            member.isStoredVar || member.isLet ? !member.modifiers.contains("static") && isSnapshot(member, of: singleton, name, file.tokens) : false
        }
        return (mirrored.count + snapshots.count) * 2 > behaviour.count + snapshots.count
    }

    /// `var build: String = Release.shared.build` (or `let`): the stored property's whole initial value, on its line, is the
    /// singleton's member of the same name.
    private static func isSnapshot(_ member: MemberDecl, of singleton: String, _ name: String, _ tokens: [Token]) -> Bool {
        guard var next = initialValue(of: member, tokens), next + 2 < tokens.count, tokens[next].text == singleton, tokens[next + 1].text == ".",
              tokens[next + 2].text == name else { return false }
        next += 3
        if next + 1 < tokens.count, tokens[next].text == "(", tokens[next + 1].text == ")" { next += 2 }
        guard next + 2 < tokens.count, tokens[next].text == ".", tokens[next + 1].text == member.name else { return false }
        return next + 2 >= tokens.count || tokens[next + 2].startsLine || tokens[next + 2].text == "}"
    }

    /// `init(files: FileManager = .default)` of the same kind of adapter (a class or struct conforming, also in an extension of
    /// its file, to a package protocol that has a test double) that stores only instances of the singleton's type and other
    /// framework types, besides `private var` bookkeeping: the adapter already takes the
    /// instance injected, and the default only spares its one builder the argument. Consumers hold the protocol, so the
    /// adapter is the seam; tests that exercise it pass their own instance.
    static func isInjectedDefault(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        // A `private var` the adapter keeps for itself (its observers by key) is bookkeeping, not a dependency.
        let stored = type.members.filter {
            ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static")
                && !($0.isStoredVar && ($0.modifiers.contains("private") || $0.modifiers.contains("fileprivate")))
        }
        // Instances of the singleton's type, and of other framework types it takes beside it (a store and the center
        // observing it): nothing of the package, whose instances it would otherwise build or fetch itself.
        guard type.kind == .class || type.kind == .struct, stored.contains(where: { $0.propertyType?.name == singleton }),
              stored.allSatisfy({ member in member.propertyType.map { $0.name == singleton || index.declarations(named: $0.name).isEmpty } ?? false }),
              isDoubledConformer(type, index) || types.contains(where: { $0.kind == .extension && $0.name == type.name && isDoubledConformer($0, index) }),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let member = type.members.last(where: { $0.line <= Int(reference.line) }), member.kind == .initializer,
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens), keyword < position,
              position < FunctionParameters.names(declaredAt: keyword, in: tokens).end else { return false }
        // Only the whole default: `= .default` or `= FileManager.default`, followed by the next parameter or the clause's end.
        let next = position + 1 < tokens.count ? tokens[position + 1].text : ""
        return next == "," || next == ")"
    }

    /// A framework's singleton (one the package does not declare) read in the live conformer of a package protocol that has a
    /// test double, when that conformer keeps nothing: a class or struct storing no instance property (`final class
    /// SystemMicPermission: MicPermissionProviding` mapping `AVAudioApplication.shared.recordPermission` onto the package's
    /// enum), or the package's extension making a type it does not declare adopt the protocol (`extension RTCSession:
    /// AudioSessionProtocol`, which can store nothing), every member of a declared one reaching such a framework type.
    /// Consumers hold the protocol and tests pass the double: whatever the
    /// members map, the adapter is the live side of that seam. In an `infrastructure` layer a stateless conformer of a package
    /// protocol (`final class AppLocator: AppLocating` over `NSWorkspace.shared`) is that adapter, doubled or not, whatever its
    /// members do besides. Its own reactive plumbing (`StreamPlumbing`: the relay it publishes through, a dispose bag) counts as
    /// storing nothing, and so does a `private let app = UIApplication.shared` naming the singleton whole. The declared type's
    /// extensions in its file count as the adapter (`extension SystemPrefs: PrefsProviding`), a generated double (`: AutoMockable`)
    /// as a double, and a member only calling a sibling that reaches the system (`dropAll` calling `drop(_:)`) as reaching it.
    /// One storing anything else, or reading a package singleton, stays reported.
    static func isStatelessSystemAdapter(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              index.declarations(named: singleton).isEmpty, !notificationCenters.contains(singleton) else { return false }
        var adapter = types[Int(reference.enclosingType)]
        guard adapter.parent == nil else { return false }
        // `extension SystemPrefs: PrefsProviding` of the file's own `struct SystemPrefs`: the adapter is that struct.
        var typeIndices: Set<Int32> = [reference.enclosingType]
        var switched = false
        if adapter.kind == .extension, let declared = types.firstIndex(where: { $0.parent == nil && ($0.kind == .class || $0.kind == .struct) && $0.name == adapter.name }) {
            adapter = types[declared]
            typeIndices.insert(Int32(declared))
            switched = true
        } else if adapter.kind == .extension {
            return index.declarations(named: adapter.name).allSatisfy { $0.kind == .extension } && isDoubledConformer(adapter, index)
        }
        guard adapter.kind == .class || adapter.kind == .struct else { return false }
        for (position, type) in types.enumerated() where type.parent == nil && type.kind == .extension && type.name == adapter.name {
            typeIndices.insert(Int32(position))
        }
        let declarations = [adapter] + types.filter { $0.parent == nil && $0.kind == .extension && $0.name == adapter.name }
        // A protocol whose double a generator makes (`protocol PrefsProviding: AutoMockable`) is doubled too.
        let isTestDoubled = declarations.contains { isDoubledConformer($0, index) }
        let isDoubled = isTestDoubled || declarations.contains { $0.inheritance.contains { hasGeneratedDouble($0.name, index) } }
        // Read in such an extension, only a doubled adapter counts, and only one wrapping this very singleton (below).
        if switched && !isDoubled { return false }
        // In an infrastructure layer, where the system is adapted, adopting a package protocol is enough: the layer's role says
        // the conformer is the live side of that port, whether or not the tests have doubled it yet.
        guard isDoubled || file.layerKind == "infrastructure" && declarations.contains(where: { declaration in
            declaration.inheritance.contains { index.declarations(named: $0.name).contains { $0.kind == .protocol } }
        }) else { return false }
        // Its own reactive plumbing (the relay it publishes results through, its dispose bag) is no state a test would inject.
        // `private let app = UIApplication.shared` names the singleton the adapter wraps: no state of its own.
        var aliases: Set<String> = []
        guard !declarations.contains(where: { declaration in
            declaration.members.contains { member in
                guard (member.isStoredVar || member.isLet) && !member.modifiers.contains("static") && !member.modifiers.contains("class")
                    && !StreamPlumbing.isPlumbing(member) else { return false }
                guard member.isLet, member.modifiers.contains("private"), isWholeSingleton(member, singleton, file.tokens) else { return true }
                aliases.insert(member.name)
                return false
            }
        }) else { return false }
        guard isDoubled else { return true }
        // Every method and computed property reaches a framework type whose singleton the adapter reads (`AVAudioApplication.
        // requestRecordPermission(…)` beside `AVAudioApplication.shared`), through its alias, or only calls a sibling that
        // does (`deleteAll()` calling `delete(_:)` for each key): it wraps the system, nothing else.
        let inType = file.model.references.filter { typeIndices.contains($0.enclosingType) }
        let systemTypes = Set(inType.compactMap { $0.base }.filter { !$0.isEmpty && index.declarations(named: $0).isEmpty }).filter { base in
            inType.contains { $0.base == base && ["shared", "default", "standard", "sharedInstance"].contains($0.name) }
        }.union(aliases)
        // Doubled only by a generator, or read in an extension, the adapter must wrap this very singleton: an SDK adapter also
        // opening its result with `UIApplication.shared` uses the application for other work.
        let wrapped = isTestDoubled && !switched ? systemTypes : systemTypes.intersection(aliases.union([singleton]))
        let members = declarations.flatMap(\.members)
        let behaviour = members.filter { ($0.kind == .function || $0.kind == .variable && !$0.isStoredVar && !$0.isLet) && !$0.modifiers.contains("static") }
            .sorted { $0.line < $1.line }
        let siblings = Set(behaviour.map(\.name))
        let all = members.sorted { $0.line < $1.line }
        var reaching = 0
        let answer = !behaviour.isEmpty && behaviour.allSatisfy { member in
            let end = all.first(where: { $0.line > member.line })?.line ?? Int.max
            if inType.contains(where: { (member.line..<end).contains(Int($0.line)) && $0.base.map(wrapped.contains) == true }) {
                reaching += 1
                return true
            }
            return inType.contains { (member.line..<end).contains(Int($0.line)) && $0.base == nil && $0.name != member.name && siblings.contains($0.name) }
        }
        return answer && reaching > 0
    }

    /// The first token of a stored property's initial value, after the `=` on its declaration's line.
    private static func initialValue(of member: MemberDecl, _ tokens: [Token]) -> Int? {
        guard var position = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return nil }
        while position < tokens.count, Int(tokens[position].line) == member.line, !(tokens[position].kind == .operator && tokens[position].text == "=") {
            position += 1
        }
        return position < tokens.count && tokens[position].text == "=" ? position + 1 : nil
    }

    /// `private let app = UIApplication.shared`: the stored property's whole initial value, on its line, is the singleton.
    private static func isWholeSingleton(_ member: MemberDecl, _ singleton: String, _ tokens: [Token]) -> Bool {
        guard var next = initialValue(of: member, tokens), next + 2 < tokens.count, tokens[next].text == singleton, tokens[next + 1].text == ".",
              // The one instance there is (`UIApplication.shared`), not a default among many (`UserDefaults.standard`,
              // `FileManager.default`): storing a default is storing what the adapter could be handed.
              ["shared", "sharedInstance"].contains(tokens[next + 2].text) else { return false }
        next += 3
        if next + 1 < tokens.count, tokens[next].text == "(", tokens[next + 1].text == ")" { next += 2 }
        return next >= tokens.count || tokens[next].startsLine || tokens[next].text == "}"
    }

    /// Buses rather than facilities: the package's own names go through them, judged by the notification rules.
    private static let notificationCenters: Set<String> = ["NotificationCenter", "NSNotificationCenter", "DistributedNotificationCenter"]

    private static func isDoubledConformer(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return type.inheritance.contains { inherited in
            index.declarations(named: inherited.name).contains { $0.kind == .protocol }
                && index.conformers(of: inherited.name).contains(where: doubles.isDouble)
        }
    }

    /// Whether the body of `member` is one expression starting at `singleton.name` (after `return`, `try`, `await`):
    /// a chain whose every further line continues with `.`, so the member does nothing but translate the singleton's API.
    private static func isSingletonExpression(_ member: MemberDecl, rootedAt singleton: String, _ name: String, _ tokens: [Token]) -> Bool {
        guard let start = tokens.firstIndex(where: { Int($0.line) == member.line }),
              let close = TokenLookup.bodyEnd(from: start, in: tokens), tokens[close].text == "}" else { return false }
        var open = close - 1
        var depth = 0
        while open > start, !(depth == 0 && tokens[open].kind == .punctuation && tokens[open].text == "{") {
            if tokens[open].kind == .punctuation {
                if tokens[open].text == "}" { depth += 1 } else if tokens[open].text == "{" { depth -= 1 }
            }
            open -= 1
        }
        var root = open + 1
        while root < close, ["return", "try", "await"].contains(tokens[root].text) { root += 1 }
        guard open > start, root + 2 < close, tokens[root].text == singleton, tokens[root + 1].text == ".", tokens[root + 2].text == name else { return false }
        depth = 0
        for token in tokens[(root + 3)..<close] {
            if depth == 0, token.text == ";" || (token.startsLine && token.text != ".") { return false }
            guard token.kind == .punctuation else { continue }
            if ["(", "[", "{"].contains(token.text) { depth += 1 } else if [")", "]", "}"].contains(token.text) { depth -= 1 }
        }
        return true
    }
}
