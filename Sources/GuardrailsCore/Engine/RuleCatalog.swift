/// Every rule a run can use: the profiles that group them, the pairs that contradict each other, and
/// rules that run besides the profiles (a custom rule under test). The core knows no rule of its own
/// but the two about suppression comments; the rule modules hand it a catalog.
public struct RuleCatalog: Sendable {
    public let defaultProfile: String
    public let profiles: [Profile]
    /// Pairs of rules that require opposite things; the configuration loader rejects enabling both.
    public let contradictions: [Contradiction]
    /// Rules that run in every configuration, besides the enabled profiles' rules.
    public let additionalRules: [any Rule.Type]

    /// Rules about suppression comments themselves; the engine produces their findings in every profile.
    public static let suppressionRules: [any Rule.Type] = [InvalidSuppressionRule.self, UnusedSuppressionRule.self]

    public init(defaultProfile: String, profiles: [Profile], contradictions: [Contradiction] = [], additionalRules: [any Rule.Type] = []) {
        self.defaultProfile = defaultProfile
        self.profiles = profiles
        self.contradictions = contradictions
        self.additionalRules = additionalRules
    }

    /// The same catalog with `rules` running besides every profile.
    public func adding(_ rules: [any Rule.Type]) -> RuleCatalog {
        RuleCatalog(defaultProfile: defaultProfile, profiles: profiles, contradictions: contradictions, additionalRules: additionalRules + rules)
    }

    public func profile(named name: String) -> Profile? {
        profiles.first { $0.name == name }
    }

    /// The rules of the named profiles, then the suppression rules and the additional rules, each once.
    public func rules(forProfiles names: [String]) -> [any Rule.Type] {
        var seen: Set<String> = []
        let all = names.compactMap(profile(named:)).flatMap(\.rules) + Self.suppressionRules + additionalRules
        return all.filter { seen.insert($0.description.id).inserted }
    }

    public func descriptions(forProfiles names: [String]) -> [RuleDescription] {
        rules(forProfiles: names).map { $0.description }
    }

    public var allRules: [any Rule.Type] {
        rules(forProfiles: profiles.map(\.name))
    }

    public func rule(withID id: String) -> (any Rule.Type)? {
        allRules.first { $0.description.id == id }
    }

    /// Names of the profiles that list the rule.
    public func profiles(listing id: String) -> [String] {
        profiles.filter { $0.rules.contains { $0.description.id == id } }.map(\.name)
    }
}
