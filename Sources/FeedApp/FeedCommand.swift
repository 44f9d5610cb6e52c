/// One line typed at the feed's prompt.
public enum FeedCommand: Equatable, Sendable {
    case selectImage(number: Int)
    case loadMore
    case reload
    case help
    case quit
    case none
    case unknown(String)

    public init(_ line: String) {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "": self = .none
        case "m", "more": self = .loadMore
        case "r", "reload": self = .reload
        case "h", "help", "?": self = .help
        case "q", "quit", "exit": self = .quit
        default: self = Int(word).map { .selectImage(number: $0) } ?? .unknown(line)
        }
    }

    public static let helpText = """
    Commands:
      <number>  show that image's details and comments
      m         load more of the feed
      r         reload the feed
      h         show this help
      q         quit
    """
}
