import SharedPresentation

/// One presenter for every resource a screen loads: it turns a load's start, its resource and its failure into
/// what the loading, resource and error views show. Make the step tests pass, one step at a time.
@MainActor
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel

    public init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        mapper: @escaping Mapper
    ) {}

    /// The message shown for any failed load. `LocalizedStringTable.sharedPresentation` holds it.
    public static var loadError: String { "" }

    public func didStartLoading() {}

    public func didFinishLoading(with resource: Resource) {}

    public func didFinishLoading(with error: any Error) {}
}
