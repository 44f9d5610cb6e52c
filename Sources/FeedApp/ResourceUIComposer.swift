import SharedPresentation
import LoadResourcePresentation

/// Wires a loader, a presenter and views for one resource, the views always behind weak proxies.
@MainActor
public enum ResourceUIComposer {
    public static func compose<Resource: Sendable, View: ResourceView & AnyObject, StatusView: ResourceLoadingView & ResourceErrorView & AnyObject>(
        loader: @escaping @Sendable () async throws -> Resource,
        view: View,
        statusView: StatusView,
        mapper: @escaping (Resource) throws -> View.ResourceViewModel
    ) -> LoadResourcePresentationAdapter<Resource, WeakRefVirtualProxy<View>> {
        let status = WeakRefVirtualProxy(statusView)
        let presenter = LoadResourcePresenter(
            resourceView: WeakRefVirtualProxy(view),
            loadingView: status,
            errorView: status,
            mapper: mapper
        )
        return LoadResourcePresentationAdapter(loader: loader, presenter: presenter)
    }
}
