// expected: view-model-main-actor
import Combine

final class DownloadsViewModel: ObservableObject {
    @Published private(set) var downloads: [Download] = []

    func clear() {
        downloads.removeAll()
    }
}
