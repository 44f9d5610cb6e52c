import Foundation
import FeedFeature
import SharedAPI
import FeedCache
import SharedPresentation
import FeedPresentation
import ImageCommentsPresentation
import FeedTerminalUI

/// The composition root: builds every screen, presenter and use case of the feed app from the
/// infrastructure it is given, and decides how long each lives.
@MainActor
public final class FeedApp {
    private let service: FeedService
    private let currentDate: @Sendable () -> Date
    private let calendar: Calendar
    private let locale: Locale
    private let writeLine: (String) -> Void
    private let writeStatus: (String) -> Void

    // The screens on display own their views; presenters only reach them through weak proxies.
    private let statusView: ResourceStatusTerminalView
    private let feedView: FeedTerminalView
    private let feedViewAdapter: FeedViewAdapter
    private var imageDetailViews: (imageData: FeedImageDataTerminalView, comments: ImageCommentsTerminalView)?

    public init(
        httpClient: any HTTPClient,
        store: any FeedStore & FeedImageDataStore,
        baseURL: URL,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .current,
        locale: Locale = .current,
        writeLine: @escaping (String) -> Void,
        writeStatus: @escaping (String) -> Void
    ) {
        service = FeedService(httpClient: httpClient, store: store, baseURL: baseURL, currentDate: currentDate)
        self.currentDate = currentDate
        self.calendar = calendar
        self.locale = locale
        self.writeLine = writeLine
        self.writeStatus = writeStatus
        statusView = ResourceStatusTerminalView(
            loadingMessage: ResourceLoadingViewModel.loadingMessage,
            writeLine: writeStatus
        )
        feedView = FeedTerminalView(writeLine: writeLine)
        feedViewAdapter = FeedViewAdapter(view: feedView, currentDate: currentDate, calendar: calendar, locale: locale)
    }

    /// The images shown so far, in the order they are numbered from 1.
    public var images: [FeedImage] { feedViewAdapter.page?.items ?? [] }

    public var canLoadMore: Bool { feedViewAdapter.page?.loadMore != nil }

    /// Loads the feed, from the server or else from the cache, and shows it; offline with nothing cached, it shows
    /// the connection error.
    /// - Returns: whether a feed is shown, so `feed --once` can fail when none is.
    @discardableResult
    public func showFeed() async -> Bool {
        await load(service.loadRemoteFeedWithLocalFallback)
    }

    public func loadMore() async {
        guard let page = feedViewAdapter.page else {
            writeStatus("! No feed is shown yet: r tries to load it again.")
            return
        }
        guard let loadMore = page.loadMore else {
            writeStatus("! The whole feed is shown: there is nothing more to load.")
            return
        }
        await load { LoadedFeed(page: try await loadMore(), cachedAt: nil) }
    }

    /// Shows the image's bytes (from the cache, else the network) and then its comments.
    public func selectImage(number: Int) async {
        guard images.indices.contains(number - 1) else {
            writeStatus(images.isEmpty
                ? "! There is no image \(number): no feed is shown; r tries to load it again."
                : "! There is no image \(number): choose a number from 1 to \(images.count).")
            return
        }
        let image = images[number - 1]
        let views = (imageData: FeedImageDataTerminalView(writeLine: writeLine), comments: ImageCommentsTerminalView(writeLine: writeLine))
        imageDetailViews = views

        let service = service
        await ResourceUIComposer.compose(
            loader: { try await service.loadImageData(from: image.url) },
            view: views.imageData,
            statusView: statusView,
            mapper: FeedPresenter.map
        ).load()

        let (currentDate, calendar, locale) = (currentDate, calendar, locale)
        await ResourceUIComposer.compose(
            loader: { try await service.loadComments(for: image) },
            view: views.comments,
            statusView: statusView,
            mapper: { ImageCommentsPresenter.map($0, currentDate: currentDate(), calendar: calendar, locale: locale) }
        ).load()
    }

    /// Deletes an expired cache so it is never shown later; call it when the app ends.
    public func exit() {
        do {
            try service.validateCache()
        } catch {
            writeStatus("! Could not clean the feed cache: \(error)")
        }
    }

    /// Shows the feed, then follows commands until `readCommand` returns `nil` or the user quits.
    public func run(readCommand: () -> String?, prompt: () -> Void = {}) async {
        await showFeed()
        commands: while true {
            prompt()
            guard let line = readCommand() else { break }
            switch FeedCommand(line) {
            case let .selectImage(number): await selectImage(number: number)
            case .loadMore: await loadMore()
            case .reload: await showFeed()
            case .help: writeLine(FeedCommand.helpText)
            case .quit: break commands
            case .none: continue
            case let .unknown(text): writeStatus("! Unknown command '\(text)'. Type h for help.")
            }
        }
        exit()
    }

    @discardableResult
    private func load(_ loader: @escaping @Sendable () async throws -> LoadedFeed) async -> Bool {
        await ResourceUIComposer.compose(loader: loader, view: feedViewAdapter, statusView: statusView, mapper: { $0 }).load()
    }
}
