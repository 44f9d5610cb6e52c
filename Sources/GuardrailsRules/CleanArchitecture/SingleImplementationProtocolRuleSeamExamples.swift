import GuardrailsCore

/// `SingleImplementationProtocolRule` examples about protocols whose advice cannot be followed: a capability probed by a
/// cast on another abstraction, a generic requirement no closure can carry, and a protocol its conformers' modules depend on.
extension SingleImplementationProtocolRule {
    /// A relay's transports (two), one optional capability `RelayDiagnosing` the radio adopts in an empty extension, probed
    /// by a cast on the transport; `spyCapabilities` are what the tests' transport double adopts besides `Transport`.
    private static func relayTransports(spyCapabilities: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/Relay/Transport.swift",
                "protocol Transport: AnyObject {\n    func send(_ text: String)\n}\nprotocol RelayDiagnosing: AnyObject {\n    func ping(_ peer: String) -> Int?\n}\nfinal class RadioLink: Transport {\n    func send(_ text: String) {}\n    func ping(_ peer: String) -> Int? { nil }\n}\nextension RadioLink: RelayDiagnosing {}\nfinal class WebLink: Transport {\n    func send(_ text: String) {}\n}"
            ),
            ExampleFile(
                "Sources/Relay/RelayConsole.swift",
                "final class RelayConsole {\n    let transport: any Transport\n    init(transport: any Transport) { self.transport = transport }\n    private var diagnostics: RelayDiagnosing? { transport as? RelayDiagnosing }\n    func ping(_ peer: String) -> Int? { diagnostics?.ping(peer) }\n}"
            ),
            ExampleFile("Tests/RelayTests/TransportSpy.swift", "final class TransportSpy: Transport\(spyCapabilities) {\n    func send(_ text: String) {}\n    func ping(_ peer: String) -> Int? { 1 }\n}")
        )
    }

    /// The player framework's delegate of `requirements` callbacks, adopted only by the app's screen, whose module imports the framework.
    private static func playerDelegate(requirements: Int, screenModule: String) -> RuleExample {
        let callbacks = (1...requirements).map { "func playerDidChange\($0)(_ view: PlayerView)" }
        return RuleExample(
            ExampleFile(
                "Sources/Player/PlayerView.swift",
                "public protocol PlayerViewDelegate: AnyObject {\n" + callbacks.map { "    \($0)\n" }.joined() + "}\npublic final class PlayerView {\n    public weak var delegate: PlayerViewDelegate?\n}"
            ),
            ExampleFile(
                "Sources/\(screenModule)/PlayerScreen.swift",
                (screenModule == "Player" ? "" : "import Player\n\n") + "final class PlayerScreen: PlayerViewDelegate {\n" + callbacks.map { "    \($0) {}\n" }.joined() + "}"
            )
        )
    }

    /// A feature library, the app shipping it and the feature's demo app under `Example/`.
    private static let pantryPackage = "let package = Package(name: \"Pantry\", targets: [.target(name: \"Pantry\"), .executableTarget(name: \"PantryApp\", dependencies: [\"Pantry\"]), .executableTarget(name: \"PantryExampleApp\", dependencies: [\"Pantry\"], path: \"Example\")])"

    private static let demoActionsSource = "protocol DemoActions: AnyObject {\n    func openShelf()\n}\nfinal class DemoActionHandler: DemoActions {\n    func openShelf() {}\n}\nfinal class DemoScreen { weak var actions: DemoActions? }"

    /// A feature interface's screen factory, its conformer in the feature module (`conformerModule`), and a sibling feature.
    private static func atlasFactory(conformerModule: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/AtlasFeatureInterface/AtlasScreenFactory.swift",
                "import SwiftUI\n\npublic protocol AtlasScreenFactory {\n    associatedtype Screen: View\n    func makeScreen(regionID: String) -> Screen\n}"
            ),
            ExampleFile(
                "Sources/\(conformerModule)/AtlasComponent.swift",
                "import SwiftUI\n" + (conformerModule == "AtlasFeatureInterface" ? "" : "import AtlasFeatureInterface\n")
                    + "\npublic final class AtlasComponent: AtlasScreenFactory {\n    public init() {}\n    public func makeScreen(regionID: String) -> some View { Text(regionID) }\n}"
            ),
            ExampleFile(
                "Sources/TripFeature/TripView.swift",
                "import SwiftUI\nimport AtlasFeatureInterface\n\nstruct TripView<Atlas: AtlasScreenFactory>: View {\n    let atlas: Atlas\n    var body: some View { atlas.makeScreen(regionID: \"north\") }\n}"
            )
        )
    }

    /// A design-system (`Components`, a `ui` layer) control's public delegate, adopted in the program target `conformerTarget`
    /// kept in `folder`.
    private static func colorWheel(conformerTarget: String, folder: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Package.swift",
                "let package = Package(name: \"Chip\", targets: [.target(name: \"Components\"), .executableTarget(name: \"\(conformerTarget)\", dependencies: [\"Components\"], path: \"\(folder)\")])"
            ),
            ExampleFile(
                "Sources/Components/ColorWheel.swift",
                "import UIKit\n\npublic protocol ColorWheelDelegate: AnyObject {\n    func colorWheel(_ wheel: ColorWheel, didPick color: UIColor)\n}\n\npublic final class ColorWheel: UIView {\n    public weak var delegate: ColorWheelDelegate?\n}"
            ),
            ExampleFile(
                "\(folder)/Sources/ColorWheelScreen.swift",
                "import UIKit\nimport Components\n\nfinal class ColorWheelScreen: UIViewController, ColorWheelDelegate {\n    func colorWheel(_ wheel: ColorWheel, didPick color: UIColor) {}\n}"
            )
        )
    }

    static let seamTriggeringExamples: [RuleExample] = [
        // The same protocol in the package's own app, which ships: a seam to judge.
        RuleExample(
            ExampleFile("Package.swift", Self.pantryPackage),
            ExampleFile("Sources/PantryApp/DemoActions.swift", Self.demoActionsSource)
        ),
        // The capability probed by a cast, but the tests' transport does not adopt it: nothing substitutes it.
        relayTransports(spyCapabilities: ""),
        // The screen factory beside its one conformer in the interface's own module: nothing is kept apart, judged as any other.
        atlasFactory(conformerModule: "AtlasFeatureInterface"),
        // The control's public delegate adopted by the package's own app, which ships: one production strategy.
        colorWheel(conformerTarget: "ChipPalette", folder: "Palette"),
        // Adopted only by another feature's demo app: one program using the control, whose one conformer a closure can replace.
        colorWheel(conformerTarget: "OnboardingDemo", folder: "Demo"),
        // The delegate's one conformer in its own module: it can be held itself.
        playerDelegate(requirements: 5, screenModule: "Player"),
        // An associated type is no generic requirement: `load(from:)` is still one closure.
        RuleExample(
            "Sources/Feed/FeedLoader.swift",
            "protocol FeedLoader {\n    associatedtype Item\n    func load(from url: URL) async throws -> [Item]\n}\nstruct RemoteFeedLoader: FeedLoader {\n    func load(from url: URL) async throws -> [String] { [] }\n}\nstruct FeedScreen<Loader: FeedLoader> { let loader: Loader }"
        ),
        // Inverted, but four callbacks: the framework can hold closures instead.
        playerDelegate(requirements: 4, screenModule: "App"),
        // The same protocol in the app's own code, outside any dependency manager's checkout, is the team's to simplify.
        RuleExample(
            "Sources/Charting/AxisLabelFormatter.swift",
            "public protocol AxisLabelFormatter {\n    func label(for value: Double) -> String\n}\npublic final class DecimalAxisLabelFormatter: AxisLabelFormatter {\n    public func label(for value: Double) -> String { String(value) }\n}\npublic final class ChartAxis {\n    public var formatter: AxisLabelFormatter = DecimalAxisLabelFormatter()\n}"
        ),
    ]

    static let seamNonTriggeringExamples: [RuleExample] = [
        // One production conformer beside a spy the tests substitute: the seam checklist point 3 asks for, in use.
        RuleExample(
            ExampleFile("Sources/Ferry/Dock.swift", "protocol DockDelegate: AnyObject {\n    func dockDidMoor(_ berth: Int)\n    func dockDidCastOff(_ berth: Int)\n}\nfinal class Dock { weak var delegate: DockDelegate? }"),
            ExampleFile("Sources/Ferry/Harbour.swift", "final class Harbour: DockDelegate {\n    func dockDidMoor(_ berth: Int) {}\n    func dockDidCastOff(_ berth: Int) {}\n}"),
            ExampleFile("Tests/FerryTests/DockDelegateSpy.swift", "final class DockDelegateSpy: DockDelegate {\n    var moored: [Int] = []\n    func dockDidMoor(_ berth: Int) { moored.append(berth) }\n    func dockDidCastOff(_ berth: Int) {}\n}")
        ),
        // A `Mock…` conformer in production that the composition root picks for a mock build: a double by name.
        RuleExample(
            "Sources/App/Pantry.swift",
            "protocol PantryStore { func items() throws -> [String] }\nstruct DiskPantryStore: PantryStore { func items() throws -> [String] { [] } }\nstruct MockPantryStore: PantryStore { func items() throws -> [String] { [\"salt\"] } }\nenum BuildFlavor { case mock, release }\nstruct AppDependencies {\n    let pantry: any PantryStore\n    init(flavor: BuildFlavor) {\n        switch flavor {\n        case .mock: pantry = MockPantryStore()\n        case .release: pantry = DiskPantryStore()\n        }\n    }\n}"
        ),
        // A feature interface's screen factory adopted in the feature module, which imports the interface: a build-graph boundary.
        atlasFactory(conformerModule: "AtlasFeature"),
        // A design-system control's public delegate adopted only by its storybook demo: the module's API, its clients the implementers.
        colorWheel(conformerTarget: "ComponentsDemo", folder: "Demo"),
        // A manifest choosing between two `Package(…)` literals by an environment variable: the library product of either
        // branch vends `Kit`, whose public protocol is its users' extension point.
        RuleExample(
            ExampleFile("Package.swift", "let package: Package\nif ProcessInfo.processInfo.environment[\"KIT_TOOLS\"] != \"1\" {\n    package = Package(name: \"Kit\", products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\")])\n} else {\n    package = Package(name: \"Kit\", products: [.executable(name: \"kit-tool\", targets: [\"KitTool\"])], targets: [.target(name: \"Kit\"), .executableTarget(name: \"KitTool\", dependencies: [\"Kit\"])])\n}"),
            ExampleFile("Sources/Kit/FailureSink.swift", "public protocol FailureSink {\n    func fail(_ message: String)\n}\n\nprivate final class ConsoleSink: FailureSink {\n    func fail(_ message: String) { print(message) }\n}\n\npublic func install(_ sink: FailureSink) {}"),
            ExampleFile("Sources/KitTool/main.swift", "import Kit\nprint(\"tool\")")
        ),
        // A protocol of a feature's demo app (a `composition` or program target named or foldered as an example): it ships in no product.
        RuleExample(
            ExampleFile("Package.swift", Self.pantryPackage),
            ExampleFile("Example/Sources/DemoActions.swift", Self.demoActionsSource)
        ),
        // A seam of fewer than five requirements whose double a macro generates: a seam in use all the same.
        RuleExample(
            "Sources/Ledger/LedgerClock.swift",
            "import Spyable\n\n@Spyable\nprotocol LedgerClock: Sendable {\n    func now() -> Date\n}\nstruct SystemLedgerClock: LedgerClock {\n    func now() -> Date { Date() }\n}\nstruct LedgerScreen { let clock: any LedgerClock }"
        ),
        // Four requirements, three of them restating the refined protocol's, and a spy in the tests: a seam in use.
        RuleExample(
            ExampleFile(
                "Sources/Stream/ChunkWriting.swift",
                "public protocol ChunkWriting {\n    func write(_ chunk: Data) async throws\n    func finish() async throws\n    func writeAndFinish(_ chunk: Data) async throws\n}\nprotocol ClientChunkWriting: ChunkWriting {\n    func write(_ chunk: Data) async throws\n    func finish() async throws\n    func writeAndFinish(_ chunk: Data) async throws\n    func reportError(_ error: any Error) async throws\n}\nstruct SocketChunkWriter: ClientChunkWriting {\n    func write(_ chunk: Data) async throws {}\n    func finish() async throws {}\n    func writeAndFinish(_ chunk: Data) async throws {}\n    func reportError(_ error: any Error) async throws {}\n}\nstruct InvocationLoop<Writer: ClientChunkWriting> { let writer: Writer }"
            ),
            ExampleFile(
                "Tests/StreamTests/ChunkWriterSpy.swift",
                "struct ChunkWriterSpy: ClientChunkWriting {\n    func write(_ chunk: Data) async throws {}\n    func finish() async throws {}\n    func writeAndFinish(_ chunk: Data) async throws {}\n    func reportError(_ error: any Error) async throws {}\n}"
            )
        ),
        // Five requirements whose double a macro (`@Spyable`) or Sourcery's annotation generates at build time: the seam
        // tests substitute, though no linted file declares the double.
        RuleExample("Sources/Ledger/LedgerRepository.swift", "import Spyable\n\n@Spyable\nprotocol LedgerRepository: Sendable {\n    func entries() async throws -> [String]\n    func add(_ entry: String) async throws\n    func remove(_ entry: String) async throws\n    func archive() async throws\n    func restore() async throws\n}\nstruct RemoteLedgerRepository: LedgerRepository {\n    func entries() async throws -> [String] { [] }\n    func add(_ entry: String) async throws {}\n    func remove(_ entry: String) async throws {}\n    func archive() async throws {}\n    func restore() async throws {}\n}\nstruct LedgerScreen { let repository: any LedgerRepository }"),
        RuleExample("Sources/Ledger/LedgerRepository.swift", "import Foundation\n\n// sourcery: AutoMockable\nprotocol LedgerRepository: Sendable {\n    func entries() async throws -> [String]\n    func add(_ entry: String) async throws\n    func remove(_ entry: String) async throws\n    func archive() async throws\n    func restore() async throws\n}\nstruct RemoteLedgerRepository: LedgerRepository {\n    func entries() async throws -> [String] { [] }\n    func add(_ entry: String) async throws {}\n    func remove(_ entry: String) async throws {}\n    func archive() async throws {}\n    func restore() async throws {}\n}\nstruct LedgerScreen { let repository: any LedgerRepository }"),
        // An optional capability of the transports, probed by a cast and adopted by the tests' transport double too.
        relayTransports(spyCapabilities: ", RelayDiagnosing"),
        // A generic requirement: a closure cannot be generic.
        RuleExample(
            "Sources/Transcripts/TranscriptLoader.swift",
            "protocol TranscriptLoader {\n    func load<T: Decodable>(from url: URL, as type: T.Type) async throws -> T\n}\nstruct BundleLoader: TranscriptLoader {\n    func load<T: Decodable>(from url: URL, as type: T.Type) async throws -> T { try JSONDecoder().decode(type, from: Data()) }\n}\nstruct TranscriptStore { let loader: any TranscriptLoader }"
        ),
        // The framework's delegate of five callbacks adopted only by the app's screen: holding the screen would be an import cycle.
        playerDelegate(requirements: 5, screenModule: "App"),
        // Five requirements, all inherited from the refined protocol, and a production fake of the refinement: the seam tests substitute.
        RuleExample(
            ExampleFile(
                "Sources/Store/Purchasing.swift",
                "protocol Purchasing {\n    associatedtype Product: Hashable\n    var canPurchase: Bool { get }\n    var updates: AsyncStream<Void> { get }\n    func products() async throws -> [Product]\n    func purchase(_ product: Product) async throws -> Bool\n    func restore() async throws\n}\nprotocol StorePurchasing: Purchasing where Product == String {}"
            ),
            ExampleFile(
                "Sources/Store/StoreKitPurchaser.swift",
                "final class StoreKitPurchaser: StorePurchasing {\n    var canPurchase: Bool { true }\n    var updates: AsyncStream<Void> { AsyncStream { _ in } }\n    func products() async throws -> [String] { [] }\n    func purchase(_ product: String) async throws -> Bool { true }\n    func restore() async throws {}\n}\nfinal class FakeStorePurchaser: StorePurchasing {\n    var canPurchase: Bool { true }\n    var updates: AsyncStream<Void> { AsyncStream { _ in } }\n    func products() async throws -> [String] { [\"pro\"] }\n    func purchase(_ product: String) async throws -> Bool { true }\n    func restore() async throws {}\n}\nfinal class Paywall { let purchaser: any StorePurchasing\n    init(purchaser: any StorePurchasing) { self.purchaser = purchaser } }"
            )
        ),
        // A library CocoaPods checked into the app: its public protocol is an extension point of its authors' API.
        RuleExample(
            "Pods/Charting/Source/AxisLabelFormatter.swift",
            "public protocol AxisLabelFormatter {\n    func label(for value: Double) -> String\n}\npublic final class DecimalAxisLabelFormatter: AxisLabelFormatter {\n    public func label(for value: Double) -> String { String(value) }\n}\npublic final class ChartAxis {\n    public var formatter: AxisLabelFormatter = DecimalAxisLabelFormatter()\n}"
        ),
    ]
}
