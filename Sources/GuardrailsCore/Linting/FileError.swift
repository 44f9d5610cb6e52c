/// A file that could not be read, with the reason, so the run can name it and exit 2.
public struct FileError: Error, Sendable, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
