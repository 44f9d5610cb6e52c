import Foundation
import Testing

/// `init` writes a configuration that passes its own checks: every target in a layer guessed from what its code
/// imports, a profile suggested from the architecture the code uses, and a first run whose findings can become
/// a baseline. Targets come from `Package.swift`, read and never run, or from a package description as the
/// command plugin hands them over.
@Suite struct StartingAConfigurationTests {
    static let shop: [String: String] = [
        "Sources/Catalog/Product.swift": "import Foundation\n\npublic struct Product: Hashable, Sendable { public let id: UUID }\n",
        "Sources/Checkout/Cart.swift": "import Catalog\n\npublic struct Cart: Hashable, Sendable { public let products: [Product] }\n",
        "Sources/CatalogStore/ProductTable.swift": "import Catalog\nimport SQLite3\n\npublic struct ProductTable: Sendable {}\n",
        "Sources/CatalogUI/ProductRow.swift": "import Catalog\nimport SwiftUI\n\nstruct ProductRow: View { var body: some View { Text(\"x\") } }\n",
        "Sources/ShopApp/main.swift": "import Catalog\nimport Checkout\nimport CatalogStore\n\nprint(Cart(products: []))\n",
        "Tests/CatalogTestSupport/ProductFixtures.swift": "import Catalog\n\npublic enum ProductFixtures {}\n",
        "Tests/CheckoutTests/AddingToTheCartTests.swift": "import Checkout\nimport Testing\n\n@Suite struct AddingToTheCartTests {\n    func makeSUT() -> Cart { Cart(products: []) }\n\n    @Test func startsEmpty() { #expect(makeSUT().products.isEmpty) }\n}\n",
        "Tests/AcceptanceTests/BuyingTests.swift": "import Catalog\nimport CatalogStore\nimport Checkout\nimport Testing\n\n@Suite struct BuyingTests {\n    func makeSUT() -> Cart { Cart(products: []) }\n\n    @Test func buys() { #expect(makeSUT().products.isEmpty) }\n}\n",
    ]

    static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(name: "Shop", targets: [
        .target(name: "Catalog"),
        .target(name: "Checkout", dependencies: ["Catalog"]),
        .target(name: "CatalogStore", dependencies: ["Catalog"]),
        .target(name: "CatalogUI", dependencies: ["Catalog"]),
        .executableTarget(name: "ShopApp", dependencies: ["Catalog", "Checkout", "CatalogStore"]),
        .target(name: "CatalogTestSupport", dependencies: ["Catalog"], path: "Tests/CatalogTestSupport"),
        .testTarget(name: "CheckoutTests", dependencies: ["Checkout"]),
        .testTarget(name: "AcceptanceTests", dependencies: ["Catalog", "CatalogStore", "Checkout"]),
    ])

