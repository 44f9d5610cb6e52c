/// `typealias Name = Aliased<…>`: the names it stands for, without module qualification or generic
/// arguments (`FeedStore & Sendable` stands for both), so a class inheriting through the alias reaches them.
public struct TypeAliasDecl: Sendable {
    public let name: String
    public let aliasedNames: [String]
    /// The aliased type names bare `Any` or `AnyObject` somewhere (`[String: Any]`): a value of it has no equality.
    public let isUntyped: Bool

    public init(name: String, aliasedNames: [String], isUntyped: Bool = false) {
        self.name = name
        self.aliasedNames = aliasedNames
        self.isUntyped = isUntyped
    }
}
