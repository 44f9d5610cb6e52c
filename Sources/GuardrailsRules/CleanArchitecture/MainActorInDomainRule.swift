import GuardrailsCore

/// The domain and store boundaries stay free of isolation so any context can call them.
public struct MainActorInDomainRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "main-actor-in-domain",
        summary: "No `@MainActor` on domain types, store protocols or their members.",
        rationale: """
        Guardrail "do not add @MainActor to domain types or store protocols": isolation is a presentation \
        and composition concern. A main-actor domain forces every caller onto the main thread. A domain \
        module whose default isolation is `MainActor` (Swift 6.2 `.defaultIsolation(MainActor.self)`, or \
        `"defaultIsolation": "MainActor"` on a configured target) isolates all of it, so it is reported once, \
        on the module's first file. Test code is not domain code, though a test target takes its subject's layer: a test method \
        isolated to drive a window (`@MainActor func testShowsOverlay()`) forces no production caller onto the main thread. A `…Store` protocol whose every production conformer (one named as a double aside) sits in a \
        file importing a store-front framework (`storeFrontModules`, `StoreKit`), beside the protocol or not, is a purchase client that drives the system's purchase \
        sheet, not a store boundary, so its isolation is the composition's choice; in a domain module it is still reported. So is a \
        `…Store` protocol refining `ObservableObject` or `Observable`, itself or through a package protocol it refines \
        (`protocol BasketStore: ObservableObject { init() }`): the state a view observes, presentation whatever its name, \
        not a data store; in a domain module it is still reported. So is a `…Store` protocol whose every production \
        conformer is an extension of a type the package does not declare (`extension WKWebsiteDataStore: WebsiteDataStore`): \
        a seam over a framework class, whose `@MainActor` mirrors the class's own isolation so its methods witness the \
        requirements; one conformer the package declares makes it a store boundary. An isolated extension declaring only static stored \
        properties, compiled only under `#if DEBUG` or in a file or type named as a double (`fixtureMarkers`: `MockedData.swift`), \
        holds preview and test sample values, not domain behaviour. The members and nested types of a dependency key \
        (`dependencyKeyProtocols`: its placeholder, its `testValue`), and a conformer of a `@MainActor` package protocol whose \
        every method traps (`fatalError`), carry the isolation their protocol requires; the protocol's finding says it once. \
        So does a type adopting in its declaration a `@MainActor` protocol of a domain module, reported itself \
        (`@MainActor final class NoFavorites: FavoritesRepository`): it inherits that isolation, so its own attribute restates it; \
        one adopting only nonisolated protocols, or an isolated protocol of another layer, is still reported. \
        So does a property witnessing an isolated property requirement of a reported package protocol (a type eraser's \
        `@MainActor var title`); an isolated property no requirement asks for is still reported. \
        Code compiled only for a UI platform (`#if os(iOS)`, `#if canImport(UIKit)`) in a domain module that imports a UI \
        framework (`uiFrameworks`) is that module's UI code (a debug menu's views and helpers), rightly isolated: \
        `ui-framework-import` reports the UI in the domain module; portable domain types beside it (one reading the device \
        through `canImport` branches of its imports only) are still reported. In a file importing a main-actor framework \
        (`mainActorFrameworks`: RealityKit, UIKit, …), an isolated extension of a type the package does not declare \
        (`@MainActor extension ModelEntity`) and an isolated member whose signature names such a type or a `@MainActor` \
        function type (`@MainActor init(_ entity: ModelEntity)` of a domain type) mirror the framework's isolation, which \
        the bridge cannot drop; the domain type stays nonisolated. So does an isolated protocol whose every requirement names \
        one (`func profileScene() -> AnyView`): a UI contract handing out the framework's objects, whose misplaced UI \
        `ui-framework-import` reports. Members naming only the package's and standard types are \
        still reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("storeSuffixes", .strings(["Store"]), "Protocol name suffixes that mark store boundaries."),
            RuleOption("storeFrontModules", .strings(["StoreKit"]), "Frameworks of a store front: a `…Store` protocol whose production conformers all sit in files importing one is a purchase client, not a store boundary."),
            RuleOption(
                "dependencyKeyProtocols", .strings(["DependencyKey", "TestDependencyKey"]),
                "Protocols of a dependency library's keys: what a key nests and declares (its placeholder, `testValue`) follows the isolation its protocol requires."
            ),
            RuleOption(
                "uiFrameworks", .strings(["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit"]),
                "UI frameworks: in a domain module importing one, isolated code compiled only for a UI platform (`#if os(iOS)`) is its UI code, not reported."
            ),
            RuleOption(
                "mainActorFrameworks", .strings(["RealityKit", "SceneKit", "UIKit", "AppKit", "Cocoa", "SwiftUI", "WatchKit"]),
                "Frameworks whose types are main-actor isolated: in a file importing one, an isolated extension of a type the package does not declare, or an isolated member naming one in its signature, mirrors the framework's isolation."
            ),
            RuleOption("fixtureMarkers", .strings(["Mock", "Mocked", "Preview", "Fixture", "Stub", "Sample"]), "Name prefixes and suffixes of files and types of sample data: an isolated extension of static stored properties there holds fixtures."),
        ],
        triggering: [
            // A UI protocol with one requirement naming only the package's types is still a domain protocol made isolated.
            RuleExample(
                "Sources/Domain/ProfileUIProviding.swift",
                "import SwiftUI\n\n@MainActor\npublic protocol ProfileUIProviding {\n    func profileScene(for id: Int) -> AnyView\n    func refresh(id: Int) async\n}"
            ),
            RuleExample("Sources/Domain/Image.swift", "@MainActor public struct FeedImage: Hashable, Sendable {}"),
            RuleExample("Sources/Feature/Store.swift", "@MainActor public protocol FeedStore {}"),
            // In a domain module an observable store is still a domain type.
            RuleExample("Sources/Domain/BasketStore.swift", "import Combine\n@MainActor public protocol BasketStore: ObservableObject {}"),
            RuleExample("Sources/Feature/Store.swift", "public protocol FeedStore {\n    @MainActor func retrieve() throws\n}"),
            // Sample data beside behaviour, or outside a debug branch and a fixture's file, isolates real domain code.
            RuleExample("Sources/Domain/Parcel+Heavy.swift", "#if DEBUG\n@MainActor\nextension Parcel {\n    static let heavy = Parcel(grams: 9000)\n    func relabel() {}\n}\n#endif"),
            RuleExample("Sources/Domain/Parcel+Defaults.swift", "@MainActor\nextension Parcel {\n    static let empty = Parcel(grams: 0)\n}"),
            RuleExample(
                ExampleFile("Sources/App/Tips.swift", "import StoreKit\n@MainActor protocol TipStore {\n    func purchase(_ id: String) async throws\n}"),
                ExampleFile("Sources/App/AppStoreTips.swift", "import StoreKit\nfinal class AppStoreTips: TipStore {\n    func purchase(_ id: String) async throws {}\n}"),
                ExampleFile("Sources/App/SavedTips.swift", "import Foundation\nfinal class SavedTips: TipStore {\n    func purchase(_ id: String) async throws {}\n}")
            ),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Domain", swiftSettings: [.defaultIsolation(MainActor.self)])])"#),
                ExampleFile("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {}")
            ),
            // A conformer doing work carries the isolation into the domain; so does a key isolating itself.
            RuleExample(
                ExampleFile("Sources/Presentation/Ticking.swift", "@MainActor public protocol Ticking {\n    func tick()\n}"),
                ExampleFile("Sources/Domain/LiveTicker.swift", "import Presentation\n@MainActor final class LiveTicker: Ticking {\n    var count = 0\n    func tick() { count += 1 }\n}")
            ),
            // An eraser's witness restates its requirement's isolation: only the requirement is reported.
            RuleExample(
                ExampleFile("Sources/Domain/ShelfStore.swift", "public protocol ShelfStore {\n    @MainActor var title: String { get }\n}"),
                ExampleFile("Sources/Domain/AnyShelfStore.swift", "public final class AnyShelfStore: ShelfStore {\n    @MainActor public var title: String { \"\" }\n}")
            ),
            // A domain class adopting only a nonisolated protocol owns its isolation.
            RuleExample(
                ExampleFile("Sources/Domain/Lending.swift", "public protocol Lending {\n    func lend(_ id: Int) -> Bool\n}"),
                ExampleFile("Sources/Domain/Library.swift", "@MainActor\nfinal class Library: Lending {\n    func lend(_ id: Int) -> Bool { id > 0 }\n}")
            ),
            RuleExample("Sources/Domain/ShelfKey.swift", "@MainActor\npublic enum ShelfKey: TestDependencyKey {\n    public static var testValue: Int { 0 }\n}"),
            // Beside a framework bridge, isolated logic naming only the package's and standard types, and an isolated
            // extension of a standard type, are the domain's own.
            RuleExample(
                ExampleFile("Sources/Domain/Shape.swift", "public struct Shape: Hashable, Sendable {\n    public let sides: Int\n}"),
                ExampleFile("Sources/Domain/Shape+Scene.swift", "import RealityKit\n\nextension Shape {\n    @MainActor\n    public func scaled(by factor: Double) -> Shape { self }\n}\n\n@MainActor\nextension String {\n    var shapeName: String { self }\n}")
            ),
            // A portable domain type reading the device through UIKit, outside any platform branch, isolates its callers;
            // so does iOS-only code in a domain module importing no UI framework.
            RuleExample(
                "Sources/Domain/Handset.swift",
                "#if canImport(UIKit)\nimport UIKit\n#endif\n\n@MainActor\npublic struct Handset {\n    public static var current = Handset()\n    #if os(iOS)\n    public var model: String { UIDevice.current.model }\n    #endif\n}"
            ),
            RuleExample("Sources/Domain/Parcel.swift", "import Foundation\n#if os(iOS)\n@MainActor\npublic struct Parcel {\n    public let grams: Int\n}\n#endif"),
            // A store the package's own class conforms to through an extension is a store boundary.
            RuleExample(
                "Sources/Feature/CookieJarStore.swift",
                "protocol CookieJarStore {\n    @MainActor func removeAll() async\n}\nfinal class DiskCookieJar {}\nextension DiskCookieJar: CookieJarStore {\n    func removeAll() async {}\n}\nextension HTTPCookieStorage: CookieJarStore {\n    func removeAll() async {}\n}"
            ),
        ],
        nonTriggering: [
            // A bridge to a main-actor framework: its extension of the framework's type, and the domain type's members taking
            // or returning that framework's types or a `@MainActor` closure, mirror the framework's isolation.
            RuleExample(
                ExampleFile("Sources/Domain/Shape.swift", "public struct Shape: Hashable, Sendable {\n    public let sides: Int\n}"),
                ExampleFile(
                    "Sources/Domain/Shape+Scene.swift",
                    "import RealityKit\n\n@MainActor\npublic extension ModelEntity {\n    convenience init(_ shape: Shape) { self.init() }\n}\n\nextension Shape {\n    @MainActor\n    public init(_ entity: ModelEntity) { self.init(sides: entity.children.count) }\n\n    @MainActor\n    func resources(_ make: @MainActor (Shape) -> Int) -> [RealityKit.MeshResource] { [] }\n}"
                )
            ),
            // A dependency key's placeholder and `testValue`: the library's, isolated only as the protocol they stand for requires.
            RuleExample(
                "Sources/Domain/Shelf.swift",
                "public protocol Shelf {\n    func add(_ id: Int)\n}\npublic enum ShelfKey: TestDependencyKey {\n    @MainActor\n    struct Placeholder: Shelf {\n        func add(_ id: Int) { count += 1 }\n    }\n    @MainActor\n    public static var testValue: any Shelf { Placeholder() }\n}"
            ),
            // A conformer whose every method traps: a placeholder carrying its protocol's isolation.
            RuleExample(
                ExampleFile("Sources/Presentation/Ticking.swift", "@MainActor public protocol Ticking {\n    func tick()\n}"),
                ExampleFile("Sources/Domain/StoppedTicker.swift", "import Presentation\n@MainActor struct StoppedTicker: Ticking {\n    func tick() { fatalError(\"no clock in this build\") }\n}")
            ),
            // A debug menu compiled for iOS only, in a domain module that imports UIKit: its UI code, isolated as UI is.
            RuleExample(
                ExampleFile("Sources/Domain/ShakeMenu.swift", "#if os(iOS) && !os(visionOS)\nimport UIKit\n\n@MainActor\nfinal class ShakeMenu {\n    func show(in window: UIWindow) {}\n}\n#endif"),
                ExampleFile("Sources/Domain/ShakeMenuReport.swift", "import Foundation\n\n#if os(iOS)\n@MainActor\nstruct ShakeMenuReport {\n    let menu: ShakeMenu\n}\n#endif"),
                ExampleFile("Sources/Domain/Parcel.swift", "public struct Parcel: Hashable, Sendable {\n    public let grams: Int\n}")
            ),
            RuleExample("Sources/Presentation/Presenter.swift", "@MainActor public final class FeedPresenter {}"),
            // A test of a domain module isolating its method to drive a window: test code, which no production caller meets.
            RuleExample(
                "Tests/DomainTests/ShakeGestureTests.swift",
                "final class ShakeGestureTests: XCTestCase {\n    @MainActor\n    func testGestureAddedToWindow() {\n        XCTAssertTrue(ShakeGesture(window: UIWindow()).isInstalled)\n    }\n}"
            ),
            // A protocol whose every requirement hands out a SwiftUI view: a UI contract, isolated like the framework.
            RuleExample(
                "Sources/Domain/ProfileUIProviding.swift",
                "import SwiftUI\n\n@MainActor\npublic protocol ProfileUIProviding {\n    func profileScene(for id: Int) -> AnyView\n    func avatarBadge() -> AnyView\n    func editScene(\n        onSave: @escaping (String) async throws -> Void\n    ) -> AnyView\n}"
            ),
            RuleExample("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() throws\n}"),
            // A seam over a framework class, conformed to only by extending that class: its isolation mirrors the framework's.
            RuleExample(
                "Sources/App/CookieJarStore.swift",
                "import WebKit\nprotocol CookieJarStore {\n    @MainActor func records(ofTypes types: Set<String>) async -> [WKWebsiteDataRecord]\n}\nextension WKWebsiteDataStore: CookieJarStore {}\nfinal class CookieJarStoreMock: CookieJarStore {\n    func records(ofTypes types: Set<String>) async -> [WKWebsiteDataRecord] { [] }\n}"
            ),
            // Presentation state a view observes, named `…Store` or not: `ObservableObject` or `Observable`, itself or through a package protocol it refines.
            RuleExample(
                "Sources/StateKit/BasketStore.swift",
                "import Combine\n@MainActor\npublic protocol BasketStore: ObservableObject {\n    init()\n}\n@MainActor\npublic protocol SavedBasketStore: BasketStore {\n    func restore(_ snapshot: Data)\n}\n@MainActor\npublic protocol FilterStore: Observable, AnyObject {\n    var query: String { get set }\n}"
            ),
            RuleExample("Sources/App/Tips.swift", "import StoreKit\n@MainActor protocol TipStore {\n    func purchase(_ id: String) async throws\n}\n@MainActor final class AppStoreTips: TipStore {\n    func purchase(_ id: String) async throws {}\n}"),
            RuleExample("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {} // @MainActor"),
            // Preview and test sample values: only debug builds, or a fixture's file, compile them.
            RuleExample("Sources/Domain/Parcel+Heavy.swift", "#if DEBUG\n@MainActor\nextension Parcel {\n    static let heavy = Parcel(grams: 9000)\n    static var all: [Parcel] = { [heavy, Parcel(grams: 1)] }()\n}\n#endif"),
            RuleExample("Sources/Domain/SampleParcels.swift", "@MainActor\nextension Parcel {\n    static let light = Parcel(grams: 20)\n}"),
            RuleExample("Sources/UI/ViewStore.swift", "@MainActor\nprivate protocol ChildStore: AnyObject {\n    func detach(id: Int)\n}"),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Domain", swiftSettings: [.defaultIsolation(nil)]), .target(name: "UI", swiftSettings: [.defaultIsolation(MainActor.self)])])"#),
                ExampleFile("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {}"),
                ExampleFile("Sources/UI/FeedView.swift", "struct FeedView {}")
            ),
            RuleExample(
                ExampleFile("Sources/App/PassStore.swift", "import Combine\n@MainActor\npublic protocol PassStore {\n    func restore() async throws\n}"),
                ExampleFile("Sources/App/AppStorePasses.swift", "import StoreKit\nfinal class AppStorePasses: PassStore {\n    func restore() async throws { try await AppStore.sync() }\n}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // A test's isolation (`@MainActor func testShowsWindow()` driving a `UIWindow`) forces no production caller onto the main
        // actor: test targets, which take their subject's layer, are not domain code.
        guard !file.isTest else { return [] }
        let stores = StoreProtocolMatcher(context)
        let inDomain = file.layerKind == "domain"
        var violations: [Violation] = []
        if inDomain, let module = file.module, context.index.firstFile(of: module) == file.path, context.index.isMainActorByDefault(module) {
            violations.append(Violation(line: 1, column: 1, message: "domain module '\(module)' makes MainActor its default isolation; keep domain types nonisolated"))
        }
        let types = file.model.types
        let holdsUI = inDomain && file.module.map { !context.index.imports(of: $0).isDisjoint(with: context.stringSet("uiFrameworks")) } == true
        let isUICode = { (line: Int) in holdsUI && PlatformBranches.encloses(line: line, source: file.source, naming: Self.uiPlatformTests) }
        for (position, type) in types.enumerated() where inDomain || stores.isBoundary(type, in: file, context.index) && !mirrorsFrameworkClass(type, context.index) {
            let isolatedMembers = type.members.filter { $0.attributes.contains("MainActor") && !isUICode($0.line) }
            let isolatedType = type.attributes.contains("MainActor") && !isSampleData(type, in: file, context) && !isUICode(type.line)
            // Only a finding about to be reported asks whether the isolation is a dependency key's or a trap's.
            guard isolatedType || !isolatedMembers.isEmpty, !isNestedInDependencyKey(position, in: file, context),
                  !isTrappingConformer(type, in: file, context.index) else { continue }
            // `@MainActor extension ModelEntity`: a framework type's own isolation, restated where the file bridges to it.
            let frameworks = bridgedFrameworks(of: file, context)
            if !frameworks.isEmpty, type.kind == .extension, isFrameworkType(type.name, context.index) { continue }
            // `@MainActor protocol ProfileUIProviding { func profileScene() -> AnyView }`: every requirement hands out or
            // takes the framework's main-actor objects, a UI contract whose isolation is the framework's;
            // `ui-framework-import` reports the UI in the domain module.
            // `@MainActor final class NoFavorites: FavoritesRepository` restating a reported domain protocol's isolation.
            if isolatedType, !restatesReportedProtocolIsolation(type, context), !(type.kind == .protocol && !frameworks.isEmpty && !type.members.isEmpty
                && type.members.allSatisfy { bridgesFramework($0, in: file, frameworks, context.index) }) {
                violations.append(Violation(line: type.line, column: type.column, message: "@MainActor on '\(type.name)'; keep domain types and store boundaries nonisolated"))
            }
            // A key's own members (`static var testValue`) are the dependency library's hook; the key itself stays judged.
            guard isolatedMembers.isEmpty || !isDependencyKey(type, context) else { continue }
            for member in isolatedMembers where frameworks.isEmpty || !bridgesFramework(member, in: file, frameworks, context.index) {
                if witnessesReportedRequirement(member, of: type, stores, context) { continue }
                violations.append(Violation(line: member.line, column: member.column, message: "@MainActor on '\(type.name).\(member.name)'; keep domain types and store boundaries nonisolated"))
            }
        }
        return violations
    }

    /// The main-actor frameworks (`mainActorFrameworks`) the file imports.
    private func bridgedFrameworks(of file: LintFile, _ context: RuleContext) -> Set<String> {
        let frameworks = context.stringSet("mainActorFrameworks")
        return Set(file.model.imports.lazy.map(\.module).filter { frameworks.contains($0) })
    }

    /// A type a framework declares: one the package only extends, if at all, and no standard value type (`String`, `URL`).
    private func isFrameworkType(_ name: String, _ index: PackageIndex) -> Bool {
        name.first?.isUppercase == true && !Self.standardTypes.contains(name) && index.declarations(named: name).allSatisfy { $0.kind == .extension }
    }

    /// `@MainActor init(_ entity: ModelEntity)`, `@MainActor func materials(for lookup: ModelEntity.MaterialProvider?) ->
    /// [RealityKit.Material]`: a member whose parameters or result name a type of a main-actor framework the file imports (a
    /// type the package does not declare, or one qualified by that framework), or a `@MainActor` function type. Read from the
    /// member's signature tokens, only for an isolated member about to be reported in a file importing such a framework.
    private func bridgesFramework(_ member: MemberDecl, in file: LintFile, _ frameworks: Set<String>, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        if member.kind == .variable { return member.propertyType.map { isFrameworkType($0.name, index) } ?? false }
        guard var position = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
        let end = member.bodyLine > 0 ? TokenLookup.position(line: Int(member.bodyLine), column: Int(member.bodyColumn), in: tokens) ?? tokens.count : tokens.count
        var inSignature = false
        // A requirement's parameters may span lines (`func scene(\n    onDone: @escaping () -> Void\n) -> AnyView`): only a
        // line starting outside its parentheses ends it.
        var depth = 0
        while position < end, position < tokens.count {
            let token = tokens[position]
            if member.bodyLine == 0, Int(token.line) > member.line, token.startsLine, inSignature, depth == 0 { break }
            if token.kind == .punctuation, token.text == "(" { inSignature = true; depth += 1 }
            if token.kind == .punctuation, token.text == ")" { depth = max(0, depth - 1) }
            if inSignature {
                if token.kind == .attribute, token.text == "MainActor" { return true }
                let qualified = position > 0 && tokens[position - 1].kind == .punctuation && tokens[position - 1].text == "."
                if token.kind == .identifier, !qualified, token.text.first?.isUppercase == true {
                    if frameworks.contains(token.text) { return true }
                    if isFrameworkType(token.text, index) { return true }
                }
            }
            position += 1
        }
        return false
    }

    /// Standard and Foundation types a domain signature names; no framework isolates them.
    private static let standardTypes: Set<String> = [
        "Self", "Any", "AnyObject", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "Decimal", "String", "Substring", "Character", "Array", "Dictionary", "Set",
        "Optional", "Result", "Range", "ClosedRange", "Error", "Never", "Void", "Data", "Date", "URL", "UUID", "TimeInterval",
        "Duration", "IndexPath", "IndexSet", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "SIMD2", "SIMD3",
        "SIMD4", "Sendable", "Hashable", "Equatable", "Codable", "Encodable", "Decodable", "Comparable", "Identifiable",
        "Sequence", "Collection", "Task", "AsyncStream", "AsyncThrowingStream", "Notification", "NotificationCenter", "Locale",
        "Calendar", "TimeZone", "Measurement", "JSONEncoder", "JSONDecoder", "Bundle", "FileManager", "ProcessInfo",
    ]

    /// `#if` conditions compiling code for a UI platform only: the Apple platforms, or the presence of a UI framework.
    private static let uiPlatformTests = [
        "os(iOS", "os(macOS", "os(OSX", "os(tvOS", "os(watchOS", "os(visionOS", "targetEnvironment(macCatalyst",
        "canImport(UIKit", "canImport(AppKit", "canImport(SwiftUI", "canImport(WatchKit", "canImport(Cocoa",
    ]

    /// `protocol WebsiteDataStore { @MainActor func removeData(…) async }` whose every production conformer (doubles aside) is
    /// an extension of a type the package does not declare (`extension WKWebsiteDataStore: WebsiteDataStore`): a seam over a
    /// framework class, whose isolation its requirements mirror so the framework's own methods witness them; not a store.
    private func mirrorsFrameworkClass(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && !doubles.isDouble(named: $0.name) }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension && index.declarations(named: conformer.name).allSatisfy { $0.kind == .extension }
        }
    }

    /// `final class AnyShelfStore: ShelfStore { @MainActor var title: String { … } }`: a property of a type (a type eraser, a
    /// conformer) mirroring an isolated property requirement of a package protocol it adopts, one whose own finding says it
    /// (declared in a domain module, or a store boundary by its name). The witness cannot drop the isolation its requirement
    /// sets; reporting it again is a duplicate. Asked only for an isolated property about to be reported.
    private func witnessesReportedRequirement(_ member: MemberDecl, of type: TypeDecl, _ stores: StoreProtocolMatcher, _ context: RuleContext) -> Bool {
        guard member.kind == .variable, type.kind != .protocol else { return false }
        let index = context.index
        let adopted = type.inheritance.map(\.name) + index.supertypes(of: type.name)
        return adopted.contains { name in
            index.declarations(named: name).contains { declaration in
                declaration.kind == .protocol && !declaration.isTest
                    && index.propertyCount(of: name, withAnyOf: ["MainActor"]) > 0
                    && index.protocolMembers(of: name, in: declaration.module).contains(member.name)
                    && (declaration.module.flatMap { context.layer(ofModule: $0)?.kind } == "domain"
                        || stores.suffixes.contains { name.hasSuffix($0) })
            }
        }
    }

    /// Tokens tell a conformer whose methods all trap; read only for a domain file with an isolated conformer of an isolated
    /// protocol (outside the domain only protocols are judged). The source, which comes with them, tells the platform
    /// branches of a domain file with isolated code in a module importing a UI framework.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        guard file.layerKind == "domain" else { return false }
        if !bridgedFrameworks(of: file, context).isEmpty, file.model.types.contains(where: { type in type.members.contains { $0.attributes.contains("MainActor") } }) {
            return true
        }
        if let module = file.module, !context.index.imports(of: module).isDisjoint(with: context.stringSet("uiFrameworks")),
           file.model.types.contains(where: { type in type.attributes.contains("MainActor") || type.members.contains { $0.attributes.contains("MainActor") } }) {
            return true
        }
        return file.model.types.contains { type in
            type.kind != .protocol && type.attributes.contains("MainActor") && type.members.contains { $0.kind == .function }
                && isolatedProtocol(of: type, context.index)
        }
    }

    /// `enum WatchlistKey: TestDependencyKey { @MainActor struct Unimplemented: Watchlist { … } }`: a type nested in a dependency
    /// key (`dependencyKeyProtocols`), the dependency library's placeholder, isolated only because the protocol it stands
    /// for is; the protocol's own finding says it once.
    private func isNestedInDependencyKey(_ position: Int, in file: LintFile, _ context: RuleContext) -> Bool {
        let types = file.model.types
        var owner = types[position].parent
        while let index = owner {
            if isDependencyKey(types[index], context) { return true }
            owner = types[index].parent
        }
        return false
    }

    /// A type adopting one of `dependencyKeyProtocols`, in its declaration or an extension.
    private func isDependencyKey(_ type: TypeDecl, _ context: RuleContext) -> Bool {
        let keys = context.stringSet("dependencyKeyProtocols")
        return type.inheritance.contains { keys.contains($0.name) } || !context.index.supertypes(of: type.name).isDisjoint(with: keys)
    }

    /// `@MainActor struct Unimplemented: Watchlist { func add(_ movie: Movie) { fatalError("Unimplemented") } }`: a conformer of
    /// a package protocol isolated to the main actor, every method of which traps: a placeholder carrying the isolation its
    /// protocol requires, which the protocol's own finding reports.
    private func isTrappingConformer(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        let methods = type.members.filter { $0.kind == .function }
        guard type.kind != .protocol, !methods.isEmpty, !file.tokens.isEmpty, isolatedProtocol(of: type, index) else { return false }
        let tokens = file.tokens
        return methods.allSatisfy { method in
            guard method.bodyLine > 0, let brace = TokenLookup.position(line: Int(method.bodyLine), column: Int(method.bodyColumn), in: tokens),
                  brace + 1 < tokens.count else { return false }
            return Self.traps.contains(tokens[brace + 1].text)
        }
    }

    /// `@MainActor private final class NoFavorites: FavoritesRepository` where the package's `FavoritesRepository` is itself
    /// `@MainActor` and declared in a domain module, so its own finding reports that isolation: a conformer adopting it in its
    /// declaration inherits the isolation anyway, and dropping the protocol's drops the conformer's. Reporting the conformer too
    /// is a duplicate. One adopting an isolated protocol of another layer (no finding of its own) stays reported.
    private func restatesReportedProtocolIsolation(_ type: TypeDecl, _ context: RuleContext) -> Bool {
        guard type.kind != .protocol, type.kind != .extension else { return false }
        return type.inheritance.contains { inherited in
            context.index.declarations(named: inherited.name).contains { declaration in
                declaration.kind == .protocol && !declaration.isTest && declaration.attributes.contains("MainActor")
                    && declaration.module.flatMap { context.layer(ofModule: $0)?.kind } == "domain"
            }
        }
    }

    /// Calls that end a placeholder's method without doing its work.
    private static let traps: Set<String> = ["fatalError", "preconditionFailure", "unimplemented"]

    /// Whether the type adopts a package protocol isolated to the main actor.
    private func isolatedProtocol(of type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { inherited in
            index.declarations(named: inherited.name).contains { $0.kind == .protocol && $0.attributes.contains("MainActor") }
        }
    }

    /// `#if DEBUG  @MainActor extension Parcel { static let heavy = Parcel(…) }`: preview and test fixtures, isolated with
    /// the views and tests that read them; no production caller meets the isolation.
    private func isSampleData(_ type: TypeDecl, in file: LintFile, _ context: RuleContext) -> Bool {
        guard Self.holdsOnlyStoredStatics(type) else { return false }
        let markers = TestDoubles(markers: context.strings("fixtureMarkers"))
        return type.isDebugOnly || markers.isDouble(named: type.name) || TestDoubleCode.isNamedAsDouble(file.path, markers)
    }

    /// An extension of `static let`s and stored `static var`s only: values, no behaviour.
    private static func holdsOnlyStoredStatics(_ type: TypeDecl) -> Bool {
        type.kind == .extension && !type.members.isEmpty
            && type.members.allSatisfy { $0.kind == .variable && $0.modifiers.contains("static") && ($0.isLet || $0.isStoredVar) }
    }
}
