/// Shows a loaded resource as the view model its presenter maps it to.
@MainActor
public protocol ResourceView {
    associatedtype ResourceViewModel

    func display(_ viewModel: ResourceViewModel)
}
