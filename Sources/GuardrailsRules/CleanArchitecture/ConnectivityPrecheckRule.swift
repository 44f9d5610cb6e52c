import GuardrailsCore

/// Connectivity checks race the request they guard; the request's own failure is the truth.
public struct ConnectivityPrecheckRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "connectivity-precheck",
        summary: "No reachability or path-monitor checks before requests.",
        rationale: """
        Guardrail "do not check connectivity before making a request": the network can change between the \
        check and the request, so the check adds a failure mode without removing one. Send the request and \
        handle its error. The rule reports the connectivity APIs themselves (`typeNames`: `NWPathMonitor`, \
        `SCNetworkReachability…`, `Reachability`), members that exist only to answer "is there a network" \
        (`memberNames`: `isReachable`), and a connectivity flag of the package's own monitor read as a \
        condition (`if`/`guard`/`while`): `conditionMembers` (`isConnected`, `isOnline`) on a chain that names \
        the network (`NetworkMonitor.shared.isConnected`, `connectivity.isOnline`). The same flag bound to a \
        view (an offline banner) is not a precheck and is not reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("typeNames", .strings(["NWPathMonitor", "Reachability", "NetworkReachabilityManager", "SCNetworkReachability"]), "Types (and name prefixes) that check connectivity."),
            RuleOption("memberNames", .strings(["isReachable", "isConnectedToNetwork", "isReachableViaWiFi"]), "Members that check connectivity."),
            RuleOption(
                "conditionMembers", .strings(["isConnected", "isOnline", "isNetworkAvailable", "hasNetwork", "hasInternet", "isInternetAvailable"]),
                "Members that check connectivity when read in a condition on a chain naming the network."
            ),
            RuleOption("networkWords", .strings(["network", "reachab", "connectivity", "internet", "online", "pathmonitor"]), "Words (lowercased) that make a chain a network check."),
        ],
        triggering: [
            RuleExample("Sources/Infrastructure/Client.swift", "let monitor = NWPathMonitor()"),
            RuleExample("Sources/Feature/Loader.swift", "func load() { if reachability.isReachable { send() } }"),
            RuleExample("Sources/Infrastructure/Client.swift", "let ref = SCNetworkReachabilityCreateWithName(nil, host)"),
            RuleExample("Sources/Feature/Loader.swift", "func load() async throws {\n    guard NetworkMonitor.shared.isConnected else { throw LoadError.offline }\n    try await send()\n}"),
            RuleExample("Sources/Feature/Sync.swift", "func sync() {\n    if connectivity.isOnline, !pending.isEmpty { upload() }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/Infrastructure/Client.swift", "// NWPathMonitor is not used here\nlet name = \"Reachability\""),
            RuleExample("Sources/Feature/Loader.swift", "catch URLError.notConnectedToInternet { show() }"),
            RuleExample("Sources/Feature/Loader.swift", "let reachable = true"),
            RuleExample("Sources/UI/Banner.swift", "struct Banner: View {\n    var body: some View { Text(NetworkMonitor.shared.isConnected ? \"\" : \"Offline\") }\n}"),
            RuleExample("Sources/Feature/Player.swift", "func play() { if headphones.isConnected { start() } }"),
        ]
    )

    /// Only a monitor's flag read in a condition needs the tokens around it.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let members = NameFilter(context.strings("conditionMembers"))
        return file.model.references.contains { $0.base != nil && members.contains($0.name) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let types = context.strings("typeNames")
        let members = NameFilter(context.strings("memberNames"))
        let conditionMembers = NameFilter(context.strings("conditionMembers"))
        let words = context.strings("networkWords")
        var violations: [Violation] = file.model.references.compactMap { reference in
            let isCheck = reference.base == nil
                ? types.contains { reference.name.hasPrefix($0) }
                : members.contains(reference.name)
            guard isCheck else { return nil }
            return Violation(reference, "'\(reference.name)' checks connectivity before a request; send the request and handle its error instead")
        }
        let tokens = file.tokens
        for reference in file.model.references where reference.base != nil && conditionMembers.contains(reference.name) {
            guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
                  chain(endingBefore: position, in: tokens).contains(where: { part in words.contains { part.lowercased().contains($0) } }),
                  isInCondition(position, in: tokens) else { continue }
            violations.append(Violation(reference, "'\(reference.name)' checks connectivity before acting; send the request and handle its error instead"))
        }
        return violations
    }

    /// `NetworkMonitor.shared` for the `isConnected` of `NetworkMonitor.shared.isConnected`.
    private func chain(endingBefore position: Int, in tokens: [Token]) -> [String] {
        var parts: [String] = []
        var current = position - 2
        while current >= 0, tokens[current].kind == .identifier || tokens[current].kind == .keyword {
            parts.append(tokens[current].text)
            guard current >= 2, tokens[current - 1].kind == .punctuation, tokens[current - 1].text == "." else { break }
            current -= 2
        }
        return parts
    }

    /// Whether the token sits in the condition of an `if`, `guard` or `while` (before its body brace).
    private func isInCondition(_ position: Int, in tokens: [Token]) -> Bool {
        var current = position - 1
        var parentheses = 0
        while current >= 0, position - current < 64 {
            let token = tokens[current]
            if token.kind == .punctuation {
                switch token.text {
                case ")": parentheses += 1
                case "(": if parentheses == 0 { return false } else { parentheses -= 1 }
                case "{", "}", ";": return false
                default: break
                }
            }
            if token.kind == .keyword, token.text == "if" || token.text == "guard" || token.text == "while" { return true }
            if token.kind == .operator, token.text == "?", token.followsSpace, parentheses == 0 { return false }
            current -= 1
        }
        return false
    }
}
