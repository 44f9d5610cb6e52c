// expected: optional-view-model
import SwiftUI

struct HistoryScreen: View {
    @State private var viewModel: ReadingHistoryViewModel?
    let history: ReadingHistory

    var body: some View {
        List(viewModel?.entries ?? []) { entry in
            Text(entry.title)
        }
        .task { bootstrapIfNeeded() }
    }

    private func bootstrapIfNeeded() {
        guard viewModel == nil else { return }
        viewModel = ReadingHistoryViewModel(history: history)
    }
}
