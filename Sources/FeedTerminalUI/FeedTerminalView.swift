import FeedPresentation
import SharedPresentation

/// Prints the feed: the title, whether it comes from the cache, one numbered row per image and a last row when more
/// can be loaded.
public final class FeedTerminalView: ResourceView {
    private let writeLine: (String) -> Void

    public init(writeLine: @escaping (String) -> Void) {
        self.writeLine = writeLine
    }

    public func display(_ viewModel: FeedViewModel) {
        writeLine(viewModel.title)
        if let cacheNotice = viewModel.cacheNotice {
            writeLine(cacheNotice)
        }
        for (index, image) in viewModel.images.enumerated() {
            writeLine("[\(index + 1)] \(image.description ?? image.url.absoluteString)")
            if let location = image.location {
                writeLine("    \(location)")
            }
            if image.description != nil {
                writeLine("    \(image.url.absoluteString)")
            }
        }
        if let loadMoreTitle = viewModel.loadMoreTitle {
            writeLine("[+] \(loadMoreTitle)")
        }
    }
}
