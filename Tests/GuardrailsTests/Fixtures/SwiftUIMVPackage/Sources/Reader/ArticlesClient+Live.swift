import Foundation

extension ArticlesClient {
    static func live(session: URLSession, baseURL: URL) -> ArticlesClient {
        ArticlesClient(
            fetchPage: { page in
                try await decode(session, baseURL.appending(queryItems: [URLQueryItem(name: "page", value: String(page))]))
            },
            search: { query in
                try await decode(session, baseURL.appending(queryItems: [URLQueryItem(name: "q", value: query)]))
            }
        )
    }

    private static func decode(_ session: URLSession, _ url: URL) async throws -> [Article] {
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([Article].self, from: data)
    }
}
