import Testing

@MainActor
@Suite struct LoadArticlesTests {
    @Test func loadingTheFirstPageShowsTheClientArticles() async {
        let store = makeSUT(articles: [Article(id: "1", title: "Swift", body: "")])

        await store.loadFirstPage()

        #expect(store.articles.map(\.title) == ["Swift"])
        #expect(store.phase == .loaded)
    }

    private func makeSUT(articles: [Article]) -> ArticlesStore {
        ArticlesStore(client: .mock(articles: articles))
    }
}
