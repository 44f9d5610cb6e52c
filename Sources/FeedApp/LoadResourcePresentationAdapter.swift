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

    /// - Returns: whether the resource loaded, so a caller can end with a failure status when it did not.
    @discardableResult
    public func load() async -> Bool {
        presenter.didStartLoading()
        do {
            presenter.didFinishLoading(with: try await loader())
            return true
        } catch {
            presenter.didFinishLoading(with: error)
            return false
        }
    }
}
