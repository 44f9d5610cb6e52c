import Foundation

/// What the `feed` command line asks for.
public struct FeedAppOptions: Equatable, Sendable {
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// `nil` means the fixture API folder shipped with the app.
    public var baseURL: URL?
    public var store: FeedStoreKind = .sqlite
    public var storePath: String?
    public var once = false
    public var showHelp = false

    public init() {}

    /// `arguments` excludes the program name. Accepts `--option value` and `--option=value`.
    public init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(description: "\(name) needs a value. See --help.")
                }
                return next
            }
            switch name {
            case "--base-url": baseURL = try Self.baseURL(try value())
            case "--store": store = try Self.store(try value())
            case "--store-path": storePath = try value()
            case "--once": once = true
            case "--help", "-h": showHelp = true
            default: throw UsageError(description: "Unknown argument '\(argument)'. See --help.")
            }
        }
    }

    public static let usage = """
    USAGE: feed [--base-url <url>] [--store sqlite|file|memory] [--store-path <path>] [--once]

    Shows the image feed, cached for offline use. Interactive on a terminal; otherwise it reads commands
    (a number, m, r, q) from standard input, one a line.

    OPTIONS:
      --base-url <url>     The feed API: an http(s) server, or a file:// folder laid out like the API
                           (v1/feed?limit=10, v1/image/<id>/comments, ...). Default: the fixture API
                           folder shipped with feed.
      --store <kind>       Where the feed is cached: sqlite (default), file or memory (nothing kept).
      --store-path <path>  The cache file. Default: $XDG_CACHE_HOME/clean-architecture-kit/feed.sqlite
                           (or feed.json), else ~/.cache/clean-architecture-kit/.
      --once               Show the feed and exit, without reading commands.
      -h, --help           Show this help.

    Offline, it shows the cached feed and says how old it is; with nothing cached, the connection error.

    EXIT STATUS: 0 on success, 1 when --once shows no feed (offline with nothing cached), 64 on a usage error.
    """

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func baseURL(_ text: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme),
              scheme == "file" || url.host != nil else {
            throw UsageError(description: "--base-url '\(text)' is not an http://, https:// or file:// URL.")
        }
        return url
    }

    private static func store(_ text: String) throws(UsageError) -> FeedStoreKind {
        guard let kind = FeedStoreKind(rawValue: text) else {
            let kinds = FeedStoreKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(description: "--store '\(text)' is not one of: \(kinds).")
        }
        return kind
    }
}
