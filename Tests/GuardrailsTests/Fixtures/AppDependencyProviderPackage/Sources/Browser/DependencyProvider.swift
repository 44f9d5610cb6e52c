protocol DependencyProvider {
    var bookmarksService: BookmarksServiceProtocol { get }
    var appSettings: AppSettings { get }
}
