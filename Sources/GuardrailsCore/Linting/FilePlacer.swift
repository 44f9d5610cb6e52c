/// Places a file in its package: its target (from the input's placement or the package model), whether
/// that is a test target, and its layer.
public struct FilePlacer: Sendable {
    let package: PackageModel
    let configuration: Configuration

    public init(package: PackageModel, configuration: Configuration) {
        self.package = package
        self.configuration = configuration
    }

    func placement(of input: LintInput) -> FilePlacement {
        guard case .module(let name, let isTest) = input.placement ?? package.placement(of: input.path) else {
            return FilePlacement(module: nil, isTest: false, layer: nil)
        }
        return FilePlacement(module: name, isTest: isTest, layer: layer(ofModule: name, isTest: isTest))
    }

    /// A file that imports the module it is placed in (a testable import of `App` in a file of the app's folder) is a
    /// test of that module compiled by another target, as an Xcode project's test target may take files from
    /// anywhere: a module's own code has nothing to import from itself.
    func placement(_ placement: FilePlacement, importing modules: [String]) -> FilePlacement {
        guard !placement.isTest, let module = placement.module, modules.contains(module) else { return placement }
        return FilePlacement(module: module, isTest: true, layer: layer(ofModule: module, isTest: true))
    }

    /// `input` with its `model`, where `placement(of: input)` put it.
    func place(_ input: LintInput, at placement: FilePlacement, model: SourceModel) -> LintFile {
        LintFile(path: input.path, module: placement.module, isTest: placement.isTest, layer: placement.layer, model: model)
    }

    /// A module's layer; a test target no layer lists takes the layer of its subject: `X` for `XTests`,
    /// else the first target it depends on that has one, test support only when it depends on nothing else
    /// with a layer (its subject is then the harness itself, or code compiled from the test support).
    public func layer(ofModule module: String, isTest: Bool) -> Layer? {
        if let layer = configuration.layer(ofModule: module, isTest: isTest) { return layer }
        guard isTest else { return nil }
        var testSupport: Layer?
        for dependency in package.target(named: module)?.dependencies ?? [] where dependency.mayNameLocalTarget {
            guard let layer = configuration.layer(ofModule: dependency.name) else { continue }
            if !layer.isTestSupport { return layer }
            testSupport = testSupport ?? layer
        }
        return testSupport
    }
}
