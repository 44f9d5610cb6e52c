import Text

public struct Speller: Sendable {
    private let known: Set<String>

    public init(known: Set<String>) {
        self.known = known
    }

    public func misspelled(in document: Document) -> [String] {
        document.words.filter { !known.contains($0) }
    }
}
