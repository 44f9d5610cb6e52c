public struct ImageCommentViewModel: Hashable, Sendable {
    public let message: String
    /// When the comment was made, relative to now: "5 minutes ago".
    public let date: String
    public let username: String

    public init(message: String, date: String, username: String) {
        self.message = message
        self.date = date
        self.username = username
    }
}
