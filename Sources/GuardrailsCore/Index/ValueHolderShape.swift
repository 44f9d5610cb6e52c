/// What a class or enum whose body holds only values names, kept by the index so that a rule can tell a
/// palette or font catalogue (`class Palette { let accent: UIColor }`) from a service: the package types its members
/// name beyond standard and framework values, and the protocols it adopts. See `ValueHolders`.
public struct ValueHolderShape: Sendable, Equatable {
    /// Package (or unknown) types its members name: each must be a value for the holder to be one.
    public var namedTypes: Set<String>
    /// Names in its inheritance clauses, extensions included.
    public var conformances: Set<String>
    /// No instance member at all, across its declarations: a namespace of static values, never instantiated.
    public var isNamespace: Bool
    /// Declares a property, stored or computed, static or not: an empty class stands for a service, not a value.
    public var holdsValues: Bool
    /// Declares nothing but `static let`s (and a closed `private init()`): no computed or function member that could do work.
    public var holdsOnlyStaticLets: Bool
    /// An enum declaring cases, none carrying a closure (`case sealed(inner: Keys.Material)`): an option value, whose payload
    /// types are in `namedTypes` with the rest of its body's.
    public var declaresCases: Bool
    /// Stores an instance `var` (of a value, typed) that code outside the type may set (neither `private` nor `private(set)`, nor a
    /// subscription bag such as `var bag = Set<AnyCancellable>()`): a record whose fields change, or state kept by identity; the rule
    /// decides which.
    public var storesSettableVariables: Bool
    /// Declares a function beyond `private` helpers returning a value and the value witnesses: a computation callers use
    /// (`func overlaps(_:) -> Bool`, `static func merged(_:) -> [Span]`) or a `private` helper updating its own fields. The
    /// rule decides whether what it adopts makes it data; no async function, no non-`private` one returning nothing.
    public var declaresMethods: Bool

    public init(
        namedTypes: Set<String> = [], conformances: Set<String> = [], isNamespace: Bool = true, holdsValues: Bool = false,
        holdsOnlyStaticLets: Bool = false, declaresCases: Bool = false, storesSettableVariables: Bool = false, declaresMethods: Bool = false
    ) {
        self.namedTypes = namedTypes
        self.conformances = conformances
        self.isNamespace = isNamespace
        self.holdsValues = holdsValues
        self.holdsOnlyStaticLets = holdsOnlyStaticLets
        self.declaresCases = declaresCases
        self.storesSettableVariables = storesSettableVariables
        self.declaresMethods = declaresMethods
    }

    /// The shape of a type made of both declarations (a class and its extension).
    func merged(with other: ValueHolderShape) -> ValueHolderShape {
        ValueHolderShape(
            namedTypes: namedTypes.union(other.namedTypes), conformances: conformances.union(other.conformances),
            isNamespace: isNamespace && other.isNamespace, holdsValues: holdsValues || other.holdsValues,
            holdsOnlyStaticLets: holdsOnlyStaticLets && other.holdsOnlyStaticLets, declaresCases: declaresCases || other.declaresCases,
            storesSettableVariables: storesSettableVariables || other.storesSettableVariables, declaresMethods: declaresMethods || other.declaresMethods
        )
    }
}
