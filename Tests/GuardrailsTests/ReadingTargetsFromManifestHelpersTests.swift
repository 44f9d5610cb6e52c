import GuardrailsCore
import Testing

/// Manifests that declare targets through their own helpers: what the reader can follow it reads; a helper it cannot
/// follow has its `name:` entries read as targets, each placed in the one folder of its name, and says so.
@Suite struct ReadingTargetsFromManifestHelpersTests {
    @Test func entriesWithANameInACallOnThePackageTheReaderCannotFollowAreReadAsInferredTargets() throws {
        let manifest = Manifest.read("""
        let package = Package(name: "Orchard")
        package.register([
            .screen(name: "Picking", dependencies: ["Crates", .product(name: "Charts", package: "charts")]),
            .service(name: "Crates", dependencies: []),
        ])
        """)

        #expect(manifest.targets.map(\.name) == ["Picking", "Crates"])
        #expect(manifest.targets.allSatisfy { $0.inferredFrom != nil && !$0.dependenciesAreComplete })
        #expect(!manifest.targetsAreComplete)
        #expect(manifest.notes.map(\.line) == [2])
        #expect(manifest.notes.first?.description.contains("its 2 entries written") == true)
    }

    @Test func aHelperOfExtensionPackageCallingAnotherWithoutSelfIsFollowed() throws {
        let manifest = Manifest.read("""
        let package = Package(name: "Orchard")
        package.addAll(["Picking", "Crates"])
        extension Package {
            func addAll(_ names: [String]) {
                for name in names { add(name) }
            }
            private func add(_ name: String) {
                targets.append(.target(name: name, path: "Modules/" + name))
            }
        }
        """)

        #expect(manifest.targets.map(\.name) == ["Picking", "Crates"])
        #expect(manifest.targets.map(\.path) == ["Modules/Picking", "Modules/Crates"])
        #expect(manifest.targets.allSatisfy { $0.inferredFrom == nil })
        #expect(manifest.notes.isEmpty)
    }

    @Test func aStaticHelperOfExtensionTargetCallingTheFactoryOnSelfIsFollowed() throws {
        let manifest = Manifest.read("""
        let package = Package(name: "Orchard", targets: [
            .target(name: "Soil"),
            .orchardTarget(name: "Picking", dependencies: ["Crates"]),
            .orchardTarget(name: "Crates"),
            .orchardTests(name: "PickingTests"),
            .orchardTool(name: "Press"),
        ])
        extension PackageDescription.Target {
            static func orchardTarget(name: String, dependencies: [Dependency] = []) -> PackageDescription.Target {
                return self.target(name: name, dependencies: dependencies + ["Soil"])
            }
            static func orchardTests(name: String) -> Target {
                Self.testTarget(name: name, dependencies: ["Picking"])
            }
            static func orchardTool(name: String) -> Target {
                self.executableTarget(name: name, dependencies: ["Crates"])
            }
        }
        """)

        #expect(manifest.targets.map(\.name) == ["Soil", "Picking", "Crates", "PickingTests", "Press"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .regular, .test, .executable])
        #expect(manifest.targets.map { $0.dependencies.map(\.name) } == [[], ["Crates", "Soil"], ["Soil"], ["Picking"], ["Crates"]])
        #expect(manifest.targets.allSatisfy { $0.dependenciesAreComplete })
        #expect(manifest.targetsAreComplete)
        #expect(manifest.notes.isEmpty)
    }

    @Test func aCallOnThePackageWithoutNamedEntriesStillFallsBackWithItsNote() throws {
        let manifest = Manifest.read("""
        let package = Package(name: "Orchard")
        package.configureEverything()
        """)

        #expect(manifest.targets.isEmpty)
        #expect(!manifest.targetsAreComplete)
        #expect(manifest.notes.map(\.description) == ["cannot follow '.configureEverything(…)' on the package; the targets it declares fall back to the folder convention"])
    }

    @Test func aHelperOverloadingAProductDependencyThatCallsTheOriginalIsReadAsTheProduct() throws {
        let manifest = Manifest.read("""
        let package = Package(name: "Orchard", targets: [
            .target(name: "Picking", dependencies: [.product(name: "Charts", package: "charts") { "https://example.com/charts" }]),
        ])
        extension Target.Dependency {
            static func product(name: String, package: String, source: () -> String) -> Self {
                .product(name: name, package: package)
            }
        }
        """)

        let target = try #require(manifest.targets.first)
        #expect(target.dependenciesAreComplete)
        #expect(target.dependencies.map(\.name) == ["Charts"])
    }

    @Test func aNameSeveralFoldersCarryIsDecidedByTheFoldersOfTheOtherTargets() throws {
        let manifest = Manifest.read("""
        let package = Package(name: "Orchard")
        package.register([.module(name: "Sync"), .module(name: "SyncModels"), .module(name: "Crates")])
        """)
        let folders = [
            "Sources": ["Sync", "Storage"], "Sources/Sync": ["Sync", "SyncModels"], "Sources/Storage": ["Crates"],
            "Sources/Storage/Crates": ["Crates"], "Tests": ["SyncTests"],
        ]

        let model = PackageModel(
            manifest: manifest, directoryExists: { $0 == "Sources" || $0 == "Tests" }, subfolders: { folders[$0] ?? [] }
        )

        #expect(model.target(named: "Sync")?.directory == "Sources/Sync/Sync", "Sources/Sync holds SyncModels' folder")
        #expect(model.target(named: "SyncTests")?.directory == "Tests/SyncTests")
        #expect(model.target(named: "SyncTests")?.isTest == true)
        #expect(model.target(named: "Crates") != nil, "kept, so layers may name it")
        #expect(model.notes.contains { $0.description.contains("target 'Crates' is inferred from it, but 2 folders are named so") })
        #expect(model.usesConventionFallback)
    }
}
