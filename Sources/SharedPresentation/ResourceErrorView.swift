/// Shows, or hides, the reason a resource could not be loaded.
@MainActor
public protocol ResourceErrorView {
    func display(_ viewModel: ResourceErrorViewModel)
}
