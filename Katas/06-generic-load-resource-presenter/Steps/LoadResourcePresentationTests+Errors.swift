import Testing
import LoadResourcePresentation
import FeedTestSupport

/// Step 3: a failed load, or a resource the mapper rejects, shows one localized error and stops loading.
extension LoadResourcePresentationTests {
    @Test func didFinishLoadingWithError_displaysTheLocalizedErrorAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { (resource: String) in resource })

        sut.didFinishLoading(with: AnyError())

        #expect(view.messages == [.display(errorMessage: loadError), .display(isLoading: false)])
    }

    @Test func didFinishLoadingWithResource_displaysTheLocalizedErrorWhenTheMapperRejectsIt() {
        let (sut, view) = makeSUT(mapper: { (_: String) throws -> String in throw AnyError() })

        sut.didFinishLoading(with: "unreadable")

        #expect(view.messages == [.display(errorMessage: loadError), .display(isLoading: false)])
    }

    @Test func loadError_isLocalized() {
        #expect(loadError != "GENERIC_CONNECTION_ERROR")
        #expect(!loadError.isEmpty)
    }

    private var loadError: String { LoadResourcePresenter<String, ResourceViewSpy>.loadError }
}
