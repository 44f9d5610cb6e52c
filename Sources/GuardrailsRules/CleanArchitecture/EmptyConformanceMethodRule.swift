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
        (or one it refines) requires it in its body and gives no default implementation in an extension; other \
        methods of a conforming type (`override`s, helpers, hooks for subclasses, `test…` methods of an \
        `XCTestCase`) are not witnesses. An empty method of an `open` or non-final class that a subclass of the \
        package overrides is such a hook even when it also satisfies a protocol: the base class gives the \
        default, and the subclasses do the job the protocol asks for. A requirement that returns a value \
        (`func didFinish() throws -> Response`) is witnessed by an empty body only when the conformer binds its \
        result type to `Void` (`typealias Response = Void`, or inferred): the empty body is the whole result, \
        nothing is ignored, so it is not reported. Methods required by framework protocols \
        (`updateUIView(_:context:) {}` of a representable, an optional delegate callback) are not reported by \
        default: the framework's protocol cannot be narrowed and an empty body is often what it asks for; \
        `checkFrameworkProtocols` reports those too. A body that holds only a comment, or is followed by one on \
        its line (`{} // not supported here`), explains its emptiness, which a careful team accepts as \
        deliberate (a Null Object); `allowExplainedEmptyBodies: false` reports those as well. Inert stand-ins are \
        meant to do nothing: types whose name begins or ends with a stand-in word (`standInMarkers`: \
        `PreviewAudioRecorder`, `TestOnboarding` that the app hands out while UI tests run, and null objects named as \
        such, `_NoOpCancellable`, `NullLogger`, whose whole job is to do nothing; a production \
        `StubInteractor` is still reported unless the team adds `Stub`), null objects recognised by their shape \
        whatever their name (a conformer storing no `var` whose other methods only hand back a parameter or a \
        constant, `func encrypt(_ data: Data) -> Data { data }` beside an empty `erase()`: the cipher for "no \
        encryption" has nothing to wipe; a no-op default hook, `update(_ state) { state }` beside an empty \
        `configure()`, is the same shape; `nullObjectsByShape: false` reports them), \
        types declared inside SwiftUI preview code (`#Preview { … }`, a `PreviewProvider`), and a type declared \
        again in another `#if` branch of its file whose other declaration implements the method (the stand-in \
        for a build or platform without the capability). Test and benchmark code is not checked by default: a \
        stub or sink answers only what its test or benchmark exercises, and the protocol it doubles is shaped by \
        production code. `checkTests: true` checks test targets, test-support layers and benchmark targets too, \
        for a team that wants every spy to record every call.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("checkFrameworkProtocols", .bool(false), "Also report empty methods of types that conform to protocols the package does not declare."),
            RuleOption("allowExplainedEmptyBodies", .bool(true), "Accept an empty body that holds a comment explaining why."),
            RuleOption(
                "standInMarkers", .strings(["Preview", "Test", "NoOp", "Noop", "Nop", "Null"]),
                "Words that, beginning or ending a type's name (leading underscores aside), mark an inert stand-in whose empty methods are not reported (add `Stub`, `Fake`, `Mock` to accept the doubles production code keeps)."
            ),
            RuleOption("checkTests", .bool(false), "Also check conformers in test targets, test-support layers and benchmark targets (test doubles, sinks)."),
            RuleOption("nullObjectsByShape", .bool(true), "Accept as a null object a conformer storing no `var` whose other methods only hand back a parameter or a constant."),
        ],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Feature/FeedStore.swift", "public protocol FeedStore {\n    func deleteCachedFeed() -> Void\n}"),
                ExampleFile("Sources/App/ReadOnlyStore.swift", "final class ReadOnlyStore: FeedStore {\n    func deleteCachedFeed() -> Void {}\n}")
            ),
            RuleExample(
                "Sources/Feature/Contest.swift",
                "protocol Scoring {\n    func reset()\n}\nfinal class Contest: Scoring {\n    func reset() {}\n}\nfinal class Testimonials: Scoring {\n    func reset() {}\n}\nfinal class StubScoring: Scoring {\n    func reset() {}\n}\nfinal class Nullifier: Scoring {\n    func reset() {}\n}"
            ),
            RuleExample(
                ExampleFile("Sources/UI/Delegate.swift", "protocol CellDelegate {\n    func didTap()\n    func didHold()\n}"),
                ExampleFile("Sources/UI/Cell.swift", "extension Cell: CellDelegate {\n    func didTap() { }\n    // Holding is handled by the list.\n    func didHold() {}\n}")
            ),
            RuleExample(
                "Sources/Feature/Mirror.swift",
                "protocol Store {\n    func insert(_ x: Int) throws\n}\nprotocol ReadWriteStore: Store {}\nstruct MirrorStore: ReadWriteStore {\n    func insert(_ x: Int) throws {\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/Scanner.swift",
                "protocol Scanning {\n    func start()\n    func stop()\n}\n#if os(iOS)\nfinal class Scanner: Scanning {\n    func start() { session.run() }\n    func stop() {}\n}\n#else\nfinal class Scanner: Scanning {\n    func start() {}\n    func stop() {}\n}\n#endif"
            ),
            RuleExample(
                "Sources/Feature/Reader.swift",
                "protocol Reading {\n    func read()\n}\nclass BaseReader: Reading {\n    func read() {}\n}\nfinal class FileReader: BaseReader {\n    func close() {}\n}"
            ),
            RuleExample(
                "Sources/Feature/SealedBox.swift",
                "protocol Sealing {\n    func seal(_ data: Data) -> Data\n    func wipe()\n}\nfinal class SealedBox: Sealing {\n    let key: Key\n    func seal(_ data: Data) -> Data { key.apply(data) }\n    func wipe() {}\n}"
            ),
        ],
        nonTriggering: [
            RuleExample(
                "Sources/Feature/PlainBox.swift",
                "protocol Sealing {\n    func seal(_ data: Data) -> Data\n    func open(_ data: Data) throws -> Data\n    func canSeal(size: Int) -> Bool\n    func wipe()\n}\nfinal class PlainBox: Sealing {\n    func seal(_ data: Data) -> Data { data }\n    func open(_ sealed: Data) throws -> Data {\n        return sealed\n    }\n    func canSeal(size: Int) -> Bool { true }\n    func wipe() {}\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Feature/FeedStore.swift", "public protocol FeedStore {\n    func deleteCachedFeed()\n}"),
                ExampleFile("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {\n    func deleteCachedFeed() { calls += 1 }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Tracker.swift", "protocol Tracker {\n    func update(_ progress: Int) async\n    func logout()\n}"),
                ExampleFile("Tests/FeatureTests/SyncTests.swift", "final class SyncTests: XCTestCase {\n    final class TrackerDouble: Tracker {\n        var updates: [Int] = []\n        func update(_ progress: Int) async { updates.append(progress) }\n        func logout() {}\n    }\n}"),
                ExampleFile("Sources/TestSupport/NullTracker.swift", "public final class NullTracker: Tracker {\n    public func update(_ progress: Int) async {}\n    public func logout() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/BodyWriter.swift", "public protocol BodyWriter {\n    func write(_ bytes: [UInt8]) async throws\n    func finish() async throws\n}"),
                ExampleFile("Benchmarks/RouterBenchmarks/Router.swift", "struct DiscardingWriter: BodyWriter {\n    func write(_ bytes: [UInt8]) async throws {}\n    func finish() async throws {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/ResponseHandler.swift", "public protocol ResponseHandler {\n    associatedtype Response\n    func didReceive(_ part: [UInt8])\n    func didFinish() throws -> Response\n}"),
                ExampleFile("Sources/Feature/HeadOnly.swift", "struct HeadOnly: ResponseHandler {\n    typealias Response = Void\n    func didReceive(_ part: [UInt8]) { count += part.count }\n    func didFinish() throws -> Response {}\n}"),
                ExampleFile("Sources/Feature/Discard.swift", "struct Discard: ResponseHandler {\n    func didReceive(_ part: [UInt8]) { log(part) }\n    func didFinish() throws {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/OnboardingEvents.swift", "protocol OnboardingEvents: AnyObject {\n    func send(_ action: String)\n}"),
                ExampleFile("Sources/App/OnboardingFactory.swift", "enum OnboardingFactory {\n    static func make(isTesting: Bool) -> OnboardingEvents {\n        isTesting ? TestOnboarding() : TooltipOnboarding()\n    }\n}\nfinal class TestOnboarding: OnboardingEvents {\n    func send(_ action: String) {}\n}")
            ),
            RuleExample("Sources/Feature/Helper.swift", "struct Helper {\n    func noop() {}\n}"),
            RuleExample(
                "Sources/Feature/Cancelling.swift",
                "protocol Cancelling {\n    func cancel()\n}\nprivate final class _NoOpCancelling: Cancelling {\n    func cancel() {}\n}\nstruct CancellingNop: Cancelling {\n    func cancel() {}\n}\nstruct NullCancelling: Cancelling {\n    func cancel() {}\n}"
            ),
            RuleExample("Sources/Feature/Store.swift", "protocol Store {\n    func insert(_ x: Int) throws\n}"),
            RuleExample("Sources/Feature/Image.swift", "struct Image: Hashable {\n    init() {}\n}"),
            RuleExample("Tests/FeatureTests/Stub.swift", "final class Stub: URLProtocol {\n    override func stopLoading() {}\n}"),
            RuleExample("Tests/FeatureTests/LayoutTests.swift", "final class LayoutTests: XCTestCase {\n    func testLaysOutRows() {}\n}"),
            RuleExample("Sources/UI/MapView.swift", "struct MapView: UIViewRepresentable {\n    func makeUIView(context: Context) -> MKMapView { MKMapView() }\n    func updateUIView(_ view: MKMapView, context: Context) {}\n}"),
            RuleExample(
                "Sources/Feature/Node.swift",
                "protocol Named { var name: String { get } }\nclass Node: Hashable, Named {\n    var name = \"\"\n    func willMove() {}\n}"
            ),
            RuleExample(
                "Sources/Feature/NullStore.swift",
                "protocol Store {\n    func insert(_ x: Int)\n}\nstruct NullStore: Store {\n    func insert(_ x: Int) {\n        // Null Object: a store that could not open keeps nothing, on purpose.\n    }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/UI/SwipeDelegate.swift", "protocol SwipeDelegate: AnyObject {\n    func archive(id: String)\n    func delete(id: String)\n}"),
                ExampleFile("Sources/UI/InboxController.swift", "extension InboxController: SwipeDelegate {\n    func archive(id: String) { store.archive(id) }\n    func delete(id: String) {} // the inbox never deletes\n}")
            ),
            RuleExample(
                "Sources/Feature/Command.swift",
                "protocol Command {\n    func run() throws\n}\nextension Command {\n    func run() throws {}\n}\nstruct Version: Command {\n    func run() throws {}\n}"
            ),
            RuleExample(
                "Sources/UI/RecorderView.swift",
                "protocol AudioRecording: AnyObject {\n    func start()\n    func stop()\n}\nstruct RecorderView: View {\n    let recorder: AudioRecording\n    var body: some View { Text(\"Rec\") }\n}\nprivate final class PreviewAudioRecorder: AudioRecording {\n    func start() {}\n    func stop() {}\n}\n#Preview {\n    final class SilentRecorder: AudioRecording {\n        func start() {}\n        func stop() {}\n    }\n    return RecorderView(recorder: SilentRecorder())\n}\nstruct RecorderView_Previews: PreviewProvider {\n    final class IdleRecorder: AudioRecording {\n        func start() {}\n        func stop() {}\n    }\n    static var previews: some View { RecorderView(recorder: IdleRecorder()) }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/UI/Panel.swift", "protocol Appearing {\n    func willAppear()\n    func didHide()\n}\nopen class Panel<Content>: NSStackView, Appearing {\n    open func willAppear() {}\n    open func didHide() {}\n}"),
                ExampleFile("Sources/UI/CPUPanel.swift", "final class CPUPanel: Panel<Int> {\n    override func willAppear() { refresh() }\n}"),
                ExampleFile("Sources/UI/DiskPanel.swift", "final class DiskPanel: VolumePanel {}\nclass VolumePanel: Panel<String> {}\nextension DiskPanel {\n    override func didHide() { stop() }\n}")
            ),
            RuleExample(
                "Sources/Feature/Scanner.swift",
                "protocol Scanning {\n    func start()\n}\n#if canImport(CoreNFC)\nfinal class Scanner: Scanning {\n    func start() { session.begin() }\n}\n#else\n/// Builds without NFC (previews, the simulator) scan nothing.\nfinal class Scanner: Scanning {\n    func start() {}\n}\n#endif"
            ),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        if isHarnessCode(file), !context.flag("checkTests") { return false }
        return file.model.types.contains { !$0.inheritance.isEmpty && !emptyMethods(of: $0, context).isEmpty }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if isHarnessCode(file), !context.flag("checkTests") { return [] }
        let checkFramework = context.flag("checkFrameworkProtocols")
        let types = file.model.types
        let standIns = StandIns(file, markers: context.strings("standInMarkers"))
        let nullObjectsByShape = context.flag("nullObjectsByShape")
        return types.indices.filter { !types[$0].inheritance.isEmpty }.flatMap { typeIndex -> [Violation] in
            let type = types[typeIndex]
            let empty = emptyMethods(of: type, context)
            guard !empty.isEmpty, !standIns.isInert(typeIndex), !(nullObjectsByShape && NullObject.isNullObject(type, file.tokens)) else { return [] }
            let conformances = Conformances(type, index: context.index)
            let isTestCase = type.kind != .protocol && context.index.supertypes(of: type.name).contains("XCTestCase")
            return empty.compactMap { member in
                guard !(isTestCase && member.name.hasPrefix("test")), !standIns.isImplementedElsewhere(member.name, of: typeIndex) else { return nil }
                guard conformances.requiresActionWithoutDefault(member.name) || (checkFramework && conformances.hasUnknownEntries) else { return nil }
                guard !isSubclassHook(member, of: type, context.index) else { return nil }
                return Violation(member, "'\(member.name)' has an empty body in a conformance of '\(type.name)'; narrow the protocol or make the method do its job")
            }
        }
    }

    /// Test targets, test-support layers and benchmark targets: code whose doubles and sinks answer only what
    /// the test or measurement exercises.
    private func isHarnessCode(_ file: LintFile) -> Bool {
        if file.isTestCode { return true }
        let benchmark = { (name: Substring) in name.hasSuffix("Benchmarks") || name.hasSuffix("Benchmark") }
        return file.module.map { benchmark(Substring($0)) } == true || PathComponents.of(file.path).dropLast().contains(where: benchmark)
    }

    private func emptyMethods(of type: TypeDecl, _ context: RuleContext) -> [MemberDecl] {
        let allowExplained = context.flag("allowExplainedEmptyBodies")
        // A witness declaring a value result (`-> Response`) compiles empty only when that type is `Void`.
        return type.members.filter { member in
            member.kind == .function && (member.body == .empty || (member.body == .commentOnly && !allowExplained))
                && !member.modifiers.contains("override") && !member.declaresResult
        }
    }

    /// A method of an overridable class that a subclass of the package overrides: the base class's default for a
    /// hook its subclasses fill in (`open func read() {}` of a base reader every concrete reader overrides), which
    /// the subclasses witness with real work, not a requirement the class leaves undone.
    private func isSubclassHook(_ method: MemberDecl, of type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard !type.modifiers.contains("final"), !method.modifiers.contains("final"), !method.modifiers.contains("static"),
              index.declarations(named: type.name).contains(where: { $0.kind == .class && !$0.modifiers.contains("final") }) else { return false }
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

    /// Types meant to do nothing: stand-ins named as such, types in preview code, and the declaration of a type
    /// for builds without the capability its other `#if` branch implements.
    private struct StandIns {
        private let types: [TypeDecl]
        private let markers: [String]
        private let previewTokens: Set<String>

        init(_ file: LintFile, markers: [String]) {
            types = file.model.types
            self.markers = markers
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
        /// `TestOnboarding`, `RecorderStub`, `_NoOpCancellable`, not `Testimonials` or `Nullifier`.
        private func isStandIn(named declaredName: String) -> Bool {
            let name = declaredName.drop { $0 == "_" }
            return markers.contains { marker in
                if name.hasSuffix(marker) { return true }
                guard name.hasPrefix(marker), let next = name.dropFirst(marker.count).first else { return false }
                return next.isUppercase || next == "_"
            }
        }

        /// Another declaration of the same type in the file (an `#if` alternative) gives `method` a body.
        func isImplementedElsewhere(_ method: String, of typeIndex: Int) -> Bool {
            let type = types[typeIndex]
            guard type.kind != .extension else { return false }
            return types.indices.contains { other in
                other != typeIndex && types[other].name == type.name && types[other].kind == type.kind && types[other].parent == type.parent
                    && types[other].members.contains { $0.name == method && $0.body == .nonEmpty }
            }
        }
    }

    /// The protocols a declaration's inheritance clause names, as far as the package declares them.
    private struct Conformances {
        private var actions: Set<String> = []
        private var defaults: Set<String> = []
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
                    defaults.formUnion(index.extensionMembers(of: name, in: declaration.module))
                    queue.append(contentsOf: declaration.inheritance)
                }
            }
        }

        /// A requirement that returns nothing, so an empty body ignores what it asks for.
        func requiresActionWithoutDefault(_ name: String) -> Bool {
            actions.contains(name) && !defaults.contains(name)
        }
    }
}
