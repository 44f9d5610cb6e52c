import GuardrailsCore

/// Domain models are plain values: equal by content, safe to share across concurrency domains.
public struct DomainValueTypesRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "domain-value-types",
        summary: "Domain modules declare no classes or actors; their structs and enums are `Hashable` and `Sendable`.",
        rationale: """
        Law 3: domain models are value types so they carry no identity, no shared mutable state and no \
        lifetime. Hashable makes them comparable in tests and collections; Sendable lets them cross actors. \
        Conformances through a package protocol the type adopts (`protocol StoredRecord: Hashable, Sendable`) or a type alias composing protocols (`typealias FieldInput = Equatable & Hashable`) count, and so do those a macro of the package declares for what it annotates \
        (`@Tolerant<String> enum Tier` with `@attached(extension, conformances: RawRepresentable, Hashable) macro Tolerant<T>()`), and those the compiler gives for free: an enum without associated values is already \
        Hashable (raw type or not), and a type that is not `public`, `open` or `package`, or is `@frozen` \
        (`@frozen public enum Tone { case calm, loud }`, SE-0302), is inferred Sendable when its contents are (a frozen one storing `Any`, `AnyObject` or a closure is not). \
        A type isolated to the main actor (`@MainActor`, or, in a module built with `.defaultIsolation(MainActor.self)`, any \
        type not marked `nonisolated`) is Sendable by that isolation: only a missing Hashable is reported for it, and the \
        isolation itself is `main-actor-in-domain`'s to report (once per module for the default). An iterator (adopting `IteratorProtocol` or \
        `AsyncIteratorProtocol`, the `Iterator` of a sequence adapter) is a cursor advanced by `next()`, not a value, and is exempt; so is a parser's \
        cursor that adopts none, a struct storing a collection's index (`var position: Substring.Index`) moved by mutating \
        methods (`advance()`, `consume()`, `backtrack()`), or an internal token storing a `Substring` moved by an `advancing…` method \
        returning a copy; a position kept as a plain `Int` is a model's state and is checked. \
        A property wrapper (`@propertyWrapper`, struct or class) is storage behaviour, whatever it stores (a key and the file \
        it reads and writes, a clamp), not a model, and is exempt. So is a generic enum whose case carries an existential \
        `Error` (`enum Outcome<Payload> { case done(Payload); case failed(Error) }`, a module's own `Result`), or a failure \
        named so (`case failure(ParseFailure)`, `case failed(LoadError)`): an outcome container that can never be Hashable \
        without forcing it on every payload; a non-generic enum carrying an error is the domain's own state and is checked. \
        An unconstrained generic enum whose cases all carry only its bare type parameters (`enum OneOf<A, B> { case \
        first(A); case second(B) }`), a utility sum type, need not be Hashable (a public one still declares `Sendable`, \
        conditionally). Nor need an outbound message: a struct, not `Decodable`, \
        generic over a payload constrained to `Encodable` and not to `Hashable`, `Equatable` or `Decodable` (`struct \
        Envelope<Body: Encodable & Sendable>`: Hashable would be forced on every caller's payload), or adopting a package \
        protocol refining only `Encodable` and `Sendable`, is built, encoded and sent, never compared. \
        Caseless enums (namespaces), top-level structs and classes with only `static` members \
        across the package (no initializer, for a struct none but a `private init()` shutting out instances, no conformance: an \
        instance would carry nothing; a struct declaring static members only may adopt protocols, `struct ThemeKey: \
        TestDependencyKey { static let testValue … }`, a metatype the code passes around), messages (a struct adopting a message \
        protocol nested in `NotificationCenter`, `struct ShowInbox: NotificationCenter.MainActorMessage`: posted, never compared), error types (adopting `Error`, one of \
        Foundation's error protocols in `errorProtocols` such as `LocalizedError`, or a package protocol refining one, also in an \
        extension: `extension StoreFailure: AppFailure`) and the \
        types nested in one (also through an extension in another file: `extension AppError { enum Reason {…} }`), coding keys and \
        `private`/`fileprivate` helpers, classes included, are not domain models and are exempt; so, in a module a `.library` \
        product vends, is a type neither `public` nor `package` that no public or package type stores (a spatial index or lookup \
        table built as a local, a byte buffer freeing its memory in `deinit`): the library's implementation, not the models it \
        exposes (an internal type a public model stores is part of that model and is checked), as are the internal rows, `Codable`, `Decodable` \
        or `Encodable`, nested in a `public` or `package` Codable type (directly or through a package protocol), directly or through an extension of it (`extension \
        Snapshot.Header { struct Holder: Decodable }`: its stored format, kept out of the API like its coding keys), and so are the types \
        nested in one, directly or through an extension of it (`extension Coder.Box { struct Container {} }` when \
        `Box` is `fileprivate`): no access modifier makes a type more visible than what encloses it. So are other lists of key \
        names, which play the coding keys' role: an enum with a `String` raw type and no associated values \
        that sits in a caseless namespace enum (the columns of each table of a schema, \
        `enum Tables { enum Feed: String { case id, title } }`) or whose name ends in one of \
        `keyNameSuffixes` (`SettingsKeys`, `TokenStoreProperties` of `"ACCESS-TOKEN"`), or that a protocol of its file takes \
        as a parameter both to write and to read a store (`enum VaultSlot: String` beside `protocol Vault { func put(_: String, slot: \
        VaultSlot); func get(slot: VaultSlot) -> String? }`; a value saved and handed back, `func load() -> Theme`, is no key); a top-level `String` enum otherwise names a domain value and is \
        checked. So is the key of an attribute Foundation stores in an `AttributedString` (a struct adopting \
        `CodableAttributedStringKey` or another `AttributedStringKey` protocol, `typealias Value` and `static let name`) and \
        the `AttributeScope` listing such keys: a name, never built as a value. Classes that name a \
        behavior rather than a model (`SearchMoviesUseCase`, `InMemoryNotesRepository`, `ConsoleLogger`, `FileLogHandler`, `CommandParser`, `RecordMapper`, `behaviorSuffixes`, also before an implementation marker: `SearchMoviesUseCaseImpl`, `…Implementation`, `…Live`), or \
        implement a package protocol so named that requires functions only, the type's own name carrying an implementation marker \
        however the rest is spelled (`LedgerRepostoryImpl: LedgerRepository`, `Default…`, `Live…`) or the type keeping all it \
        stores private (`struct SummarizeWithModel: SummarizeNoteUseCase { private let session: ModelSession }`: a service, \
        while a record exposing its data is checked), as does a \
        struct keeping only private `let`s of a key-value store or `FileManager` (beside plain configuration values) with methods over them, a \
        storage adapter whatever its name (`struct LocalSettings { private let defaults: UserDefaults; func value(for:) -> Any? }`), or adopt \
        a library's protocol or class so named (`final class MirroredSink: LogHandler` for swift-log; Foundation's `FormatStyle` \
        or `ParseStrategy`, in the declaration or an extension: a formatting strategy): use cases living in the \
        domain layer have collaborators, not value semantics, and a logger records and prints, whatever it keeps (the last \
        line it wrote); a class named for what it holds (`AuditLog`) is a model. So is a visitor: a class named `…Visitor` or \
        `…Rewriter`, or subclassing one, with a `visit…` method (`RetitleNotesVisitor: NoteTreeVisitor` overriding \
        `visit(note:)`), a pass over a tree in a hierarchy that needs classes (a `MuseumVisitor` visiting nothing is a \
        record); so is a struct so named (or adopting a `…Walker`) whose `mutating func visit…` collects while it walks \
        (`struct LinkCollector: MarkupWalker`), a cursor like an iterator. Nor is a `final` class of constants only, `Equatable` or `Hashable`, that holds an optional of itself \
        (`let movedTo: Member?`): a class only because a struct cannot contain itself, with no identity, shared state or \
        lifetime (one with a `var` is reported). A persistence framework's entity (`@Model`, \
        an `NSManagedObject` subclass, a Realm `Object`/`EmbeddedObject` subclass where the module imports Realm and \
        the package declares no type of that name) must be a class, so the declaration is not reported as one; nor is a \
        model the Objective-C runtime has to see (`bridgedSupertypes`: an `NSObject` subclass, directly, \
        through a Foundation class the package does not declare (`class PriceFormatter: Formatter`, an `Operation`, an \
        `NS`-prefixed class) or through the package's own classes, an `NSCoding`/`NSSecureCoding`/`JSExport` adopter, an `@objc` or \
        `@objcMembers` class, an adopter of a package protocol declared `@objc`), archived with `NSKeyedArchiver`, exported to JavaScriptCore or read by key-value \
        coding: a struct is not a fix there. Its nested value types are still checked. Nor is a stand-in for a \
        framework class written for a platform that lacks it: a class under `#if` named with Foundation's \
        `NS` prefix (`NSException` under `#if !canImport(ObjectiveC)`). Nor is the object type of an `NSCache` written anywhere \
        in the package (`NSCache<NSString, CachedPhoto>`): NSCache holds only classes. A struct that is a computation, not a \
        model, is exempt whatever its name: one outside the module's API whose only mutating methods are private ones \
        (`ResultsComposer`, whose initializer resolves its input through `private mutating func`s and \
        whose properties hold the outcome), or an API struct whose `mutating` methods are all requirements of a package \
        protocol it adopts and whose stored state is not API beyond what that protocol requires (a checksum's registers \
        behind `protocol Digest { mutating func consume(_:) }`): an algorithm's working state. So are the types of a global facility declared in the domain module: \
        a caseless enum holding static mutable state (a logger's `enum Log { static var level }`) is a facility, \
        and the types nested in it (`Log.Level`, `Log.Configuration`) are its settings, not domain values; so is a \
        class whose file keeps its instance in a global variable (`public var logger = AppLogger()`) and whose \
        methods only act (none returns a value: it is told to log or record), and the other top-level types of \
        that file (`enum LogLevel`) are its settings. \
        A struct storing a `Task` handle (`var task: Task<Void, Error>?`) is the context of running work, concurrency \
        plumbing rather than the domain's data, and is exempt. So is a struct storing only framework tools \
        (`frameworkToolClasses`: coders and formatters, or the package's subclass of one; `struct WireCoding { let decoder = \
        JSONDecoder(); let encoder = JSONEncoder() }`), a configuration handed to a service that can never be a Hashable value; \
        one storing value fields beside a formatter (`let cents: Int; let formatter: NumberFormatter`) is a model carrying a \
        tool and is checked. Nor is SwiftPM's library template left behind a model: a top-level struct named exactly like its \
        module, with no conformance, storing nothing and declaring nothing but an empty `init()` (`public struct Kit { public \
        init() {} }` in module `Kit`), is a placeholder to delete; named otherwise, or storing a value, it is checked. \
        Behavior is also told by structure, whatever the name: a class that keeps a collaborator (a stored \
        closure, a value of a package protocol that requires methods or a collection of them (`private var sinks: [Sink]`, a \
        fan-out broadcaster), or a class of a layer that is not a domain \
        one, or of a domain layer when every stored property is a private `let` and the class has methods: a pass over \
        the graph it was handed, `private let graph: SourceModelGraph`, not an aggregate exposing its parts), that keeps only locks or queues (a lock box: a `Mutex` cannot be copied, so a struct is no fix), or \
        that stores nothing and only has methods (a struct too: `init()` and instance methods computing decisions, a service \
        whose instances are all equal; one with only `static` methods and a callable `init()` is still checked); a class keeping data beside its lock is a model with shared \
        mutable state and is reported; and a struct or enum that stores \
        nothing and implements a package protocol that requires methods (an `Unimplemented` use case a \
        dependency container falls back on), a strategy: a struct outside the module's API adopting one package protocol \
        that requires methods and nothing else (`Sendable` aside), storing only `let`s, the parameters of a case, with no method \
        but that protocol's requirements and private helpers, the package naming the protocol as a type (`struct BulkDiscount: \
        PricingRule { let threshold: Int; func price(for basket: [Int]) throws -> Int }`, built per case of a promotion and \
        called through `PricingRule`): a function object, which nothing compares or hashes (a public one, one adopting \
        `Codable` or `Equatable` besides, one with `var`s or a method of its own is a model), and a struct that keeps a stored closure (a weak-reference box resolving its \
        value through one; a coordinator storing `let deleteAction: DeleteAction`, an alias the file declares for a function type): a function has no equality, so such a struct can never be Hashable; nor can one storing a \
        strategy, a value of a package protocol that requires methods (`let action: any RowAction`) or of a package class \
        adopting one (`var source: RankedSource`: an engine over it), or a struct of its \
        file that does (`let options: [FilterOption]`), nor an enum of its file whose cases carry one (`case applied(Filters)`), \
        nor a struct or enum storing untyped data, a type naming bare `Any` or `AnyObject` (`var extras: [String: Any]`, \
        `case attachment(AnyObject)`, or an alias the package declares for one, `typealias LoosePayload = [String: Any]`; \
        `any Codable` is a protocol's existential, not bare `Any`). \
        Nor need a type tag be Hashable: a struct with no member (none in an extension, no nested type) adopting only package \
        protocols that ask nothing of their adopters (`public struct StreamedShape: ResponseShape {}` beside `public protocol \
        ResponseShape: Sendable {}`), `Sendable` aside, names a format at the type level and has no content to compare; it is \
        still checked for `Sendable`, and `public struct FeedImage: Sendable {}`, adopting no such protocol, is a model to come. \
        Nor can the package tell for a struct with a stored property behind a property wrapper it does not declare \
        (`@Checked(.notBlank) var email: String?` from a validation library): the value lives in the wrapper's storage (a rule, a \
        closure), which the package cannot see or make Hashable, so the struct is not reported; one whose wrapper is the \
        package's own is checked, as is a plain struct. \
        A class adopting a package protocol bound to classes (`protocol MemoizingCounter: AnyObject`) is one by the package's \
        own contract (a memo behind non-mutating queries): a struct cannot adopt it. A type declared in a function's body, a class included, is that function's helper, \
        not a model; a struct with no members at all (`public struct Settings {}`) whose extensions nest types is a \
        namespace like a caseless enum, and so is an empty struct whose only members, added by extensions elsewhere, are \
        `static` constants of standard values (`extension Hub.Events.Sync { static let started = "sync.started" }`), and a \
        struct of only `static` members nested in another type (told by its \
        own declaration when other types share its simple name: `Logs.Hang` beside `Spans.Hang`). Stand-ins named as doubles (`PreviewTask`, `MockClock`, the \
        `Mock`/`Fake`/`Stub`/`Spy`/`Dummy`/`Preview` markers, or one of them but `Preview` as a word inside the name: \
        `TransactionMockHelper` builds fixtures for tests) and files in `Mocks`/`Preview Content` folders are \
        not domain models either. Nor is a UI framework type a domain module happens to hold (`struct StateView: View`, \
        `struct StateViewPreviews: PreviewProvider`, a representable, an `App`, a `UIView` subclass: a subtype of one of \
        `uiFrameworkSupertypes` the package does not declare itself): Hashable and Sendable are no fix for a view, and \
        `ui-framework-import` already reports that the module imports a UI framework. Nor is the data and wiring code a \
        template keeps in a module mapped as domain: an endpoint descriptor adopting a networking library's endpoint protocol \
        (Moya's `TargetType`, `URLRequestConvertible`, a name ending `EndpointType`/`TargetType` the package does not declare), in \
        its declaration or an extension, directly or through a package protocol refining it (`enum OrdersEndpoint` with \
        `extension OrdersEndpoint: TargetType`); a wire type outside the module's API, `Codable`/`Encodable`/`Decodable` on its \
        declaration, named `…DTO`, `…Request`, `…Response` or `…Body` or in a `DTO` folder (`struct PlaceOrderBody: \
        Encodable`): encoded and sent, never compared as a model (a public DTO is the module's API and is checked); and a DI framework's component, a subclass of Needle's `Component<…>` (`NonCoreComponent`, \
        `PluginizedComponent`, `BootstrapComponent`) the package does not declare: the framework requires the class.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "behaviorSuffixes", .strings(["UseCase", "Interactor", "Service", "Repository", "Policy", "Logger", "LogHandler", "Parser", "Translator", "Mapper", "FormatStyle", "ParseStrategy"]),
                "Name endings of domain types that are behavior, not models; also of a library protocol or class a type adopts (`LogHandler`)."
            ),
            RuleOption(
                "uiFrameworkSupertypes", .strings(MainActorClasses.frameworkRoots + ["PreviewProvider", "Widget", "WidgetBundle", "ButtonStyle", "ToggleStyle", "LabelStyle", "Shape"]),
                "UI framework protocols and classes whose conformers and subclasses are views, not domain models."
            ),
            RuleOption(
                "errorProtocols", .strings(["Error", "LocalizedError", "CustomNSError", "RecoverableError"]),
                "Protocols that make an adopter an error type (a package protocol refining one counts too): errors are exempt."
            ),
            RuleOption(
                "frameworkToolClasses", .strings([
                    "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "NSKeyedArchiver", "NSKeyedUnarchiver",
                    "Formatter", "NumberFormatter", "DateFormatter", "ISO8601DateFormatter", "MeasurementFormatter", "ByteCountFormatter",
                    "DateComponentsFormatter", "DateIntervalFormatter", "RelativeDateTimeFormatter", "ListFormatter",
                    "PersonNameComponentsFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
                ]),
                "Framework classes that encode, decode or format values: a struct storing only these (or package subclasses of them) is a configuration, never Hashable."
            ),
            RuleOption("keyNameSuffixes", .strings(["Keys", "Columns", "Properties"]), "Name endings of `String` enums that list key names, not values."),
            RuleOption(
                "bridgedSupertypes", .strings([
                    "NSManagedObject", "NSObject", "NSCoding", "NSSecureCoding", "JSExport", "Formatter", "NumberFormatter", "DateFormatter",
                    "ISO8601DateFormatter", "MeasurementFormatter", "ByteCountFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
                    "RelativeDateTimeFormatter", "ListFormatter", "PersonNameComponentsFormatter", "Operation", "BlockOperation",
                    "OperationQueue", "Thread", "ValueTransformer", "URLProtocol", "Stream", "InputStream", "OutputStream", "Dimension",
                    "Unit", "XMLParser", "Progress",
                ]),
                "Supertypes that make a domain class a framework-bridged entity: a class by necessity (`NS`-prefixed framework types count too)."
            ),
        ],
        triggering: triggeringExamples + macroTriggeringExamples + templateTriggeringExamples + isolationTriggeringExamples + portTriggeringExamples,
        nonTriggering: nonTriggeringExamples + macroNonTriggeringExamples + templateNonTriggeringExamples + isolationNonTriggeringExamples
            + portNonTriggeringExamples
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard file.layerKind == "domain", !file.isTest else { return [] }
        let behaviorSuffixes = context.strings("behaviorSuffixes")
        let keySuffixes = context.strings("keyNameSuffixes")
        let bridged = context.stringSet("bridgedSupertypes")
        let errorProtocols = context.stringSet("errorProtocols")
        let tools = context.stringSet("frameworkToolClasses")
        guard !TestDoubleCode.isDoubleFile(file, markers: TestDoubles.defaultMarkers) else { return [] }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        let hasFacility = file.model.types.contains { GlobalFacility.isFacility($0, in: file.tokens) }
        // A package's own `View` or `Scene` protocol may be a domain concept; only the frameworks' count.
        let uiSupertypes = context.stringSet("uiFrameworkSupertypes").filter { context.index.declarations(named: $0).isEmpty }
        let holders = strategyHolders(in: file.model, context.index)
        let outcomes = errorOutcomes(in: file.model)
        let isolatedByDefault = context.index.isMainActorByDefault(file.module)
        return file.model.types.compactMap { type in
            if isBehavior(type, behaviorSuffixes, context.index) || implementsBehaviorPort(type, behaviorSuffixes, context.index) || doubles.isDouble(namedAnywhere: type.name) || type.attributes.contains("propertyWrapper")
                || type.inheritance.contains(where: { context.index.isKind($0.name, ofAnyOf: uiSupertypes) })
                || isStaticNamespace(type, in: file, context.index) || isIterator(type, context.index)
                || isAttributeKey(type, context.index) || isVisitor(type) || isNotificationMessage(type)
                // A Moya `TargetType` endpoint enum or a Needle `Component<…>`: data and wiring code the template keeps here.
                || DomainDataPlumbing.isEndpointDescriptor(type, in: file.model, context.index) || DomainDataPlumbing.isDIComponent(type, context.index) { return nil }
            if type.kind.isReferenceType {
                if isEffectivelyFilePrivate(type, in: file.model) || isBridged(type, bridged, context.index)
                    || PersistenceEntities.isEntity(type, module: file.module, context.index) || isFrameworkStandIn(type, file.tokens) || keepsCollaborators(type, in: file.model, context)
                    || GlobalFacility.isFacility(type, in: file.tokens) || adoptsClassBoundProtocol(type, context.index)
                    || FunctionLocalTypes.mayBeLocal(type, in: file.model) && FunctionLocalTypes.isLocal(type, file.tokens)
                    || isHiddenHelper(type, in: file, context) || isRecursiveValueClass(type)
                    // `NSCache<NSString, CachedPhoto>` takes only class objects: the entry cannot be a struct.
                    || context.index.isCacheObject(type.name) { return nil }
                return Violation(line: type.line, column: type.column, message: "domain declares \(type.kind.rawValue) '\(type.name)'; model it as a struct or enum")
            }
            guard type.kind == .struct || type.kind == .enum, !isExempt(type, in: file.model), !isError(type, errorProtocols, context.index, path: file.path), !isNestedInError(type, in: file.model, errorProtocols, context.index), !isKeyNameList(type, in: file, keySuffixes),
                  !isPrivateComputation(type), !isAlgorithmState(type, context.index), !isFacilitySetting(type, in: file.model), !(hasFacility && type.parent == nil),
                  !isStatelessImplementation(type, context.index), !StorageAdapterStruct.matches(type), !isParameterizedStrategy(type, in: file.model, context.index), !storesClosure(type, aliases: file.model.functionAliases), !storesTaskHandle(type), !holders.contains(type.name),
                  !CodecHolderStruct.matches(type, tools: tools, context.index), !ModuleTemplateStruct.matches(type, module: file.module, context.index), !outcomes.contains(type.name), !isEncodingRow(type, in: file, context.index),
                  !(FunctionLocalTypes.mayBeLocal(type, in: file.model) && FunctionLocalTypes.isLocal(type, file.tokens)) else { return nil }
            let isAPI = isPublic(type.modifiers) || (!hasAccessModifier(type.modifiers) && type.parent.map { file.model.types[$0] }.map {
                $0.kind == .extension && isPublic($0.modifiers)
            } == true)
            // `struct LoginRequestDTO: Encodable` in a `DTO/` folder: a wire shape, not a model.
            if DomainDataPlumbing.isWireType(type, path: file.path, isAPI: isAPI) { return nil }
            // `@Tolerant<String> enum Tier` with the package's `@attached(extension, conformances: Hashable) macro Tolerant<T>()`.
            let macroAdded = type.attributes.flatMap { context.index.conformances(ofMacro: $0) }
            var missing = ["Hashable", "Sendable"].filter { conformance in
                !type.inherits(conformance) && !isSynthesized(conformance, for: type, isAPI: isAPI)
                    && !context.index.conformers(of: conformance).contains { $0.name == type.name && $0.module == file.module }
                    && !refinesThroughPackageProtocol(type, conformance, context.index)
                    && !macroAdded.contains { $0 == conformance || context.index.supertypes(of: $0).contains(conformance) }
                    && !(conformance == "Sendable" && isMainActorIsolated(type, in: file.model, byDefault: isolatedByDefault))
            }
            // Hashable only where the payload is: a conditional `Sendable` is still the type's own to declare.
            if missing.first == "Hashable", isEncodeOnlyMessage(type, file.tokens, context.index) || isGenericSumType(type, file)
                || isTypeTag(type, module: file.module, context.index) { missing.removeFirst() }
            guard !missing.isEmpty, !storesThroughForeignWrapper(type, context.index), !isScanningCursor(type, context.index),
                  !adoptsBehaviorInExtension(type, behaviorSuffixes, context.index),
                  !storesUntypedValue(type, in: file.model, context.index), !isHiddenHelper(type, in: file, context) else { return nil }
            return Violation(line: type.line, column: type.column, message: "domain type '\(type.name)' is not \(missing.joined(separator: " and ")); domain models are Hashable, Sendable values")
        }
    }

    /// `@MainActor public struct Draft`, or any type of a `.defaultIsolation(MainActor.self)` module not marked `nonisolated`
    /// (nor nested in a type or extension so marked): isolated to the main actor, and so Sendable (SE-0316). Its isolation is
    /// `main-actor-in-domain`'s to report, not a missing conformance.
    private func isMainActorIsolated(_ type: TypeDecl, in model: SourceModel, byDefault: Bool) -> Bool {
        if type.attributes.contains("MainActor") { return true }
        guard byDefault else { return false }
        var current: TypeDecl? = type
        for _ in 0..<8 {
            guard let declaration = current else { return true }
            if declaration.modifiers.contains("nonisolated") { return false }
            current = declaration.parent.map { model.types[$0] }
        }
        return false
    }

    /// `public struct StreamedShape: ResponseShape {}` beside `public protocol ResponseShape: Sendable {}`: a struct with no
    /// member, none added by an extension and no nested type, adopting one package protocol at least and otherwise only
    /// `Sendable`, each such protocol asking nothing of its adopters (no requirement, no member an extension adds; refining
    /// only `Sendable` or other such protocols). A type tag, a generic argument or an associated type's default naming a
    /// format: it has no content to compare. `public struct FeedImage: Sendable {}` adopts no such protocol: a model
    /// still to be written, checked.
    private func isTypeTag(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, type.members.isEmpty, index.members(of: type.name, in: module).isEmpty,
              !index.nestedTypes(in: type.name).contains(where: { $0.module == module }) else { return false }
        let adopted = type.inheritance.map(\.name).filter { $0 != "Sendable" }
        return !adopted.isEmpty && adopted.allSatisfy { asksNothing(ofAdopters: $0, index, depth: 2) }
    }

    /// `protocol ResponseShape: Sendable {}`: a package protocol with no requirement and no member an extension adds,
    /// refining only `Sendable` or other such protocols.
    private func asksNothing(ofAdopters name: String, _ index: PackageIndex, depth: Int) -> Bool {
        let declared = index.declarations(named: name).filter { !$0.isTest }
        guard !declared.isEmpty, declared.allSatisfy({ $0.kind == .protocol }) else { return false }
        return declared.allSatisfy { declaration in
            index.protocolMembers(of: name, in: declaration.module).isEmpty && index.members(of: name, in: declaration.module).isEmpty
                && declaration.inheritance.allSatisfy { $0 == "Sendable" || depth > 0 && asksNothing(ofAdopters: $0, index, depth: depth - 1) }
        }
    }

    /// `struct Row: Codable` (or only `Decodable`, only `Encodable`) kept out of the API of the `public`/`package` Codable type it
    /// sits in (`CatalogSnapshot`), directly or through an extension of it (`extension Catalog.Snapshot { struct Holder: Decodable }`):
    /// a row of that type's stored format, like its coding keys, not a model of the module's API.
    private func isEncodingRow(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard let parent = type.parent, !hasAccessModifier(type.modifiers) || type.modifiers.contains("internal"),
              type.inheritance.contains(where: { Self.codingProtocols.contains($0.name) }) else { return false }
        let owner = file.model.types[parent]
        // Coded directly or through a package protocol (`struct Note: OutboundMessage` of `protocol OutboundMessage: Encodable`).
        let isCodedAPI = { (inheritance: [String], modifiers: [String]) in
            modifiers.contains { $0 == "public" || $0 == "package" || $0 == "open" } && self.adoptsAny(of: Self.codingProtocols, inheritance, index)
        }
        guard owner.kind == .extension else { return isCodedAPI(owner.inheritance.map(\.name), owner.modifiers) }
        // The extended type, declared in the module: top-level, or nested in the type the extension names before it.
        let extended = owner.qualifier.map { qualifier in index.nestedDeclarations(named: owner.name).filter { $0.parent == qualifier } }
            ?? index.declarations(named: owner.name)
        return extended.contains { $0.module == file.module && isCodedAPI($0.inheritance, $0.modifiers) }
    }

    private static let codingProtocols: Set = ["Codable", "Encodable", "Decodable"]

    /// Adopting one of `names`, or a package protocol refining one (`struct Note: OutboundMessage`, `protocol OutboundMessage: Encodable`).
    private func adoptsAny(of names: Set<String>, _ inheritance: [String], _ index: PackageIndex) -> Bool {
        inheritance.contains { names.contains($0) || index.declarations(named: $0).contains { $0.kind == .protocol } && index.isKind($0, ofAnyOf: names) }
    }

    /// An outbound message, built, encoded and sent, never compared: a struct, not `Decodable`, generic over a payload
    /// constrained to `Encodable` (or a package protocol refining only `Encodable`/`Sendable`) and not to `Hashable`,
    /// `Equatable` or `Decodable` (`struct PushNote<Payload: Encodable & Sendable>`: Hashable would be forced on every
    /// caller's payload), or adopting such an encode-only package protocol (`protocol OutboundMessage: Encodable, Sendable`,
    /// whose adopters are all messages). Asked only of a struct about to be reported as not Hashable.
    private func isEncodeOnlyMessage(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, !adoptsAny(of: ["Decodable", "Codable"], type.inheritance.map(\.name), index),
              !index.isKind(type.name, ofAnyOf: ["Decodable", "Codable"]) else { return false }
        if type.inheritance.contains(where: { isEncodeOnlyProtocol($0.name, index) }) { return true }
        guard type.isGeneric else { return false }
        let constraints = genericClause(of: type, in: tokens).names
        return constraints.contains { $0 == "Encodable" || isEncodeOnlyProtocol($0, index) }
            && !constraints.contains { index.isKind($0, ofAnyOf: Self.comparedOrDecoded) }
    }

    private static let comparedOrDecoded: Set = ["Hashable", "Equatable", "Comparable", "Decodable", "Codable"]

    /// `protocol OutboundMessage: Encodable, Sendable {}`: a package protocol refining `Encodable` and nothing but `Sendable`.
    private func isEncodeOnlyProtocol(_ name: String, _ index: PackageIndex) -> Bool {
        guard index.declarations(named: name).contains(where: { $0.kind == .protocol }) else { return false }
        let supertypes = index.supertypes(of: name)
        return supertypes.contains("Encodable") && supertypes.isSubset(of: ["Encodable", "Sendable"])
    }

    /// A generic type's parameters (`Payload` of `<Payload: Encodable & Sendable>`) and every name written in its parameter
    /// and `where` clauses, parameters included (`where Body: Sendable`), read from its declaration up to its body's brace.
    private func genericClause(of type: TypeDecl, in tokens: [Token]) -> (parameters: Set<String>, names: Set<String>) {
        guard var position = TokenLookup.position(line: type.line, column: type.column, in: tokens) else { return ([], []) }
        let limit = min(tokens.count, position + 4)
        while position < limit, tokens[position].text != type.name { position += 1 }
        var parameters: Set<String> = []
        var names: Set<String> = []
        var angles = 0
        var inWhere = false
        var startsParameter = false
        position += 1
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .punctuation where token.text == "{" && angles == 0:
                return (parameters, names)
            case .punctuation, .operator:
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">") { angles -= 1 }
                }
                startsParameter = angles == 1 && !inWhere && (token.text == "<" || token.text == ",")
                position += 1
                continue
            case .keyword where token.text == "where":
                inWhere = true
            case .identifier where angles > 0 || inWhere:
                names.insert(token.text)
                if startsParameter { parameters.insert(token.text) }
            default:
                break
            }
            startsParameter = false
            position += 1
        }
        return (parameters, names)
    }

    /// `enum Either<Left, Right> { case left(Left); case right(Right) }`: an unconstrained generic enum whose cases carry
    /// only its bare type parameters is a utility sum type, like `Swift.Result`, Hashable only where its parameters are:
    /// not asked to be Hashable (a public one is still asked for `Sendable`, conditional or not). Asked only of a type about
    /// to be reported as not Hashable.
    private func isGenericSumType(_ type: TypeDecl, _ file: LintFile) -> Bool {
        guard type.kind == .enum, type.isGeneric else { return false }
        let cases = type.members.filter { $0.kind == .enumCase }
        guard !cases.isEmpty, cases.allSatisfy(\.hasAssociatedValues) else { return false }
        let clause = genericClause(of: type, in: file.tokens)
        guard !clause.parameters.isEmpty, clause.names == clause.parameters,
              let position = file.model.types.firstIndex(where: { $0.line == type.line && $0.column == type.column }) else { return false }
        let lines = Set(cases.map { Int32($0.line) })
        let caseNames = Set(cases.map(\.name))
        let carried = file.model.references.filter {
            $0.base == nil && Int($0.enclosingType) == position && lines.contains($0.line) && !caseNames.contains($0.name)
        }
        return !carried.isEmpty && carried.allSatisfy { clause.parameters.contains($0.name) }
    }

    /// A persistence entity (`@Model`) or a class the Objective-C runtime sees: it inherits one of `bridged`,
    /// directly or through the package's classes, or is exposed with `@objc`/`@objcMembers`.
    private func isBridged(_ type: TypeDecl, _ bridged: Set<String>, _ index: PackageIndex) -> Bool {
        if type.attributes.contains(where: { $0 == "Model" || $0 == "objc" || $0 == "objcMembers" }) { return true }
        // Only a class can adopt an `@objc` protocol of the package (`@objc public protocol Configurable`).
        return type.inheritance.contains { inherited in
            let declared = index.declarations(named: inherited.name).filter { $0.kind != .extension }
            // A framework class the package does not declare (`Formatter`, `NSCoder`): its subclass is a class by necessity.
            let isFrameworkType = declared.isEmpty && (bridged.contains(inherited.name) || hasFrameworkPrefix(inherited.name))
            return isFrameworkType || !index.supertypes(of: inherited.name).isDisjoint(with: bridged)
                || declared.contains { $0.kind == .protocol && $0.attributes.contains("objc") }
        }
    }

    /// `struct Iterator: AsyncIteratorProtocol` in a sequence adapter: a cursor over another sequence's elements,
    /// advanced by `mutating func next()`, not a value anyone compares or stores.
    private func isIterator(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { index.isKind($0.name, ofAnyOf: Self.iteratorProtocols) }
    }

    private static let iteratorProtocols: Set = ["IteratorProtocol", "AsyncIteratorProtocol"]

    /// `struct TokenScanner { var source: Substring; var position: Substring.Index; mutating func advance() }`: a parser's
    /// cursor, an index into a collection moved by its mutating methods (consume, advance, backtrack), the iterator's role
    /// without adopting `IteratorProtocol`. A position kept as a plain `Int` (`var current` of a quiz run) is a model's state.
    /// An internal token holding a `Substring` slice, moved by an `advancing…` method returning a moved copy, is one too.
    private func isScanningCursor(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct else { return false }
        if !isPublic(type.modifiers), storedInstanceProperties(type).contains(where: { $0.propertyType?.name == "Substring" }),
           type.members.contains(where: { $0.kind == .function && $0.name.hasPrefix("advancing") && $0.declaresResult && !$0.modifiers.contains("static") }) {
            return true
        }
        return type.members.contains { $0.kind == .function && $0.modifiers.contains("mutating") }
            && storedInstanceProperties(type).contains { $0.propertyType?.name == "Index" } && index.declarations(named: "Index").isEmpty
    }

    /// A class that is behavior by what it keeps: a collaborator (a closure, a value of a package protocol that
    /// requires methods, a class of a layer that is not a domain one), only locks or queues, or nothing but methods.
    private func keepsCollaborators(_ type: TypeDecl, in model: SourceModel, _ context: RuleContext) -> Bool {
        let stored = storedInstanceProperties(type)
        guard !stored.isEmpty else { return type.members.contains { $0.kind == .function } }
        // A lock beside data guards a model's shared mutable state (still a finding); a lock alone is a lock box.
        if stored.allSatisfy({ $0.propertyType.map { Self.synchronizers.contains($0.name) } == true }) { return true }
        // Every stored property a private `let` and a method: the class shows no data, only what it does with what it keeps.
        let hidesState = type.members.contains { $0.kind == .function }
            && stored.allSatisfy { $0.isLet && ($0.modifiers.contains("private") || $0.modifiers.contains("fileprivate")) }
        let keepsOne = stored.contains { property in
            guard let propertyType = property.propertyType else { return false }
            if propertyType.isFunction || isBehaviorProtocol(propertyType.name, context.index) { return true }
            // A class of a domain layer held by a model is part of an aggregate (`let owner: Account`), unless the holder
            // hides it and only acts on it: an analysis pass over the graph it was handed.
            return context.index.declarations(named: propertyType.name).contains { declaration in
                declaration.kind.isReferenceType
                    && (hidesState || declaration.module.flatMap { context.layer(ofModule: $0)?.kind }.map { $0 != "domain" } == true)
            }
        }
        return keepsOne || holdsCollaboratorCollection(type, stored, in: model, context.index)
    }

    /// `private var sinks: [Sink]` (or `[String: Sink]`, `Array<Sink>`) where `Sink` is a package protocol that requires methods:
    /// a fan-out over collaborators, as a class keeping one is a service. A collection's element has no single type name: the
    /// names written on the property's line tell it.
    private func holdsCollaboratorCollection(_ type: TypeDecl, _ stored: [MemberDecl], in model: SourceModel, _ index: PackageIndex) -> Bool {
        let lines = Set(stored.filter { $0.propertyType.map { Self.collections.contains($0.name) } ?? true }.map { Int32($0.line) })
        guard !lines.isEmpty, let position = model.types.firstIndex(where: { $0.line == type.line && $0.column == type.column }) else { return false }
        return model.references.contains {
            $0.base == nil && Int($0.enclosingType) == position && lines.contains($0.line) && isBehaviorProtocol($0.name, index)
        }
    }

    private static let collections: Set = ["Array", "ContiguousArray", "Dictionary", "Set"]

    /// `struct MentionAttribute: CodableAttributedStringKey { typealias Value = Mention; static let name = "mention" }`, or
    /// the `AttributeScope` listing such keys: the name of an attribute Foundation stores in an `AttributedString`, never
    /// built as a value (the package's own protocol of that name does not count).
    private func isAttributeKey(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        // `AttributedStringKey`, `CodableAttributedStringKey`, `MarkdownDecodableAttributedStringKey`…: a suffix test, no hashing.
        type.inheritance.contains { inherited in
            (inherited.name.hasSuffix("AttributedStringKey") || inherited.name == "AttributeScope") && index.declarations(named: inherited.name).isEmpty
        }
    }

    /// `class RenameEntriesVisitor: TreeVisitor { override func visit(entry:) }`: a pass over a tree, named as a visitor or
    /// a rewriter (or subclassing one) and visiting: behaviour, and a visitor hierarchy needs classes. A `MuseumVisitor`
    /// record, visiting nothing, is a model.
    /// A struct so named whose `mutating func visit…` collects while it walks (`struct LinkCollector: MarkupWalker`) is a pass
    /// too, a cursor like an iterator, not a value.
    private func isVisitor(_ type: TypeDecl) -> Bool {
        guard type.kind.isReferenceType || type.kind == .struct else { return false }
        let named = Self.namesPass(type.name) || type.inheritance.contains { Self.namesPass($0.name) }
        return named && type.members.contains { member in
            member.kind == .function && member.name.hasPrefix("visit") && (type.kind.isReferenceType || member.modifiers.contains("mutating"))
        }
    }

    private static func namesPass(_ name: String) -> Bool {
        name.hasSuffix("Visitor") || name.hasSuffix("Rewriter") || name.hasSuffix("Walker")
    }

    /// `final class Profile: Equatable { let name: String; let movedTo: Profile? }`: a class of constants only, compared by
    /// value, that holds an optional of itself; a class only because a struct cannot contain itself. It has no identity,
    /// shared state or lifetime to report; a class with a `var`, or not holding itself, is still reported.
    private func isRecursiveValueClass(_ type: TypeDecl) -> Bool {
        guard type.kind == .class, type.modifiers.contains("final"), type.inherits("Equatable") || type.inherits("Hashable") else { return false }
        let stored = storedInstanceProperties(type)
        return stored.allSatisfy(\.isLet) && stored.contains { $0.propertyType.map { $0.name == type.name && $0.isOptional } == true }
    }

    private static let implementationMarkers = ["Implementation", "Impl", "Live"]

    private static let synchronizers: Set = [
        "NSLock", "NSRecursiveLock", "NSCondition", "Mutex", "OSAllocatedUnfairLock", "DispatchQueue", "DispatchSemaphore",
    ]

    /// `SearchMoviesUseCase`, `ConsoleLogger`, or `final class FileSink: LogHandler` adopting a library's logging protocol: named
    /// for what it does, or implementing a library's behavior, it is a facility, not a model. A package protocol or class
    /// named so is not enough: the package's own `AuditLogger` protocol may be adopted by a record. Any of `suffixes` counts for
    /// the library's supertype, not the logging ones only (a library's `…Service` or `…Policy` protocol too).
    /// An implementation marker after the behavior word (`SearchUseCaseImpl`, `FeedServiceLive`) leaves it a behavior.
    private func isBehavior(_ type: TypeDecl, _ suffixes: [String], _ index: PackageIndex) -> Bool {
        let name = Self.implementationMarkers.first(where: { type.name.hasSuffix($0) }).map { String(type.name.dropLast($0.count)) } ?? type.name
        return suffixes.contains(where: { name.hasSuffix($0) }) || type.inheritance.contains { inherited in
            suffixes.contains(where: { inherited.name.hasSuffix($0) }) && index.declarations(named: inherited.name).isEmpty
        }
    }

    /// `final class LedgerRepostoryImpl: LedgerRepository`, `struct SummarizeWithModel: SummarizeNoteUseCase { private let session … }`:
    /// a class or struct adopting a package protocol named for a behaviour (`suffixes`) that requires functions only (or nothing)
    /// implements that port when its own name carries an implementation marker (`…Impl`, `Default…`, `Live…`), however the rest
    /// is spelled, or when it keeps everything it stores private: a service over its collaborators, not a model. A record
    /// adopting such a protocol and exposing its data (`struct AuditEntry: AuditLogger { let line: String }`) stays checked.
    private func implementsBehaviorPort(_ type: TypeDecl, _ suffixes: [String], _ index: PackageIndex) -> Bool {
        guard type.kind == .class || type.kind == .struct else { return false }
        let marked = Self.implementationMarkers.contains(where: { type.name.hasSuffix($0) })
            || Self.implementationPrefixes.contains { type.name.hasPrefix($0) && type.name.dropFirst($0.count).first?.isUppercase == true }
        let stored = storedInstanceProperties(type)
        guard marked || !stored.isEmpty && stored.allSatisfy({ $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }) else { return false }
        return type.inheritance.contains { inherited in
            suffixes.contains(where: { inherited.name.hasSuffix($0) }) && index.declarations(named: inherited.name).contains { declaration in
                declaration.kind == .protocol
                    && index.protocolMembers(of: inherited.name, in: declaration.module).isSubset(of: index.methodRequirements(of: inherited.name, in: declaration.module))
            }
        }
    }

    private static let implementationPrefixes = ["Default", "Live"]

    /// `struct HexStyle<Bytes>: Hashable, Codable` with `extension HexStyle: FormatStyle where …`: a library's behaviour protocol
    /// (named with one of `behaviorSuffixes`, undeclared by the package) adopted in an extension, as a formatting strategy
    /// adopts Foundation's `FormatStyle` apart from its stored settings. Asked only of a type about to be reported.
    private func adoptsBehaviorInExtension(_ type: TypeDecl, _ suffixes: [String], _ index: PackageIndex) -> Bool {
        index.supertypes(of: type.name).contains { name in
            suffixes.contains(where: { name.hasSuffix($0) }) && index.declarations(named: name).isEmpty
        }
    }

    /// `struct SignUpForm { @Checked(.notBlank) var email: String? }` with `Checked` a library's property wrapper: the value lives
    /// in the wrapper's storage, which the package cannot see (a validation rule, a closure), so whether the struct can be
    /// Hashable or Sendable is not the package's to tell. A wrapper the package declares is its own storage and is checked.
    /// A global actor (`@MainActor var`) is an isolation, not a wrapper.
    private func storesThroughForeignWrapper(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.kind == .struct && storedInstanceProperties(type).contains { property in
            property.attributes.contains { attribute in
                attribute.first?.isUppercase == true && attribute != "MainActor" && index.declarations(named: attribute).isEmpty
            }
        }
    }

    /// `struct WeakHandle<T> { let resolve: () -> T? }`: a struct keeping a closure is behavior, as a class keeping
    /// one is, and can never be Hashable: a function has no equality. So is one typed by an alias the file declares for a
    /// function type, nested or not (`typealias DeleteAction = (String) -> Void; let deleteAction: DeleteAction`).
    private func storesClosure(_ type: TypeDecl, aliases: Set<String>) -> Bool {
        type.kind == .struct && storedInstanceProperties(type).contains { property in
            property.propertyType.map { $0.isFunction || aliases.contains($0.name) } == true
        }
    }

    /// `struct SpecSource { let raw: [String: Any] }`, or `let payload: Payload` where the package declares `typealias Payload =
    /// [String: Any]`, or an enum case carrying one: an untyped value has no equality and is never Sendable, so the type can never be
    /// Hashable or Sendable without redesigning its data, as one storing a closure cannot. `any Codable` is an existential of a
    /// protocol, not bare `Any`. Asked only of a type about to be reported: its properties' lines are read off the file's references.
    private func storesUntypedValue(_ type: TypeDecl, in model: SourceModel, _ index: PackageIndex) -> Bool {
        let carried = type.kind == .enum ? type.members.filter { $0.kind == .enumCase && $0.hasAssociatedValues } : storedInstanceProperties(type)
        guard !carried.isEmpty else { return false }
        let isUntyped = { (name: String) in name == "Any" || name == "AnyObject" || index.isUntypedAlias(name) }
        if carried.contains(where: { $0.propertyType.map { isUntyped($0.name) } == true }) { return true }
        guard let position = model.types.firstIndex(where: { $0.line == type.line && $0.column == type.column }) else { return false }
        let lines = Set(carried.map { Int32($0.line) })
        return model.references.contains { $0.base == nil && Int($0.enclosingType) == position && lines.contains($0.line) && isUntyped($0.name) }
    }

    /// Structs of the file that store a strategy: a value of a package protocol that requires methods (`let action: any
    /// FilterAction`, or an array of them) or of a class of the package adopting one (`var model: RankedModel`), or a struct
    /// of the file that does (`let items: [FilterItem]`). An existential of a behavior has no equality, so such a struct can
    /// never be Hashable, as one storing a closure cannot: an engine working with its collaborator, not a model.
    private func strategyHolders(in model: SourceModel, _ index: PackageIndex) -> Set<String> {
        // Enums too: a case's associated value of a holder (`case applied(Filters)`) has no equality either.
        let structs = model.types.indices.filter { model.types[$0].kind == .struct || model.types[$0].kind == .enum }
        guard !structs.isEmpty else { return [] }
        // A collection's element (`[FilterOption]`) has no single type name: the names written on the property's line tell it.
        var namesOnLines: [Int: [Int32: [String]]] = [:]
        let structSet = Set(structs)
        for reference in model.references where reference.base == nil && reference.enclosingType >= 0 && structSet.contains(Int(reference.enclosingType)) {
            namesOnLines[Int(reference.enclosingType), default: [:]][reference.line, default: []].append(reference.name)
        }
        var holders: Set<String> = []
        var behaviors: [String: Bool] = [:]
        func isBehavior(_ name: String) -> Bool {
            if let known = behaviors[name] { return known }
            let found = isBehaviorProtocol(name, index) || isStrategyClass(name, index)
            behaviors[name] = found
            return found
        }
        // Each pass adds at least one holder or ends: as many passes as structs at most.
        for _ in structs.indices {
            let found = structs.filter { position in
                let type = model.types[position]
                let carried = type.kind == .enum ? type.members.filter { $0.kind == .enumCase } : storedInstanceProperties(type)
                return !holders.contains(type.name) && carried.contains { property in
                    guard property.propertyType?.isFunction != true else { return false }
                    let names = property.propertyType.map(\.name).flatMap { $0.isEmpty ? nil : [$0] }
                        ?? namesOnLines[position]?[Int32(property.line)] ?? []
                    return names.contains { holders.contains($0) || isBehavior($0) }
                }
            }
            guard !found.isEmpty else { break }
            holders.formUnion(found.map { model.types[$0].name })
        }
        return holders
    }

    /// `enum Outcome<Payload> { case done(Payload); case failed(Error) }`: a generic enum whose case carries an existential
    /// `Error` (or `any Error`) is an outcome container, like `Swift.Result`, not a model; it can never be Hashable. So is one
    /// whose case carries a failure named so (`case failure(ParseFailure)`, `case failed(LoadError)`): the same `Result` with
    /// its failure spelled out, Hashable only by forcing it on every payload. A non-generic enum carrying an error is the
    /// domain's own state and stays checked.
    private func errorOutcomes(in model: SourceModel) -> Set<String> {
        let candidates = model.types.indices.filter { model.types[$0].kind == .enum && model.types[$0].isGeneric }
        return Set(candidates.compactMap { position in
            let type = model.types[position]
            let caseLines = Set(type.members.filter { $0.kind == .enumCase && $0.hasAssociatedValues }.map { Int32($0.line) })
            return model.references.contains {
                $0.base == nil && ($0.name.hasSuffix("Error") || $0.name.hasSuffix("Failure")) && Int($0.enclosingType) == position && caseLines.contains($0.line)
            } ? type.name : nil
        })
    }

    /// `final class LineTally: MemoizingCounter` where `protocol MemoizingCounter: AnyObject`: the package's own protocol
    /// demands a reference (a memo filled behind non-mutating queries), so a struct cannot adopt it and is no fix.
    private func adoptsClassBoundProtocol(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { inherited in
            index.declarations(named: inherited.name).contains { $0.kind == .protocol }
                && !index.supertypes(of: inherited.name).isDisjoint(with: ["AnyObject", "class"])
        }
    }

    /// `struct UnimplementedSearch: SearchMovies`: stores nothing and implements a package protocol's methods.
    /// A struct storing nothing with instance methods (`struct RetryPolicyTable { init() {}; func delay(after: Int) -> Int }`)
    /// computes, it holds nothing to compare: every instance is equal, a service rather than a model. One with only
    /// `static` members stays a namespace question.
    private func isStatelessImplementation(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard storedInstanceProperties(type).isEmpty, !type.members.contains(where: { $0.kind == .enumCase }) else { return false }
        if type.kind == .struct, type.members.contains(where: { $0.kind == .function && !$0.modifiers.contains("static") }) { return true }
        return type.inheritance.contains { isBehaviorProtocol($0.name, index) }
    }

    /// `struct LuckStep: ScoreStep { let odds: Int; func apply(to score: Int) throws -> Int }` kept out of the module's API,
    /// adopting one package protocol that requires methods and nothing else (`Sendable` aside), storing only `let`s, with no
    /// method but that protocol's requirements and private helpers, the package naming the protocol as a type: a strategy, a
    /// function object holding its parameters, which the package calls through the protocol. It is no model: nothing compares
    /// or hashes it. A public struct, one adopting anything else (`Codable`, `Equatable`), one with `var`s or methods of its
    /// own, or one whose protocol nothing names as a type, stays a model.
    private func isParameterizedStrategy(_ type: TypeDecl, in model: SourceModel, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, !isPublic(type.modifiers),
              hasAccessModifier(type.modifiers) || type.parent.map({ !isPublic(model.types[$0].modifiers) }) ?? true else { return false }
        let adopted = type.inheritance.map(\.name).filter { $0 != "Sendable" }
        guard adopted.count == 1, let strategy = adopted.first, index.typeUses(of: strategy) > 0,
              storedInstanceProperties(type).allSatisfy(\.isLet) else { return false }
        let requirements = index.declarations(named: strategy).filter { $0.kind == .protocol }.reduce(into: Set<String>()) {
            $0.formUnion(index.methodRequirements(of: strategy, in: $1.module))
        }
        return !requirements.isEmpty && type.members.allSatisfy { member in
            member.kind != .function || !member.modifiers.contains("mutating")
                && (requirements.contains(member.name) || member.modifiers.contains("private") || member.modifiers.contains("fileprivate"))
        }
    }

    /// `final class RankedModel: LanguageModel`: a class of the package adopting a package protocol that requires methods, one
    /// implementation of that strategy (a decorator over another, here); a struct storing it holds a strategy as with `any LanguageModel`.
    private func isStrategyClass(_ name: String, _ index: PackageIndex) -> Bool {
        let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
        return !declared.isEmpty && declared.allSatisfy { $0.kind == .class } && index.supertypes(of: name).contains { isBehaviorProtocol($0, index) }
    }

    private func isBehaviorProtocol(_ name: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: name).contains { $0.kind == .protocol && !index.methodRequirements(of: name, in: $0.module).isEmpty }
    }

    private func storedInstanceProperties(_ type: TypeDecl) -> [MemberDecl] {
        type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
    }

    /// Only a file with an `NS`-named class or a class that only acts, or a `String` enum beside a protocol, has tokens to read: whether the class sits in an
    /// `#if` branch, whether the file keeps its instance in a global variable; or with a generic struct or enum: its constraints.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        guard file.layerKind == "domain" else { return false }
        // A `String` enum beside a protocol: whether that protocol's store takes it as its key is read from the parameter lists.
        let hasProtocol = file.model.types.contains { $0.kind == .protocol }
        return file.model.types.contains {
            $0.kind.isReferenceType && hasFrameworkPrefix($0.name) || GlobalFacility.onlyActs($0) || FunctionLocalTypes.mayBeLocal($0, in: file.model)
                || $0.isGeneric && ($0.kind == .struct || $0.kind == .enum) || hasProtocol && $0.kind == .enum && $0.inheritance.first?.name == "String"
        }
    }

    /// `class NSException` under `#if !canImport(ObjectiveC)`: a platform's missing Foundation class, re-created.
    private func isFrameworkStandIn(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard hasFrameworkPrefix(type.name), let declaration = TokenLookup.position(line: type.line, column: type.column, in: tokens) else { return false }
        var depth = 0
        for token in tokens[..<declaration] where token.kind == .pound {
            if token.text == "#if" || token.text == Token.debugBranch { depth += 1 } else if token.text == "#endif" { depth -= 1 }
        }
        return depth > 0
    }

    private func hasFrameworkPrefix(_ name: String) -> Bool {
        name.hasPrefix("NS") && name.dropFirst(2).first?.isUppercase == true
    }

    /// `struct BSP`, `final class Buffer` of a module a `.library` product vends, neither `public`/`package` (nor
    /// `@usableFromInline`) nor stored by a property of a type that is: an implementation helper of the library (a spatial
    /// index, a lookup table, a coding shim, a byte buffer) that its users never see. The module's models are what it exposes;
    /// an internal type a public model stores is part of that model's value and is still checked.
    private func isHiddenHelper(_ type: TypeDecl, in file: LintFile, _ context: RuleContext) -> Bool {
        guard !isPublic(type.modifiers), !type.attributes.contains("usableFromInline"), let module = file.module,
              context.index.package.vendedModules.contains(module) else { return false }
        var owner = type.parent
        while let position = owner {
            let enclosing = file.model.types[position]
            // `public extension Mesh { struct Face }`: a member without a modifier of its own takes the extension's.
            if enclosing.attributes.contains("usableFromInline") || enclosing.kind == .extension && isPublic(enclosing.modifiers)
                && !hasAccessModifier(type.modifiers) && position == type.parent { return false }
            owner = enclosing.parent
        }
        return !context.index.isHeldByAPI(type.name)
    }

    private func isPublic(_ modifiers: [String]) -> Bool {
        modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" }
    }

    private func hasAccessModifier(_ modifiers: [String]) -> Bool {
        modifiers.contains { ["public", "open", "package", "internal", "fileprivate", "private"].contains($0) }
    }

    private func isExempt(_ type: TypeDecl, in model: SourceModel) -> Bool {
        isNamespace(type) || type.inherits("Error") || isCodingKeys(type) || isEffectivelyFilePrivate(type, in: model)
    }

    /// The keys a `Codable` type codes its fields under: a `CodingKey` conformer, also through a library's refinement of it
    /// (`enum CodingKeys: SparseCodingKey`), or the nested enum the compiler looks for by the name `CodingKeys`.
    private func isCodingKeys(_ type: TypeDecl) -> Bool {
        type.inheritance.contains { $0.name.hasSuffix("CodingKey") } || type.kind == .enum && type.name == "CodingKeys" && type.parent != nil
    }

    /// `enum Reason: LocalizedError`, `struct Offline: AppFailure` with `protocol AppFailure: Error`: an error type.
    /// The conformance may sit in an extension (`enum CoreFailure { … }` with `extension CoreFailure: AppFailure`), read from
    /// the index's record of that very declaration, so a homonym elsewhere lends it nothing.
    private func isError(_ type: TypeDecl, _ protocols: Set<String>, _ index: PackageIndex, path: String? = nil) -> Bool {
        if type.inheritance.contains(where: { index.isKind($0.name, ofAnyOf: protocols) }) { return true }
        guard let path, type.kind != .extension,
              let declared = (index.declarations(named: type.name) + index.nestedDeclarations(named: type.name)).first(where: { $0.path == path && $0.line == type.line })
        else { return false }
        return !index.supertypes(ofDeclared: declared).isDisjoint(with: protocols)
    }

    /// Nested in an error type, directly or through an extension of it declared anywhere in the package
    /// (`public extension AppError { enum Reason {…} }` beside `enum AppError: Error` in another file): the error's payload.
    private func isNestedInError(_ type: TypeDecl, in model: SourceModel, _ protocols: Set<String>, _ index: PackageIndex) -> Bool {
        var parent = type.parent
        for _ in 0..<8 {
            guard let position = parent else { return false }
            let enclosing = model.types[position]
            if isError(enclosing, protocols, index) || index.isKind(enclosing.name, ofAnyOf: protocols) { return true }
            parent = enclosing.parent
        }
        return false
    }

    /// `private`/`fileprivate` itself, or nested in a type that is, directly or through an extension of it
    /// (`fileprivate struct Coder {}` and `extension Owner.Coder { struct Container {} }`): a type is no more
    /// visible than what encloses it. A file-private type is extended only in its own file, so the file tells.
    private func isEffectivelyFilePrivate(_ type: TypeDecl, in model: SourceModel, depth: Int = 0) -> Bool {
        if type.isFilePrivate { return true }
        guard depth < 8 else { return false }
        if let parent = type.parent { return isEffectivelyFilePrivate(model.types[parent], in: model, depth: depth + 1) }
        guard type.kind == .extension else { return false }
        let extended = model.types.filter { $0.kind != .extension && $0.name == type.name }
        return !extended.isEmpty && extended.allSatisfy { isEffectivelyFilePrivate($0, in: model, depth: depth + 1) }
    }

    /// `enum Tables { enum Feed: String { case id, title } }` or `enum SettingsKeys: String`: names of keys. So is the key
    /// a store's protocol of the same file both writes and reads under (`enum VaultSlot: String` beside `protocol Vault {
    /// func put(_:slot: VaultSlot); func get(slot: VaultSlot) -> String? }`), whatever its name.
    private func isKeyNameList(_ type: TypeDecl, in file: LintFile, _ suffixes: [String]) -> Bool {
        guard type.kind == .enum, type.inheritance.first?.name == "String",
              !type.members.contains(where: { $0.kind == .enumCase && $0.hasAssociatedValues }) else { return false }
        if suffixes.contains(where: { type.name.hasSuffix($0) }) { return true }
        if let parent = type.parent.map({ file.model.types[$0] }), isNamespace(parent) { return true }
        // The key is handed in to both: a value the store saves and hands back (`func load() -> Theme`) is no key.
        return file.model.types.contains { declaration in
            guard declaration.kind == .protocol else { return false }
            let verbs = Set(declaration.members.lazy.filter { $0.kind == .function && Self.takesParameter(of: type.name, $0, file.tokens) }.map { Self.firstWord($0.name) })
            return !verbs.isDisjoint(with: Self.storeWriteVerbs) && !verbs.isDisjoint(with: Self.storeReadVerbs)
        }
    }

    /// `func load(type: KeychainType) -> String` asked for `KeychainType`: the name is written in the function's parameter list.
    private static func takesParameter(of name: String, _ function: MemberDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: function.line, column: function.column, in: tokens),
              let keyword = tokens[start...].prefix(24).firstIndex(where: { $0.kind == .keyword && $0.text == "func" }) else { return false }
        let end = FunctionParameters.names(declaredAt: keyword, in: tokens).end
        return end > keyword && tokens[keyword..<end].contains { $0.kind == .identifier && $0.text == name }
    }

    /// The verbs of a key-value store's writes and reads (`save(type:value:)`, `load(type:)`).
    private static let storeWriteVerbs: Set = ["save", "set", "store", "put", "write"]
    private static let storeReadVerbs: Set = ["load", "get", "read", "fetch", "retrieve"]

    /// `save` of `saveValue(for:)` or `save(type:)`: the lowercase word a requirement's name starts with.
    private static func firstWord(_ name: String) -> String {
        String(name.prefix { $0.isLowercase })
    }

    /// `var task: Task<Void, Error>?` among a struct's stored properties: the handle of running work it starts or cancels,
    /// concurrency plumbing (an operation's context), not a model of the domain's data.
    private func storesTaskHandle(_ type: TypeDecl) -> Bool {
        type.kind == .struct && storedInstanceProperties(type).contains { $0.propertyType.map { $0.name == "Task" && $0.isAnnotated } == true }
    }

    /// `struct ResultsComposer { init(input:); private mutating func resolve() }`: a computation its initializer
    /// runs over private state, read back from its properties; a behavior, not a model. Only its own private
    /// methods mutate it: no caller changes it as a value.
    private func isPrivateComputation(_ type: TypeDecl) -> Bool {
        guard type.kind == .struct, !isPublic(type.modifiers) else { return false }
        let mutating = type.members.filter { $0.kind == .function && $0.modifiers.contains("mutating") }
        return !mutating.isEmpty && mutating.allSatisfy { $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }
    }

    /// `public struct Adler32: Digest` keeping internal registers, whose `mutating` methods are all ones a package protocol
    /// requires (`reset()`, `consume(_:)`): an algorithm's working state that callers drive through the protocol, a
    /// computation, not a model. None of its stored properties is API but those the protocol requires; a struct exposing
    /// its data (`public private(set) var total`) is a value and stays checked.
    private func isAlgorithmState(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct else { return false }
        var required: Set<String> = []
        for inherited in type.inheritance where isBehaviorProtocol(inherited.name, index) {
            for declaration in index.declarations(named: inherited.name) where declaration.kind == .protocol {
                required.formUnion(index.protocolMembers(of: inherited.name, in: declaration.module))
            }
        }
        guard !required.isEmpty else { return false }
        let mutating = type.members.filter { $0.kind == .function && $0.modifiers.contains("mutating") && !$0.modifiers.contains("private") }
        let stored = storedInstanceProperties(type)
        return !mutating.isEmpty && mutating.allSatisfy { required.contains($0.name) }
            && !stored.isEmpty && stored.allSatisfy { !isPublic($0.modifiers) || required.contains($0.name) }
    }

    /// `Log.Level` in `enum Log { static var level: Level }`: a type nested in a caseless enum that holds static
    /// mutable state, a global facility (a logger, a registry) whose settings are not domain values.
    private func isFacilitySetting(_ type: TypeDecl, in model: SourceModel) -> Bool {
        guard let parent = type.parent.map({ model.types[$0] }), isNamespace(parent) else { return false }
        return parent.members.contains { $0.isStoredVar && $0.modifiers.contains("static") }
    }

    /// `struct Limits { static let max = 100 }`, `class CurrencyNames {}` with `static func symbol(for:)` in an extension: a
    /// top-level struct or class with only static members, across the package's declarations of it, and no
    /// initializer (for a struct, none but a `private` one, which only shuts out instances) nor conformance. An instance
    /// would carry nothing; like a caseless enum, it is a namespace. So is a struct declaring static members only that
    /// adopts a protocol (`struct ThemeRepositoryKey: TestDependencyKey { static let testValue … }`, a rule set adopting
    /// `RuleSet` by its static tables): the code uses its metatype, never a value to compare or send.
    private func isStaticNamespace(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct || type.kind == .class, !type.isGeneric else { return false }
        // The index keys supertypes and members by simple name: for a nested type whose name other types share
        // (`LogSemantics.Hang` beside `SpanSemantics.Hang`), they are the homonyms' too, and only the file's declaration tells.
        let isHomonym = type.parent != nil && isSharedName(type.name, index)
        let conforms = !type.inheritance.isEmpty || !isHomonym && !index.supertypes(of: type.name).isEmpty
        guard !conforms || type.kind == .struct else { return false }
        let declarations = file.model.types.filter { $0.parent == type.parent && $0.name == type.name && ($0.kind == .extension || $0.line == type.line) }
        let members = declarations.flatMap(\.members)
        if members.isEmpty {
            guard !conforms else { return false }
            // `public struct Prefs {}` with `extension Prefs { enum Key … }`: a name only its nested types live under.
            let positions = Set(file.model.types.indices.filter { declarations.map(\.line).contains(file.model.types[$0].line) && file.model.types[$0].name == type.name })
            if file.model.types.contains(where: { $0.parent.map(positions.contains) == true }) { return index.members(of: type.name, in: file.module).isEmpty }
            // `struct Events {}` whose only members, added by extensions elsewhere, are static constants of standard values
            // (`extension Hub.Events { static let saved = "saved" }`): a namespace of constants.
            let elsewhere = index.members(of: type.name, in: file.module)
            return !elsewhere.isEmpty && elsewhere.isSubset(of: index.staticValueConstants(of: type.name))
        }
        // A `private init()` only shuts out instances (`struct Digest { private init() {}; static func hash(…) }`).
        guard members.allSatisfy({ member in
            member.kind == .initializer
                ? type.kind == .struct && (member.modifiers.contains("private") || member.modifiers.contains("fileprivate"))
                : member.modifiers.contains("static")
        }) else { return false }
        if isHomonym { return true }
        // Another file's extension may add instance members; the file must name every member the package declares.
        // An initializer's full name (`init()`) stands beside its plain name.
        return index.members(of: type.name, in: file.module).filter { !$0.hasPrefix("init(") }.isSubset(of: Set(members.map(\.name)))
    }

    /// `struct ShowInbox: NotificationCenter.MainActorMessage { static let name = … }`: a struct adopting a message protocol of
    /// `NotificationCenter` (Foundation's, or one the package nests there) is a message posted and observed, never compared.
    private func isNotificationMessage(_ type: TypeDecl) -> Bool {
        type.kind == .struct && type.inheritance.contains { $0.qualifier == "NotificationCenter" }
    }

    /// Two or more declarations (not extensions) of the name across the package, top-level or nested.
    private func isSharedName(_ name: String, _ index: PackageIndex) -> Bool {
        (index.declarations(named: name) + index.nestedDeclarations(named: name)).lazy.filter { $0.kind != .extension }.dropFirst().first != nil
    }

    private func isNamespace(_ type: TypeDecl) -> Bool {
        type.kind == .enum && !type.members.contains { $0.kind == .enumCase }
    }

    /// `struct Shelf: StoredRecord` where `protocol StoredRecord: Hashable, Sendable`, or `typealias StoredRecord = Hashable &
    /// Sendable`: the conformance comes through a package protocol or protocol composition the type adopts, and the compiler
    /// holds the type to it as if it were written out.
    private func refinesThroughPackageProtocol(_ type: TypeDecl, _ conformance: String, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { inherited in
            (index.aliases(naming: conformance).contains(inherited.name) || index.declarations(named: inherited.name).contains { $0.kind == .protocol })
                && index.supertypes(of: inherited.name).contains(conformance)
        }
    }

    /// An enum without associated values is Hashable by itself; a type outside the module's API, or a `@frozen`
    /// (`@_fixed_layout`) one inside it storing nothing never Sendable, is inferred Sendable (SE-0302: the compiler
    /// checks its contents).
    private func isSynthesized(_ conformance: String, for type: TypeDecl, isAPI: Bool) -> Bool {
        switch conformance {
        case "Hashable":
            return type.kind == .enum && !type.members.contains { $0.kind == .enumCase && $0.hasAssociatedValues }
        case "Sendable":
            return !isAPI || isFrozenWithSendableContents(type)
        default:
            return false
        }
    }

    /// `@frozen public enum Tone { case calm, loud }`: a frozen (`@_fixed_layout`) type of the API is inferred Sendable like
    /// an internal one, unless it stores what never is (`public let value: Any`, an `AnyObject`, a closure): then the
    /// compiler infers nothing and the missing conformance stands.
    private func isFrozenWithSendableContents(_ type: TypeDecl) -> Bool {
        (type.attributes.contains("frozen") || type.attributes.contains("_fixed_layout")) && !type.members.contains { member in
            member.carriesClosure || (member.isLet || member.isStoredVar) && !member.modifiers.contains("static")
                && member.propertyType.map { $0.isFunction || $0.name == "Any" || $0.name == "AnyObject" } == true
        }
    }
}
