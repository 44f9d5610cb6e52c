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

    /// What the configuration error says: both rules, their profiles, why, and how to resolve it.
    public func message(in catalog: RuleCatalog) -> String {
        "'\(first)' (\(Self.profiles(of: first, in: catalog))) contradicts '\(second)' (\(Self.profiles(of: second, in: catalog))): \(reason); "
            + "turn one off, e.g. \"rules\": { \"\(second)\": \"off\" }"
    }

    private static func profiles(of id: String, in catalog: RuleCatalog) -> String {
        catalog.profiles(listing: id).joined(separator: ", ")
    }
}
