import Foundation

public struct FeedImageViewModel: Hashable, Sendable {
    public let description: String?
    public let location: String?
    public let url: URL

    public init(description: String?, location: String?, url: URL) {
        self.description = description
        self.location = location
        self.url = url
    }
}
