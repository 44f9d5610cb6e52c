import Foundation

final class BookmarksService: BookmarksServiceProtocol {
    private let database: BookmarksDatabase

    init(database: BookmarksDatabase) {
        self.database = database
    }

    func loadBookmarks() async throws -> [Bookmark] {
        try await database.all()
    }

    func remove(_ bookmark: Bookmark) async throws {
        try await database.delete(id: bookmark.id)
    }
}
