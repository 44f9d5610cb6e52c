import Testing
import SharedPresentation
import LoadResourcePresentation
import FeedTestSupport

/// Step 1: a load that starts hides any old error and shows the loading indicator; creating the presenter shows nothing.
@MainActor
@Suite struct LoadResourcePresentationTests {
    @Test func init_displaysNothing() {
        let (_, view) = makeSUT(mapper: { (resource: String) in resource })

        #expect(view.messages.isEmpty)
    }

    @Test func didStartLoading_hidesTheErrorAndShowsLoading() {
        let (sut, view) = makeSUT(mapper: { (resource: String) in resource })

        sut.didStartLoading()

        #expect(view.messages == [.display(errorMessage: nil), .display(isLoading: true)])
    }

    // MARK: - Helpers

    /// Generic over the resource, so one suite proves the presenter for feeds, comments or anything else.
    func makeSUT<Resource>(
        mapper: @escaping (Resource) throws -> String
    ) -> (sut: LoadResourcePresenter<Resource, ResourceViewSpy>, view: ResourceViewSpy) {
        let view = ResourceViewSpy()
        let sut = LoadResourcePresenter(resourceView: view, loadingView: view, errorView: view, mapper: mapper)
        return (sut, view)
    }
}
