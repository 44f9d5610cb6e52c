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
        of the same name, and a name means only a type the file can see: one of a module it imports (or one \
        that module re-exports) that is `public`, `open` or `package` there (any, under `@testable import`); an \
        internal class of a module the file does not import is not what `Scanner(string:)` calls (for modules \
        known to be compiled apart: a manifest's targets, modules some file imports; folders configured as \
        targets that nothing imports may be layers of one app target). The views, \
        controls, windows and view controllers of a component library (a layer of a kind in \
        `componentLayerKinds`, default `ui`; a class whose superclass chain reaches a platform UI class such as \
        `NSStackView`, `UIControl` or `UIViewController`) may be named by the screens built on it: they are \
        composed, not substituted, and no test double or second strategy stands in for a chart view; the \
        library's services (a settings store) are still reported. Tests may name the spies and fixtures of test-support layers: that is what those \
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
            RuleOption("componentLayerKinds", .strings(["ui"]), "Layer kinds whose views, controls and view controllers any layer may name (a component library)."),
        ],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Sources/Feature/Loader.swift", "import Infrastructure\nlet client = URLSessionClient()")
            ),
            RuleExample(
                ExampleFile("Sources/Presentation/Presenter.swift", "public final class FeedPresenter {}"),
                ExampleFile("Sources/UI/FeedView.swift", "import Presentation\nfinal class FeedView { let presenter: FeedPresenter? = nil }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Cache.swift", "public actor FeedCacheActor {}"),
                ExampleFile("Sources/Presentation/Presenter.swift", "import Feature\nstruct P { let cache: FeedCacheActor }")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Endpoint.swift", "public struct InMemoryStore {}"),
                ExampleFile("Sources/Feature/Loader.swift", "import Infrastructure\nlet store = InMemoryStore()")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Cache.swift", "public final class FeedCache {}"),
                ExampleFile("Sources/Presentation/Presenter.swift", "import Feature\nstruct P {\n    struct Folder {}\n    let cache: FeedCache\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Account.swift", "public final class Account: Hashable {\n    public let id: String\n    public var unreadCount = 0\n    public func refresh() async {}\n}"),
                ExampleFile("Sources/Presentation/Badge.swift", "import Feature\nstruct Badge { let account: Account }")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Endpoint.swift", "public final class Endpoint: Equatable {\n    public let path: String\n    public static let feed = Endpoint(path: \"/feed\")\n}"),
                ExampleFile("Sources/Feature/Loader.swift", "import Infrastructure\nlet endpoint = Endpoint.feed")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {\n    public enum Level: Sendable { case info, error }\n    public final class Writer {}\n}"),
                ExampleFile("Sources/UI/LogScreen.swift", "import Feature\nstruct LogScreen {\n    let writer: EventLog.Writer\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Credentials.swift", "public struct Credentials { public let token: String }"),
                ExampleFile("Sources/Feature/Session.swift", "import Infrastructure\nfunc restore() -> Any? {\n    #if DEBUG\n    if let token = ProcessInfo.processInfo.environment[\"DEV_TOKEN\"] { return Credentials(token: token) }\n    #endif\n    return nil\n}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/Settings.swift", "open class GaugeView: NSView {}\npublic final class SettingsStore {\n    public var values: [String: Int] = [:]\n}"),
                ExampleFile("Sources/Presentation/StatusScreen.swift", "import UI\nfinal class StatusScreen {\n    let gauge = GaugeView()\n    let settings = SettingsStore()\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Presentation/MoviesPresenter.swift", "final class MoviesPresenter {\n    func load() {}\n}"),
                ExampleFile("Sources/UI/MoviesView.swift", "final class MoviesView {\n    let presenter = MoviesPresenter()\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/HTTPClient.swift", "public final class HTTPClient {}"),
                ExampleFile("Sources/Feature/Exports.swift", "@_exported import Infrastructure"),
                ExampleFile("Sources/Presentation/Presenter.swift", "import Feature\nstruct P { let client: HTTPClient }")
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
            RuleExample(
                ExampleFile("Sources/Feature/Scanner.swift", "final class Scanner: NSObject {\n    func scan() {}\n}"),
                ExampleFile("Sources/UI/HexColor.swift", "import Foundation\nfunc rgb(_ hex: String) -> UInt64 {\n    var value: UInt64 = 0\n    Scanner(string: hex).scanHexInt64(&value)\n    return value\n}"),
                ExampleFile("Sources/App/Main.swift", "import Feature\nimport UI")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Timer.swift", "struct Timer {\n    let deadline: Int\n}"),
                ExampleFile("Sources/Feature/RequestMetrics.swift", "import Infrastructure\nimport Metrics\nfinal class RequestMetrics {\n    let timer = Timer(label: \"requests\")\n}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/Charts.swift", "open class ChartView: NSView {}\npublic final class LineChartView: ChartView {\n    public var points: [Double] = []\n}\npublic class ValueField: NSTextField {}\npublic final class HelpPanel: NSPanel {}"),
                ExampleFile("Sources/Presentation/CPUScreen.swift", "import UI\nfinal class CPUScreen: NSViewController {\n    private var chart: LineChartView?\n    private let usage = ValueField()\n    func help() { HelpPanel().orderFront(nil) }\n}")
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
        let visible = VisibleModules(file, module: module, context.index)
        var reported: Set<String> = []
        var violations: [Violation] = []
        for (position, reference) in references.enumerated() where reference.base == nil {
            let everywhere = context.index.declarations(named: reference.name)
            let declarations = everywhere.filter { !$0.isTest && !(file.isTest && context.isTestCode($0)) && visible.canName($0) }
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
        let componentKinds = Set(context.strings("componentLayerKinds"))
        return declarations.compactMap { declaration in
            guard let other = declaration.module.flatMap({ context.configuration.layer(ofModule: $0) }), other.name != layer.name,
                  !sharedKinds.contains(other.kind), !(layer.kind == "infrastructure" && other.kind == "infrastructure") else { return nil }
            let isConcrete = other.kind == "infrastructure" ? declaration.kind != .protocol : isBehaviour(declaration, context.index)
            guard isConcrete, !(componentKinds.contains(other.kind) && isComponentView(declaration, context.index)) else { return nil }
            return (declaration, other)
        }
    }

    /// A class or actor that does work, not one that is data in all but keyword: a value class, or a record a
    /// persistence framework fetches (`@Model`, an `NSManagedObject` subclass).
    private func isBehaviour(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind.isReferenceType && !isValueClass(declaration, index) && !PersistenceEntities.isEntity(declaration, index)
    }

    /// A view, control, window or view controller: a class whose superclass chain reaches a platform UI class
    /// (`NSStackView`, `UITableViewCell`, `NSViewController`, `NSPanel`). Screens compose the views of the
    /// component library they build on; such a class is not a service a test double or a second strategy replaces.
    private func isComponentView(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind == .class && index.supertypes(of: declaration.name).contains { name in
            Self.platformUIPrefixes.contains { name.hasPrefix($0) } && Self.platformUISuffixes.contains { name.hasSuffix($0) }
        }
    }

    private static let platformUIPrefixes = ["UI", "NS"]
    private static let platformUISuffixes = [
        "View", "ViewController", "WindowController", "NavigationController", "TabBarController", "HostingController",
        "Control", "Cell", "Field", "Button", "Label", "Window", "Panel", "Switch", "Slider", "Stepper",
    ]

    /// The modules whose types a file can name: its own, those it imports, and what those (or its own module)
    /// re-export; another module's type only when it is `public`, `open` or `package`, or imported `@testable`.
    /// Any other declaration of the name is not what the file means (`Scanner(string:)` is Foundation's when the
    /// app's internal `Scanner` class lives in a module the file does not import). That holds for modules known
    /// to be compiled apart: a target of the manifest, a module some file imports, or one that depends on the
    /// file's module (which therefore cannot see it). Folders a configuration names as targets with none of
    /// that may be layers of one compiled target, whose files name each other's internal types without imports.
    private struct VisibleModules {
        private let module: String
        private let index: PackageIndex
        private let imported: Set<String>
        private let testable: Set<String>
        private let importedAnywhere: Set<String>

        init(_ file: LintFile, module: String, _ index: PackageIndex) {
            self.module = module
            self.index = index
            var imported = Set(file.model.imports.map(\.module))
            for name in imported { imported.formUnion(index.reexports(of: name)) }
            self.imported = imported.union(index.reexports(of: module))
            testable = Set(file.model.imports.filter(\.isTestable).map(\.module))
            importedAnywhere = index.modules.reduce(into: []) { $0.formUnion(index.imports(of: $1).subtracting([$1])) }
        }

        func canName(_ declaration: IndexedType) -> Bool {
            guard let other = declaration.module, other != module, isCompiledApart(other) else { return true }
            guard imported.contains(other) else { return false }
            return testable.contains(other) || declaration.modifiers.contains { Self.exported.contains($0) }
        }

        private func isCompiledApart(_ other: String) -> Bool {
            (index.package.hasManifest && index.package.target(named: other) != nil) || importedAnywhere.contains(other)
                || index.importCloses(from: module, to: other)
        }

        private static let exported: Set<String> = ["public", "open", "package"]
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
