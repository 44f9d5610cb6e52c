import SharedPresentation

/// Prints a line when loading starts and the error when one is shown; stopping and clearing print nothing,
/// because a terminal cannot take back a line.
public final class ResourceStatusTerminalView: ResourceLoadingView, ResourceErrorView {
    private let loadingMessage: String
    private let writeLine: (String) -> Void

    public init(loadingMessage: String, writeLine: @escaping (String) -> Void) {
        self.loadingMessage = loadingMessage
        self.writeLine = writeLine
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        if viewModel.isLoading {
            writeLine(loadingMessage)
        }
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        if let message = viewModel.message {
            writeLine("! \(message)")
        }
    }
}
