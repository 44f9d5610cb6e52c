import Foundation

struct Article: Identifiable, Hashable, Codable, Sendable {
    let id: String
    let title: String
    let body: String
}
