/// One entry of a target's `dependencies:`: a target of the same package or a product of another.
public struct TargetDependency: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A plain string or `.byName(name:)`: a target of this package, else a product of the same name.
        case byName
        /// `.target(name:)`: a target of this package.
        case target
        /// `.product(name:package:)`: a product of another package.
        case product(package: String)
    }

    public let name: String
    public let kind: Kind
    /// True when the entry carries a `condition:` (platforms or traits).
    public let isConditional: Bool
    /// Where the entry is written in the manifest.
    public let line: Int
    public let column: Int

    public init(name: String, kind: Kind, isConditional: Bool = false, line: Int = 0, column: Int = 0) {
        self.name = name
        self.kind = kind
        self.isConditional = isConditional
        self.line = line
        self.column = column
    }

    /// The entry naming a local target by its module name (`Foo-Bar` is imported as `Foo_Bar`).
    var importedAsModule: TargetDependency {
        guard mayNameLocalTarget else { return self }
        return TargetDependency(name: ModuleName.of(target: name), kind: kind, isConditional: isConditional, line: line, column: column)
    }

    /// Whether the entry may name a target of the same package.
    public var mayNameLocalTarget: Bool {
        if case .product = kind { return false }
        return true
    }
}
