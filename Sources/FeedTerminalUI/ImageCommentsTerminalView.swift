import ImageCommentsPresentation
import SharedPresentation

/// Prints an image's comments: who and when on one line, the message indented below.
public final class ImageCommentsTerminalView: ResourceView {
    private let writeLine: (String) -> Void

    public init(writeLine: @escaping (String) -> Void) {
        self.writeLine = writeLine
    }

    public func display(_ viewModel: ImageCommentsViewModel) {
        writeLine(viewModel.title)
        for comment in viewModel.comments {
            writeLine("  \(comment.username), \(comment.date)")
            writeLine("    \(comment.message)")
        }
        if let emptyMessage = viewModel.emptyMessage {
            writeLine("  \(emptyMessage)")
        }
    }
}
