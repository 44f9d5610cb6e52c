import Observation

/// A multi-step draft (headline, body, review) with validation across steps: a justified view model,
/// allowed in guardrails.json.
@MainActor
@Observable
final class ComposerViewModel {
    enum Step { case headline, body, review }

    var headline = ""
    var text = ""
    private(set) var step: Step = .headline
    private let client: ArticlesClient

    init(client: ArticlesClient) {
        self.client = client
    }

    var canAdvance: Bool {
        switch step {
        case .headline: !headline.isEmpty
        case .body: text.count > 20
        case .review: true
        }
    }

    func advance() {
        switch step {
        case .headline: step = .body
        case .body, .review: step = .review
        }
    }
}
