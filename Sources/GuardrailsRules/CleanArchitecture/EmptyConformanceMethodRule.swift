import GuardrailsCore

/// An empty method in a conformance means the protocol asks for something the type does not do.
public struct EmptyConformanceMethodRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "empty-conformance-method",
        summary: "No empty method body witnessing a requirement of a protocol the package declares.",
        rationale: """
        Checklist point 11: an empty witness is a sign the protocol is too wide (interface segregation): split \
        the protocol or make the method do its job. A method is a witness when a protocol the package declares \
        (or one it refines) requires it in its body, by its full name (`update(forSticker:)`; an overload with other \
        labels is a helper), and gives no default implementation in an extension; other \
        methods of a conforming type (`override`s, helpers, hooks for subclasses, `test…` methods of an \
        `XCTestCase`) are not witnesses. A method left empty in a branch of an `#if` naming a platform inside the type \
        (`#else` of `#if canImport(CoreMotion)`), which another branch declares doing the work, is the build without that \
        framework and has nothing to do there. An empty method of an `open` or non-final class that a subclass of the \
        package overrides is such a hook even when it also satisfies a protocol: the base class gives the \
        default, and the subclasses do the job the protocol asks for (also in an extension of a framework class the package \
        subclasses but does not declare, `extension UIViewController: SyncListening`: defaults its view controllers override, \
        often through framework classes, `UITableViewController`, the package cannot walk through), or that the class calls itself \
        (`layoutSubviews() { addView() }` beside `func addView() {}`: a template method's default step, for subclasses to come \
        whether or not one is written yet; a `final` class calling it is reported, and so is a `public` one of an `open` class, \
        which the subclasses of other modules cannot override); so is an `open` method of an `open` class \
        (`open func setupActions() {}` of a library's base view), an override point for the subclasses of the \
        modules linking it, which the package does not see (a `public` one cannot be overridden there, and is reported). A requirement that returns a value \
        (`func didFinish() throws -> Response`) is witnessed by an empty body only when the conformer binds its \
        result type to `Void` (`typealias Response = Void`, or inferred): the empty body is the whole result, \
        nothing is ignored, so it is not reported; so is one handed a value bound to `Void` with nothing else but `inout` \
        sinks (`func encode(_ value: Void, into buffer: inout Buffer) {}` beside `typealias Output = Void`): writing \
        nothing is its whole job, and one handed only an `Encoder` by an `Encodable` conformer (`func writeNotes(to encoder: Encoder) \
        throws {}`, one pass of an encoding split across requirements): it has nothing to write in that pass. Nor is one whose only parameter is a value carrying nothing, a type declared in its file that only \
        initializers taking nothing make and that stores no `var` (`func configure(with item: SpacerRow) {}` of a spacer, empty-state \
        or skeleton cell witnessing a generic cell protocol's `configure(with: Item)`): every such value is alike, the static cell has \
        nothing to configure, and the generic data source calling it on every cell keeps the protocol wide; a row carrying data \
        (`let title: String`) is still reported. Methods required by framework protocols \
        (`updateUIView(_:context:) {}` of a representable, an optional delegate callback) are not reported by \
        default: the framework's protocol cannot be narrowed and an empty body is often what it asks for; \
        `checkFrameworkProtocols` reports those too. So is a requirement a package protocol renames from a framework protocol \
        it refines, its own extension implementing the framework requirement named with the same first and last words \
        (`updateUIViewController` forwarding to `updatePlatformController`): the renamed one is the framework's. Nor is an event callback of the package's own protocol, named \
        `will…`, `did…`, `receive…`, `on…`, with `Did`/`Will` after its subject (`accountWillBeDeleted()`), for what just \
        happened to it (`shareButtonTapped()`, `…Pressed`, `…Clicked`, `…Changed`, `…Toggled`, `…Succeeded`, `…Failed`) or so in an argument label \
        after its sender (`keyboard(_:keyboardWillShowWith:)`), that another production conformer implements, or that a \
        `public` protocol of a library the package vends requires (its users write the other conformers: a metrics delegate's \
        `queueDepthChanged(to:)` its logging conformer leaves empty): like an optional callback, its empty body is nothing to do on that event, and so is a command \
        conditional by its own name (`closePopoverIfNeeded()`, `…IfNecessary`, `…IfPossible`) or an end-of-life hook (first word `dispose`, `close`, \
        `complete`, `finish`: a conformer holding nothing to release has nothing to do) another conformer carries out (a command, \
        `refreshStatuses()`, one interrupting work or wiping state, `cancel()`, `stop()`, `reset()`, `clear()`, `invalidate()`, or an event every conformer leaves empty is still reported, unless \
        the conformer is a `public` stock strategy of such a published protocol named as an extension point (`extensionPointMarkers`, \
        or `…Policy`, `…Strategy`): `reset()` left empty by a timer-based flush policy \
        where the count-based one resets its count, the library's users choosing between them). A conformer named as its protocol's stock or \
        plain variant (`defaultVariantMarkers`, the first word: `DefaultTracingHook`, `PlainTagDecorator`) does nothing on purpose for a \
        requirement, command or event, that another production conformer implements, or that an extension point requires (a protocol \
        named with `extensionPointMarkers`, `TracingHookProtocol`, whose other conformers live in a build variant); a plainly named \
        conformer, `BrandThemeHook`, or a sole `Default…` conformer of another protocol is still reported. A body that holds only a comment, is followed by one on \
        its line (`{} // not supported here`), or sits under a comment saying why it is empty (`// Nothing to \
        release.`, `not needed`, `intentionally`, `no-op`, … above the method, or above the run of empty one-line methods \
        it opens, written on consecutive lines; not a `TODO`, `FIXME` or `MARK:`, unless the section heading says its group does nothing \
        on purpose in a type comment's words, `// MARK: - Tags (no-op for this logger)`, one blank line below it allowed), explains its emptiness, which a careful team accepts as \
        deliberate (a Null Object), and so does a type's doc comment saying the type does nothing on purpose (`/// A no-op \
        pacing`, `/// Ignores back pressure: …`, `does nothing`, `unnecessary`; not `empty` or `nothing` alone, which a type's \
        comment may say of its data), for each of its empty witnesses; `allowExplainedEmptyBodies: false` reports those as well. A type whose every method is empty, in all its declarations in the file (a stubbed logger beside a never-written \
        `var`), is reported once, at its first empty witness, naming them all: one decision, not one finding per witness. Inert stand-ins are \
        meant to do nothing: types whose name begins or ends with a stand-in word (`standInMarkers`: \
        `PreviewAudioRecorder`, `TestOnboarding` that the app hands out while UI tests run, `ReceiptUploadingDemo` or `DemoReceiptLog` \
        that it hands out in its demo mode, with no backend to talk to, `SandboxCameraManager` of the sandboxed environment an internal \
        build or UI tests run the app in, and null objects named as \
        such, `_NoOpCancellable`, `NullLogger`, `NoneAction` (a family's "none" option), whose whole job is to do nothing, and dead objects, `DeadConnection` standing \
        in for a closed connection, refusing work and having nothing to flush), null objects recognised by their shape \
        whatever their name (a conformer storing no `var` whose other methods only hand back a parameter or a \
        constant, a stored `let` fixed at init among them (`func drafts() -> [String] { seeded }` beside an empty `save(_:)`: a \
        fixed list that ignores updates; not a closure `let`, which is behaviour), an empty value built without arguments (`func read() -> Data { Data() }` beside an empty `write(_:)`; \
        `Date()` or `UUID()` is no constant; a tuple of such constants, `([], nil)`, is one), `func encrypt(_ data: Data) -> Data { data }` beside an empty `erase()`, or call a closure parameter with \
        such values, also on a queue (`queue.async { completion(nil) }` beside an empty `cancel()`: the callback form): the cipher for "no \
        encryption" has nothing to wipe; a declared type storing no `var` whose methods are all empty (or answer so) is the \
        protocol's null object for every requirement another production conformer implements, whatever its name (`WristHaptics` \
        beside `DeviceHaptics` that plays), while one doing part of the job and leaving the rest empty is reported; a no-op default hook, `update(_ state) { state }` beside an empty \
        `configure()`, is the same shape, and so is a dead object whose every other method refuses with an error (`throw \
        Failure.closed`, or a stream it returns finished at once with one), the session a closed connection hands out, with \
        nothing to close (an error saying the work is unfinished, `notImplemented`, `todo`, is no refusal), or a read-only \
        null object mixing both, each other method answering a constant or a parameter or refusing with a fixed error (a scratch \
        location whose `list()` answers `[]` and whose `save` throws, its `delete` empty); \
        `nullObjectsByShape: false` reports them), a type named as empty, disabled, silent, blank, inert or idle (`EmptySignpost`, `DisabledTracker`, \
        `SilentHaptics`, `BlankCompactor`: the word first and whole, or the whole name, `Empty`, when no declaration of it stores anything) that is nothing but empty methods (and payload-free `case`s, `enum EmptyChime { case shared … }`), storing and computing nothing: the stand-in handed \
        out when a feature is off (`EmptyStateView` with its labels or `body` is a real type, and reported), \
        types declared inside SwiftUI preview code (`#Preview { … }`, a `PreviewProvider`), types of an example or demo app \
        (a program or composition target with a word of `exampleTargetWords` in its name or folder: the listeners it hands the feature it \
        shows are empty on purpose), and a type declared \
        again in another `#if` branch of its file whose other declaration implements the method, in its body or in an \
        extension of the type in the file (the stand-in for a build or platform without the capability), or in another target (an app extension's own `ReplyHandler` beside \
        the app's working one sharing its conformance: two targets cannot share one declaration), or, declared in an `#if` branch \
        (`#if APPSTORE`), in another file of its module, holding state: the build compiling the branch has the feature switched off. A witness marked deprecated (`@available(*, deprecated, message: …)`, \
        `@available(iOS, deprecated: 16)`) is kept only so clients built against the older API still compile: it is on its way \
        out, not a job left undone. Nor is a check that answers by throwing (`func validate() throws`, no result, named \
        `validate`, `verify`, `check` or `ensure`): its empty witness is the answer "always valid"; and an `@objc optional` \
        requirement is never one a conformer must witness. Nor is a visitor's catch-all: a generic witness \
        (`func visit<T>(_: T) throws {}`) beside overloads of its name over node kinds, or a witness of the same full name as such \
        an empty generic one (`func visit(_ world: World) {}` of a pass working in `visitPost(world)`): a double-dispatch \
        protocol asks for every node kind, and doing nothing for the ones a pass ignores is its job (an empty delegate callback of a \
        wide delegate protocol is still reported). Nor is an end-of-life hook (`close()`, `dispose()`, `release()`, `invalidate()`) \
        left empty by a wrapper named as not owning what it wraps (`UnownedIOCloser`, `BorrowedHandle`): its owner closes it. Test and benchmark code is not checked by default: a \
        stub or sink answers only what its test or benchmark exercises, and the protocol it doubles is shaped by \
        production code, and neither is a type of a production module that only tests and previews name (a fake store kept beside \
        the real one, never named by other production code, a dictionary-backed settings source a `PreviewProvider` shows; \
        a manifest's `public` type may serve apps linking it, so it is checked), \
        nor a type named as a double (`doubleNameMarkers`, a whole word anywhere in the name but `Preview`, first or last: \
        `MockSettingsModel`, `StubRouter`, `LedgerMockupClient`, also nested, `FilterModel.MockSettings`; not `Spyglass`), wherever production code names it (a `#Preview`, a `PreviewProvider`, an \
        initializer for previews, `init(sampleCardNumber:)` building `MockCardFreezing`): doing nothing is a double's job, \
        and its empty witness says nothing of the protocol's width. \
        Nor are doubles folders (`Mocks`, `Mock`, `Fakes`, `Stubs`, `Preview Content`: `Service/Mock/MockRoomService.swift` \
        beside the live service), where the stand-ins previews and UI tests run on are kept. \
        `checkTests: true` checks test targets, test-support layers, doubles folders, benchmark targets (modules or folders named \
        `…Benchmark(s)`, `…PerformanceTest…`, `…PerfTest…`) and such test-only types too, for a team that wants every \
        spy to record every call.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("checkFrameworkProtocols", .bool(false), "Also report empty methods of types that conform to protocols the package does not declare."),
            RuleOption("allowExplainedEmptyBodies", .bool(true), "Accept an empty body that holds a comment explaining why."),
            RuleOption(
                "standInMarkers", .strings(["Preview", "Test", "Demo", "Sandbox", "NoOp", "Noop", "Nop", "Null", "None", "Dead"]),
                "Words that, beginning or ending a type's name (leading underscores aside), mark an inert stand-in whose empty methods are not reported (`doubleNameMarkers` are such words too)."
            ),
            RuleOption("checkTests", .bool(false), "Also check conformers in test targets, test-support layers, doubles folders and benchmark targets (test doubles, sinks)."),
            RuleOption(
                "doubleNameMarkers", .strings(TestDoubles.defaultMarkers),
                "Name prefixes and suffixes of doubles (whole words, first or last): a type so named is a stand-in and is not checked (unless `checkTests`)."
            ),
            RuleOption(
                "defaultVariantMarkers", .strings(["Default", "Plain"]),
                "First words of a conformer's name (whole, leading underscores aside) marking a protocol's stock or plain variant: its empty witness is not reported when another production conformer implements the method or the protocol is an extension point."
            ),
            RuleOption(
                "extensionPointMarkers", .strings(["Hook", "Hooks", "Plugin"]),
                "Last words of a protocol's name (before a `Protocol` or `Type` suffix) marking an extension point, whose stock conformer (`defaultVariantMarkers`) may leave its requirements empty."
            ),
            RuleOption("nullObjectsByShape", .bool(true), "Accept as a null object a conformer storing no `var` whose other methods only hand back a parameter or a constant, a stored non-closure `let` among them (also through a closure parameter: `completion(nil)`)."),
            VendedLibrary.exampleWordsOption,
        ],
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        // The file's types first: most files have no empty method to judge, whatever their module.
        let allowExplained = context.flag("allowExplainedEmptyBodies")
        guard file.model.types.contains(where: { !$0.inheritance.isEmpty && !emptyMethods(of: $0, allowExplained: allowExplained).isEmpty }) else { return false }
        return context.flag("checkTests") || !isHarnessCode(file)
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let types = file.model.types
        let allowExplained = context.flag("allowExplainedEmptyBodies")
        // Most files have no empty method in a conformance: they are done before the stand-ins are read.
        let candidates = types.indices.compactMap { typeIndex -> (typeIndex: Int, empty: [MemberDecl])? in
            guard !types[typeIndex].inheritance.isEmpty else { return nil }
            let empty = emptyMethods(of: types[typeIndex], allowExplained: allowExplained)
            return empty.isEmpty ? nil : (typeIndex, empty)
        }
        guard !candidates.isEmpty else { return [] }
        if isHarnessCode(file), !context.flag("checkTests") { return [] }
        // An example or demo app (`LedgerDemo`, an app under `Examples/`) launching a feature leaves the listeners it must
        // hand the feature empty on purpose: a harness showing the feature, not a conformer the protocol is too wide for.
        if VendedLibrary.isExampleAppModule(file.module, context) { return [] }
        let checkFramework = context.flag("checkFrameworkProtocols")
        let checkTests = context.flag("checkTests")
        let doubleMarkers = context.strings("doubleNameMarkers")
        // A type named as a double (`MockSettingsStore`) stands in like a null object: its empty witness is its job.
        let standIns = StandIns(file, markers: context.strings("standInMarkers") + (checkTests ? [] : doubleMarkers), anywhere: checkTests ? [] : doubleMarkers)
        let nullObjectsByShape = context.flag("nullObjectsByShape")
        // With `checkTests`, a `StubInteractor` whose other methods throw is a stub, reported like the other doubles.
        let doubles = TestDoubles(markers: doubleMarkers)
        let variantMarkers = context.strings("defaultVariantMarkers")
        let extensionPointMarkers = context.strings("extensionPointMarkers")
        return candidates.flatMap { typeIndex, empty -> [Violation] in
            let type = types[typeIndex]
            guard !standIns.isInert(typeIndex), !(nullObjectsByShape && NullObject.isNullObject(type, file.tokens)), !InertConformers.isNamedNullObject(type, context.index),
                  !(nullObjectsByShape && !doubles.isDouble(named: type.name) && InertConformers.isDeadObject(type, file.tokens)),
                  !(nullObjectsByShape && !doubles.isDouble(named: type.name) && ReadOnlyNullObjects.isReadOnlyNullObject(type, file.tokens)),
                  !(allowExplained && ExplainingComment.describesInertType(above: type.line, in: file.source)),
                  checkTests || !isTestOnlyDouble(type, context.index) else { return [] }
            let conformances = Conformances(type, index: context.index)
            let isTestCase = type.kind != .protocol && context.index.supertypes(of: type.name).contains("XCTestCase")
            let variants = Self.workingVariants(of: type, module: file.module, context.index) + Self.buildVariants(of: type, in: file, context.index)
            // `DefaultTracingHook`, `PlainTagDecorator`: the stock or plain variant of its protocol.
            let isDefaultVariant = Self.startsWithWord(type.name, of: variantMarkers)
            let isPublicType = type.modifiers.contains { $0 == "public" || $0 == "open" }
            // `SilentHaptics` doing nothing at all (no `var`, every method empty or answering a constant) beside a conformer that plays:
            // the protocol's null object, whatever its name. A type doing part of the job and leaving the rest empty stays judged.
            let doesNothing = nullObjectsByShape && NullObject.doesNothing(type, file.tokens) && Self.isWholeType(type, module: file.module, context.index)
            let reported = empty.compactMap { member -> MemberDecl? in
                guard !(isTestCase && member.name.hasPrefix("test")), !standIns.isImplementedElsewhere(member.name, of: typeIndex),
                      !variants.contains(where: { $0.contains(member.name) }) else { return nil }
                guard !(allowExplained && ExplainingComment.explainsEmptiness(above: Self.runStart(of: member, in: type), in: file.source)) else { return nil }
                guard conformances.requiresActionWithoutDefault(member) || (checkFramework && conformances.hasUnknownEntries) else { return nil }
                guard !isSubclassHook(member, of: type, context.index, file.tokens), !Self.isDeprecated(member, file.tokens), !ThrowingChecks.isAlwaysPassing(member, file.tokens),
                      !Self.isStubOfAnotherBuild(member, of: type, in: file),
                      checkFramework || !FrameworkRequirementMirrors.isMirrored(member, of: type, context.index),
                      !InertConformers.writesVoidValue(member, file.tokens),
                      !InertConformers.isDispatchCatchAll(member, of: type), !InertConformers.releasesNothingItDoesNotOwn(type, member),
                      // `func writeValued(to encoder: Encoder) throws {}` of an `Encodable` conformer: a pass it has nothing to write in.
                      !(InertConformers.writesOnlyToEncoder(member, file.tokens) && Self.isEncodable(type, context.index)),
                      // `configure(with item: SpacerRow) {}` of a static cell: every `SpacerRow` is alike, there is nothing to show.
                      !ContentlessParameters.takesOnlyContentlessValue(member, in: file, context.index),
                      !conformances.isLeftToAnotherConformer(member, by: type.name, in: file.module, context.index, doubles: doubles, anyRequirement: isDefaultVariant || doesNothing),
                      !conformances.isPublishedEvent(member, context),
                      // `public class IntervalFlushPolicy: FlushPolicy` leaving `reset()` empty where the stock count-based policy
                      // resets its count: one of the strategies a library publishes for its public protocol, whose users write
                      // the others; that policy has nothing to do for the input, and the published protocol cannot be narrowed.
                      !(isPublicType && conformances.isExtensionPointRequirement(member, markers: extensionPointMarkers + Self.strategyMarkers, context.index)
                          && conformances.isPublishedRequirement(member, context)
                          && conformances.isLeftToAnotherConformer(member, by: type.name, in: file.module, context.index, doubles: doubles, anyRequirement: true)),
                      !(isDefaultVariant && conformances.isExtensionPointRequirement(member, markers: extensionPointMarkers, context.index))
                else { return nil }
                return member
            }
            // A type whose every method is empty (a stubbed logger) is one decision, a stand-in or an unfinished type: one finding, not one per witness.
            if reported.count > 1, let first = reported.first, Self.leavesEveryMethodEmpty(type, in: types, module: file.module, context.index) {
                let names = reported.map(\.name).joined(separator: ", ")
                return [Violation(first, "'\(type.name)' leaves every method of its conformance empty (\(names)); narrow the protocol, make the methods do their job, or name it as the protocol's null object")]
            }
            return reported.map { member in
                Violation(member, "'\(member.name)' has an empty body in a conformance of '\(type.name)'; narrow the protocol or make the method do its job")
            }
        }
    }

    /// Every function and initializer of the type, in each of its declarations in the file, is empty, and the file holds all
    /// its members (no extension elsewhere adds work): the type does nothing at all.
    private static func leavesEveryMethodEmpty(_ type: TypeDecl, in types: [TypeDecl], module: String?, _ index: PackageIndex) -> Bool {
        let declarations = types.filter { $0.name == type.name && $0.parent == type.parent }
        let members = declarations.flatMap(\.members)
        guard members.allSatisfy({ member in
            switch member.kind {
            case .function, .initializer, .deinitializer: return member.body == .empty || member.body == .commentOnly
            case .variable: return member.isStoredVar || member.isLet
            case .enumCase: return !member.hasAssociatedValues
            case .subscriptDecl: return false
            }
        }) else { return false }
        let own = Set(members.map(\.name))
        return index.members(of: type.name, in: module).allSatisfy { $0.hasPrefix("init(") || own.contains($0) }
    }

    /// Last words of a published protocol naming a strategy its users pick or write (`FlushPolicy`, `RetryStrategy`).
    private static let strategyMarkers = ["Policy", "Strategy"]

    /// The member lists of the same-named top-level type each other production target declares, when that one does more
    /// than this one (a member this one lacks, or stored state): `MessageRouter` of an app extension, a stand-in for the
    /// app target's working one (two declarations of one name cannot share a target): its methods the other implements are
    /// deliberately empty.
    private static func workingVariants(of type: TypeDecl, module: String?, _ index: PackageIndex) -> [Set<String>] {
        guard type.kind != .extension, type.parent == nil, let module else { return [] }
        // The variants share a conformance: two unrelated types that happen to share a name in two targets are not one stand-in.
        let conformances = Set(type.inheritance.map(\.name))
        let others = index.declarations(named: type.name).filter {
            $0.module != nil && $0.module != module && !$0.isTest && $0.kind == type.kind && $0.parent == nil && $0.inheritance.contains(where: conformances.contains)
        }
        guard !others.isEmpty else { return [] }
        // Initializers go by their plain name here (`init`), not the full ones the index keeps beside it (`init(level:)`).
        let own = index.members(of: type.name, in: module).filter { !$0.hasPrefix("init(") }
        return others.compactMap { other in
            let members = index.members(of: type.name, in: other.module).filter { !$0.hasPrefix("init(") }
            return other.hasStoredProperties || !members.isSubset(of: own) ? members : nil
        }
    }

    /// The members of the same-named type its module declares elsewhere, holding state, when this declaration sits in an `#if`
    /// branch (`#if APPSTORE`): two declarations of one name in one module compile in different builds, and the one in the
    /// branch is the feature switched off, its empty methods the other build's work left out.
    private static func buildVariants(of type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> [Set<String>] {
        guard type.kind != .extension, type.parent == nil, let module = file.module else { return [] }
        let conformances = Set(type.inheritance.map(\.name))
        let others = index.declarations(named: type.name).filter {
            $0.module == module && !($0.path == file.path && $0.line == type.line) && !$0.isTest && $0.kind == type.kind && $0.parent == nil
                && $0.hasStoredProperties && $0.inheritance.contains(where: conformances.contains)
        }
        guard !others.isEmpty, PlatformBranches.encloses(line: type.line, source: file.source, anyCondition: true) else { return [] }
        return [index.members(of: type.name, in: module)]
    }

    /// `func stop() {}` in the `#else` of `#if canImport(CoreMotion)` inside the type, whose other branch declares `stop()`
    /// doing the work: the stub of the build without the framework, which has nothing to do there.
    private static func isStubOfAnotherBuild(_ member: MemberDecl, of type: TypeDecl, in file: LintFile) -> Bool {
        return type.members.contains { other in
            // Labels are kept only for some members: a name without them matches any overload.
            other.kind == .function && other.line != member.line && other.name == member.name
                && (other.argumentLabels == nil || other.fullName == member.fullName)
                && other.body != .empty && other.body != .commentOnly
        } && PlatformBranches.encloses(line: member.line, source: file.source)
    }

    /// The declaration holds all the type does: no extension adds members to it and it subclasses no class of the package,
    /// so its own empty methods are the whole of it (`FeedCell` whose work sits in an extension does something).
    private static func isWholeType(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Bool {
        index.members(of: type.name, in: module).isSubset(of: type.members.map(\.name))
            && !type.inheritance.contains { inherited in index.declarations(named: inherited.name).contains { $0.kind == .class } }
    }

    /// `DefaultTracingHook`, `_PlainDecorator`, `Default`: a marker is the name's first camel-case word, whole (not `DefaultsStore`
    /// or `Plaintext…`), leading underscores aside.
    private static func startsWithWord(_ declaredName: String, of markers: [String]) -> Bool {
        let name = declaredName.drop { $0 == "_" }
        return markers.contains { marker in
            name.hasPrefix(marker) && name.dropFirst(marker.count).first.map { $0.isUppercase || $0.isNumber || $0 == "_" } ?? true
        }
    }

    /// The line of the first of the empty one-line methods written right above `member`, each on the line after the
    /// other (`func drain() {}` then `func startDrain() {}`): one comment above that run explains them all.
    private static func runStart(of member: MemberDecl, in type: TypeDecl) -> Int {
        var line = member.line
        while type.members.contains(where: { $0.kind == .function && $0.body == .empty && $0.line == line - 1 }) { line -= 1 }
        return line
    }

    /// A type of a production module only tests and previews name (`InMemoryBackingStore` that test suites build in place
    /// of the disk store, a `DictionarySettings` a `PreviewProvider` shows): a double kept beside production code, which
    /// other production code never names. A manifest's `public` type may be named by the apps and packages that link it,
    /// which the index does not see.
    private func isTestOnlyDouble(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.kind != .extension && type.kind != .protocol && !PreviewMachinery.mayBeNamedByLinkers(type.modifiers, index)
            && PreviewMachinery.isNamedOnlyByTestsOrPreviews(type.name, index)
    }

    /// Test targets, test-support layers, doubles folders and benchmark targets: code whose doubles and sinks
    /// answer only what the test, preview or measurement exercises.
    private func isHarnessCode(_ file: LintFile) -> Bool {
        // A doubles folder (`Service/Mock/`, `Mocks/`, `Preview Content/`) holds the stand-ins previews and UI tests run on.
        if file.isTestCode || TestDoubleCode.isInDoublesFolder(file.path) { return true }
        // Measurement harnesses go by two names: `…Benchmarks` and performance testers (`PerformanceTests`, `PerfTester`).
        let benchmark = { (name: Substring) in
            name.hasSuffix("Benchmarks") || name.hasSuffix("Benchmark") || Self.contains(name, "PerformanceTest") || Self.contains(name, "PerfTest")
        }
        return file.module.map { benchmark(Substring($0)) } == true || PackagePath.components(Substring(file.path)).dropLast().contains(where: benchmark)
    }

    /// `name.contains(word)` for an ASCII `word`. An ASCII name (nearly every module and folder) is searched by its
    /// bytes, where both searches agree; Foundation's search, which bridges the text, is left for the others.
    private static func contains(_ name: Substring, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let bytes = name.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return name.contains(String(describing: word)) }
        guard let first = needle.first, bytes.count >= needle.count else { return needle.isEmpty }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            guard bytes.distance(from: found, to: bytes.endIndex) >= needle.count else { return false }
            if bytes[found...].starts(with: needle) { return true }
            start = bytes.index(after: found)
        }
        return false
    }

    /// `@available(*, deprecated, message: …) public func didSubmit(…) {}`: a witness kept only so clients built against
    /// an older API still compile; it is on its way out, not a requirement left undone.
    private static func isDeprecated(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard member.attributes.contains("available"), var position = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        var steps = 0
        while position > 0, steps < 64 {
            position -= 1
            steps += 1
            let token = tokens[position]
            if token.text == ")" {
                // The attribute's arguments: back to their `(`, noting `deprecated` among them.
                var depth = 0
                var deprecated = false
                while position > 0 {
                    if tokens[position].text == ")" { depth += 1 } else if tokens[position].text == "(" { depth -= 1 }
                    if tokens[position].kind == .identifier, tokens[position].text == "deprecated" { deprecated = true }
                    if depth == 0 { break }
                    position -= 1
                }
                guard position > 0, tokens[position - 1].kind == .attribute else { return false }
                position -= 1
                if tokens[position].text == "available", deprecated { return true }
            } else if token.kind != .attribute, token.kind != .keyword, token.kind != .identifier {
                return false
            }
        }
        return false
    }

    private func emptyMethods(of type: TypeDecl, allowExplained: Bool) -> [MemberDecl] {
        // A witness declaring a value result (`-> Response`) compiles empty only when that type is `Void`.
        return type.members.filter { member in
            member.kind == .function && (member.body == .empty || (member.body == .commentOnly && !allowExplained))
                && !member.modifiers.contains("override") && !member.declaresResult
        }
    }

    /// A method of an overridable class that a subclass of the package overrides: the base class's default for a
    /// hook its subclasses fill in (`open func read() {}` of a base reader every concrete reader overrides), which
    /// the subclasses witness with real work, not a requirement the class leaves undone.
    private func isSubclassHook(_ method: MemberDecl, of type: TypeDecl, _ index: PackageIndex, _ tokens: [Token]) -> Bool {
        let declarations = index.declarations(named: type.name)
        guard !type.modifiers.contains("final"), !method.modifiers.contains(where: { ["final", "static", "private", "fileprivate"].contains($0) }) else { return false }
        // An extension of a framework class the package subclasses (`extension UIViewController: SessionDelegate`) gives
        // every view controller a default its subclasses override; many of them reach it through framework classes
        // (`UITableViewController`) the package does not declare, so the overrides cannot be walked to: the subclasses are enough.
        if type.kind == .extension, declarations.isEmpty {
            return index.conformers(of: type.name).contains { $0.kind == .class }
        }
        guard declarations.contains(where: { $0.kind == .class && !$0.modifiers.contains("final") }) else { return false }
        // An `open` method of an `open` class is an override point for the subclasses of the modules linking it,
        // which the package does not see (`open func setupStyles() {}` of a library's base view).
        if method.modifiers.contains("open"), type.modifiers.contains("open")
            || declarations.contains(where: { $0.kind == .class && $0.modifiers.contains("open") }) { return true }
        // `layoutSubviews() { addView() }` beside `func addView() {}`: the base class calls its own empty step, a template
        // method's default for subclasses to come, whether or not one overrides it yet. Of an `open` class those come from
        // other modules, which cannot override a `public` method: there it is dead, and reported.
        let isOpenClass = type.modifiers.contains("open") || declarations.contains { $0.kind == .class && $0.modifiers.contains("open") }
        if type.kind == .class, !isOpenClass, Self.callsOwnMethod(method.name, in: type, tokens) { return true }
        var seen: Set<String> = []
        var pending = [type.name]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            for subclass in index.conformers(of: name) where subclass.kind == .class {
                if index.members(of: subclass.name, in: subclass.module).contains(method.name) { return true }
                pending.append(subclass.name)
            }
        }
        return false
    }

    /// A call of `name` in the class's own body, plain or through `self` (`addView()`, `self.addView()`), outside its declaration.
    private static func callsOwnMethod(_ name: String, in type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens), end > start + 2 else { return false }
        for position in (start + 1)..<(end - 1) where tokens[position].kind == .identifier && tokens[position].text == name {
            guard tokens[position + 1].text == "(" else { continue }
            let previous = tokens[position - 1]
            if previous.text == "." ? position >= 2 && tokens[position - 2].text == "self" : previous.text != "func" { return true }
        }
        return false
    }

    /// Adopts `Encodable` (or `Codable`), directly or through a package protocol refining it (`protocol ArgumentPasses: Encodable`).
    private static func isEncodable(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let coding: Set<String> = ["Encodable", "Codable"]
        return type.inheritance.contains { index.isKind($0.name, ofAnyOf: coding) } || index.isKind(type.name, ofAnyOf: coding)
    }

    /// Types meant to do nothing: stand-ins named as such, types in preview code, and the declaration of a type
    /// for builds without the capability its other `#if` branch implements.
    private struct StandIns {
        private let types: [TypeDecl]
        private let markers: [String]
        /// Markers that mark a stand-in as a whole word anywhere in the name (`LedgerMockupClient`), not only first or last.
        private let anywhere: [String]
        private let previewTokens: Set<String>

        init(_ file: LintFile, markers: [String], anywhere: [String]) {
            types = file.model.types
            self.markers = markers
            // `Preview` inside a name can name real content (`LinkPreviewText`).
            self.anywhere = anywhere.filter { $0 != "Preview" }
            let mask = PreviewCode.mask(file.tokens, types: file.model.types)
            previewTokens = Set(file.tokens.indices.filter { mask[$0] }.map { "\(file.tokens[$0].line):\(file.tokens[$0].column)" })
        }

        /// Named as a stand-in, or declared in preview code (itself or a type it is nested in).
        func isInert(_ typeIndex: Int) -> Bool {
            var current: Int? = typeIndex
            while let index = current {
                let type = types[index]
                if isStandIn(named: type.name) || previewTokens.contains("\(type.line):\(type.column)") { return true }
                current = type.parent
            }
            return false
        }

        /// A marker is a whole word of the name's camel case, first or last after any leading underscores:
        /// `TestOnboarding`, `RecorderStub`, `_NoOpCancellable`, not `Testimonials` or `Nullifier`; a double's
        /// marker anywhere (`LedgerMockupClient`, `VaultDummyGateway`).
        private func isStandIn(named declaredName: String) -> Bool {
            let name = declaredName.drop { $0 == "_" }
            let isWordEnd = { (end: Substring.Index) in end == name.endIndex || name[end].isUppercase || name[end].isNumber || name[end] == "_" }
            return markers.contains { marker in
                if name.hasSuffix(marker) { return true }
                guard name.hasPrefix(marker), let next = name.dropFirst(marker.count).first else { return false }
                return next.isUppercase || next == "_"
            } || anywhere.contains { marker in
                name.ranges(of: marker).contains { isWordEnd($0.upperBound) }
            }
        }

        /// Another declaration of the same type in the file (an `#if` alternative) gives `method` a body, in its own
        /// body or in an extension of the type written in the file (the branch that conforms in an extension).
        func isImplementedElsewhere(_ method: String, of typeIndex: Int) -> Bool {
            let type = types[typeIndex]
            guard type.kind != .extension else { return false }
            let others = types.indices.filter { $0 != typeIndex && types[$0].name == type.name && types[$0].parent == type.parent }
            guard others.contains(where: { types[$0].kind == type.kind }) else { return false }
            return others.contains { other in
                (types[other].kind == type.kind || types[other].kind == .extension)
                    && types[other].members.contains { $0.name == method && $0.body == .nonEmpty }
            }
        }
    }

    /// The protocols a declaration's inheritance clause names, as far as the package declares them.
    private struct Conformances {
        private var actions: Set<String> = []
        private var defaults: Set<String> = []
        /// The package's protocols reached, with their modules: where a requirement's other conformers are looked up.
        private var protocols: [(name: String, module: String?)] = []
        private(set) var hasUnknownEntries = false

        init(_ type: TypeDecl, index: PackageIndex) {
            var queue = type.inheritance.map(\.name)
            var seen: Set<String> = []
            while let name = queue.popLast() {
                guard seen.insert(name).inserted else { continue }
                let declarations = index.declarations(named: name)
                if declarations.isEmpty { hasUnknownEntries = true }
                for declaration in declarations where declaration.kind == .protocol {
                    actions.formUnion(index.actionRequirements(of: name, in: declaration.module))
                    protocols.append((name, declaration.module))
                    defaults.formUnion(index.extensionMembers(of: name, in: declaration.module))
                    queue.append(contentsOf: declaration.inheritance)
                }
            }
        }

        /// A requirement that returns nothing, so an empty body ignores what it asks for; matched by full name, as
        /// an overload with other labels (`update(forIncoming:)` beside a required `update(forSticker:)`) is a helper.
        func requiresActionWithoutDefault(_ method: MemberDecl) -> Bool {
            actions.contains(method.fullName) && !defaults.contains(method.name)
        }

        /// `func accountWillBeDeleted() {}` where another production conformer of the protocol requiring it (or of one
        /// refining it) gives it a body: an event callback this conformer has nothing to do on, like a framework's
        /// optional callback, not a job left undone; so is a command conditional by its name (`closePopoverIfNeeded()`) and an
        /// end-of-life hook (`dispose()`, `close()`) of a conformer holding nothing to release. A command (`refreshAll()`), or an event every conformer leaves
        /// empty, still says the protocol is too wide, unless `anyRequirement`: the conformer is the protocol's stock or
        /// plain variant (`PlainTagDecorator` beside a decorator that marks tags up), whose job is to do less than the others.
        /// Read only for a finding about to be reported.
        func isLeftToAnotherConformer(
            _ method: MemberDecl, by conformer: String, in module: String?, _ index: PackageIndex, doubles: TestDoubles, anyRequirement: Bool
        ) -> Bool {
            guard anyRequirement || EventCallbacks.announcesEvent(method) || EventCallbacks.namesConditionalCommand(method.name)
                    || EventCallbacks.namesEndOfLifeHook(method.name) else { return false }
            var pending = protocols.filter { index.actionRequirements(of: $0.name, in: $0.module).contains(method.fullName) }.map(\.name)
            var seen: Set<String> = []
            while let name = pending.popLast() {
                guard seen.insert(name).inserted else { continue }
                for other in index.conformers(of: name) where !other.isTest && !(other.name == conformer && other.module == module) {
                    if other.kind == .protocol { pending.append(other.name); continue }
                    if !doubles.isDouble(named: other.name), index.implements(method.name, fullName: method.fullName, of: other.name, in: other.module) { return true }
                }
            }
            return false
        }

        /// `func queueDepthChanged(to:) {}` required by `public protocol PoolMetricsDelegate` of a library the package vends: an
        /// event callback of its published API, whose other conformers its users write (metrics backends listening where this
        /// logging one has nothing to say). Read only for a finding about to be reported.
        func isPublishedEvent(_ method: MemberDecl, _ context: RuleContext) -> Bool {
            EventCallbacks.announcesEvent(method) && isPublishedRequirement(method, context)
        }

        /// `method` is required by a `public` protocol of a library the package vends: its published API.
        func isPublishedRequirement(_ method: MemberDecl, _ context: RuleContext) -> Bool {
            protocols.contains { declared in
                context.index.actionRequirements(of: declared.name, in: declared.module).contains(method.fullName)
                    && context.index.declarations(named: declared.name).contains { protocolDeclaration in
                        protocolDeclaration.kind == .protocol && protocolDeclaration.module == declared.module
                            && VendedLibrary.isPublishedAPIOfModule(modifiers: protocolDeclaration.modifiers, module: protocolDeclaration.module, context)
                    }
            }
        }

        /// `func update(_ configuration: Tracing) {}` required by `TracingHookProtocol`: a protocol named as an extension point
        /// (its last word, before a `Protocol` or `Type` suffix, one of `markers`), whose stock conformer customises nothing.
        func isExtensionPointRequirement(_ method: MemberDecl, markers: [String], _ index: PackageIndex) -> Bool {
            protocols.contains { declared in
                var name = Substring(declared.name)
                for suffix in ["Protocol", "Type"] where name.hasSuffix(suffix) && name.count > suffix.count {
                    name = name.dropLast(suffix.count)
                    break
                }
                return markers.contains { name.hasSuffix($0) }
                    && index.actionRequirements(of: declared.name, in: declared.module).contains(method.fullName)
            }
        }
    }
}
