/// What kind of member a type declares.
public enum MemberKind: String, Sendable {
    case function, initializer, deinitializer, subscriptDecl, variable, enumCase
}
