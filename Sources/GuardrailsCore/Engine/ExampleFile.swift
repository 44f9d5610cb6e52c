/// One file of a rule example, placed in a package by its path (`Sources/Domain/Feed.swift`).
public struct ExampleFile: Sendable {
    public let path: String
    public let source: String

    public init(_ path: String, _ source: String) {
        self.path = path
        self.source = source
    }
}
