/// What a rule may consult besides its file: the package index, the configuration and its options.
public struct RuleContext: Sendable {
    public let index: PackageIndex
    public let configuration: Configuration
    public let options: [String: OptionValue]
    /// Each list option as a set, built once per run rather than by each rule for each file.
    private let optionSets: [String: Set<String>]

    public init(index: PackageIndex, configuration: Configuration, options: [String: OptionValue]) {
        self.index = index
        self.configuration = configuration
        self.options = options
        optionSets = options.compactMapValues { value in
            if case .strings(let values) = value { return Set(values) }
            return nil
        }
    }

    public func strings(_ name: String) -> [String] {
        if case .strings(let values) = options[name] { return values }
        return []
    }

    /// `strings(name)` as a set.
    public func stringSet(_ name: String) -> Set<String> {
        optionSets[name] ?? []
    }

    public func flag(_ name: String) -> Bool {
        if case .bool(let value) = options[name] { return value }
        return false
    }

    public func layer(ofModule module: String) -> Layer? {
        configuration.layer(ofModule: module, isTest: index.isTestModule(module))
    }

    /// Test code: declared in a test target, or in a module of a layer only tests may import (spies,
    /// fixtures and contract suites shared by several test targets, wherever their folder is).
    public func isTestCode(_ type: IndexedType) -> Bool {
        type.isTest || type.module.flatMap(layer(ofModule:))?.isTestSupport == true
    }
}
