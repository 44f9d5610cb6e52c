// expected: view-model-observable-object
@MainActor
final class FireproofingViewModel {
    private(set) var domains: [String] = []

    func fireproof(_ domain: String) {
        domains.append(domain)
    }
}
