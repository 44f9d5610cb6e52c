/// One small failing test file to make pass. Unlocked one at a time, in manifest order.
public struct KataStep: Equatable, Sendable {
    /// Kebab-case, unique within the kata.
    public let id: String
    public let title: String
    /// The step's Swift Testing file, relative to the kata folder.
    public let test: String
    /// Revealed one per `kata hint`.
    public let hints: [String]

    public init(id: String, title: String, test: String, hints: [String]) {
        self.id = id
        self.title = title
        self.test = test
        self.hints = hints
    }
}
