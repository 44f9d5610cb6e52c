import DesignResourcesKit
import SwiftUI

struct BookmarksView: View {
    @ObservedObject var viewModel: BookmarksViewModel

    var body: some View {
        List(viewModel.bookmarks) { bookmark in
            Button(action: { viewModel.select(bookmark) }) {
                HStack {
                    Image(uiImage: DesignSystemImages.Glyphs.Size16.bookmark)
                        .foregroundColor(Color(designSystemColor: .icons))
                    Text(bookmark.title)
                        .foregroundColor(Color(designSystemColor: .textPrimary))
                }
            }
        }
        .background(Color(designSystemColor: .background))
        .task { await viewModel.load() }
    }
}
