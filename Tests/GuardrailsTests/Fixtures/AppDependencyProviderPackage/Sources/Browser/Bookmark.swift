import Foundation

struct Bookmark: Identifiable, Hashable, Sendable {
    let id: UUID
    let title: String
    let url: URL
}
