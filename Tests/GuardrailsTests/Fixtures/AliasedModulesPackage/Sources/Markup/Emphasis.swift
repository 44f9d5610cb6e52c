public enum Emphasis: Hashable, Sendable {
    case strong
    case slanted
}