    """

    @Test func everyTargetLandsInALayerGuessedFromWhatItsCodeImports() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let initialized = try await sut.run("init")
        let linted = try await sut.run("--format", "json")

        #expect(initialized.status == 0, "\(initialized.standardError)")
        let layers = try #require(try configuration(sut)["layers"] as? [String: [String: Any]])
        #expect(layers["domain"]?["modules"] as? [String] == ["Catalog"])
        #expect(layers["feature"]?["modules"] as? [String] == ["Checkout"])
        #expect(layers["infrastructure"]?["modules"] as? [String] == ["CatalogStore"])
        #expect(layers["ui"]?["modules"] as? [String] == ["CatalogUI"])
        #expect(layers["composition"]?["modules"] as? [String] == ["ShopApp"])
        #expect(layers["testSupport"]?["modules"] as? [String] == ["CatalogTestSupport"])
        #expect(layers["testSupport"]?["testSupport"] as? Bool == true)
        #expect(layers["integrationTests"]?["modules"] as? [String] == ["AcceptanceTests"])
        #expect(initialized.outputLines.contains { $0.contains("CatalogUI") && $0.contains("ui") && $0.contains("imports SwiftUI") })
        #expect(initialized.outputLines.contains { $0.contains("CheckoutTests") && $0.contains("tests Checkout") })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(linted.standardOutput.utf8)) as? [String: Any], "\(linted.standardError)")
        let messages = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(!messages.contains { $0.contains("in no layer") }, "\(messages)")
        #expect(linted.status != 2)
    }

    @Test(arguments: [
        ("import Observation\n\n@Observable final class CartModel { var count = 0 }\n", ["clean-architecture", "swiftui-mv"]),
        (
            "import Combine\n\nfinal class CartViewModel: ObservableObject {}\n\nfinal class AppDependencyProvider {}\n",
            ["clean-architecture", "app-dependency-provider"]
        ),
        ("public struct Totals: Hashable, Sendable {}\n", ["clean-architecture"]),
    ])
    func aProfileIsSuggestedFromTheArchitectureTheCodeUses(source: String, profiles: [String]) async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write(source, to: "Sources/Checkout/Model.swift")

        let output = try await sut.run("init")

        #expect(output.status == 0, "\(output.standardError)")
        #expect(try configuration(sut)["profiles"] as? [String] == profiles)
        #expect(output.standardOutput.contains("Profiles \(profiles.joined(separator: ", ")):"))
    }

    @Test func aTargetNamedForItsViewsIsUIEvenWithoutAUIFrameworkImport() async throws {
        let sut = try makeSUT(manifest: Self.manifest.replacingOccurrences(of: "    .target(name: \"Catalog\"),", with: "    .target(name: \"Catalog\"),\n    .target(name: \"ReceiptViews\"),"))
        defer { sut.remove() }
        try sut.write("public struct ReceiptLine: Sendable { public let text: String }\n", to: "Sources/ReceiptViews/ReceiptLine.swift")

        let output = try await sut.run("init")

        #expect(output.status == 0, "\(output.standardError)")
        let layers = try #require(try configuration(sut)["layers"] as? [String: [String: Any]])
        #expect(layers["ui"]?["modules"] as? [String] == ["CatalogUI", "ReceiptViews"])
        #expect(layers["domain"]?["modules"] as? [String] == ["Catalog"])
    }

    @Test func theFirstRunStopsAtANestedPackagesBrokenConfigurationAsTheNextRunWould() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Demo\", targets: [.target(name: \"Demo\")])\n", to: "Examples/Demo/Package.swift")
        try sut.write("{\"layers\": ", to: "Examples/Demo/guardrails.json")
        try sut.write("public struct Demo {}\n", to: "Examples/Demo/Sources/Demo/Demo.swift")

        let output = try await sut.run("init")
        let next = try await sut.run()

        // The configuration is written; its first run is the next `guardrails` run, which stops at the nested package's file.
        #expect(output.outputLines.first?.hasPrefix("Wrote guardrails.json: ") == true, "\(output.standardOutput)")
        #expect(output.status == next.status && next.status != 0, "\(output.standardError)")
        #expect(output.standardError.contains("Examples/Demo/guardrails.json:1:12: not valid JSON"), "\(output.standardError)")
    }

    @Test func theFirstRunsFindingsAreOfferedAsABaselineOrAcceptedAtOnce() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("import Catalog\n\npublic final class PriceCache: \(ForbiddenSpellings.uncheckedSendable) {}\n", to: "Sources/Checkout/PriceCache.swift")

        let offered = try await sut.run("init")
        let accepted = try await sut.run("init", "--force", "--write-baseline", "guardrails-baseline.json")
        let linted = try await sut.run("--baseline", "guardrails-baseline.json", "--strict-baseline")

        #expect(offered.status == 0)
        #expect(offered.standardOutput.contains("guardrails --write-baseline guardrails-baseline.json"))
        #expect(accepted.status == 0)
        #expect(linted.status == 0, "\(linted.standardOutput)")
    }

    @Test func aMockGeneratorsShippedToolAndLibraryAreProductionCodeWhateverTheirNames() async throws {
        let manifest = #"""
        let package = Package(
            name: "MockForge",
            products: [.executable(name: "mockforge", targets: ["MockForge"]), .library(name: "MockForgeKit", targets: ["MockForgeKit"])],
            targets: [
                .executableTarget(name: "MockForge", dependencies: ["MockForgeKit", "MockForgeCLI"]),
                .target(name: "MockForgeCLI"),
                .target(name: "MockForgeKit"),
                .target(name: "MockForgeFixtures", dependencies: ["MockForgeKit"]),
                .testTarget(name: "MockForgeKitTests", dependencies: ["MockForgeKit", "MockForgeFixtures"]),
            ]
        )
        """#
        let sut = try FixturePackage.empty("MockForge").filled { sut in
            try sut.write("// swift-tools-version: 6.0\nimport PackageDescription\n\n" + manifest + "\n", to: "Package.swift")
            try sut.write("import MockForgeKit\nimport MockForgeCLI\n\nprint(Template(protocolName: CommandLine.arguments[0]).text)\n", to: "Sources/MockForge/main.swift")
            try sut.write("public struct Arguments: Sendable {\n    public let paths: [String]\n}\n", to: "Sources/MockForgeCLI/Arguments.swift")
            try sut.write("public struct Template: Hashable, Sendable {\n    public let protocolName: String\n    public var text: String { protocolName + \"Mock\" }\n}\n", to: "Sources/MockForgeKit/Template.swift")
            try sut.write("import MockForgeKit\n\npublic enum Templates {\n    public static let sample = Template(protocolName: \"Clock\")\n}\n", to: "Sources/MockForgeFixtures/Templates.swift")
            try sut.write("import MockForgeKit\nimport Testing\n\n@Suite struct TemplateTests {\n    @Test func namesTheMock() { #expect(Template(protocolName: \"Clock\").text == \"ClockMock\") }\n}\n", to: "Tests/MockForgeKitTests/TemplateTests.swift")
        }
        defer { sut.remove() }

        let (output, layers) = try await initialized(sut)

        #expect(layers["composition"]?["modules"] as? [String] == ["MockForge"], "\(output.standardOutput)")
        #expect(layers["domain"]?["modules"] as? [String] == ["MockForgeCLI", "MockForgeKit"], "\(output.standardOutput)")
        // Not vended and linked by no executable: its name still says test support.
        #expect(layers["testSupport"]?["modules"] as? [String] == ["MockForgeFixtures"], "\(output.standardOutput)")
    }

    @Test func aTargetWhoseFolderIsMissingIsNamedAsSuch() async throws {
        let sut = try makeSUT(manifest: Self.manifest.replacingOccurrences(of: "    .target(name: \"Catalog\"),", with: "    .target(name: \"Catalog\"),\n    .target(name: \"Payments\"),"))
        defer { sut.remove() }

        let output = try await sut.run("init")

        #expect(output.status == 2)
        #expect(output.standardError.contains("Sources/Payments: target 'Payments' has no folder here"))
    }

    @Test func theTargetsCanComeFromAPackageDescriptionAsThePluginWritesIt() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write(
            #"{"targets": [{"name": "Catalog", "type": "library", "path": "Sources/Catalog"}, {"name": "ShopApp", "type": "executable", "path": "Sources/ShopApp", "target_dependencies": ["Catalog"]}]}"#,
            to: "description.json"
        )

        let output = try await sut.run("init", "--package-description", "description.json")

        #expect(output.status == 0, "\(output.standardError)")
        let layers = try #require(try configuration(sut)["layers"] as? [String: [String: Any]])
        #expect(Set(layers.keys) == ["domain", "composition"])
    }

    private func configuration(_ package: FixturePackage) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(package.read("guardrails.json").utf8)) as? [String: Any])
    }

    @Test func aProjectWithoutAManifestGetsLayersForTheFoldersBesideItsXcodeProject() async throws {
        let sut = try FixturePackage.empty("ShopApp")
        defer { sut.remove() }
        try sut.write("// an Xcode project, never read\n", to: "Shop.xcodeproj/project.pbxproj")
        for (path, text) in Self.shop where !path.hasPrefix("Tests/") {
            try sut.write(text, to: path.replacingOccurrences(of: "Sources/", with: ""))
        }
        try sut.write(Self.shop["Tests/CheckoutTests/AddingToTheCartTests.swift"] ?? "", to: "CheckoutTests/AddingToTheCartTests.swift")

        let initialized = try await sut.run("init")
        let linted = try await sut.run("--format", "json")

        #expect(initialized.status == 0, "\(initialized.standardError)")
        let layers = try #require(try configuration(sut)["layers"] as? [String: [String: Any]])
        #expect(layers["domain"]?["modules"] as? [String] == ["Catalog"])
        #expect(layers["ui"]?["modules"] as? [String] == ["CatalogUI"])
        #expect(initialized.outputLines.contains { $0.contains("CheckoutTests") && $0.contains("tests Checkout") })
        #expect(linted.status != 2, "\(linted.standardError)")
    }

    @Test func twoProjectsHoldingFoldersOfTheSameNameGiveAConfigurationThatLoads() async throws {
        let sut = try FixturePackage.empty("Hive")
        defer { sut.remove() }
        try sut.write("// the app's project\n", to: "Hive.xcodeproj/project.pbxproj")
        try sut.write("public struct Comb: Hashable, Sendable {}\n", to: "Hive/Comb.swift")
        for vendored in ["Vendored", "Kits/Pollen/Vendored"] {
            try sut.write("// a dependency manager's project\n", to: "\(vendored)/Vendored.xcodeproj/project.pbxproj")
            try sut.write("import Foundation\n\npublic final class Fetcher {\n    let session = URLSession(configuration: .ephemeral)\n}\n", to: "\(vendored)/Fetching/Fetcher.swift")
        }

        let initialized = try await sut.run("init")
        let linted = try await sut.run("--format", "json")

        #expect(initialized.status == 0, "\(initialized.standardError)")
        let layers = try #require(try configuration(sut)["layers"] as? [String: [String: Any]])
        let modules = layers.values.flatMap { $0["modules"] as? [String] ?? [] }
        #expect(modules.filter { $0 == "Fetching" }.count == 1, "\(layers)")
        #expect(linted.status != 2, "\(linted.standardError)")
    }

    @Test func aFolderWithNeitherManifestNorXcodeProjectIsRefusedSayingWhereToRun() async throws {
        let sut = try FixturePackage.empty("Loose")
        defer { sut.remove() }
        try sut.write("struct Loose {}\n", to: "Loose.swift")

        let refused = try await sut.run("init")

        #expect(refused.status == 2)
        #expect(refused.standardError.contains("no Package.swift and no Xcode project"))
        #expect(!FileManager.default.fileExists(atPath: sut.root.appendingPathComponent("guardrails.json").path))
    }

    @Test func aProjectsNonCodeFoldersAreNoModulesItsTestHelpersAreTestSupportAndItsAppIsTheComposition() async throws {
        let sut = try FixturePackage.empty("Garden")
        defer { sut.remove() }
        try sut.write("// an Xcode project, never read\n", to: "Garden.xcodeproj/project.pbxproj")
        try sut.write("import UIKit\n\n@UIApplicationMain\nfinal class GardenDelegate: UIResponder, UIApplicationDelegate {}\n", to: "Garden/GardenDelegate.swift")
        try sut.write("import UIKit\n\nfinal class PlotsViewController: UIViewController {}\n", to: "Garden/PlotsViewController.swift")
        try sut.write("lane :beta do\nend\n", to: "fastlane/Fastfile")
        try sut.write("#!/bin/sh\necho seeds\n", to: "scripts/sow.sh")
        try sut.write("{}\n", to: "Seeds/Contents.json")
        try sut.write("import XCTest\n\npublic final class PlotScreen { public init(app: XCUIApplication) {} }\n", to: "UITestsHelpers/PlotScreen.swift")
        try sut.write("import XCTest\n\nfinal class WateringUITests: XCTestCase {}\n", to: "GardenUITests/WateringUITests.swift")

        let (output, layers) = try await initialized(sut)

        let listed = layers.values.flatMap { $0["modules"] as? [String] ?? [] }
        #expect(Set(listed) == ["Garden", "UITestsHelpers"], "\(layers)")
        #expect(layers["composition"]?["modules"] as? [String] == ["Garden"])
        #expect(layers["testSupport"]?["modules"] as? [String] == ["UITestsHelpers"])
        #expect(output.standardOutput.contains("No Swift source, so no module: Seeds, fastlane, scripts."))
        #expect(output.outputLines.contains { $0.contains("GardenUITests") && $0.contains("tests Garden") })
    }

    @Test func aModuleDoingIOIsInfrastructureAndALifecycleUIKitImportIsNoUI() async throws {
        let manifest = Self.manifest.replacingOccurrences(
            of: "    .target(name: \"Catalog\"),", with: "    .target(name: \"Catalog\"),\n    .target(name: \"Feeds\"),\n    .target(name: \"Session\"),"
        )
        let sut = try makeSUT(manifest: manifest)
        defer { sut.remove() }
        try sut.write("import Foundation\n\npublic struct FeedFetcher: Sendable {\n    public func fetch(_ url: URL) async throws -> Data { try await URLSession.shared.data(from: url).0 }\n}\n", to: "Sources/Feeds/FeedFetcher.swift")
        try sut.write("#if canImport(UIKit)\nimport UIKit\n#endif\n\npublic enum Lifecycle: Sendable { case active, background }\n", to: "Sources/Session/Lifecycle.swift")
        try sut.write("public struct Visit: Hashable, Sendable { public let count: Int }\n", to: "Sources/Session/Visit.swift")

        let (output, layers) = try await initialized(sut)

        #expect(layers["infrastructure"]?["modules"] as? [String] == ["CatalogStore", "Feeds"])
        #expect(layers["domain"]?["modules"] as? [String] == ["Catalog", "Session"])
        #expect(output.outputLines.contains { $0.contains("Feeds") && $0.contains("uses URLSession") })
    }

    @Test func aUIKitComponentLibraryAndItsDesignTokensAreUIAndNeverDomain() async throws {
        let manifest = Self.manifest.replacingOccurrences(
            of: "    .target(name: \"Catalog\"),",
            with: "    .target(name: \"Catalog\"),\n    .target(name: \"Swatch\"),\n    .target(name: \"SwatchKit\", dependencies: [\"Swatch\"]),\n    .target(name: \"Ledger\"),"
        )
        let sut = try makeSUT(manifest: manifest)
        defer { sut.remove() }
        // Tokens: colours and fonts, no view.
        try sut.write("import UIKit\n\npublic extension UIColor {\n    static let brand = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)\n}\n", to: "Sources/Swatch/Palette.swift")
        try sut.write("import UIKit\n\npublic enum Typeface {\n    public static func body(size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }\n}\n", to: "Sources/Swatch/Typeface.swift")
        try sut.write("public enum Spacing: Sendable {\n    case small, large\n}\n", to: "Sources/Swatch/Spacing.swift")
        // Controls subclassing UIKit's controls, not `UIView` itself.
        for (name, control) in [("BrandLabel", "UILabel"), ("BrandButton", "UIButton"), ("BrandToggle", "UISwitch")] {
            try sut.write("import UIKit\nimport Swatch\n\npublic final class \(name): \(control) {}\n", to: "Sources/SwatchKit/\(name).swift")
        }
        for name in ["ButtonSize", "LabelStyle", "ToggleState", "Metrics"] {
            try sut.write("public enum \(name): Sendable {\n    case regular, compact\n}\n", to: "Sources/SwatchKit/\(name).swift")
        }
        // A domain module with one UIKit helper among many files stays domain: the import is reported there.
        try sut.write("import UIKit\n\npublic extension UIColor {\n    static let overdue = UIColor.red\n}\n", to: "Sources/Ledger/OverdueColor.swift")
        for name in ["Entry", "Account", "Period"] {
            try sut.write("public struct \(name): Hashable, Sendable {\n    public let id: Int\n}\n", to: "Sources/Ledger/\(name).swift")
        }

        let (output, layers) = try await initialized(sut)

        #expect(layers["ui"]?["modules"] as? [String] == ["CatalogUI", "Swatch", "SwatchKit"], "\(output.standardOutput)")
        #expect(layers["domain"]?["modules"] as? [String] == ["Catalog", "Ledger"], "\(output.standardOutput)")
        #expect(output.outputLines.contains { $0.contains("Swatch ") && $0.contains("2 of 3 files name its types") }, "\(output.standardOutput)")
    }

    @Test func oneObservableModelInAnAppOfViewControllersSuggestsNoSwiftUIModelView() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        try sut.write("import Observation\n\n@Observable final class BasketModel { var count = 0 }\n", to: "Sources/Checkout/BasketModel.swift")
        for screen in ["Basket", "Payment"] {
            try sut.write("import UIKit\n\nfinal class \(screen)ViewController: UIViewController {}\n", to: "Sources/CatalogUI/\(screen)ViewController.swift")
        }

        let output = try await sut.run("init")

        #expect(output.status == 0, "\(output.standardError)")
        #expect(try configuration(sut)["profiles"] as? [String] == ["clean-architecture"])
        #expect(output.standardOutput.contains("not mostly SwiftUI Model-View (1 @Observable models, 0 ObservableObjects, 1 SwiftUI views, 2 view controllers)"))
    }

    @Test func theTargetsOfLocalPackagesAreListedAndAPackageFolderIsNoModule() async throws {
        let local = "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Design\", targets: [.target(name: \"DesignTokens\")])\n"
        let manifest = Self.manifest.replacingOccurrences(of: "let package = Package(name: \"Shop\", targets: [", with: "let package = Package(name: \"Shop\", dependencies: [.package(path: \"Packages/Design\")], targets: [")
        let sut = try makeSUT(manifest: manifest)
        defer { sut.remove() }
        try sut.write(local, to: "Packages/Design/Package.swift")
        try sut.write("public enum Spacing: Sendable { case small, large }\n", to: "Packages/Design/Sources/DesignTokens/Spacing.swift")
        let project = try FixturePackage.empty("Atelier")
        defer { project.remove() }
        try project.write("// an Xcode project, never read\n", to: "Atelier.xcodeproj/project.pbxproj")
        try project.write("import SwiftUI\n\n@main struct AtelierApp: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n", to: "Atelier/AtelierApp.swift")
        try project.write(local, to: "Packages/Design/Package.swift")
        try project.write("public enum Spacing: Sendable { case small, large }\n", to: "Packages/Design/Sources/DesignTokens/Spacing.swift")

        let (_, manifestLayers) = try await initialized(sut)
        let (fromProject, projectLayers) = try await initialized(project)

        #expect(manifestLayers["domain"]?["modules"] as? [String] == ["Catalog", "DesignTokens"])
        #expect(projectLayers["domain"]?["modules"] as? [String] == ["DesignTokens"])
        #expect(projectLayers["composition"]?["modules"] as? [String] == ["Atelier"])
        #expect(fromProject.standardOutput.contains("No Swift source, so no module: Packages."))
    }

    @Test func aModuleImportingASiblingLocalPackageIsNoLeafAndFollowsWhatItImports() async throws {
        let sut = try appBesideLibraryPackage(app: "Till", imports: "import Ledger\nimport Accounts\n", library: "Ledger", in: "Ledger")
        defer { sut.remove() }
        try sut.write("public struct Entry: Hashable, Sendable {\n    public let cents: Int\n}\n", to: "Ledger/Sources/Ledger/Entry.swift")
        let accounts = #"let package = Package(name: "Accounts", dependencies: [.package(path: "../Ledger")], "#
            + #"targets: [.target(name: "Accounts", dependencies: [.product(name: "Ledger", package: "Ledger")])])"#
        try sut.write("// swift-tools-version: 6.0\nimport PackageDescription\n\n" + accounts + "\n", to: "Accounts/Package.swift")
        try sut.write("import Ledger\n\npublic struct Balance: Sendable {\n    public let entries: [Entry]\n}\n", to: "Accounts/Sources/Accounts/Balance.swift")

        let (output, _) = try await initialized(sut)

        // The packages come in the order the folder lists them.
        let summary = Set((output.standardOutput.components(separatedBy: "\nProfiles ").first ?? "").split(separator: "\n").map(String.init))
        #expect(summary == [
            "Wrote guardrails.json: 3 targets in 3 layers.",
            "  Till      composition       the app's entry point (Till/TillMain.swift: @main TillMain)",
            "  Accounts  feature           imports Ledger of the package",
            "  Ledger    domain            imports no module of the package and performs no I/O",
        ], "\(output.standardOutput)")
    }

    @Test func theFirstRunReportsWhatTheNextRunReportsWithTheLocalPackagesBesideTheProject() async throws {
        let sut = try appBesideLibraryPackage(app: "Kiosk", imports: "import Vault\n", library: "Vault", in: "Packages/Vault")
        defer { sut.remove() }
        try sut.write(
            "import Foundation\n\npublic final class Safe {\n    public static let shared = Safe()\n    public func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/safe\") }\n}\n",
            to: "Packages/Vault/Sources/Vault/Safe.swift"
        )

        let (initOutput, _) = try await initialized(sut)
        let next = try await sut.run()

        let firstRun = try #require(initOutput.outputLines.first { $0.hasPrefix("First run: ") }, "\(initOutput.standardOutput)")
        let counted = try #require(next.standardError.split(separator: "\n").last { $0.hasPrefix("guardrails: ") && $0.contains(" files, ") })
        // `guardrails: 2 files, 9 lines in 0.01 s: 2 errors, 0 warnings` against `First run: 2 errors, 0 warnings in 2 files (…`.
        let totals = String(counted.split(separator: ": ").last ?? "")
        let files = String(counted.dropFirst("guardrails: ".count).prefix { $0 != "," })
        #expect(firstRun.hasPrefix("First run: \(totals) in \(files) ("), "\(firstRun) vs \(counted)")
        // The app's file and the local package's manifest and file.
        #expect(files == "3 files", "\(counted)")
    }

    @Test func anAppModuleUnderSourcesBesideAGeneratedProjectGetsALayerAsTheLintRunFindsIt() async throws {
        // An XcodeGen app: the project is generated from `project.yml` (not read), the app's code under `Sources/<App>`.
        let sut = try FixturePackage.empty("Lantern").filled { sut in
            try sut.write("name: Lantern\n", to: "project.yml")
            try sut.write("<Workspace/>\n", to: "Lantern.xcodeproj/xcshareddata/xcschemes/Lantern.xcscheme")
            try sut.write("import Wick\nimport UIKit\n\n@main final class LanternDelegate: UIResponder, UIApplicationDelegate {}\n", to: "Sources/Lantern/LanternDelegate.swift")
            try sut.write("import Testing\n\n@Suite struct LanternDelegateTests {}\n", to: "LanternTests/LanternDelegateTests.swift")
            let manifest = #"let package = Package(name: "Wick", products: [.library(name: "Wick", targets: ["Wick"])], targets: [.target(name: "Wick")])"#
            try sut.write("// swift-tools-version: 6.0\nimport PackageDescription\n\n" + manifest + "\n", to: "Packages/Wick/Package.swift")
            try sut.write("public struct Flame: Sendable {\n    public let height: Int\n}\n", to: "Packages/Wick/Sources/Wick/Flame.swift")
        }
        defer { sut.remove() }

        let (output, layers) = try await initialized(sut)

        #expect(output.outputLines.contains {
            $0.hasPrefix("  Lantern ") && $0.contains("composition") && $0.contains("Sources/Lantern/LanternDelegate.swift: @main LanternDelegate")
        }, "\(output.standardOutput)")
        #expect(output.outputLines.contains { $0.hasPrefix("  LanternTests ") && $0.hasSuffix("tests Lantern, so it follows its layer") }, "\(output.standardOutput)")
        #expect(layers["composition"]?["modules"] as? [String] == ["Lantern"], "\(layers)")
        #expect(layers["domain"]?["modules"] as? [String] == ["Wick"], "\(layers)")
    }

    /// An Xcode project (never read) whose app folder `app` has a `@main` type after `imports`, beside a local
    /// package in `folder` with one library target `library`.
    private func appBesideLibraryPackage(app: String, imports: String, library: String, in folder: String) throws -> FixturePackage {
        try FixturePackage.empty(app).filled { sut in
            try sut.write("// an Xcode project, never read\n", to: "\(app).xcodeproj/project.pbxproj")
            try sut.write(imports + "\n@main enum \(app)Main {\n    static func main() {}\n}\n", to: "\(app)/\(app)Main.swift")
            let manifest = #"let package = Package(name: "\#(library)", products: [.library(name: "\#(library)", targets: ["\#(library)"])], targets: [.target(name: "\#(library)")])"#
            try sut.write("// swift-tools-version: 6.0\nimport PackageDescription\n\n" + manifest + "\n", to: folder + "/Package.swift")
        }
    }

    /// Runs `init` in the package, expecting success, with the layers it wrote.
    private func initialized(_ package: FixturePackage) async throws -> (ProcessOutput, [String: [String: Any]]) {
        let output = try await package.run("init")
        #expect(output.status == 0, "\(output.standardError)")
        return (output, try #require(try configuration(package)["layers"] as? [String: [String: Any]], "\(output.standardError)"))
    }

    private func makeSUT(manifest: String = Self.manifest) throws -> FixturePackage {
        try FixturePackage.empty("Shop").filled { package in
            for (path, text) in Self.shop { try package.write(text, to: path) }
            try package.write(manifest, to: "Package.swift")
        }
    }
}
