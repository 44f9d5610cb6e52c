/// `typealias Name = Aliased<…>`: the names it stands for, without module qualification or generic
/// arguments (`FeedStore & Sendable` stands for both), so a class inheriting through the alias reaches them.
public struct TypeAliasDecl: Sendable {
    public let name: String
    public let aliasedNames: [String]

    public init(name: String, aliasedNames: [String]) {
        self.name = name
        self.aliasedNames = aliasedNames
    }
}
