/// One entry of an inheritance clause, e.g. `Collection<Int>`, or a conformance with attributes (`@unchecked`, `@preconcurrency`).
public struct InheritedType: Sendable, Equatable {
    /// The type's name without module qualification or generic arguments.
    public let name: String
    public let attributes: [String]
    /// Written with its module (`Shared.Provider`): the name is then no unqualified reference of the file.
    public let isQualified: Bool
    /// The name written just before it (`Outer` in `Outer.Delegate`): which of two same-named nested protocols it adopts.
    public let qualifier: String?

    public init(name: String, attributes: [String], isQualified: Bool = false, qualifier: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.isQualified = isQualified
        self.qualifier = qualifier
    }
}
