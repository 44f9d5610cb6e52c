/// One entry of an inheritance clause, e.g. `@unchecked Sendable` or `Collection<Int>`.
public struct InheritedType: Sendable, Equatable {
    /// The type's name without module qualification or generic arguments.
    public let name: String
    public let attributes: [String]

    public init(name: String, attributes: [String]) {
        self.name = name
        self.attributes = attributes
    }
}
