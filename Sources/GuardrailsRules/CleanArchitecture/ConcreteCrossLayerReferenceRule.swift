import GuardrailsCore

/// Layers talk through boundaries: naming another layer's class, actor or infrastructure type couples to it.
public struct ConcreteCrossLayerReferenceRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "concrete-cross-layer-reference",
        summary: "Never name a class or actor declared in another layer's module, nor any infrastructure type outside the composition root.",
        rationale: """
        Guardrails "define a boundary at every layer transition" and "do not create concrete types inside \
        feature modules": a concrete reference across layers fixes the implementation, so it cannot be \
        replaced by a test double or a second strategy. Value types of inner layers are data, not behavior, and \
        stay allowed; infrastructure of any kind is created only in the composition root. A class that is a \
        value in all but keyword counts as one: `final`, `Hashable` or `Equatable`, no stored `var`, and no \
        superclass of the package (a generated catalogue `final class Icons: Hashable { let name: String; \
        static let add = Icons(name: "add") }` is a class only to compile faster), and so does a record a \
        persistence framework fetches (a SwiftData `@Model` class, an `NSManagedObject` subclass): the data a \
        store hands out, a class because the framework says so. `Store.Level` names the type nested in the \
        class, and that type is judged instead. Declarations in \
        layers of the kinds in `sharedLayerKinds` may be named anywhere: a class in the domain is an entity \
        (`domain-value-types` reports its declaration once) and `support` layers hold shared tooling. Files \
        in `exemptLayerKinds` (the composition root, tooling) and tests compose concrete types by design \
        (option `checkTests`), and infrastructure builds on other infrastructure it may import (an adapter \
        layer naming a networking layer's request type): both sit in the outer ring. A name the referring \
        module declares itself, nested in a type or not, means that declaration, not another module's type \
        of the same name. Tests may name the spies and fixtures of test-support layers: that is what those \
        modules are for. Previews (`#Preview { … }`, a `PreviewProvider`, file-level `preview…` sample data) and the \
        stand-ins in a `Mocks` or `Preview Content` folder compose concrete types for a canvas, as the \
        composition root does for the app; a debug-only branch of production code (`#if DEBUG`, a developer \
        override) still couples to what it names and is checked.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("sharedLayerKinds", .strings(["domain", "support"]), "Layer kinds whose classes any layer may name."),
            RuleOption("exemptLayerKinds", .strings(["composition", "support"]), "Layer kinds whose files compose concrete types."),
            RuleOption("checkTests", .bool(false), "Also check test targets (they compose their subject)."),
        ],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Sources/Feature/Loader.swift", "import Infrastructure\nlet client = URLSessionClient()")
            ),
            RuleExample(
                ExampleFile("Sources/Presentation/Presenter.swift", "public final class FeedPresenter {}"),
                ExampleFile("Sources/UI/FeedView.swift", "final class FeedView { let presenter: FeedPresenter? = nil }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Cache.swift", "public actor FeedCacheActor {}"),
                ExampleFile("Sources/Presentation/Presenter.swift", "struct P { let cache: FeedCacheActor }")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Endpoint.swift", "public struct InMemoryStore {}"),
                ExampleFile("Sources/Feature/Loader.swift", "let store = InMemoryStore()")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Cache.swift", "public final class FeedCache {}"),
                ExampleFile("Sources/Presentation/Presenter.swift", "struct P {\n    struct Folder {}\n    let cache: FeedCache\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Account.swift", "public final class Account: Hashable {\n    public let id: String\n    public var unreadCount = 0\n    public func refresh() async {}\n}"),
                ExampleFile("Sources/Presentation/Badge.swift", "struct Badge { let account: Account }")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Endpoint.swift", "public final class Endpoint: Equatable {\n    public let path: String\n    public static let feed = Endpoint(path: \"/feed\")\n}"),
                ExampleFile("Sources/Feature/Loader.swift", "let endpoint = Endpoint.feed")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {\n    public enum Level: Sendable { case info, error }\n    public final class Writer {}\n}"),
                ExampleFile("Sources/UI/LogScreen.swift", "struct LogScreen {\n    let writer: EventLog.Writer\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Credentials.swift", "public struct Credentials { public let token: String }"),
                ExampleFile("Sources/Feature/Session.swift", "func restore() -> Any? {\n    #if DEBUG\n    if let token = ProcessInfo.processInfo.environment[\"DEV_TOKEN\"] { return Credentials(token: token) }\n    #endif\n    return nil\n}")
            ),
        ],
        nonTriggering: [
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Sources/App/Composer.swift", "let client = URLSessionClient()")
            ),
            RuleExample(
                ExampleFile("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {}"),
                ExampleFile("Sources/Feature/Loader.swift", "func load() -> [FeedImage] { [] }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Loader.swift", "public final class RemoteLoader {}"),
                ExampleFile("Sources/Feature/Other.swift", "let loader = RemoteLoader()")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Sources/Feature/Loader.swift", "let name = \"URLSessionClient\"")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Store.swift", "public final class MemoryStore { final class State {} }"),
                ExampleFile("Tests/FeatureTests/Faulty.swift", "final class Faulty { final class State {}\n    let state = State() }")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Folder.swift", "public final class Folder {}"),
                ExampleFile("Sources/Feature/Tree.swift", "struct Tree {\n    struct Folder { let name: String }\n    let root: Folder\n}"),
                ExampleFile("Sources/Feature/Walk.swift", "extension Tree {\n    func first() -> Folder? { nil }\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Domain/Article.swift", "public final class Article {}"),
                ExampleFile("Sources/Feature/Reader.swift", "func read(_ article: Article) {}")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Tests/FeatureTests/LoaderIntegrationTests.swift", "@Test func loads() { _ = URLSessionClient() }")
            ),
            RuleExample(
                ExampleFile("Sources/TestSupport/StoreSpy.swift", "public final class StoreSpy {}"),
                ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "import TestSupport\nlet store = StoreSpy()")
            ),
            RuleExample(
                ExampleFile(
                    "Sources/UI/Icons.swift",
                    "public final class Icons: Hashable, CaseIterable {\n    public let name: String\n    public var description: String { \"<Icons \\(name)>\" }\n    private init(name: String) { self.name = name }\n    public static let add = Icons(name: \"add\")\n    public static let trash = Icons(name: \"trash\")\n    public static func == (lhs: Icons, rhs: Icons) -> Bool { lhs.name == rhs.name }\n    public func hash(into hasher: inout Hasher) { hasher.combine(name) }\n}"
                ),
                ExampleFile("Sources/Feature/Action.swift", "struct Action {\n    var icon: Icons { .trash }\n    static let fallback: Icons = Icons.add\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/CachedPhoto.swift", "public class StoredRecord: NSManagedObject {}\npublic final class CachedPhoto: StoredRecord {\n    @NSManaged public var url: URL\n}"),
                ExampleFile("Sources/Feature/Draft.swift", "@Model public final class Draft {\n    public var text = \"\"\n}"),
                ExampleFile("Sources/UI/PhotoCell.swift", "struct PhotoCell {\n    let photo: CachedPhoto\n    func show(_ draft: Draft) {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {\n    public enum Level: Sendable { case info, error }\n    public struct Entry: Hashable {}\n}"),
                ExampleFile("Sources/UI/LevelBadge.swift", "struct LevelBadge {\n    let level: EventLog.Level\n    let entries: [EventLog.Entry]\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {}"),
                ExampleFile(
                    "Sources/UI/LogScreen.swift",
                    "struct LogScreen: View {\n    let model: LogModel\n    var body: some View { Text(\"Log\") }\n}\n#if DEBUG\n#Preview {\n    LogScreen(model: LogModel(log: EventLog()))\n}\n#endif\nstruct LogScreen_Previews: PreviewProvider {\n    static var previews: some View { LogScreen(model: LogModel(log: EventLog())) }\n}\nlet previewLog = EventLog()"
                ),
                ExampleFile("Sources/UI/Mocks/SampleLogs.swift", "enum SampleLogs {\n    static let busy = EventLog()\n}")
            ),
        ]
    )

    /// Tokens tell preview code apart; only a file with a finding to drop needs them.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        !TestDoubleCode.isInDoublesFolder(file.path) && !findings(file, context).isEmpty
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // Previews and the stand-ins beside them compose concrete types for a canvas, as the composition root does for the app.
        guard !TestDoubleCode.isInDoublesFolder(file.path) else { return [] }
        let found = findings(file, context)
        guard !found.isEmpty else { return [] }
        // A debug-only branch of production code (a developer override) still couples to what it names.
        let previews = PreviewCode.mask(file.tokens, types: file.model.types, includingDebugBranches: false)
        return found.filter { violation in
            TokenLookup.position(line: violation.line, column: violation.column, in: file.tokens).map { !previews[$0] } ?? true
        }
    }

    private func findings(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let layer = file.layer, !context.strings("exemptLayerKinds").contains(layer.kind), let module = file.module else { return [] }
        if file.isTest, !context.flag("checkTests") { return [] }
        let sharedKinds = Set(context.strings("sharedLayerKinds"))
        let references = file.model.references
        var reported: Set<String> = []
        var violations: [Violation] = []
        for (position, reference) in references.enumerated() where reference.base == nil {
            let everywhere = context.index.declarations(named: reference.name)
            let declarations = everywhere.filter { !$0.isTest && !(file.isTest && context.isTestCode($0)) }
            guard !declarations.isEmpty, !everywhere.contains(where: { $0.module == module }),
                  !context.index.declaresNestedType(reference.name, in: module) else { continue }
            let offending = concrete(declarations, from: layer, sharedKinds, context)
            guard offending.count == declarations.count, let (declaration, other) = offending.first else { continue }
            // `Store.Level` names the struct or enum nested in the class, not the class.
            if let nested = nestedType(qualifiedBy: reference, next: references.dropFirst(position + 1).first, context.index) {
                let types = declarations.flatMap { outer in
                    context.index.nestedTypes(in: outer.name).filter { $0.name == nested && $0.kind != .extension && $0.module == outer.module }
                }
                guard types.isEmpty || concrete(types, from: layer, sharedKinds, context).count == types.count else { continue }
            }
            guard reported.insert("\(reference.line):\(reference.name)").inserted else { continue }
            violations.append(Violation(
                reference,
                "'\(reference.name)' is a concrete \(declaration.kind.rawValue) of layer '\(other.name)'; depend on a protocol or closure and let the composition root create it"
            ))
        }
        return violations
    }

    /// The declarations `layer` may not name, each with the layer it belongs to.
    private func concrete(_ declarations: [IndexedType], from layer: Layer, _ sharedKinds: Set<String>, _ context: RuleContext) -> [(IndexedType, Layer)] {
        declarations.compactMap { declaration in
            guard let other = declaration.module.flatMap({ context.configuration.layer(ofModule: $0) }), other.name != layer.name,
                  !sharedKinds.contains(other.kind), !(layer.kind == "infrastructure" && other.kind == "infrastructure") else { return nil }
            let isConcrete = other.kind == "infrastructure" ? declaration.kind != .protocol : isBehaviour(declaration, context.index)
            return isConcrete ? (declaration, other) : nil
        }
    }

    /// A class or actor that does work, not one that is data in all but keyword: a value class, or a record a
    /// persistence framework fetches (`@Model`, an `NSManagedObject` subclass).
    private func isBehaviour(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind.isReferenceType && !isValueClass(declaration, index) && !PersistenceEntities.isEntity(declaration, index)
    }

    /// `Store.Level` written as one name: the member after the reference, when the package nests a type of that name in it.
    private func nestedType(qualifiedBy reference: Reference, next: Reference?, _ index: PackageIndex) -> String? {
        guard let next, next.base == reference.name, next.line == reference.line,
              next.column == reference.column + Int32(reference.name.utf8.count) + 1,
              index.nestedTypes(in: reference.name).contains(where: { $0.name == next.name && $0.kind != .extension }) else { return nil }
        return next.name
    }

    /// `final class Icons: Hashable { let name: String }`: immutable, compared by content, not subclassing
    /// anything of the package; its instances are values.
    private func isValueClass(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, declaration.modifiers.contains("final"), !declaration.hasMutableState else { return false }
        let supertypes = index.supertypes(of: declaration.name)
        guard supertypes.contains("Hashable") || supertypes.contains("Equatable") else { return false }
        return !declaration.inheritance.contains { inherited in index.declarations(named: inherited).contains { $0.kind == .class } }
    }
}
