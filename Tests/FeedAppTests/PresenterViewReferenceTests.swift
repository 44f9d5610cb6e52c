import Testing
import SharedPresentation
import FeedTerminalUI
import FeedApp

/// Presenters reach views only through weak proxies: a view lives as long as its screen, never longer.
@MainActor
@Suite struct PresenterViewReferenceTests {
    @Test func composedPresenter_doesNotKeepItsViewsAlive() async {
        let output = Output()
        var view: ImageCommentsTerminalView? = ImageCommentsTerminalView(writeLine: output.write)
        var statusView: ResourceStatusTerminalView? = ResourceStatusTerminalView(loadingMessage: "loading", writeLine: output.write)
        weak let weakView = view
        weak let weakStatusView = statusView
        let sut = makeSUT(view: view!, statusView: statusView!)

        view = nil
        statusView = nil
        await sut.load()

        #expect(weakView == nil)
        #expect(weakStatusView == nil)
        #expect(output.lines.isEmpty)
    }

    @Test func composedPresenter_displaysToItsViewsWhileTheyAreAlive() async {
        let output = Output()
        let view = ImageCommentsTerminalView(writeLine: output.write)
        let statusView = ResourceStatusTerminalView(loadingMessage: "loading", writeLine: output.write)
        let sut = makeSUT(view: view, statusView: statusView)

        await sut.load()

        #expect(output.lines == ["loading", "a title", "  nothing"])
    }

    @Test func proxy_forwardsToItsObjectOnlyWhileItIsAlive() {
        let output = Output()
        var view: FeedImageDataTerminalView? = FeedImageDataTerminalView(writeLine: output.write)
        let sut = WeakRefVirtualProxy(view!)

        sut.display(.init(summary: "shown"))
        view = nil
        sut.display(.init(summary: "not shown"))

        #expect(output.lines == ["  shown"])
    }

    // MARK: - Helpers

    private func makeSUT(
        view: ImageCommentsTerminalView,
        statusView: ResourceStatusTerminalView
    ) -> LoadResourcePresentationAdapter<String, WeakRefVirtualProxy<ImageCommentsTerminalView>> {
        ResourceUIComposer.compose(
            loader: { "a title" },
            view: view,
            statusView: statusView,
            mapper: { .init(title: $0, comments: [], emptyMessage: "nothing") }
        )
    }

    private final class Output {
        private(set) var lines: [String] = []

        func write(_ line: String) {
            lines.append(line)
        }
    }
}
