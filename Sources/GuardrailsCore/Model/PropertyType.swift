/// What a property declaration says about its type: the annotation after `:`, or else the start of its
/// initial value (`= Store(…)`, `= Store.shared`).
public struct PropertyType: Sendable, Equatable {
    /// The named type without module prefix, generic arguments or `?`; empty for function and tuple types.
    public let name: String
    public let isOptional: Bool
    public let isFunction: Bool
    /// True when the type is written after `:`; false when it was read from the initial value.
    public let isAnnotated: Bool
    /// True when the initial value calls an initializer (`= Name(…)`): the property owns a new instance.
    public let isConstructed: Bool
    /// True for an array or dictionary annotation (`[Item]?`, `[String: Item]`, `[[Item]]`): `name` is then the element's
    /// (the value's for a dictionary), which is what the holder stores many of, not one instance of.
    public let isCollection: Bool

    public init(name: String, isOptional: Bool = false, isFunction: Bool = false, isAnnotated: Bool, isConstructed: Bool = false,
                isCollection: Bool = false) {
        self.name = name
        self.isOptional = isOptional
        self.isFunction = isFunction
        self.isAnnotated = isAnnotated
        self.isConstructed = isConstructed
        self.isCollection = isCollection
    }
}
