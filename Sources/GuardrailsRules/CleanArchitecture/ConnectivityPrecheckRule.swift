import GuardrailsCore

/// Connectivity checks race the request they guard; the request's own failure is the truth.
public struct ConnectivityPrecheckRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "connectivity-precheck",
        summary: "No reachability or path-monitor checks before requests.",
        rationale: """
        Guardrail "do not check connectivity before making a request": the network can change between the \
        check and the request, so the check adds a failure mode without removing one. Send the request and \
        handle its error.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("typeNames", .strings(["NWPathMonitor", "Reachability", "NetworkReachabilityManager", "SCNetworkReachability"]), "Types (and name prefixes) that check connectivity."),
            RuleOption("memberNames", .strings(["isReachable", "isConnectedToNetwork", "isReachableViaWiFi"]), "Members that check connectivity."),
        ],
        triggering: [
            RuleExample("Sources/Infrastructure/Client.swift", "let monitor = NWPathMonitor()"),
            RuleExample("Sources/Feature/Loader.swift", "func load() { if reachability.isReachable { send() } }"),
            RuleExample("Sources/Infrastructure/Client.swift", "let ref = SCNetworkReachabilityCreateWithName(nil, host)"),
        ],
        nonTriggering: [
            RuleExample("Sources/Infrastructure/Client.swift", "// NWPathMonitor is not used here\nlet name = \"Reachability\""),
            RuleExample("Sources/Feature/Loader.swift", "catch URLError.notConnectedToInternet { show() }"),
            RuleExample("Sources/Feature/Loader.swift", "let reachable = true"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let types = context.strings("typeNames")
        let members = Set(context.strings("memberNames"))
        return file.model.references.compactMap { reference in
            let isCheck = reference.base == nil
                ? types.contains { reference.name.hasPrefix($0) }
                : members.contains(reference.name)
            guard isCheck else { return nil }
            return Violation(reference, "'\(reference.name)' checks connectivity before a request; send the request and handle its error instead")
        }
    }
}
