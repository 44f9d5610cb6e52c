/// A note about the run rather than the code: a place in a file and what it means for the lint.
public struct ReportNote: Sendable, Equatable {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
}
