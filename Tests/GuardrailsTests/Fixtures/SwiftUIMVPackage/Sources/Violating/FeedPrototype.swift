// expected: url-session-shared
import Foundation

enum FeedPrototype {
    static func fetchTitles(from url: URL) async throws -> [String] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([String].self, from: data)
    }
}
