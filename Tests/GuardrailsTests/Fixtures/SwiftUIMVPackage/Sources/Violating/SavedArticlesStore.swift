// expected: observable-object
import Combine

final class SavedArticlesStore: ObservableObject {
    @Published private(set) var saved: [Article] = []

    func save(_ article: Article) {
        saved.append(article)
    }
}
