import Observation

@MainActor
@Observable
final class ArticlesStore {
    enum Phase: Equatable {
        case idle, loading, loaded, failed(String)
    }

    private(set) var articles: [Article] = []
    private(set) var phase: Phase = .idle
    private let client: ArticlesClient

    init(client: ArticlesClient) {
        self.client = client
    }

    func loadFirstPage() async {
        phase = .loading
        do {
            articles = try await client.fetchPage(1)
            phase = .loaded
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}
