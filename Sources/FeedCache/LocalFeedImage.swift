import Foundation

/// The store-side image: stores persist this shape, so the domain model can change without a migration.
public struct LocalFeedImage: Hashable, Sendable, Codable {
    public let id: UUID
    public let description: String?
    public let location: String?
    public let url: URL

    public init(id: UUID, description: String?, location: String?, url: URL) {
        self.id = id
        self.description = description
        self.location = location
        self.url = url
    }
}
