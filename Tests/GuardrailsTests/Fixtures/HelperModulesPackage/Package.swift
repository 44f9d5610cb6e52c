// swift-tools-version: 5.9
import PackageDescription

// Every target is declared through the package's own helper, which computes each folder from a category.
let package = Package(name: "Garden", platforms: [.iOS(.v16)])

package.addModules([
    .feature(name: "PlantingFeature", dependencies: ["SeedsClient"], tests: .yes),
    .feature(name: "HarvestFeature", dependencies: ["SeedsClient"], tests: .no),
    // The helper drops the suffix from this one's folder: Sources/Features/Watering.
    .feature(name: "WateringFeature", dropsSuffixFromFolder: true, dependencies: [], tests: .no),
    .client(name: "SeedsClient", dependencies: [.product(name: "Collections", package: "swift-collections")], tests: .no),
    .module(name: "GardenModels", dependencies: [], tests: .no),
])

extension Package {
    struct Module {
        enum Tests { case yes, no }
        let name: String
        let folder: String
        let dependencies: [Target.Dependency]
        let tests: Tests

        static func feature(name: String, dropsSuffixFromFolder: Bool = false, dependencies: [Target.Dependency], tests: Tests) -> Self {
            let folderName = dropsSuffixFromFolder ? String(name.dropLast("Feature".count)) : name
            return .init(name: name, folder: "Features/\(folderName)", dependencies: dependencies + ["GardenModels"], tests: tests)
        }

        static func client(name: String, dependencies: [Target.Dependency], tests: Tests) -> Self {
            .init(name: name, folder: "Clients/\(name)", dependencies: dependencies + ["GardenModels"], tests: tests)
        }

        static func module(name: String, dependencies: [Target.Dependency], tests: Tests) -> Self {
            .init(name: name, folder: name, dependencies: dependencies, tests: tests)
        }
    }

    func addModules(_ modules: [Module]) {
        for module in modules {
            addModule(module)
        }
    }

    private func addModule(_ module: Module) {
        targets.append(.target(name: module.name, dependencies: module.dependencies, path: "Sources/\(module.folder)"))
        switch module.tests {
        case .yes:
            targets.append(.testTarget(name: module.name + "Tests", dependencies: [.target(name: module.name)], path: "Tests/\(module.folder)Tests"))
        case .no:
            break
        }
    }
}
