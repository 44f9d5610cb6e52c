/// Where a JSON value starts in its file, 1-based, counting columns in characters.
public struct JSONPosition: Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
