extension ArticlesClient {
    static func mock(articles: [Article] = []) -> ArticlesClient {
        ArticlesClient(
            fetchPage: { _ in articles },
            search: { query in articles.filter { $0.title.localizedCaseInsensitiveContains(query) } }
        )
    }
}
