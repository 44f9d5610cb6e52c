import XCTest

@MainActor
final class BookmarksViewModelTests: XCTestCase {
    func test_load_publishesTheServiceBookmarks() async {
        let service = BookmarksServiceStub(bookmarks: [Bookmark(id: UUID(), title: "Docs", url: URL(string: "https://example.com")!)])
        let sut = BookmarksViewModel(dependencies: DependenciesStub(bookmarksService: service))

        await sut.load()

        XCTAssertEqual(sut.bookmarks.map(\.title), ["Docs"])
    }
}

private struct BookmarksServiceStub: BookmarksServiceProtocol {
    let bookmarks: [Bookmark]

    func loadBookmarks() async throws -> [Bookmark] { bookmarks }
    func remove(_ bookmark: Bookmark) async throws {}
}

private struct DependenciesStub: DependencyProvider {
    let bookmarksService: BookmarksServiceProtocol
    let appSettings: AppSettings = InMemorySettings()
}

private final class InMemorySettings: AppSettings {
    var showsFavicons = true
    var restoresTabsOnLaunch = false
}
