import SwiftUI

struct ArticlesView: View {
    @Environment(ArticlesStore.self) private var store
    @Environment(Router.self) private var router

    var body: some View {
        List(store.articles) { article in
            Button(article.title) { router.navigate(to: .article(article)) }
        }
        .overlay {
            if case .failed(let message) = store.phase {
                ContentUnavailableView("Could not load", systemImage: "wifi.slash", description: Text(message))
            }
        }
        .task { await store.loadFirstPage() }
    }
}
