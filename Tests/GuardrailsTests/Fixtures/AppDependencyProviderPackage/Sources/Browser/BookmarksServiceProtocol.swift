protocol BookmarksServiceProtocol: Sendable {
    func loadBookmarks() async throws -> [Bookmark]
    func remove(_ bookmark: Bookmark) async throws
}
