import SharedPresentation

/// Runs one load and tells the presenter how it went; a second request while loading is ignored.
@MainActor
public final class LoadResourcePresentationAdapter<Resource: Sendable, View: ResourceView> {
    private let loader: @Sendable () async throws -> Resource
    private let presenter: LoadResourcePresenter<Resource, View>
    private var isLoading = false

    public init(loader: @escaping @Sendable () async throws -> Resource, presenter: LoadResourcePresenter<Resource, View>) {
        self.loader = loader
        self.presenter = presenter
    }

    public func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        presenter.didStartLoading()
        do {
            presenter.didFinishLoading(with: try await loader())
        } catch {
            presenter.didFinishLoading(with: error)
        }
    }
}
