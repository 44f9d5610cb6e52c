/// Two rules that require opposite things of the same code: enabling both makes every fix for one a
/// finding of the other, so a configuration must turn one of them off.
public struct Contradiction: Sendable {
    public let first: String
    public let second: String
    public let reason: String

    public init(_ first: String, _ second: String, reason: String) {
        self.first = first
        self.second = second
        self.reason = reason
    }

    /// The first contradiction among the rules `configuration` leaves enabled, if any.
    public static func first(in configuration: Configuration) -> Contradiction? {
        let enabled = Set(configuration.activeRules().map { $0.rule.description.id })
        return configuration.catalog.contradictions.first { enabled.contains($0.first) && enabled.contains($0.second) }
    }

    /// What the configuration error says: both rules, their profiles, why, and how to resolve it. The
    /// suggested fix keeps the rule of the profile listed last, the one a team adds on purpose to the
    /// profile it started from.
    public func message(in configuration: Configuration) -> String {
        let catalog = configuration.catalog
        let rank = { (id: String) in configuration.profiles.lastIndex { catalog.profiles(listing: id).contains($0) } ?? -1 }
        let (kept, dropped) = rank(second) >= rank(first) ? (second, first) : (first, second)
        return "'\(first)' (\(Self.profiles(of: first, in: catalog))) contradicts '\(second)' (\(Self.profiles(of: second, in: catalog))): \(reason); "
            + "turn one off: \"rules\": { \"\(dropped)\": \"off\" } keeps \(Self.profiles(of: kept, in: catalog))'s '\(kept)', "
            + "\"rules\": { \"\(kept)\": \"off\" } keeps '\(dropped)'"
    }

    private static func profiles(of id: String, in catalog: RuleCatalog) -> String {
        catalog.profiles(listing: id).joined(separator: ", ")
    }
}
