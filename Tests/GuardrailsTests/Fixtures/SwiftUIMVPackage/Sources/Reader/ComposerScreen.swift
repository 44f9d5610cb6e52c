import SwiftUI

struct ComposerScreen: View {
    @State private var viewModel: ComposerViewModel

    init(client: ArticlesClient) {
        _viewModel = State(initialValue: ComposerViewModel(client: client))
    }

    var body: some View {
        ComposerForm(viewModel: viewModel)
    }
}

struct ComposerForm: View {
    @Bindable var viewModel: ComposerViewModel

    var body: some View {
        Form {
            TextField("Headline", text: $viewModel.headline)
            Button("Next") { viewModel.advance() }
                .disabled(!viewModel.canAdvance)
        }
    }
}
