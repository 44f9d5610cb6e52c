import Combine
import Foundation

@MainActor
final class BookmarksViewModel: ObservableObject {
    @Published private(set) var bookmarks: [Bookmark] = []
    @Published private(set) var isLoading = false
    @Published private(set) var failure: String?

    /// The coordinator decides what opening a bookmark means.
    var onOpen: ((Bookmark) -> Void)?

    private let service: BookmarksServiceProtocol
    private let settings: AppSettings

    init(dependencies: DependencyProvider = AppDependencyProvider.shared) {
        service = dependencies.bookmarksService
        settings = dependencies.appSettings
    }

    var showsFavicons: Bool { settings.showsFavicons }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            bookmarks = try await service.loadBookmarks()
            failure = nil
        } catch {
            failure = error.localizedDescription
        }
    }

    func select(_ bookmark: Bookmark) {
        onOpen?(bookmark)
    }
}
