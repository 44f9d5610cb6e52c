import FeedPresentation
import SharedPresentation

/// A terminal cannot draw the image, so it prints what is known about its bytes.
public final class FeedImageDataTerminalView: ResourceView {
    private let writeLine: (String) -> Void

    public init(writeLine: @escaping (String) -> Void) {
        self.writeLine = writeLine
    }

    public func display(_ viewModel: FeedImageDataViewModel) {
        writeLine("  \(viewModel.summary)")
    }
}
