import SharedPresentation

/// Lets a presenter reach a view without keeping it alive: the screen that shows the view owns it.
@MainActor
public final class WeakRefVirtualProxy<Object: AnyObject> {
    private weak var object: Object?

    public init(_ object: Object) {
        self.object = object
    }
}

extension WeakRefVirtualProxy: ResourceView where Object: ResourceView {
    public func display(_ viewModel: Object.ResourceViewModel) {
        object?.display(viewModel)
    }
}

extension WeakRefVirtualProxy: ResourceLoadingView where Object: ResourceLoadingView {
    public func display(_ viewModel: ResourceLoadingViewModel) {
        object?.display(viewModel)
    }
}

extension WeakRefVirtualProxy: ResourceErrorView where Object: ResourceErrorView {
    public func display(_ viewModel: ResourceErrorViewModel) {
        object?.display(viewModel)
    }
}
