/// A use of a name in code: a capitalized (type-like) name, a member access `base.name`, or a call `name(`.
public struct Reference: Sendable {
    /// The identifier just before `.` for a member access, otherwise `nil`.
    public let base: String?
    public let name: String
    public let line: Int32
    public let column: Int32
    /// Index of the innermost enclosing type declaration, or -1 at file scope.
    public let enclosingType: Int32
    /// True where the name only states a capability, not a value of that type: a cast or type check
    /// (`x as? Name`, `x is Name`), a `typealias` composing protocols, an extension's `where Self: Name`, a function's
    /// opaque result (`-> some Name`).
    public let statesCapability: Bool
    /// True when arguments follow the name: `Engine.default(path:)`, `make(x)`; `shared()` has none.
    public let hasArguments: Bool
    /// True for a metatype handed to a call: `NSXPCInterface(with: Name.self)`, `register(Name.self, …)`.
    public let isMetatypeArgument: Bool
    /// True inside SwiftUI preview code: a `#Preview { … }` block or the body of a `PreviewProvider`.
    public let isInPreview: Bool

    public init(
        base: String?, name: String, line: Int32, column: Int32, enclosingType: Int32, statesCapability: Bool = false, hasArguments: Bool = false,
        isMetatypeArgument: Bool = false, isInPreview: Bool = false
    ) {
        self.base = base
        self.name = name
        self.line = line
        self.column = column
        self.enclosingType = enclosingType
        self.statesCapability = statesCapability
        self.hasArguments = hasArguments
        self.isMetatypeArgument = isMetatypeArgument
        self.isInPreview = isInPreview
    }

    public var isMemberAccess: Bool { base != nil }
}
