import SharedPresentation

/// Records, in order, what a presenter sent to the resource, loading and error views of one screen.
@MainActor
public final class ResourceViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
    public typealias ResourceViewModel = String

    public enum Message: Hashable, Sendable {
        case display(errorMessage: String?)
        case display(isLoading: Bool)
        case display(resourceViewModel: String)
    }

    public private(set) var messages: [Message] = []

    public init() {}

    public func display(_ viewModel: String) {
        messages.append(.display(resourceViewModel: viewModel))
    }

    public func display(_ viewModel: ResourceLoadingViewModel) {
        messages.append(.display(isLoading: viewModel.isLoading))
    }

    public func display(_ viewModel: ResourceErrorViewModel) {
        messages.append(.display(errorMessage: viewModel.message))
    }
}
