/// The one place that decides which implementation each service protocol gets.
final class AppDependencyProvider: DependencyProvider {
    static let shared = AppDependencyProvider()

    let bookmarksService: BookmarksServiceProtocol
    let appSettings: AppSettings

    private init() {
        bookmarksService = BookmarksService(database: BookmarksDatabase(name: "bookmarks"))
        appSettings = AppUserDefaults()
    }
}
