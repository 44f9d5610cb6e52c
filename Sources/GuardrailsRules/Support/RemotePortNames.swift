import GuardrailsCore

/// For `async-store-boundary`: a protocol named as a port to a remote system by one of its words (`RemoteAuthDataSource`,
/// `Networking`, `APIClient`, with `remotePortWords`). Every implementation of it crosses the network, so its `async` is the
/// nature of what it reaches, as an `HTTPClient`'s is, not the choice of one implementation; a repository or use case the
/// remote source serves is still a boundary, and so is a `…Store`, whatever its words.
enum RemotePortNames {
    static func isRemotePort(_ name: String, words remoteWords: Set<String>) -> Bool {
        // Per camel-case word and case-insensitively: `GatewayApi` and `HttpClient` name the remote as `GatewayAPI` does.
        guard !remoteWords.isEmpty else { return false }
        let lowered = Set(remoteWords.map { $0.lowercased() })
        return SuiteDisplayNames.camelCaseWords(name).contains { lowered.contains($0.lowercased()) }
    }
}
