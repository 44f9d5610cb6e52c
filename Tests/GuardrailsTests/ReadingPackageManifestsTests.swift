import GuardrailsCore
import Testing

/// `Package.swift` read as tokens, never run: the targets real manifests declare, in the forms they use.
@Suite struct ReadingPackageManifestsTests {
    @Test func onePackageLiteralGivesEveryTargetKindAndItsFolderSettings() {
        let manifest = makeSUT("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            products: [.library(name: "Shop", targets: ["Catalog"]), .executable(name: "shop", targets: ["shop"])],
            dependencies: [.package(path: "../Tools"), .package(url: "https://example.com/x.git", from: "1.0.0")],
            targets: [
                .target(name: "Catalog", path: "Code/Catalog", exclude: ["Notes.md"], resources: [.process("Images"), .copy("Seed")]),
                .executableTarget(name: "shop", dependencies: ["Catalog"], sources: ["main.swift", "Commands"]),
                .testTarget(name: "CatalogTests", dependencies: [.target(name: "Catalog"), .product(name: "Fakes", package: "Tools")]),
                .macro(name: "ShopMacros", dependencies: [.byName(name: "Catalog", condition: .when(platforms: [.macOS]))]),
                .plugin(name: "Lint", capability: .buildTool()),
                .systemLibrary(name: "CZip", providers: [.apt(["zlib1g-dev"])]),
                .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
            ]
        )
        """)

        #expect(manifest.toolsVersionIsAtLeast(5, 9))
        #expect(manifest.notes.isEmpty)
        #expect(manifest.targets.map(\.name) == ["Catalog", "shop", "CatalogTests", "ShopMacros", "Lint", "CZip", "Vendor"])
        #expect(manifest.targets.map(\.kind) == [.regular, .executable, .test, .macro, .plugin, .systemLibrary, .binary])
        #expect(manifest.targets[0].path == "Code/Catalog")
        #expect(manifest.targets[0].exclude == ["Notes.md"])
        #expect(manifest.targets[0].resources == ["Images", "Seed"])
        #expect(manifest.targets[1].sources == ["main.swift", "Commands"])
        #expect(manifest.targets[2].dependencies.map(\.name) == ["Catalog", "Fakes"])
        #expect(manifest.targets[2].dependencies.map(\.kind) == [.target, .product(package: "Tools")])
        #expect(manifest.targets[3].dependencies.map(\.isConditional) == [true])
        #expect(manifest.products == [ManifestProduct(name: "Shop", targets: ["Catalog"], isLibrary: true), ManifestProduct(name: "shop", targets: ["shop"], isLibrary: false)])
        #expect(manifest.localPackagePaths == ["../Tools"])
    }

    @Test func dependencyEntriesWrittenAsTheEnumsCasesAreReadLikeTheirFactories() {
        let manifest = makeSUT("""
        let package = Package(
            name: "Player",
            targets: [
                .target(name: "Engine"),
                .target(name: "Screens", dependencies: [
                    .byNameItem(name: "Engine", condition: nil),
                    .targetItem(name: "Engine", condition: .when(platforms: [.iOS])),
                    .productItem(name: "Charts", package: "charts-kit", moduleAliases: nil, condition: nil),
                ]),
            ]
        )
        """)

        #expect(manifest.notes.isEmpty)
        #expect(manifest.targets[1].dependenciesAreComplete)
        #expect(manifest.targets[1].dependencies.map(\.name) == ["Engine", "Engine", "Charts"])
        #expect(manifest.targets[1].dependencies.map(\.kind) == [.byName, .target, .product(package: "charts-kit")])
        #expect(manifest.targets[1].dependencies.map(\.isConditional) == [false, true, false])
    }

    @Test func aLocalPackageIsReadWithItsNameAndLine() {
        let manifest = makeSUT("""
        let package = Package(
            name: "Screens",
            dependencies: [
                .package(name: "design-kit", path: "./design-kit"),
                .package(path: "../Engine"),
            ],
            targets: [.target(name: "Screens")]
        )
        """)

        #expect(manifest.localPackages == [
            LocalPackageReference(path: "./design-kit", name: "design-kit", line: 4),
            LocalPackageReference(path: "../Engine", name: nil, line: 5),
        ])
        #expect(manifest.localPackagePaths == ["./design-kit", "../Engine"])
    }

    @Test func aLocalPathSwitchedWithTheSamePackagesURLIsMarkedAsItsAlternative() {
        let manifest = makeSUT("""
        import Foundation
        let package = Package(name: "Tool", targets: [.target(name: "Core")])
        if ProcessInfo.processInfo.environment["USE_LOCAL_DEPS"] == nil {
            package.dependencies += [.package(url: "https://example.com/org/grammar-kit.git", from: "1.0.0")]
        } else {
            package.dependencies += [.package(path: "../grammar-kit"), .package(path: "../Vendored")]
        }
        """)

        #expect(manifest.localPackages.map(\.path) == ["../grammar-kit", "../Vendored"])
        #expect(manifest.localPackages.map(\.hasRemoteAlternative) == [true, false])
    }

    @Test func targetsAddedInLaterSectionsAreRead() {
        let manifest = makeSUT("""
        let package = Package(name: "Kit", targets: [.target(name: "Core")])
        package.targets += [.target(name: "Feature", dependencies: ["Core"])]
        package.targets.append(.testTarget(name: "FeatureTests", dependencies: ["Feature"]))
        package.targets.append(contentsOf: [.executableTarget(name: "tool")])
        package.products += [.executable(name: "tool", targets: ["tool"])]
        """)

        #expect(manifest.targets.map(\.name) == ["Core", "Feature", "FeatureTests", "tool"])
        #expect(manifest.notes.isEmpty)
    }

    @Test func targetsAddedByAMethodOfThePackageChainedOntoItAreRead() {
        let manifest = makeSUT("""
        let package = Package(name: "Kit", targets: [.target(name: "Core")]).addingPlatformTargets()
        extension Package {
            func addingPlatformTargets() -> Self {
                #if canImport(Darwin)
                targets.append(contentsOf: [.target(name: "Keychain", dependencies: ["Core"])])
                self.products.append(.library(name: "Keychain", targets: ["Keychain"]))
                #endif
                return self
            }
        }
        """)
        let unfollowed = makeSUT("let package = Package(name: \"Kit\", targets: [.target(name: \"Core\")]).configured()")

        #expect(manifest.targets.map(\.name) == ["Core", "Keychain"])
        #expect(manifest.targets.last?.dependencies.map(\.name) == ["Core"])
        #expect(manifest.notes.isEmpty)
        #expect(unfollowed.targets.map(\.name) == ["Core"])
        #expect(!unfollowed.targetsAreComplete)
        #expect(unfollowed.notes.map(\.line) == [1])
        #expect(unfollowed.notes.first?.construct == "'.configured(…)' on the package")
    }

    @Test func platformMinimumsAreReadInEveryFormAndOnlyWhenEveryEntryIs() {
        let manifest = makeSUT("""
        let minimums: [SupportedPlatform] = [.iOS(.v15), .macOS(.v10_15)]
        let package = Package(name: "Kit", platforms: minimums + [SupportedPlatform.tvOS("16.4")], targets: [.target(name: "Core")])
        package.platforms?.append(.watchOS(.v9))
        """)
        let unreadable = makeSUT("let package = Package(name: \"Kit\", platforms: [.iOS(.v15), .macOS(minimumMac)], targets: [])")
        let undeclared = makeSUT("let package = Package(name: \"Kit\", targets: [.target(name: \"Core\")])")

        #expect(manifest.platforms == [
            PlatformMinimum(platform: "iOS", version: [15]), PlatformMinimum(platform: "macOS", version: [10, 15]),
            PlatformMinimum(platform: "tvOS", version: [16, 4]), PlatformMinimum(platform: "watchOS", version: [9]),
        ])
        #expect(manifest.targets.map(\.name) == ["Core"])
        #expect(unreadable.platforms.isEmpty)
        #expect(undeclared.platforms.isEmpty)
        #expect(PlatformMinimum(platform: "macOS", version: [10, 15]).isAtLeast([10, 15]))
        #expect(!PlatformMinimum(platform: "iOS", version: [16, 4]).isAtLeast([17]))
    }

    @Test func constantsHelpersInterpolationAndStaticMembersAreFollowed() {
        let manifest = makeSUT("""
        let core = "Core"
        let features = ["Search", "Cart"]
        let shared: [Target.Dependency] = [.target(name: core)]
        func feature(_ name: String, extra: [Target.Dependency] = []) -> Target {
            .target(name: name, dependencies: shared + extra, path: "Features/\\(name)")
        }
        var targets: [Target] = features.map { feature($0) }
        targets.append(.testTarget(name: core + "Tests", dependencies: [.core]))
        for name in features {
            targets.append(.testTarget(name: "\\(name)Tests", dependencies: [.byName(name: name)]))
        }
        let package = Package(name: "App", targets: targets + [.core])
        extension Target {
            static let core: Target = .target(name: core)
        }
        extension Target.Dependency {
            static let core: Self = .target(name: core)
        }
        """)

        #expect(manifest.notes.isEmpty)
        #expect(manifest.targets.map(\.name) == ["Search", "Cart", "CoreTests", "SearchTests", "CartTests", "Core"])
        #expect(manifest.targets[0].path == "Features/Search")
        #expect(manifest.targets[0].dependencies.map(\.name) == ["Core"])
        #expect(manifest.targets[2].dependencies.map(\.name) == ["Core"])
    }

    @Test func everyBranchOfAConditionIsKept() {
        let manifest = makeSUT("""
        let package = Package(name: "P", targets: [
            .target(name: "Shared"),
            #if os(macOS)
            .target(name: "MacOnly"),
            #endif
        ])
        if ProcessInfo.processInfo.environment["FULL"] != nil {
            package.targets.append(.target(name: "Extra"))
        } else {
            package.targets.append(.target(name: "Slim"))
        }
        if ProcessInfo.processInfo.environment["TRIM"] != nil {
            package.targets = package.targets.filter { $0.name != "Extra" }
        }
        for target in package.targets {
            target.swiftSettings = [.enableUpcomingFeature("ExistentialAny")]
        }
        """)

        #expect(manifest.targets.map(\.name) == ["Shared", "MacOnly", "Extra", "Slim"])
        #expect(manifest.notes.isEmpty)
    }

    @Test func bothPackageLiteralsAssignedInTheBranchesOfAConditionAreKept() {
        let manifest = makeSUT("""
        let package: Package
        if ProcessInfo.processInfo.environment["WITH_TOOLS"] != "1" {
            package = Package(
                name: "Gauge",
                platforms: [.iOS(.v15)],
                products: [.library(name: "Gauge", targets: ["Gauge"])],
                targets: [.target(name: "Gauge"), .testTarget(name: "GaugeTests", dependencies: ["Gauge"])]
            )
        } else {
            package = Package(
                name: "Gauge",
                platforms: [.macOS(.v13)],
                products: [.executable(name: "gauge-tool", targets: ["GaugeTool"])],
                dependencies: [.package(path: "../Parsing")],
                targets: [.executableTarget(name: "GaugeTool"), .target(name: "Gauge")]
            )
        }
        """)

        #expect(manifest.targets.map(\.name) == ["Gauge", "GaugeTests", "GaugeTool"])
        #expect(manifest.products == [
            ManifestProduct(name: "Gauge", targets: ["Gauge"], isLibrary: true), ManifestProduct(name: "gauge-tool", targets: ["GaugeTool"], isLibrary: false),
        ])
        #expect(manifest.localPackagePaths == ["../Parsing"])
        #expect(manifest.platforms.map(\.platform) == ["iOS"])
        #expect(manifest.notes.isEmpty)
    }

    @Test func aTargetDeclaredInAVariableCanBeChangedAfterwards() {
        let manifest = makeSUT("""
        let core = Target.target(name: "Core")
        let app = Target.executableTarget(name: "App")
        app.dependencies += ["Core"]
        app.exclude = ["README.md"]
        let package = Package(name: "P", targets: [core, app])
        """)

        #expect(manifest.targets.map(\.name) == ["Core", "App"])
        #expect(manifest.targets[1].dependencies.map(\.name) == ["Core"])
        #expect(manifest.targets[1].exclude == ["README.md"])
    }

    @Test func aTargetPickedFromTheListByItsNameCanBeChangedAfterwards() {
        let manifest = makeSUT("""
        let package = Package(name: "P", targets: [
            .target(name: "Store"),
            .target(name: "Feature", dependencies: ["Store"]),
            .target(name: "App"),
        ])
        #if !(os(macOS) || os(iOS))
        package.targets += [.systemLibrary(name: "CDatabase", path: "Sources/CDatabase-Linux")]
        package.targets
          .first(where: { $0.name == "Store" })?
          .dependencies.append("CDatabase")
        #endif
        package.targets.filter { target in target.name != "App" }.forEach { $0.exclude.append("Notes.md") }
        for target in package.targets where target.name == "App" {
            target.dependencies.append("Feature")
        }
        """)

        #expect(manifest.targets.map(\.name) == ["Store", "Feature", "App", "CDatabase"])
        #expect(manifest.targets[0].dependencies.map(\.name) == ["CDatabase"])
        #expect(manifest.targets[2].dependencies.map(\.name) == ["Feature"])
        #expect(manifest.targets.map(\.exclude) == [["Notes.md"], ["Notes.md"], [], ["Notes.md"]])
        #expect(manifest.notes.isEmpty)
    }

    @Test func targetsPickedByAListOfTheirNamesCanBeChangedAfterwards() {
        let manifest = makeSUT("""
        let package = Package(name: "P", targets: [
            .target(name: "Store"),
            .target(name: "Network"),
            .target(name: "App", dependencies: ["Store"]),
        ])
        let networked: Set<String> = ["Network", "App"]
        for target in package.targets.filter({ networked.contains($0.name) }) {
            target.dependencies.append(.product(name: "HTTPKit", package: "http-kit"))
        }
        package.targets.filter { ["Store"].contains($0.name) }.forEach { $0.exclude.append("Notes.md") }
        """)

        #expect(manifest.targets.map(\.dependenciesAreComplete) == [true, true, true])
        #expect(manifest.targets.map { $0.dependencies.map(\.name) } == [[], ["HTTPKit"], ["Store", "HTTPKit"]])
        #expect(manifest.targets.map(\.exclude) == [["Notes.md"], [], []])
        #expect(manifest.notes.isEmpty)
    }

    @Test func aChangeThroughATargetItCannotSingleOutMakesEveryCandidateFallBack() {
        let manifest = makeSUT("""
        let package = Package(name: "P", targets: [
            .target(name: "Store"),
            .target(name: "Feature", dependencies: ["Store"]),
        ])
        package.targets.first(where: { $0.path?.hasPrefix("Sources") == true })?.dependencies.append("Logging")
        let later = Target.target(name: "Later")
        package.targets.append(later)
        """)
        let other = makeSUT("""
        let package = Package(name: "P", targets: [.target(name: "Store"), .target(name: "Feature")])
        package.targets[1].dependencies += ["Store"]
        """)

        #expect(manifest.targets.map(\.dependenciesAreComplete) == [false, false, true])
        #expect(manifest.notes.map(\.line) == [5, 5])
        #expect(other.targets.map(\.dependenciesAreComplete) == [false, false])
        #expect(other.notes.map(\.line) == [2, 2])
    }

    @Test func aConstructItCannotFollowIsNamedWithItsLine() throws {
        let manifest = makeSUT("""
        let package = Package(
            name: "P",
            targets: [
                .target(name: "Core"),
                .target(name: "Feature", dependencies: ["Core"].filter { !$0.isEmpty }),
            ] + loadTargets(from: "targets.json")
        )
        """)

        #expect(manifest.targets.map(\.name) == ["Core", "Feature"])
        #expect(!manifest.targetsAreComplete)
        #expect(manifest.targets[1].dependenciesAreComplete == false)
        let lines = manifest.notes.map(\.line)
        #expect(lines == [5, 6])
        #expect(manifest.notes.first?.description.contains(".filter") == true)
        let fallback = try #require(manifest.notes.last)
        #expect(fallback.description.contains("'loadTargets'"))
        #expect(fallback.description.contains("folder convention"))
    }

    @Test func targetsBuiltFromValuesItDoesNotKnowAreNamedNotDropped() {
        let manifest = makeSUT("""
        import Foundation
        let listed = try! FileManager.default.contentsOfDirectory(atPath: "Sources").map { Target.target(name: $0) }
        let package = Package(name: "P", targets: [.target(name: "Core")] + listed + custom.map { $0.toTarget() })
        """)

        #expect(manifest.targets.map(\.name) == ["Core"])
        #expect(!manifest.targetsAreComplete)
        #expect(manifest.notes.map(\.line) == [2, 3])
        #expect(manifest.notes.first?.construct == "'FileManager.default'")
    }

    @Test func aDependencyBuiltWithTheManifestsOwnOperatorIsNamedWhereItIsWritten() {
        let manifest = makeSUT("""
        infix operator =>
        func => (package: String, product: String) -> Target.Dependency { .product(name: product, package: package) }
        let package = Package(name: "P", targets: [
            .target(name: "Core", dependencies: [
                "Base", "x-kit" => "XCore",
                "y-kit" => "YCore",
            ]),
            .target(name: "Base", dependencies: [.target(name: "Tools", condition: nil == nil ? nil : nil)]),
        ])
        """)

        #expect(manifest.targets.map(\.name) == ["Core", "Base"])
        #expect(manifest.notes.map(\.line) == [5])
        #expect(manifest.notes.first?.construct == "the operator '=>'")
        #expect(manifest.notes.first?.description.contains("'Core'") == true)
    }

    @Test func moduleAliasesAmongUnsafeFlagsAreReadAsTheModulesTheyStandFor() {
        let manifest = makeSUT("""
        let aliases = ["-module-alias", "Core=CoreForPlugin"]
        let package = Package(name: "Lsp", targets: [
            .target(name: "CoreForPlugin"),
            .target(name: "Plugin", dependencies: ["CoreForPlugin"], swiftSettings: [
                .unsafeFlags(aliases + ["-module-alias", "Log=LogForPlugin", "-O"]),
                .unsafeFlags(["-module-alias"]),
            ]),
        ])
        """)

        #expect(manifest.targets.map(\.moduleAliases) == [[:], ["Core": "CoreForPlugin", "Log": "LogForPlugin"]])
        #expect(manifest.notes.isEmpty)
    }

    @Test func aFileWithoutAPackageDeclarationFallsBackEntirely() {
        let manifest = makeSUT("// swift-tools-version:5.3\nprint(\"not a manifest\")")

        #expect(manifest.targets.isEmpty)
        #expect(!manifest.targetsAreComplete)
        #expect(manifest.notes.map(\.line) == [1])
    }

    @Test func anyInputEndsWithoutACrash() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("Package(targets:[.target(name:\"A\"),]){}+=.append #if let var func \\(x) $0 in for\n")
        for _ in 0..<300 {
            let length = Int.random(in: 0..<400, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            _ = Manifest.read(text)
        }
        let deep = "let package = Package(targets: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + ")"
        #expect(!Manifest.read(deep).notes.isEmpty)
        let recursive = "func f() -> [Target] { f() }\nlet package = Package(name: \"P\", targets: f())"
        #expect(!Manifest.read(recursive).targetsAreComplete)
    }

    private func makeSUT(_ text: String) -> Manifest {
        Manifest.read(text)
    }
}
