/// A member declared directly in a type or extension body.
public struct MemberDecl: Sendable {
    public let kind: MemberKind
    public let name: String
    public let attributes: [String]
    /// Declaration modifiers such as `override`, `static` or `public`.
    public let modifiers: [String]
    public let isAsync: Bool
    public let body: MemberBody
    /// A function or subscript declares a result that is a value, not `Void` or `()` (`-> Response`, `-> Int`).
    public let declaresResult: Bool
    /// For a function declared to return a view controller (a result type named `…Controller`, `-> UIActivityViewController`),
    /// that type: what a factory of the package makes, wherever it is called. `nil` otherwise.
    public let controllerResult: String?
    /// For a static (or `class`) function without generic parameters, whether its declared result names another type
    /// than the one it is declared in: neither `Self`, that type's name, a name of the declaration's inheritance clause,
    /// nor an opaque or boxed protocol (`some`, `any`): `static func summary() -> String`, `-> [String: Int]`.
    public let returnsOtherType: Bool
    /// The declared or inferred type of a property; `nil` for other members or when it cannot be told.
    public let propertyType: PropertyType?
    /// For an enum case: whether it carries associated values (`case loaded([Item])`).
    public let hasAssociatedValues: Bool
    /// For an enum case: one of its associated values is a function type (`case custom((Int) -> Bool)`), behavior handed in.
    public let carriesClosure: Bool
    /// A `var` that stores its value (plain, `lazy` or observed), not a computed one; false for `let` and other members.
    public let isStoredVar: Bool
    /// A `let` property: it always stores its value.
    public let isLet: Bool
    /// For a protocol's function or one with an empty body (the only ones matched by full name): its argument labels, each
    /// followed by a colon (`for:_:` of `func update(for cell: Cell, _ data: Data)`); `nil` for other functions.
    public let argumentLabels: String?
    /// For an initializer: it parses one raw value (`ParsingInitializers`), `init(header: String) throws`, `init?(dictionary:
    /// [String: Any])`, `init(json: [String: Any])`: its one parameter is text, bytes or a string-keyed dictionary, and for
    /// text it fails or throws (a memberwise `init(title: String)` only keeps what it is given).
    public let parsesRawValue: Bool
    /// A function declaring generic parameters of its own (`func load<T: Decodable>(from url: URL) -> T`): no closure can
    /// stand for it, since a closure cannot be generic.
    public let isGeneric: Bool
    public let line: Int
    public let column: Int
    /// Where a function's, initializer's or subscript's body opens (its `{`), so the signature is everything from `line`
    /// up to it, however many lines it spans; 0 for members without a body.
    public let bodyLine: Int32
    public let bodyColumn: Int32

    /// A function's full name, `update(for:_:)`: overloads share the base name, a protocol's requirement is met
    /// only by a method with its labels. Other members go by their name.
    public var fullName: String {
        argumentLabels.map { "\(name)(\($0))" } ?? name
    }

    public init(kind: MemberKind, name: String, attributes: [String], modifiers: [String] = [], isAsync: Bool, body: MemberBody, declaresResult: Bool = false, controllerResult: String? = nil, returnsOtherType: Bool = false, propertyType: PropertyType? = nil, hasAssociatedValues: Bool = false, carriesClosure: Bool = false, isStoredVar: Bool = false, isLet: Bool = false, argumentLabels: String? = nil, parsesRawValue: Bool = false, isGeneric: Bool = false, line: Int, column: Int, bodyLine: Int32 = 0, bodyColumn: Int32 = 0) {
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.isAsync = isAsync
        self.body = body
        self.declaresResult = declaresResult
        self.controllerResult = controllerResult
        self.returnsOtherType = returnsOtherType
        self.propertyType = propertyType
        self.hasAssociatedValues = hasAssociatedValues
        self.carriesClosure = carriesClosure
        self.isStoredVar = isStoredVar
        self.isLet = isLet
        self.argumentLabels = argumentLabels
        self.parsesRawValue = parsesRawValue
        self.isGeneric = isGeneric
        self.line = line
        self.column = column
        self.bodyLine = bodyLine
        self.bodyColumn = bodyColumn
    }
}
