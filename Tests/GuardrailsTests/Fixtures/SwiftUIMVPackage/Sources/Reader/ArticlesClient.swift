/// Everything the app needs from the articles API, as replaceable closures.
struct ArticlesClient: Sendable {
    var fetchPage: @Sendable (_ page: Int) async throws -> [Article]
    var search: @Sendable (_ query: String) async throws -> [Article]
}
