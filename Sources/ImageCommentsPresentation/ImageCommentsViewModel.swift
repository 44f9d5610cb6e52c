public struct ImageCommentsViewModel: Hashable, Sendable {
    public let title: String
    public let comments: [ImageCommentViewModel]
    /// Shown instead of a list when there are no comments.
    public let emptyMessage: String?

    public init(title: String, comments: [ImageCommentViewModel], emptyMessage: String?) {
        self.title = title
        self.comments = comments
        self.emptyMessage = emptyMessage
    }
}
