/// What a finished child process said and how it ended.
public struct ProcessOutput: Equatable, Sendable {
    public let status: Int32
    /// Standard output and standard error, interleaved as the process wrote them.
    public let text: String

    public init(status: Int32, text: String) {
        self.status = status
        self.text = text
    }

    public var succeeded: Bool { status == 0 }
}
