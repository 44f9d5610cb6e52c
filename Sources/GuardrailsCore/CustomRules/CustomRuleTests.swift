/// Which test code a custom rule looks at.
public enum CustomRuleTests: String, Sendable {
    /// Production code only (the default): most architecture rules are about what ships.
    case exclude
    case include
    /// Test code only, for rules about how tests are written.
    case only
}
