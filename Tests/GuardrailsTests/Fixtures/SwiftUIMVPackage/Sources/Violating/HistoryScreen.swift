// expected: optional-view-model
import SwiftUI

struct HistoryScreen: View {
    @State private var viewModel: ReadingHistoryViewModel?

    var body: some View {
        List(viewModel?.entries ?? []) { entry in
            Text(entry.title)
        }
        .task { viewModel = ReadingHistoryViewModel() }
    }
}
