import SharedPresentation
import LoadResourcePresentation

/// Runs a load and tells the presenter how it went.
@MainActor
public final class LoadResourcePresentationAdapter<Resource: Sendable, View: ResourceView> {
    private let loader: @Sendable () async throws -> Resource
    private let presenter: LoadResourcePresenter<Resource, View>

    public init(loader: @escaping @Sendable () async throws -> Resource, presenter: LoadResourcePresenter<Resource, View>) {
        self.loader = loader
        self.presenter = presenter
    }

    public func load() async {
        presenter.didStartLoading()
        do {
            presenter.didFinishLoading(with: try await loader())
        } catch {
            presenter.didFinishLoading(with: error)
        }
    }
}
