/// A type or extension as the package index keeps it: kind, name, attributes and modifiers, what it inherits,
/// its members' names, and for a protocol the methods it requires.
public struct IndexedDeclaration: Sendable {
    public let name: String
    public let kind: TypeKind
    public let attributes: [String]
    public let modifiers: [String]
    public let line: Int
    /// The type (or extended type) a nested type is declared in; `nil` for a top-level one.
    public let parent: String?
    /// For an extension of a nested type (`extension Cache.Entry`), the name before the extended one (`Cache`).
    public var qualifier: String?
    /// For such an extension, the whole dotted path before the extended name (see `TypeDecl.qualifyingPath`).
    public var qualifyingPath: String?
    public let isGeneric: Bool
    public let inheritedNames: [String]
    /// For each inherited name written qualified (`NostrLink.Delegate`), the name then its qualifier, pair after pair: which of
    /// two same-named nested protocols it adopts. Most declarations have none.
    public var inheritedQualifiers: [String] = []
    public let memberNames: [String]
    /// Methods, initializers and subscripts a protocol requires in its own body; empty for other kinds.
    public let methodRequirementNames: [String]
    /// The required methods that return nothing (no result type, `Void` or `()`): those an empty body can
    /// witness without the conformer binding a result type to `Void`. Full names (`update(for:)`): an overload
    /// with other labels witnesses nothing. An `@objc optional` one is left out: a conformer need not witness it.
    public let actionRequirementNames: [String]
    /// Types its stored properties are annotated with (`weak var delegate: FeedDelegate?`).
    public let heldTypeNames: [String]
    /// Declares an instance `var` that stores a value: its instances have state that can change.
    public let hasMutableState: Bool
    /// Declares an instance property that stores a value, `let` or `var`: its instances are not all the same.
    public let hasStoredProperties: Bool
    /// What its body says about the object it makes (see `DeclarationTraits`).
    public var traits: TypeTraits = []
    /// Its stored static properties holding an instance of its own type (`static let current = Session()`).
    public var ownInstanceStatics: [String] = []
    /// Its stored static `var`s others may assign, annotated with another named type, as `member:Type`
    /// (`static var shared: Logging = SilentLog()`).
    public var settableStatics: [String] = []
    /// For a class, caseless enum or extension whose body holds only values, what it names (see `ValueHolders`).
    public var valueHolder: ValueHolderShape?
    /// The attributes written on its properties, one entry per property and attribute (`DefaultsWrapper` for each
    /// `@DefaultsWrapper(.key) var …`): how many settings it declares through a property wrapper.
    public var propertyAttributes: [String] = []
    /// Its static `let`s holding a standard value (`static let bridgeID = UUID(…)!`).
    public var staticValueConstants: [String] = []
    /// Its static `let`s holding its own instance decoded from a resource of the code's bundle or built from literals
    /// (`BundledStatics`: `static let shared = Bundle.module.decode(Limits.self, from: "Limits")`). Most types have none.
    public var bundledStatics: [String] = []
    /// Its functions declared to return a view controller, as `name:Type` (`sharingController:UIActivityViewController`).
    public var controllerFactories: [String] = []
    /// For a class, actor or struct, the types its instance stored properties are annotated with (`private let stack: CoreDataStack`).
    public var storedInstanceTypes: [String] = []
    /// For a class or actor, the types its unannotated instance stored properties are built from (`let keychain =
    /// Keychain(service: id)`): read only for the one file importing a library, beside `storedInstanceTypes`.
    public var constructedInstanceTypes: [String] = []
    /// For an observable class (`ObservableObject`, `@Observable`), a struct declaring only stored data or an element container, the types its instance stored properties are annotated
    /// with or built from that are no standard or framework value, closure nor type nested in it (`let masking: Masking`,
    /// `weak var scrollView: UIScrollView?`, `var player: AVPlayer?`), or, for a synchronized cell (`TypeTraits.isSynchronizedCell`),
    /// the package types its guarded value's declaration names; `nil` for any other declaration.
    public var storedTypeNames: [String]?
    /// Full names of its methods written with an empty body, or one holding only a comment (`didLoad() {}`): what a
    /// conformer leaves undone, told apart from the same requirement another conformer implements. Most types have none.
    public var emptyFunctionNames: [String] = []
    /// For a protocol, each required method's full name (a property's name) followed by a type name its signature spells,
    /// pair after pair (`sync(items:)`, `Ledger`): what a witness in another module has to name too.
    public var requirementSignatureTypes: [String] = []
    /// For a class, struct, actor or extension of a file declaring a singleton, what its body stores, names and calls.
    public var body: DeclarationBody?
}
