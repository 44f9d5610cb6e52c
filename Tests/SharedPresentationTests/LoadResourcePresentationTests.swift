import Testing
import SharedPresentation
import FeedTestSupport

@MainActor
@Suite struct LoadResourcePresentationTests {
    @Test func init_doesNotSendMessagesToView() {
        let (_, view) = makeSUT()

        #expect(view.messages.isEmpty)
    }

    @Test func didStartLoading_hidesErrorAndShowsLoading() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()

        #expect(view.messages == [.display(errorMessage: nil), .display(isLoading: true)])
    }

    @Test func didFinishLoadingWithResource_displaysMappedViewModelAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { "\($0) view model" })

        sut.didFinishLoading(with: "resource")

        #expect(view.messages == [.display(resourceViewModel: "resource view model"), .display(isLoading: false)])
    }

    @Test func didFinishLoadingWithResource_displaysLocalizedErrorAndStopsLoadingOnMapperError() {
        let (sut, view) = makeSUT(mapper: { _ in throw AnyError() })

        sut.didFinishLoading(with: "resource")

        #expect(view.messages == [.display(errorMessage: loadError), .display(isLoading: false)])
    }

    @Test func didFinishLoadingWithError_displaysLocalizedErrorAndStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: AnyError())

        #expect(view.messages == [.display(errorMessage: loadError), .display(isLoading: false)])
    }

    @Test func loadError_isLocalized() {
        #expect(loadError != "GENERIC_CONNECTION_ERROR")
        #expect(!loadError.isEmpty)
    }

    // MARK: - Helpers

    private typealias SUT = LoadResourcePresenter<String, ViewSpy>

    private var loadError: String { SUT.loadError }

    private func makeSUT(
        mapper: @escaping SUT.Mapper = { $0 }
    ) -> (sut: SUT, view: ViewSpy) {
        let view = ViewSpy()
        let sut = SUT(resourceView: view, loadingView: view, errorView: view, mapper: mapper)
        return (sut, view)
    }

    private final class ViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
        typealias ResourceViewModel = String

        enum Message: Hashable {
            case display(errorMessage: String?)
            case display(isLoading: Bool)
            case display(resourceViewModel: String)
        }

        private(set) var messages: [Message] = []

        func display(_ viewModel: String) {
            messages.append(.display(resourceViewModel: viewModel))
        }

        func display(_ viewModel: ResourceLoadingViewModel) {
            messages.append(.display(isLoading: viewModel.isLoading))
        }

        func display(_ viewModel: ResourceErrorViewModel) {
            messages.append(.display(errorMessage: viewModel.message))
        }
    }
}
