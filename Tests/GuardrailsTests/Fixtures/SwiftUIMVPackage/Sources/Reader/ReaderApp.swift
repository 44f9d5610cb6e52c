import SwiftUI

@main
struct ReaderApp: App {
    @State private var store = ArticlesStore(client: .live(session: .reader, baseURL: URL(string: "https://news.example.com/api")!))
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            ArticlesView()
                .environment(store)
                .environment(router)
        }
    }
}
